import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Checkbox, CheckboxGroup, checkboxGroupOrientations } from './Checkbox.tsx';

const meta = {
  title: 'Inputs/Checkbox',
  component: Checkbox,
  args: { children: 'Remember me', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const FocusedWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(canvas.getByText('Remember me').closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { children: 'Select all', isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Remember me'), { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(checkbox).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { children: 'I accept the Terms of Service', isInvalid: true, isRequired: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the Terms of Service' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toBeRequired();
  },
};

const connectionTypes = ['Mentor', 'Mentee', 'Peer'] as const;
const onGroupChange = fn();

export const Group: Story = {
  args: { children: undefined },
  render: () => (
    <CheckboxGroup label="Connection type" description="Show only these connections." defaultValue={['Mentor']} onChange={onGroupChange}>
      {connectionTypes.map((type) => (
        <Checkbox key={type} value={type}>
          {type}
        </Checkbox>
      ))}
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Connection type' });
    await expect(group).toHaveAccessibleDescription('Show only these connections.');
    await expect(canvas.getByRole('checkbox', { name: 'Mentor' })).toBeChecked();
    // Tab moves box to box; Space toggles.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Mentee' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(onGroupChange).toHaveBeenLastCalledWith(['Mentor', 'Mentee']);
  },
};

export const GroupOrientations: Story = {
  args: { children: undefined },
  render: () => (
    <Stack space="xl">
      {checkboxGroupOrientations.map((orientation) => (
        <CheckboxGroup key={orientation} label={`Connection type (${orientation})`} orientation={orientation}>
          {connectionTypes.map((type) => (
            <Checkbox key={type} value={type}>
              {type}
            </Checkbox>
          ))}
        </CheckboxGroup>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(checkboxGroupOrientations.length);
  },
};

export const GroupInvalid: Story = {
  args: { children: undefined },
  render: () => (
    <CheckboxGroup label="Connection type" isRequired isInvalid errorMessage="Choose at least one connection type.">
      {connectionTypes.map((type) => (
        <Checkbox key={type} value={type}>
          {type}
        </Checkbox>
      ))}
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose at least one connection type.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: /Connection type/ })).toHaveAccessibleDescription(
      'Choose at least one connection type.',
    );
  },
};

export const GroupDisabled: Story = {
  args: { children: undefined },
  render: () => (
    <CheckboxGroup label="Connection type" isDisabled defaultValue={['Peer']}>
      {connectionTypes.map((type) => (
        <Checkbox key={type} value={type}>
          {type}
        </Checkbox>
      ))}
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
  },
};

/**
 * Many checkboxes in a scrolled box inside a positioned page: the page ends where the box ends. Each hidden input is
 * placed within its own label, not against the page, so the boxes out of view do not stretch it.
 */
export const InAScrolledList: Story = {
  render: () => (
    <div style={{ position: 'relative' }}>
      <div data-testid="list" style={{ height: 160, overflow: 'auto' }}>
        <CheckboxGroup aria-label="Interests">
          {Array.from({ length: 60 }, (_, i) => (
            <Checkbox key={i} value={`interest-${i}`}>{`Interest ${i + 1}`}</Checkbox>
          ))}
        </CheckboxGroup>
      </div>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByTestId('list');
    const page = canvasElement.ownerDocument.documentElement;
    // A page shorter than the window is as tall as the window.
    await expect(page.scrollHeight).toBeLessThanOrEqual(Math.max(window.innerHeight, Math.ceil(list.getBoundingClientRect().bottom + window.scrollY)));
  },
};
