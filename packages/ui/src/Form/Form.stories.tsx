import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { Select, SelectItem } from '../Select/Select.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Form, type FormErrors } from './Form.tsx';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The spec's sign-in rules: a valid email, and a password of at least 2 characters. */
function validateSignIn(data: FormData): FormErrors {
  const errors: FormErrors = {};
  if (!EMAIL_PATTERN.test(String(data.get('email') ?? ''))) errors.email = 'Enter a valid email address.';
  if (String(data.get('password') ?? '').length < 2) errors.password = 'Enter your password.';
  return errors;
}

const onSignIn = fn();

/** A sign-in form as a feature would build it: the server is stubbed with a timer. */
function SignInForm({ delay = 400 }: { delay?: number }) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSignIn(Object.fromEntries(data));
    setError(null);
    setPending(true);
    setTimeout(() => {
      setPending(false);
      setError('Incorrect email or password...');
    }, delay);
  };
  return (
    <Form validate={validateSignIn} onSubmit={submit} error={error} aria-label="Sign in">
      <TextField label="Email" name="email" type="email" autoComplete="username" isRequired />
      <PasswordField label="Password" name="password" isRequired />
      <Link variant="standalone" href="#forgot-password">
        Forgot your password?
      </Link>
      <Button type="submit" isPending={isPending} pendingLabel="Signing in..." fullWidth>
        Sign in
      </Button>
    </Form>
  );
}

const meta = {
  title: 'Inputs/Form',
  component: Form,
  args: { onSubmit: fn() },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The sign-in form's client checks: `validate` runs on submit ('Enter a valid
 * email address.', 'Enter your password.'), stops the submission and focuses
 * the first invalid field; each message clears once its field is changed.
 */
export const SignInValidation: Story = {
  render: () => <SignInForm />,
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
    await expect(canvas.getByText('Enter your password.')).toBeVisible();
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    await expect(onSignIn).not.toHaveBeenCalled();

    await userEvent.type(email, 'ada@example');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
    await userEvent.type(email, '.com');
    await userEvent.tab();
    await expect(canvas.queryByText('Enter a valid email address.')).toBeNull();
    await expect(canvas.getByText('Enter your password.')).toBeVisible();
  },
};

/** Valid input: the button is pending while the (stubbed) request runs, then a failed sign-in shows a form-level alert. */
export const SignIn: Story = {
  render: () => <SignInForm delay={1500} />,
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Sign in' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong password');
    // Enter in a field submits. (Clicking would focus the button, and react-aria then announces the pending
    // state through a live region that outlives this story and trips the next story's a11y check.)
    await userEvent.keyboard('{Enter}');
    await expect(onSignIn).toHaveBeenLastCalledWith({ email: 'ada@example.com', password: 'wrong password' });
    await expect(submit).toHaveAttribute('data-pending', 'true');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Incorrect email or password...');
    await expect(submit).not.toHaveAttribute('data-pending');
  },
};

/** Keyboard only: Tab through the fields, Enter submits from any field. */
export const SignInWithKeyboard: Story = {
  render: () => <SignInForm />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('grace@example.com');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Password/)).toHaveFocus();
    await userEvent.keyboard('x{Enter}');
    await expect(canvas.getByText('Enter your password.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Password/)).toHaveFocus();
    await userEvent.keyboard('yz{Enter}');
    await expect(onSignIn).toHaveBeenLastCalledWith({ email: 'grace@example.com', password: 'xyz' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Incorrect email or password...');
  },
};

/** While the request runs the submit button is pending: it keeps its size, shows a spinner (a progressbar 'Signing in...') and ignores presses. */
export const SubmitPending: Story = {
  render: (args) => (
    <Form {...args}>
      <TextField label="Email" name="email" type="email" defaultValue="ada@example.com" />
      <PasswordField label="Password" name="password" defaultValue="secret" />
      <Button type="submit" isPending pendingLabel="Signing in..." fullWidth>
        Sign in
      </Button>
    </Form>
  ),
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Sign in' });
    await expect(submit).toHaveAttribute('data-pending', 'true');
    await expect(within(submit).getByRole('progressbar', { name: 'Signing in...' })).toBeVisible();
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Server errors, keyed by field name, appear on their fields and clear once the field is changed. */
export const ServerErrors: Story = {
  args: {
    validationErrors: {
      email: 'No account found with this email address',
      subject: 'Subject must be at least 5 characters',
    },
  },
  render: (args) => (
    <Form {...args}>
      <TextField label="Email" name="email" type="email" defaultValue="nobody@example.com" />
      <TextField label="Subject" name="subject" defaultValue="Help" />
      <Button type="submit">Send</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('No account found with this email address');
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription(
      'Subject must be at least 5 characters',
    );
    await userEvent.type(email, 'x');
    await userEvent.tab();
    await expect(canvas.queryByText('No account found with this email address')).toBeNull();
    await expect(canvas.getByText('Subject must be at least 5 characters')).toBeVisible();
  },
};

/** An error about the whole form is an alert above the fields. */
export const FormLevelError: Story = {
  args: { error: 'Incorrect email or password...' },
  render: (args) => (
    <Form {...args}>
      <TextField label="Email" name="email" type="email" defaultValue="ada@example.com" />
      <PasswordField label="Password" name="password" />
      <Button type="submit">Sign in</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Incorrect email or password...');
  },
};

/** Every field kind takes part: on submit each shows its message and focus goes to the first invalid one. */
export const SupportTicket: Story = {
  args: {
    validate: (data: FormData) => {
      const errors: FormErrors = {};
      if (!data.get('issueType')) errors.issueType = 'Please select an issue type';
      const subject = String(data.get('subject') ?? '');
      if (subject.length < 5) errors.subject = 'Subject must be at least 5 characters';
      const description = String(data.get('description') ?? '');
      if (description.length < 20) errors.description = 'Description must be at least 20 characters';
      return errors;
    },
  },
  render: (args) => (
    <Form
      {...args}
      onSubmit={(event) => {
        event.preventDefault();
        args.onSubmit?.(event);
      }}
    >
      <Select label="Issue type" name="issueType" placeholder="Select an issue type" isRequired>
        <SelectItem id="account">Account</SelectItem>
        <SelectItem id="technical">Technical</SelectItem>
        <SelectItem id="other">Other</SelectItem>
      </Select>
      <TextField label="Subject" name="subject" isRequired />
      <TextArea label="Description" name="description" isRequired maxHeight={200} />
      <Button type="submit">Submit ticket</Button>
    </Form>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit ticket' }));
    await expect(canvas.getByText('Please select an issue type')).toBeVisible();
    await expect(canvas.getByText('Subject must be at least 5 characters')).toBeVisible();
    await expect(canvas.getByText('Description must be at least 20 characters')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Issue type/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
