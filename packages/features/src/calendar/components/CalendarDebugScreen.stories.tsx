import { currentUserAtom } from '@kindred/features/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createCalendarMock, type CalendarMockOptions } from '../../shared/mocks/calendar-handlers.ts';
import { withMockApp } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { CalendarDebugScreen } from './CalendarDebugScreen.tsx';

const asMaya = {
  signedInAs: FIXTURE_IDS.maya,
  route: '/calendar-debug',
  initStore: (store: { set: (atom: typeof currentUserAtom, value: ReturnType<typeof mockSignedInUser>) => void }) =>
    store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
};

function calendar(options: CalendarMockOptions = {}) {
  const mock = createCalendarMock(options);
  return { parameters: { msw: { handlers: { calendar: mock.handlers } }, mock } };
}

const openConsent = fn();

const meta = {
  title: 'Features/Calendar/Debug page',
  component: CalendarDebugScreen,
  decorators: [withMockApp],
  args: { openConsent },
  parameters: { kindred: asMaya, layout: 'fullscreen' },
} satisfies Meta<typeof CalendarDebugScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Check status, then fetch events for Outlook: each answer as the server sent it; no error so far. */
export const CheckAndFetch: Story = {
  ...calendar({ connected: { microsoft: { accountEmail: 'maya.chen@example.com', sandbox: true } } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Calendar debug' })).toBeVisible();
    await expect(canvas.getByText('No error so far.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Microsoft Outlook' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Check status' }));
    const status = await canvas.findByLabelText('Answer to checkStatus');
    await expect(status).toHaveTextContent('"connected": true');
    await expect(status).toHaveTextContent('"provider": "microsoft"');
    await userEvent.click(canvas.getByRole('button', { name: 'Fetch events' }));
    await expect(await canvas.findByLabelText('Answer to getEvents')).toHaveTextContent('"events": []');
  },
};

/** Fetching events from a calendar that is not connected: the last error names the call, the status and the server's words. */
export const LastError: Story = {
  ...calendar(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fetch events' }));
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('getEvents: 409 CALENDAR_NOT_CONNECTED: Calendar not connected'));
  },
};

/** Connect asks our server for the consent address and goes there; disconnect answers what the server did. */
export const ConnectAndDisconnect: Story = {
  ...calendar({ connected: { google: { accountEmail: 'maya.chen@example.com', sandbox: true } } }),
  play: async ({ canvas }) => {
    openConsent.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(openConsent).toHaveBeenCalledWith('https://consent.example/google?state=google.mock'));
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect' }));
    const answer = await canvas.findByLabelText('Answer to disconnect');
    await expect(within(answer).getByText(/"disconnected": true/)).toBeVisible();
  },
};
