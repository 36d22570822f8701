import { currentUserAtom } from '@kindred/features/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createCalendarMock, type CalendarMockOptions } from '../../shared/mocks/calendar-handlers.ts';
import { withMockApp } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { DEFAULT_PROVIDER_KEY } from '../state/default-provider.ts';
import { CalendarIntegrations } from './CalendarIntegrations.tsx';

const asMaya = {
  signedInAs: FIXTURE_IDS.maya,
  route: '/settings?tab=integrations',
  initStore: (store: { set: (atom: typeof currentUserAtom, value: ReturnType<typeof mockSignedInUser>) => void }) =>
    store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
};

/** A story's calendar state: the MSW handlers and the state they keep, reachable from the play function. */
function calendar(options: CalendarMockOptions = {}) {
  const mock = createCalendarMock(options);
  return { parameters: { msw: { handlers: { calendar: mock.handlers } }, mock } };
}

const openConsent = fn();

const meta = {
  title: 'Features/Calendar/Integrations',
  component: CalendarIntegrations,
  decorators: [withMockApp],
  args: { openConsent },
  parameters: { kindred: asMaya },
} satisfies Meta<typeof CalendarIntegrations>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Nothing connected: a card for each, 'Connect …', and 'No calendars connected yet' instead of the default choice. */
export const NoneConnected: Story = {
  ...calendar(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Connect Google Calendar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Connect Outlook Calendar' })).toBeVisible();
    // Said once both calendars' answers are in.
    await expect(await canvas.findByText('No calendars connected yet')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.queryByText('Connected')).toBeNull();
    // Each card names the three things a calendar is used for.
    await expect(canvas.getAllByText('Auto-Scheduling')).toHaveLength(2);
  },
};

/** Connect, by keyboard: our server gives the consent address, and the page goes there. */
export const ConnectOpensConsent: Story = {
  ...calendar(),
  play: async ({ canvas, parameters }) => {
    openConsent.mockClear();
    const button = await canvas.findByRole('button', { name: 'Connect Outlook Calendar' });
    // Enabled once the calendar's status is known.
    await waitFor(() => expect(button).toBeEnabled());
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(openConsent).toHaveBeenCalledWith('https://consent.example/microsoft?state=microsoft.mock'));
    await expect((parameters.mock as ReturnType<typeof createCalendarMock>).state.received).toContainEqual({ action: 'authorize', provider: 'microsoft' });
    // Where to come back to is kept for the callback.
    await expect(sessionStorage.getItem('kindred.calendar.return-to')).toContain('/');
  },
};

/** Starting fails: the spec's toast, and nothing else changes. */
export const ConnectFails: Story = {
  ...calendar({ fail: { action: 'authorize', status: 503, error: 'Service temporarily unavailable' } }),
  play: async ({ canvas, canvasElement }) => {
    const button = await canvas.findByRole('button', { name: 'Connect Google Calendar' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expect(await body(canvasElement).findByText('Failed to start calendar connection')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Connect Google Calendar' })).toBeEnabled();
  },
};

/** Google connected (the sandbox): Connected, the account, View Calendar, and the default set to Google once, by itself. */
export const GoogleConnected: Story = {
  ...calendar({ connected: { google: { accountEmail: 'maya.chen@example.com', sandbox: true } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Connected')).toBeVisible();
    await expect(canvas.getByText(/Connected as maya\.chen@example\.com\./)).toBeVisible();
    await expect(canvas.getByText(/This is the built-in sandbox calendar/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /View Calendar/ })).toHaveAttribute('href', '/events');
    const group = await canvas.findByRole('radiogroup', { name: 'Default Calendar for Quick Connect' });
    await expect(within(group).getByRole('radio', { name: 'Google Calendar' })).toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'Outlook Calendar' })).toBeDisabled();
    // Set once, by itself, to the only connected calendar.
    await waitFor(() => expect(JSON.parse(localStorage.getItem(DEFAULT_PROVIDER_KEY) ?? 'null')).toBe('google'));
    await expect(canvas.getByRole('button', { name: 'Connect Outlook Calendar' })).toBeVisible();
  },
};

/** Both connected: the default is switched by keyboard, with the spec's toast. */
export const ChooseDefault: Story = {
  ...calendar({
    connected: { google: { accountEmail: 'maya.chen@example.com', sandbox: false }, microsoft: { accountEmail: 'maya@contoso.example', sandbox: false } },
  }),
  play: async ({ canvas, canvasElement }) => {
    const group = await canvas.findByRole('radiogroup', { name: 'Default Calendar for Quick Connect' });
    const google = within(group).getByRole('radio', { name: 'Google Calendar' });
    await expect(google).toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'Outlook Calendar' })).toBeEnabled();
    google.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(group).getByRole('radio', { name: 'Outlook Calendar' })).toBeChecked();
    await expect(await body(canvasElement).findByText('Default calendar set to Outlook')).toBeVisible();
    await expect(JSON.parse(localStorage.getItem(DEFAULT_PROVIDER_KEY) ?? 'null')).toBe('microsoft');
  },
};

/** Disconnect asks first; confirmed, the calendar goes, with the spec's toast. */
export const Disconnect: Story = {
  ...calendar({ connected: { google: { accountEmail: 'maya.chen@example.com', sandbox: true } } }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Disconnect Google Calendar' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Disconnect Google Calendar?' });
    // Focus starts on the safe choice.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await expect(await body(canvasElement).findByText('Google Calendar disconnected successfully')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Connect Google Calendar' })).toBeVisible();
    await expect(await canvas.findByText('No calendars connected yet')).toBeVisible();
    // The button that opened the dialog is gone: focus goes on from the card's Connect button, not the page's top.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Connect Google Calendar' })).toHaveFocus());
  },
};

/** Disconnecting fails: the spec's toast, the dialog stays for another try, and the calendar stays connected. */
export const DisconnectFails: Story = {
  ...calendar({
    connected: { microsoft: { accountEmail: 'maya@contoso.example', sandbox: false } },
    fail: { action: 'disconnect', status: 503, error: 'Service temporarily unavailable' },
  }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Disconnect Outlook Calendar' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Disconnect Outlook Calendar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await expect(await body(canvasElement).findByText('Failed to disconnect Microsoft Outlook')).toBeVisible();
    // Still open. Waited for: under load the check once found the dialog there but not yet visible.
    await waitFor(() => expect(body(canvasElement).getByRole('alertdialog', { name: 'Disconnect Outlook Calendar?' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText('Connected')).toBeVisible();
  },
};

/** The status cannot be read: the card says so and offers to try again; nothing claims a connection. */
export const StatusUnavailable: Story = {
  ...calendar({ fail: { action: 'checkStatus', status: 503, error: 'Service temporarily unavailable' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Could not check your Google Calendar/, {})).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Try Again' }).length).toBeGreaterThan(0);
    await expect(canvas.queryByText('Connected')).toBeNull();
  },
};
