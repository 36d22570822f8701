import type { Meta, StoryObj } from '@storybook/react-vite';
import { IDENTITY_PATHS } from '@kindred/contracts/api/identity';
import { expect, userEvent, within } from 'storybook/test';
import { loadIdentityCalls } from '../api/identity.ts';
import { authStory } from '../mocks/AuthStoryFrame.tsx';
import { heldCall, identityHandlers, MOCK_CODE } from '../mocks/identity-handlers.ts';
import { saveChallenge } from '../state/challenge.ts';
import { TwoFactorScreen } from './TwoFactorScreen.tsx';

const meta = {
  title: 'Features/Auth/TwoFactorScreen',
  component: TwoFactorScreen,
  decorators: [authStory('/auth/two-factor', <TwoFactorScreen />)],
  parameters: { layout: 'fullscreen', msw: { handlers: identityHandlers() } },
  // The screens fetch the identity calls' code at their first submit; have it here first, as a page that
  // has been idle once has, so no wait in a play function races the dev server's delivery of it.
  beforeEach: async () => {
    await loadIdentityCalls();
    saveChallenge({ session: 'challenge.member-mfa', email: 'mfa@kindred.test', destination: 'm***@k***.test' });
  },
} satisfies Meta<typeof TwoFactorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CheckYourEmail: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    const code = canvas.getByLabelText(/^Verification code/);
    await userEvent.type(code, '12a3');
    await expect(code).toHaveValue('123');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete verification' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Enter the 6-digit code from your email.');
    await userEvent.type(code, '999');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete verification' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid code. Please try again.');
  },
};

export const CompletesByKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText(/^Verification code/));
    await userEvent.keyboard(MOCK_CODE);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Complete verification' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Landed on /');
  },
};

const confirmCall = heldCall(IDENTITY_PATHS.confirmSignIn);

/** While the code is checked the button is pending: a progressbar 'Verifying code...' inside it. */
export const VerifyingCode: Story = {
  ...confirmCall.story,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Verification code/), MOCK_CODE);
    const button = canvas.getByRole('button', { name: 'Complete verification' });
    await userEvent.click(button);
    await expect(await within(button).findByRole('progressbar', { name: 'Verifying code...' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    confirmCall.release();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Landed on /');
  },
};

export const NoPendingSignIn: Story = {
  beforeEach: () => {
    sessionStorage.clear();
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There is no sign-in waiting for a code in this window.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/sign-in');
  },
};
