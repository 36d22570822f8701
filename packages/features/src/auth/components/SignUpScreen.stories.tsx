import type { Meta, StoryObj } from '@storybook/react-vite';
import { JOIN_MESSAGES } from '@kindred/contracts/api/join';
import { expect, userEvent, type within } from 'storybook/test';
import { loadIdentityCalls } from '../api/identity.ts';
import { authStory } from '../mocks/AuthStoryFrame.tsx';
import { identityHandlers, MOCK_CODE } from '../mocks/identity-handlers.ts';
import { joinHandlers, NEWCOMER_EMAIL } from '../mocks/join-handlers.ts';
import { SignUpScreen } from './SignUpScreen.tsx';

const meta = {
  title: 'Features/Auth/SignUpScreen',
  component: SignUpScreen,
  decorators: [authStory('/auth/sign-up', <SignUpScreen />)],
  parameters: { layout: 'fullscreen', msw: { handlers: [...joinHandlers(), ...identityHandlers()] } },
  beforeEach: async () => {
    await loadIdentityCalls();
  },
} satisfies Meta<typeof SignUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillForm(canvas: ReturnType<typeof within>, email: string) {
  await userEvent.type(canvas.getByLabelText(/^Work email/), email);
  await userEvent.type(canvas.getByLabelText(/^First name/), 'Nora');
  await userEvent.type(canvas.getByLabelText(/^Last name/), 'New');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'Welcome2Kindred');
  await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Welcome2Kindred');
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/sign-in');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
  },
};

/** The form's own checks, each message under its field. */
export const FormErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Work email/), 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
    await expect(canvas.getByText(JOIN_MESSAGES.givenName)).toBeVisible();
    await expect(canvas.getByText('Password must be at least 8 characters')).toBeVisible();
  },
};

/** An address of a domain no organisation allows: the server's message and the way back. */
export const DomainNotAllowed: Story = {
  play: async ({ canvas }) => {
    await fillForm(canvas, 'someone@elsewhere.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(JOIN_MESSAGES.domainNotAllowed);
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  },
};

/** The code step (the two-factor screen's look): a wrong code, then the right one, by keyboard; signed in, home. */
export const CodeStep: Story = {
  play: async ({ canvas }) => {
    await fillForm(canvas, NEWCOMER_EMAIL);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
    await expect(canvas.getByText('Enter the 6-digit code we sent to n***@a***.test.')).toBeVisible();
    const code = canvas.getByLabelText(/^Verification code/);
    await userEvent.type(code, '123');
    await expect(code).toHaveValue('123');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Enter the 6-digit code from your email.')).toBeVisible();
    await userEvent.keyboard('999{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(JOIN_MESSAGES.invalidCode);
    await userEvent.clear(code);
    await userEvent.type(code, `${MOCK_CODE}{Enter}`);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Landed on /');
  },
};

/** An expired code ends the sign-up: back to the form, told why. */
export const CodeExpired: Story = {
  play: async ({ canvas }) => {
    await fillForm(canvas, NEWCOMER_EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await userEvent.type(await canvas.findByLabelText(/^Verification code/), '000000{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(JOIN_MESSAGES.codeExpired);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  },
};
