import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CLEAR_SEARCH_LABEL, SearchField } from './SearchField.tsx';

const meta = {
  title: 'Inputs/SearchField',
  component: SearchField,
  args: {
    'aria-label': 'Search connections',
    placeholder: 'Search by name',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search connections' });
    // Nothing to clear yet: the button is hidden.
    await expect(canvas.queryByRole('button', { name: CLEAR_SEARCH_LABEL })).toBeNull();
    await userEvent.type(input, 'Ada');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ada');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Ada');
  },
};

export const EscapeClears: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search connections' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('Grace');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(input).toHaveFocus();
  },
};

export const ClearButton: Story = {
  args: { defaultValue: 'Grace' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search connections' });
    const clear = canvas.getByRole('button', { name: CLEAR_SEARCH_LABEL });
    // Escape does the same job from the keyboard, so Tab skips the button.
    await expect(clear).toHaveAttribute('tabindex', '-1');
    await userEvent.click(clear);
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: CLEAR_SEARCH_LABEL })).toBeNull();
  },
};

export const WithLabel: Story = {
  args: { 'aria-label': undefined, label: 'Find a colleague', description: 'Name, title, persona type or interest.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Find a colleague' });
    await expect(input).toHaveAccessibleDescription('Name, title, persona type or interest.');
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'a', isInvalid: true, errorMessage: 'Type at least 2 characters.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search connections' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Type at least 2 characters.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Ada' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search connections' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: CLEAR_SEARCH_LABEL })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Ada' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search connections' });
    await userEvent.type(input, '{Escape}x');
    await expect(input).toHaveValue('Ada');
    await expect(canvas.queryByRole('button', { name: CLEAR_SEARCH_LABEL })).toBeNull();
  },
};
