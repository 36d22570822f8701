import { currentUserAtom } from '@kindred/features/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, within } from 'storybook/test';
import { createCalendarMock, type CalendarMockOptions } from '../../shared/mocks/calendar-handlers.ts';
import { withMockApp } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { CalendarCallbackScreen } from './CalendarCallbackScreen.tsx';

/** Where the screen sent the member, as the router sees it. */
function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{`${pathname}${search}`}</output>;
}

function callback(search: string, options: CalendarMockOptions = {}) {
  const mock = createCalendarMock(options);
  return {
    parameters: {
      msw: { handlers: { calendar: mock.handlers } },
      kindred: {
        signedInAs: FIXTURE_IDS.maya,
        route: `/calendar/callback${search}`,
        initStore: (store: { set: (atom: typeof currentUserAtom, value: ReturnType<typeof mockSignedInUser>) => void }) =>
          store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
      },
      mock,
    },
  };
}

const meta = {
  title: 'Features/Calendar/Callback',
  component: CalendarCallbackScreen,
  decorators: [withMockApp],
  render: () => (
    <>
      <CalendarCallbackScreen />
      <Location />
    </>
  ),
  // Each story starts from Settings' Integrations, as a member leaving for the consent page does.
  beforeEach: () => {
    sessionStorage.setItem('kindred.calendar.return-to', JSON.stringify('/settings?tab=integrations'));
  },
} satisfies Meta<typeof CalendarCallbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The provider sent a code: exchanged once, the spec's toast, and back to where the member started. */
export const Connected: Story = {
  ...callback('?code=sandbox-code-1&state=google.nonce'),
  play: async ({ canvas, canvasElement, parameters }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Connecting your calendar...' })).toBeVisible();
    await expect(await body(canvasElement).findByText('Google Calendar connected successfully!')).toBeVisible();
    await expect(await canvas.findByText('/settings?tab=integrations')).toBeVisible();
    const received = (parameters.mock as ReturnType<typeof createCalendarMock>).state.received;
    await expect(received.filter((entry) => entry.action === 'connect')).toEqual([{ action: 'connect', provider: 'google' }]);
  },
};

/** A code this tab already handled is not sent again. */
export const CodeAlreadyHandled: Story = {
  ...callback('?code=sandbox-code-2&state=microsoft.nonce'),
  beforeEach: () => {
    sessionStorage.setItem('kindred.calendar.callback.sandbox-code-2', 'true');
  },
  play: async ({ canvas, parameters }) => {
    await expect(await canvas.findByText('/settings?tab=integrations')).toBeVisible();
    await expect((parameters.mock as ReturnType<typeof createCalendarMock>).state.received).toEqual([]);
  },
};

/** The member pressed Cancel at the provider: the provider's error is read as a cancel. */
export const Cancelled: Story = {
  ...callback('?error=access_denied&state=microsoft.nonce'),
  play: async ({ canvas, canvasElement, parameters }) => {
    await expect(await body(canvasElement).findByText('Microsoft Outlook connection cancelled')).toBeVisible();
    await expect(await canvas.findByText('/settings?tab=integrations')).toBeVisible();
    await expect((parameters.mock as ReturnType<typeof createCalendarMock>).state.received).toEqual([]);
  },
};

/** Back without a code: the spec's words, and the way back to Settings. */
export const NoCode: Story = {
  ...callback('?state=google.nonce'),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'No authorization code received' })).toBeVisible();
    await expect(await body(canvasElement).findAllByText('No authorization code received')).not.toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Back to Settings' })).toBeVisible();
  },
};

/** The exchange fails: the spec's toast, and back to Settings to start again. */
export const ExchangeFails: Story = {
  ...callback('?code=sandbox-code-3&state=google.nonce', { fail: { action: 'connect', status: 503, error: 'Failed to connect calendar: the calendar provider could not be reached.' } }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await body(canvasElement).findByText('Failed to connect Google Calendar')).toBeVisible();
    await expect(await canvas.findByText('/settings?tab=integrations')).toBeVisible();
  },
};
