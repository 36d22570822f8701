import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Select, SelectItem } from './Select.tsx';

/** The achievements catalogue's sort options (spec). */
const sortOptions = [
  { id: 'default', name: 'Default' },
  { id: 'points', name: 'Most points' },
  { id: 'progress', name: 'Most progress' },
  { id: 'az', name: 'A-Z' },
  { id: 'recent', name: 'Recently earned' },
] as const;

/** The support form's issue types (spec). */
const issueTypes = [
  { id: 'account', name: 'Account' },
  { id: 'technical', name: 'Technical' },
  { id: 'billing', name: 'Billing' },
  { id: 'feature', name: 'Feature request' },
  { id: 'other', name: 'Other' },
];

const meta = {
  title: 'Inputs/Select',
  component: Select,
  args: {
    label: 'Sort by',
    placeholder: 'Choose an order',
    name: 'sort',
    onChange: fn(),
    onOpenChange: fn(),
    children: sortOptions.map((option) => (
      <SelectItem key={option.id} id={option.id}>
        {option.name}
      </SelectItem>
    )),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvas: { getByRole: typeof screen.getByRole }) => canvas.getByRole('button', { name: /Sort by/ });

/** The list leaves the accessibility tree at once, then unmounts after its exit animation and focus returns to the trigger. */
async function expectClosed(focusReturnsTo?: HTMLElement) {
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  if (focusReturnsTo) await waitFor(() => expect(focusReturnsTo).toHaveFocus());
}

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = trigger(canvas);
    await expect(button).toHaveTextContent('Choose an order');
    await userEvent.click(button);
    const listbox = await screen.findByRole('listbox');
    // Visible once the entry animation has run.
    await waitFor(() => expect(listbox).toBeVisible());
    await userEvent.click(screen.getByRole('option', { name: 'Most points' }));
    await expectClosed(button);
    await expect(button).toHaveTextContent('Most points');
    await expect(args.onChange).toHaveBeenLastCalledWith('points');
  },
};

/** Enter, Space or the arrow keys open the list; arrows move; Enter chooses; focus returns to the trigger. */
export const KeyboardSelection: Story = {
  args: { defaultValue: 'default' },
  play: async ({ args, canvas }) => {
    const button = trigger(canvas);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await expect(screen.getByRole('option', { name: 'Default' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('option', { name: 'Most progress' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectClosed(button);
    await expect(button).toHaveTextContent('Most progress');
    await expect(args.onChange).toHaveBeenLastCalledWith('progress');

    // Arrow down on the closed trigger opens it too; End jumps to the last option.
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{End}{Enter}');
    await expectClosed(button);
    await expect(button).toHaveTextContent('Recently earned');
  },
};

export const EscapeCloses: Story = {
  args: { defaultValue: 'az' },
  play: async ({ args, canvas }) => {
    const button = trigger(canvas);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await screen.findByRole('listbox');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expectClosed(button);
    await expect(button).toHaveTextContent('A-Z');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Options as data: `items` plus a function rendering each. */
export const ItemsAsData: Story = {
  args: { children: undefined, label: 'Issue type', name: 'issueType', placeholder: 'Select an issue type' },
  render: (args) => (
    <Select {...args} items={issueTypes}>
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Issue type/ }));
    await screen.findByRole('listbox');
    await expect(screen.getAllByRole('option')).toHaveLength(issueTypes.length);
    await userEvent.keyboard('{Escape}');
    await expectClosed();
  },
};

export const WithDescription: Story = {
  args: { description: 'Applies to the All Achievements catalogue.' },
  play: async ({ canvas }) => {
    await expect(trigger(canvas)).toHaveAccessibleDescription('Applies to the All Achievements catalogue.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(trigger(canvas)).toBeVisible();
  },
};

export const Invalid: Story = {
  args: {
    label: 'Issue type',
    placeholder: 'Select an issue type',
    isInvalid: true,
    errorMessage: 'Please select an issue type',
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Issue type/ });
    await expect(button).toHaveAccessibleDescription('Please select an issue type');
  },
};

export const DisabledOptions: Story = {
  args: { disabledKeys: ['progress', 'recent'] },
  play: async ({ canvas }) => {
    await userEvent.click(trigger(canvas));
    await screen.findByRole('listbox');
    await expect(screen.getByRole('option', { name: 'Most progress' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await expectClosed();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'points' },
  play: async ({ args, canvas }) => {
    const button = trigger(canvas);
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
