import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField } from 'react-aria-components';
import { expect, userEvent } from 'storybook/test';
import { Description, FieldError, Label } from './Field.tsx';
import * as fieldStyles from './Field.css.ts';

/**
 * The pieces every field composes: `Label`, `Description`, `FieldError` and
 * the shared input-box styles (`Field.css.ts`). These stories build a field
 * from react-aria primitives with them, the way TextField, PasswordField,
 * SearchField, TextArea and Select do.
 */
const meta = {
  title: 'Inputs/Field',
  component: Label,
  args: { children: 'Display name' },
  render: (args) => (
    <TextField className={fieldStyles.field} name="displayName">
      <Label {...args} />
      <Input className={fieldStyles.inputBox} />
      <Description>Shown to your connections.</Description>
      <FieldError />
    </TextField>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Anatomy: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Display name');
    await expect(input).toHaveAccessibleDescription('Shown to your connections.');
    await userEvent.type(input, 'Ada');
    await expect(input).toHaveValue('Ada');
  },
};

export const FocusedWithKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText('Display name');
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  render: (args) => (
    <TextField className={fieldStyles.field} isRequired>
      <Label {...args} />
      <Input className={fieldStyles.inputBox} />
    </TextField>
  ),
  play: async ({ canvas }) => {
    // The mark is visual only; the input itself says "required".
    await expect(canvas.getByRole('textbox', { name: 'Display name' })).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Invalid: Story = {
  render: (args) => (
    <TextField className={fieldStyles.field} isInvalid defaultValue="A">
      <Label {...args} />
      <Input className={fieldStyles.inputBox} />
      <FieldError>Use at least 2 characters.</FieldError>
    </TextField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Display name');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Use at least 2 characters.');
  },
};

export const Disabled: Story = {
  render: (args) => (
    <TextField className={fieldStyles.field} isDisabled defaultValue="Ada Lovelace">
      <Label {...args} />
      <Input className={fieldStyles.inputBox} />
    </TextField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Display name')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  render: (args) => (
    <TextField className={fieldStyles.field} isReadOnly defaultValue="Ada Lovelace">
      <Label {...args} />
      <Input className={fieldStyles.inputBox} />
    </TextField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Display name');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Ada Lovelace');
  },
};
