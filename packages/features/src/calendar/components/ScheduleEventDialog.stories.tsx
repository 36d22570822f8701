import { currentUserAtom } from '@kindred/features/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createCalendarMock, type CalendarMockOptions } from '../../shared/mocks/calendar-handlers.ts';
import { withMockApp } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { EVENT_MINUTES, SCHEDULE_TEXT } from './schedule-text.ts';
import { ScheduleEventDialog } from './ScheduleEventDialog.tsx';

const MAYA = 'maya.chen@example.com';
const asMaya = {
  signedInAs: FIXTURE_IDS.maya,
  initStore: (store: { set: (atom: typeof currentUserAtom, value: ReturnType<typeof mockSignedInUser>) => void }) =>
    store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
};

function calendar(options: CalendarMockOptions = {}) {
  const mock = createCalendarMock(options);
  return { parameters: { msw: { handlers: { calendar: mock.handlers } }, mock } };
}
const connected = { google: { accountEmail: MAYA, sandbox: true } };
type Mock = ReturnType<typeof createCalendarMock>;

const meta = {
  title: 'Features/Calendar/Schedule event dialog',
  component: ScheduleEventDialog,
  decorators: [withMockApp],
  parameters: { kindred: asMaya },
  args: { userId: FIXTURE_IDS.maya, colleague: { memberId: FIXTURE_IDS.jordan, name: 'Jordan Okafor' }, onClose: fn() },
} satisfies Meta<typeof ScheduleEventDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
async function dialog(canvasElement: HTMLElement) {
  const found = await body(canvasElement).findByRole('dialog', { name: SCHEDULE_TEXT.title });
  await waitFor(() => expect(found).toBeVisible());
  return within(found);
}

/**
 * Tomorrow at 12:00 to start with; a title, a date and a time are needed before anything can be sent; sent, the
 * event is booked in Maya's calendar with Jordan invited, a toast gives its details and the dialog closes.
 */
export const Send: Story = {
  ...calendar({ connected }),
  play: async ({ canvasElement, args, parameters }) => {
    const view = await dialog(canvasElement);
    const send = view.getByRole('button', { name: SCHEDULE_TEXT.send });
    await waitFor(() => expect(send).toBeEnabled());
    const title = view.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue('Catch-up with Jordan');
    await expect(view.getByLabelText(/^Time/)).toHaveValue('12:00');
    await userEvent.clear(title);
    await expect(send).toBeDisabled();
    await userEvent.type(title, 'Coffee and roadmap');
    await userEvent.type(view.getByRole('textbox', { name: /Location/ }), 'Lisbon hub, kitchen');
    await expect(send).toBeEnabled();
    await userEvent.click(send);

    await expect(await body(canvasElement).findByText(SCHEDULE_TEXT.scheduled)).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    const [booked] = (parameters.mock as Mock).state.scheduled;
    await expect(booked?.teamMembers).toEqual([FIXTURE_IDS.jordan]);
    await expect(booked?.summary).toBe('Coffee and roadmap');
    await expect(booked?.location).toBe('Lisbon hub, kitchen');
    const start = new Date(booked!.startTime);
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    await expect([start.getDate(), start.getHours(), start.getMinutes()]).toEqual([tomorrow.getDate(), 12, 0]);
    await expect(new Date(booked!.endTime).getTime() - start.getTime()).toBe(EVENT_MINUTES * 60_000);
  },
};

/** No calendar connected: the dialog says how to connect one, and nothing can be sent. */
export const NoCalendar: Story = {
  ...calendar(),
  play: async ({ canvasElement }) => {
    const view = await dialog(canvasElement);
    await expect(await view.findByText(SCHEDULE_TEXT.notConnected)).toBeVisible();
    await expect(view.getByRole('link', { name: 'Connect a calendar' })).toHaveAttribute('href', '/settings?tab=integrations');
    await expect(view.getByRole('button', { name: SCHEDULE_TEXT.send })).toBeDisabled();
  },
};

/** The calendar provider refuses: its words stay in the dialog, and so does everything typed. */
export const Refused: Story = {
  ...calendar({ connected, scheduleRefused: 'Failed to schedule event: the provider is unavailable' }),
  play: async ({ canvasElement, args }) => {
    const view = await dialog(canvasElement);
    const send = view.getByRole('button', { name: SCHEDULE_TEXT.send });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await expect(await view.findByRole('alert')).toHaveTextContent('Failed to schedule event: the provider is unavailable');
    await expect(view.getByRole('textbox', { name: 'Title' })).toHaveValue('Catch-up with Jordan');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A time that has passed cannot be booked. */
export const InThePast: Story = {
  ...calendar({ connected }),
  play: async ({ canvasElement }) => {
    const view = await dialog(canvasElement);
    const send = view.getByRole('button', { name: SCHEDULE_TEXT.send });
    await waitFor(() => expect(send).toBeEnabled());
    const date = view.getByLabelText(/^Date/);
    await userEvent.clear(date);
    await userEvent.type(date, '2020-01-06');
    await expect(await view.findByText(SCHEDULE_TEXT.past)).toBeVisible();
    await expect(send).toBeDisabled();
  },
};

/** While the calendars are checked. */
export const Checking: Story = {
  ...calendar({ hang: 'checkStatus' }),
  play: async ({ canvasElement }) => {
    const view = await dialog(canvasElement);
    await expect(view.getByRole('progressbar', { name: SCHEDULE_TEXT.checking })).toBeVisible();
    await expect(view.getByRole('button', { name: SCHEDULE_TEXT.send })).toBeDisabled();
  },
};

/** Opened with nobody chosen. */
export const NoMemberSelected: Story = {
  ...calendar({ connected }),
  args: { colleague: null, missing: 'none-selected' },
  play: async ({ canvasElement }) => {
    const view = await dialog(canvasElement);
    await expect(view.getByRole('alert')).toHaveTextContent(SCHEDULE_TEXT.noMember);
  },
};

/** The member chosen is no longer there. */
export const MemberNotFound: Story = {
  ...calendar({ connected }),
  args: { colleague: null, missing: 'not-found' },
  play: async ({ canvasElement }) => {
    const view = await dialog(canvasElement);
    await expect(view.getByRole('alert')).toHaveTextContent(SCHEDULE_TEXT.memberNotFound);
  },
};
