import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { IDENTITY_PATHS } from '@kindred/contracts/api/identity';
import { ERROR_MESSAGES } from '../../shared/errors.ts';
import { SIGN_IN_MESSAGES } from '../utils/validation.ts';
import { loadIdentityCalls } from '../api/identity.ts';
import { authStory } from '../mocks/AuthStoryFrame.tsx';
import { heldCall, identityHandlers, MOCK_CODE } from '../mocks/identity-handlers.ts';
import { SignInScreen } from './SignInScreen.tsx';

const meta = {
  title: 'Features/Auth/SignInScreen',
  component: SignInScreen,
  decorators: [authStory('/auth/sign-in', <SignInScreen />)],
  parameters: { layout: 'fullscreen', msw: { handlers: identityHandlers() } },
  // The screens fetch the identity calls' code at their first submit; have it here first, as a page that
  // has been idle once has, so no wait in a play function races the dev server's delivery of it.
  beforeEach: async () => {
    await loadIdentityCalls();
  },
} satisfies Meta<typeof SignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/auth/forgot-password');
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  },
};

/** The messages appear under their fields, and the card does not jump: its top stays where it was, it grows downwards. */
export const ValidationMessages: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Sign in' });
    const topBefore = heading.getBoundingClientRect().top;
    await userEvent.type(canvas.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter a valid email address.')).toBeVisible();
    await expect(canvas.getByText('Enter your password.')).toBeVisible();
    await expect(heading.getBoundingClientRect().top).toBe(topBefore);
  },
};

export const WrongPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'demo@kindred.test');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Wrong-password-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    await expect(localStorage.getItem('kindred.session')).toBeNull();
  },
};

export const EmailCodeStep: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'mfa@kindred.test');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Demo-password-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const code = await canvas.findByLabelText(/^Verification code/);
    await expect(code).toHaveAttribute('maxlength', '6');
    // The same heading as the two-factor page's, in the same case.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify Code' })).toBeVisible();
    // More than six characters are cut to six.
    await userEvent.type(code, '99999999');
    await expect(code).toHaveValue('999999');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid code. Please try again.');
    await userEvent.clear(code);
    await userEvent.type(code, MOCK_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Code' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Landed on /');
  },
};

export const TooManyAttempts: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(IDENTITY_PATHS.signIn, () =>
          HttpResponse.json({ error: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' }, { status: 429 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'demo@kindred.test');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Demo-password-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a moment and try again.');
  },
};

/** The sign-in call failing for a reason that is not the credentials: the generic handler's words, never the raw error. */
function failingSignIn(respond: () => Response | Promise<Response>, expected: string): Story {
  return {
    parameters: { msw: { handlers: [http.post(IDENTITY_PATHS.signIn, respond)] } },
    play: async ({ canvas }) => {
      await userEvent.type(canvas.getByLabelText(/^Email/), 'demo@kindred.test');
      await userEvent.type(canvas.getByLabelText(/^Password/), 'Demo-password-1');
      await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent(expected);
      await expect(alert).not.toHaveTextContent(/Request failed|Internal|Incorrect email or password/);
    },
  };
}

export const NetworkFailure = failingSignIn(() => HttpResponse.error(), ERROR_MESSAGES.network);
export const ServerError = failingSignIn(
  () => HttpResponse.json({ error: 'Internal server error' }, { status: 500 }),
  ERROR_MESSAGES.server,
);
export const ServerErrorWithoutBody = failingSignIn(() => new HttpResponse(null, { status: 500 }), ERROR_MESSAGES.server);
export const ServiceUnavailable = failingSignIn(
  () => HttpResponse.json({ error: 'Service temporarily unavailable. Please try again.', code: 'DATABASE_UNAVAILABLE' }, { status: 503 }),
  ERROR_MESSAGES['cloud-function'],
);

/** An empty code is caught by the form: nothing is sent, and the field says what it needs. */
let confirmCalls = 0;
export const EmptyCode: Story = {
  parameters: {
    msw: {
      handlers: [
        // Counts the confirmations asked for, then lets the usual handler answer.
        http.post(IDENTITY_PATHS.confirmSignIn, () => {
          confirmCalls += 1;
        }),
        ...identityHandlers(),
      ],
    },
  },
  beforeEach: () => {
    confirmCalls = 0;
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'mfa@kindred.test');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Demo-password-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await canvas.findByLabelText(/^Verification code/);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Code' }));
    await expect(await canvas.findByText(SIGN_IN_MESSAGES.code)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify Code' })).toBeVisible();
    // A code typed after it goes through as usual, and it is the first confirmation sent.
    await userEvent.type(canvas.getByLabelText(/^Verification code/), MOCK_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Code' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Landed on /');
    await expect(confirmCalls).toBe(1);
  },
};

const signInCall = heldCall(IDENTITY_PATHS.signIn);

/** While the credentials are checked the button is pending: a progressbar 'Signing in...' inside it, presses ignored. */
export const SigningIn: Story = {
  ...signInCall.story,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'demo@kindred.test');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Demo-password-1');
    const button = canvas.getByRole('button', { name: 'Sign in' });
    await expect(within(button).queryByRole('progressbar')).toBeNull();
    await userEvent.click(button);
    await expect(await within(button).findByRole('progressbar', { name: 'Signing in...' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    signInCall.release();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Landed on /');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

// Last in the file: an Enter pressed here must not reach the next story's form.
export const SignsInByKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText(/^Email/));
    await userEvent.keyboard('demo@kindred.test');
    await userEvent.tab();
    await userEvent.keyboard('Demo-password-1');
    // Past the show-password toggle and the forgot-password link to the submit button.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Landed on /');
    await expect(JSON.parse(localStorage.getItem('kindred.user') ?? '{}')).toMatchObject({ id: 'member-demo', status: 'SIGNED_IN' });
  },
};
