import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Switch, switchLabelPlacements } from './Switch.tsx';

const meta = {
  title: 'Inputs/Switch',
  component: Switch,
  args: { children: 'Default Calendar for Quick Connect', onChange: fn() },
  argTypes: { labelPlacement: { control: 'inline-radio', options: switchLabelPlacements } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Default Calendar for Quick Connect' });
    await expect(control).not.toBeChecked();
    await userEvent.click(canvas.getByText('Default Calendar for Quick Connect'));
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const FocusedWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Default Calendar for Quick Connect' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await expect(control.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeChecked();
  },
};

/** Label first, switch at the far edge: a settings row. */
export const LabelPlacements: Story = {
  render: (args) => (
    <Stack space="lg">
      {switchLabelPlacements.map((placement) => (
        <Switch key={placement} {...args} labelPlacement={placement}>
          Label at the {placement}
        </Switch>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('switch')).toHaveLength(switchLabelPlacements.length);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch');
    await expect(control).toBeDisabled();
    await userEvent.click(canvas.getByText('Default Calendar for Quick Connect'), { pointerEventsCheck: 0 });
    await expect(control).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch');
    await userEvent.click(canvas.getByText('Default Calendar for Quick Connect'));
    await expect(control).toBeChecked();
  },
};
