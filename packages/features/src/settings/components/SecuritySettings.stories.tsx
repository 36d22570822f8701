import { ACCOUNT_MESSAGES } from '@kindred/contracts/api/account';
import { IDENTITY_MESSAGES } from '@kindred/contracts/api/identity';
import { currentUserAtom } from '@kindred/features/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createAccountHandlers, MOCK_ACCOUNT_PASSWORD } from '../../shared/mocks/account-handlers.ts';
import { withMockApp, type JotaiStore } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { PASSWORD_CHANGED } from './ChangePasswordCard.tsx';
import { EMAIL_CODE_LABEL } from './EmailCodeCard.tsx';
import { SecuritySettings } from './SecuritySettings.tsx';
import { SESSIONS_LOAD_FAILED, SIGNED_OUT_OTHERS } from './SessionsCard.tsx';

const meta = {
  title: 'Features/Settings/Security',
  component: SecuritySettings,
  decorators: [withMockApp],
  parameters: {
    kindred: {
      signedInAs: FIXTURE_IDS.maya,
      route: '/settings?tab=security',
      initStore: (store: JotaiStore) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
    },
    msw: { handlers: { account: createAccountHandlers().handlers } },
  },
} satisfies Meta<typeof SecuritySettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Three devices, this one marked; the e-mail code is on. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Signed-in devices' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0]!).getByText('Chrome on macOS')).toBeVisible();
    await expect(within(rows[0]!).getByText('This device')).toBeVisible();
    await expect(within(rows[0]!).queryByRole('button')).toBeNull();
    await expect(within(rows[1]!).getByText('Firefox on Windows')).toBeVisible();
    await expect(within(rows[1]!).getByText(/From 203\.0\.113\.7/)).toBeVisible();
    await expect(within(rows[2]!).getByText('Safari on iPhone')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('switch', { name: EMAIL_CODE_LABEL })).toBeChecked());
  },
};

