import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Radio, RadioGroup, radioGroupOrientations } from './RadioGroup.tsx';

const viewStatuses = [
  { id: 'all', label: 'All' },
  { id: 'new', label: 'New' },
  { id: 'viewed', label: 'Viewed' },
] as const;

const meta = {
  title: 'Inputs/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'View status',
    name: 'viewStatus',
    onChange: fn(),
    children: viewStatuses.map((status) => (
      <Radio key={status.id} value={status.id}>
        {status.label}
      </Radio>
    )),
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: radioGroupOrientations },
    children: { control: false },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'all' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'View status' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.click(canvas.getByText('Viewed'));
    await expect(canvas.getByRole('radio', { name: 'Viewed' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('viewed');
  },
};

/** Tab enters at the selected option; arrow keys move the selection. */
export const KeyboardSelection: Story = {
  args: { defaultValue: 'new' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const selected = canvas.getByRole('radio', { name: 'New' });
    await expect(selected).toHaveFocus();
    await expect(selected.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Viewed' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('all');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'all' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'New' })).toBeChecked();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-required', 'true');
  },
};

export const Invalid: Story = {
  args: { label: 'Priority', isInvalid: true, errorMessage: 'Please select a priority level' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: /Priority/ });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please select a priority level');
  },
};

export const DisabledOption: Story = {
  args: {
    defaultValue: 'all',
    children: viewStatuses.map((status) => (
      <Radio key={status.id} value={status.id} isDisabled={status.id === 'viewed'}>
        {status.label}
      </Radio>
    )),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // The disabled option is skipped.
    await expect(canvas.getByRole('radio', { name: 'Viewed' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Viewed' })).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'new' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'new' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('All'));
    await expect(canvas.getByRole('radio', { name: 'New' })).toBeChecked();
  },
};
