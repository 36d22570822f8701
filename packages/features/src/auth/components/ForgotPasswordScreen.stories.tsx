import type { Meta, StoryObj } from '@storybook/react-vite';
import { IDENTITY_PATHS } from '@kindred/contracts/api/identity';
import { expect, screen, userEvent, within } from 'storybook/test';
import { loadIdentityCalls } from '../api/identity.ts';
import { authStory } from '../mocks/AuthStoryFrame.tsx';
import { heldCall, identityHandlers, MOCK_CODE } from '../mocks/identity-handlers.ts';
import { ForgotPasswordScreen } from './ForgotPasswordScreen.tsx';

const meta = {
  title: 'Features/Auth/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  decorators: [authStory('/auth/forgot-password', <ForgotPasswordScreen />)],
  parameters: { layout: 'fullscreen', msw: { handlers: identityHandlers() } },
  // The screens fetch the identity calls' code at their first submit; have it here first, as a page that
  // has been idle once has, so no wait in a play function races the dev server's delivery of it.
  beforeEach: async () => {
    await loadIdentityCalls();
  },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmailStep: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Email/), 'nope');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
  },
};

export const UnknownAccount: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'nobody@kindred.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No account found with this email address');
  },
};

const resetCall = heldCall(IDENTITY_PATHS.resetPassword);

/** While the code is requested the button is pending: a progressbar 'Sending code...' inside it; then the code step. */
export const SendingCode: Story = {
  ...resetCall.story,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'demo@kindred.test');
    const button = canvas.getByRole('button', { name: 'Send code' });
    await userEvent.click(button);
    await expect(await within(button).findByRole('progressbar', { name: 'Sending code...' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    resetCall.release();
    await expect(await canvas.findByLabelText(/^Verification code/)).toBeVisible();
    await expect(within(canvas.getByRole('button', { name: 'Continue' })).queryByRole('progressbar')).toBeNull();
  },
};

/** All three steps: a short code is refused, a wrong code brings the code step back, then the reset succeeds. */
export const ThroughAllThreeSteps: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'demo@kindred.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await screen.findByText('Verification code sent! Check your email.')).toBeVisible();

    const code = await canvas.findByLabelText(/^Verification code/);
    await userEvent.type(code, '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Verification code must be at least 6 characters')).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, '999999');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));

    await userEvent.type(await canvas.findByLabelText(/^New password/), 'short');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'different');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(await canvas.findByText('Password must be at least 8 characters')).toBeVisible();
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();

    await userEvent.clear(canvas.getByLabelText(/^New password/));
    await userEvent.type(canvas.getByLabelText(/^New password/), 'New-password-7');
    await userEvent.clear(canvas.getByLabelText(/^Confirm new password/));
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'New-password-7');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    // The wrong code is refused with the new password, and the code step comes back.
    await expect(await screen.findByText('Invalid verification code. Please try again.')).toBeVisible();
    const again = await canvas.findByLabelText(/^Verification code/);
    await userEvent.type(again, MOCK_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await canvas.findByLabelText(/^New password/), 'New-password-7');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'New-password-7');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(await screen.findByText('Password reset successfully! Please sign in with your new password.')).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Landed on /auth/sign-in');
  },
};

export const WeakPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'demo@kindred.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await canvas.findByLabelText(/^Verification code/), MOCK_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await canvas.findByLabelText(/^New password/), 'alllowercase');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'alllowercase');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(
      await canvas.findByText('Password does not meet requirements. Use at least 8 characters with uppercase, lowercase, and numbers.'),
    ).toBeVisible();
  },
};

export const UseADifferentEmail: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'demo@kindred.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Use a different email' }));
    await expect(await canvas.findByRole('heading', { name: 'Reset your password' })).toBeVisible();
  },
};
