import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Form } from '../Form/Form.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { TextField, textFieldTypes } from './TextField.tsx';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const meta = {
  title: 'Inputs/TextField',
  component: TextField,
  args: { label: 'Full name', name: 'fullName', onChange: fn() },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Full name');
    await userEvent.type(input, 'Ada Lovelace');
    await expect(input).toHaveValue('Ada Lovelace');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ada Lovelace');
  },
};

export const WithDescription: Story = {
  args: { description: 'As it appears on your profile.', placeholder: 'e.g. Ada Lovelace' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Full name')).toHaveAccessibleDescription('As it appears on your profile.');
  },
};

export const FocusedWithKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText('Full name');
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Types: Story = {
  render: (args) => (
    <Stack space="lg">
      {textFieldTypes.map((type) => (
        <TextField key={type} {...args} type={type} label={`Type ${type}`} name={type} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Type email')).toHaveAttribute('type', 'email');
    const number = canvas.getByLabelText('Type number');
    await expect(number).toHaveAttribute('type', 'number');
    await userEvent.type(number, '42');
    await expect(number).toHaveValue(42);
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Full name/)).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { label: 'Email', type: 'email', defaultValue: 'ada@', isInvalid: true, errorMessage: 'Enter a valid email address.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address.');
  },
};

/**
 * `validate` returns a message or null. With `validationBehavior="aria"` (the
 * default inside `Form`) the message follows the value as the user types.
 */
export const ClientValidation: Story = {
  args: {
    label: 'Email',
    type: 'email',
    validationBehavior: 'aria',
    validate: (value: string) => (value === '' || EMAIL_PATTERN.test(value) ? null : 'Enter a valid email address.'),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await userEvent.type(input, 'ada@example');
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '.com');
    await expect(canvas.queryByText('Enter a valid email address.')).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Errors from the server arrive through `Form`'s `validationErrors`, keyed by `name`, and clear once the user changes the value and leaves the field. */
export const ServerError: Story = {
  args: { label: 'Email', name: 'email', type: 'email', defaultValue: 'ada@example.com' },
  render: (args) => (
    <Form validationErrors={{ email: 'No account found with this email address' }}>
      <TextField {...args} />
    </Form>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAccessibleDescription('No account found with this email address');
    await userEvent.type(input, 'm');
    await userEvent.tab();
    await expect(canvas.queryByText('No account found with this email address')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Ada Lovelace' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Full name');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Ada Lovelace');
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Ada Lovelace' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Full name');
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Ada Lovelace');
  },
};
