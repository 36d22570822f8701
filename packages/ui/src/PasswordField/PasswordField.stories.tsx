import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { HIDE_PASSWORD_LABEL, PasswordField, SHOW_PASSWORD_LABEL } from './PasswordField.tsx';

const meta = {
  title: 'Inputs/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', onRevealChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'correct horse');

    // Clicking the toggle reveals the password and leaves focus (and the caret) in the input.
    await userEvent.click(canvas.getByRole('button', { name: SHOW_PASSWORD_LABEL }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveFocus();
    await expect(args.onRevealChange).toHaveBeenLastCalledWith(true);
    await userEvent.type(input, ' battery');
    await expect(input).toHaveValue('correct horse battery');

    await userEvent.click(canvas.getByRole('button', { name: HIDE_PASSWORD_LABEL }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onRevealChange).toHaveBeenLastCalledWith(false);
  },
};

/** From the keyboard the toggle is the next tab stop; Enter and Space toggle it and focus stays on it. */
export const KeyboardToggle: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('s3cret');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: SHOW_PASSWORD_LABEL });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAccessibleName(HIDE_PASSWORD_LABEL);
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAccessibleName(SHOW_PASSWORD_LABEL);
    await userEvent.tab({ shift: true });
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('s3cret');
  },
};

export const Revealed: Story = {
  args: { defaultRevealed: true, defaultValue: 's3cret' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: HIDE_PASSWORD_LABEL })).toBeVisible();
  },
};

/** A new password: `autoComplete="new-password"` and the rule as description. */
export const NewPassword: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    description: 'Password must be at least 8 characters',
    isRequired: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/New password/);
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Password must be at least 8 characters');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Enter your password.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter your password.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 's3cret' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: SHOW_PASSWORD_LABEL })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 's3cret' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('s3cret');
    // Reading is still allowed.
    await userEvent.click(canvas.getByRole('button', { name: SHOW_PASSWORD_LABEL }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};