/** One device signed out by keyboard: its row goes, a toast says which. */
export const SignOutOneDevice: Story = {
  parameters: { msw: { handlers: { account: createAccountHandlers().handlers } } },
  play: async ({ canvas, canvasElement }) => {
    const button = await canvas.findByRole('button', { name: /^Sign out Firefox on Windows/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page(canvasElement).findByText('Signed out of Firefox on Windows.')).toBeVisible();
    await waitFor(() => expect(within(canvas.getByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem')).toHaveLength(2));
  },
};

/** Every other device signed out: only this one is left, and the button has nothing more to do. */
export const SignOutEverywhereElse: Story = {
  parameters: { msw: { handlers: { account: createAccountHandlers().handlers } } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Signed-in devices' });
    const button = canvas.getByRole('button', { name: 'Sign out of all other devices' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page(canvasElement).findByText(SIGNED_OUT_OTHERS)).toBeVisible();
    await waitFor(() => expect(within(canvas.getByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByRole('button', { name: 'Sign out of all other devices' })).toBeDisabled();
  },
};

/** The devices still loading. */
export const SessionsLoading: Story = {
  parameters: { msw: { handlers: { account: createAccountHandlers({ stallSessions: true }).handlers } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your devices...')).toBeVisible();
  },
};

/** The devices could not be read: the card says so, with Try Again. */
export const SessionsError: Story = {
  parameters: { msw: { handlers: { account: createAccountHandlers({ failSessions: true }).handlers } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(SESSIONS_LOAD_FAILED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** The form's own checks, in the specification's words, before anything is sent. */
export const PasswordValidation: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Change password' });
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await expect(await within(form).findByText(ACCOUNT_MESSAGES.currentPasswordRequired)).toBeVisible();
    await expect(within(form).getByText(ACCOUNT_MESSAGES.passwordTooShort)).toBeVisible();
    await userEvent.type(within(form).getByLabelText(/^New password/), 'lowercase1');
    await userEvent.type(within(form).getByLabelText(/^Confirm new password/), 'different');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await expect(await within(form).findByText(IDENTITY_MESSAGES.weakPassword)).toBeVisible();
    await expect(within(form).getByText(ACCOUNT_MESSAGES.passwordsDoNotMatch)).toBeVisible();
    // Focus goes to the first field in error.
    await waitFor(() => expect(within(form).getByLabelText(/^Current password/)).toHaveFocus());
  },
};

/** A wrong current password: the server's refusal shows on that field. */
export const WrongCurrentPassword: Story = {
  parameters: { msw: { handlers: { account: createAccountHandlers().handlers } } },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText(/^Current password/), 'NotMine123');
    await userEvent.type(within(form).getByLabelText(/^New password/), 'Better1234');
    await userEvent.type(within(form).getByLabelText(/^Confirm new password/), 'Better1234{Enter}');
    await expect(await within(form).findByText(ACCOUNT_MESSAGES.incorrectPassword)).toBeVisible();
  },
};

/** Changed by keyboard alone: a toast, the fields empty again, and the other devices are signed out. */
export const PasswordChanged: Story = {
  parameters: { msw: { handlers: { account: createAccountHandlers().handlers } } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Signed-in devices' });
    const form = canvas.getByRole('form', { name: 'Change password' });
    within(form).getByLabelText(/^Current password/).focus();
    await userEvent.keyboard(MOCK_ACCOUNT_PASSWORD);
    await userEvent.tab();
    // The show-password toggle is the next stop after each field.
    await userEvent.tab();
    await userEvent.keyboard('Better1234');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('Better1234{Enter}');
    await expect(await page(canvasElement).findByText(PASSWORD_CHANGED)).toBeVisible();
    await waitFor(() => expect(within(canvas.getByRole('form', { name: 'Change password' })).getByLabelText(/^Current password/)).toHaveValue(''));
    await waitFor(() => expect(within(canvas.getByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem')).toHaveLength(1));
  },
};

/** Turning the code off asks for the password: a wrong one is refused in the dialog, the right one turns it off. */
export const TurnOffEmailCode: Story = {
  parameters: { msw: { handlers: { account: createAccountHandlers().handlers } } },
  play: async ({ canvas, canvasElement }) => {
    const toggle = await canvas.findByRole('switch', { name: EMAIL_CODE_LABEL });
    await waitFor(() => expect(toggle).toBeChecked());
    toggle.focus();
    await userEvent.keyboard(' ');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Turn off the e-mail code' });
    // As a member would: type once the dialog shows (it fades in; typed at once, the refusal came while it was still at opacity 0).
    await waitFor(() => expect(dialog).toBeVisible());
    const password = within(dialog).getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.keyboard('Wrong1234{Enter}');
    // The refusal shows under the password field, which it describes, and the caret stays there to try again.
    await expect(await within(dialog).findByText(ACCOUNT_MESSAGES.incorrectPassword)).toBeVisible();
    await expect(password).toHaveAccessibleDescription(ACCOUNT_MESSAGES.incorrectPassword);
    await expect(password).toHaveFocus();
    await userEvent.clear(password);
    await userEvent.keyboard(`${MOCK_ACCOUNT_PASSWORD}{Enter}`);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('switch', { name: EMAIL_CODE_LABEL })).not.toBeChecked());
  },
};

/** With the code off, turning it on needs nothing more. */
export const TurnOnEmailCode: Story = {
  parameters: { msw: { handlers: { account: createAccountHandlers({ emailCode: false }).handlers } } },
  play: async ({ canvas, canvasElement }) => {
    const toggle = await canvas.findByRole('switch', { name: EMAIL_CODE_LABEL });
    await waitFor(() => expect(toggle).toBeEnabled());
    await expect(toggle).not.toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(await page(canvasElement).findByText('Sign-in now asks for a code sent to your e-mail.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('switch', { name: EMAIL_CODE_LABEL })).toBeChecked());
  },
};
