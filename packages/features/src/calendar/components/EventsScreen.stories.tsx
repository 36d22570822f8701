import {
  CALENDAR_PATH,
  cancelResponseSchema,
  calendarEventSchema,
  eventsResponseSchema,
  statusResponseSchema,
  type CalendarEvent,
  type CalendarProvider,
} from '@kindred/contracts/api/calendar';
import { calendarRequestSchema } from '@kindred/contracts/api/calendar-actions';
import { currentUserAtom } from '@kindred/features/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withMockApp, type MockAppOptions } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { stalledResponse } from '../../shared/mocks/stall.ts';
import { EventsScreen } from './EventsScreen.tsx';

const asMaya: MockAppOptions = {
  signedInAs: FIXTURE_IDS.maya,
  route: '/events',
  initStore: (store) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
};

// ---- The calendar service, for these stories ------------------------------------------------------------------

/** Today (in the browser's zone) moved by `days`, at `hour:minute` local time, as an instant with Z. */
function at(days: number, hour: number, minute = 0): string {
  const time = new Date();
  time.setDate(time.getDate() + days);
  time.setHours(hour, minute, 0, 0);
  return time.toISOString();
}

/** Today moved by `days`, as a calendar date (an all-day event's day). */
function dayFromToday(days: number): string {
  const time = new Date();
  time.setDate(time.getDate() + days);
  return [time.getFullYear(), time.getMonth() + 1, time.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
}

/** An event as the server sends it (checked against the contract's schema). */
function event(fields: Partial<CalendarEvent> & Pick<CalendarEvent, 'id' | 'summary' | 'start' | 'end'>): CalendarEvent {
  return calendarEventSchema.parse({
    description: null,
    location: null,
    attendees: [],
    organizer: 'maya.chen@example.com',
    provider: 'google',
    quickConnect: false,
    webLink: null,
    ...fields,
  });
}

const jordan = { email: 'jordan.okafor@example.com', name: 'Jordan Okafor', responseStatus: 'accepted', memberId: 'member-jordan' };
const priya = { email: 'priya.raman@example.com', name: 'Priya Raman', responseStatus: 'needsAction', memberId: null };

/** Maya's week: a meeting and a three-day offsite in Google, a Quick Connect and two meetings in Outlook. */
const EVENTS: CalendarEvent[] = [
  event({
    id: 'design-review',
    summary: 'Design review',
    location: 'Room 4B',
    start: { dateTime: at(0, 10), timeZone: 'UTC' },
    end: { dateTime: at(0, 11), timeZone: 'UTC' },
    attendees: [jordan, priya],
    webLink: 'https://calendar.google.example/event?eid=design-review',
  }),
  event({ id: 'offsite', summary: 'Team offsite', start: { date: dayFromToday(0) }, end: { date: dayFromToday(3) } }),
  event({
    id: 'coffee-walk',
    provider: 'microsoft',
    summary: 'Coffee walk with Jordan',
    quickConnect: true,
    location: 'Main lobby',
    description: '<p>Activity: <b>Two truths and a lie</b></p><p>Meet at the lobby &amp; walk to the park.</p>',
    start: { dateTime: at(0, 15), timeZone: 'UTC' },
    end: { dateTime: at(0, 15, 30), timeZone: 'UTC' },
    attendees: [{ ...jordan, responseStatus: 'tentativelyAccepted' }],
  }),
  event({
    id: 'budget',
    provider: 'microsoft',
    summary: 'Budget sync',
    start: { dateTime: at(0, 13), timeZone: 'UTC' },
    end: { dateTime: at(0, 13, 30), timeZone: 'UTC' },
  }),
  event({
    id: 'planning',
    provider: 'microsoft',
    summary: 'Quarterly planning',
    start: { dateTime: at(1, 9), timeZone: 'UTC' },
    end: { dateTime: at(1, 12), timeZone: 'UTC' },
  }),
];

interface CalendarScenario {
  connected?: CalendarProvider[];
  events?: CalendarEvent[];
  /** Every call fails (503) this many times before the service answers: the error state, then 'Try Again'. */
  failFirst?: number;
  /** This provider's events never come (503); the other's do. */
  failEventsOf?: CalendarProvider;
  /** Nothing ever answers: the loading state. */
  hang?: boolean;
}

/**
 * POST /v1/calendar for a story: the status of each provider and its events, 60 days ahead. Requests are read
 * with the contract's request schema, and every answer is parsed with its answer schema before it is sent.
 */
function calendarService({ connected = [], events = [], failFirst = 0, failEventsOf, hang = false }: CalendarScenario) {
  let failuresLeft = failFirst;
  // A Quick Connect called off goes from this story's calendar only.
  let current = [...events];
  const handler = http.post(`*${CALENDAR_PATH}`, async ({ request }) => {
    const body = calendarRequestSchema.parse(await request.json());
    if (hang) return stalledResponse();
    const unavailable = () => HttpResponse.json({ error: 'Service temporarily unavailable' }, { status: 503 });
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      return unavailable();
    }
    if (body.action === 'checkStatus') {
      const isConnected = connected.includes(body.provider);
      return HttpResponse.json(
        statusResponseSchema.parse({
          connected: isConnected,
          provider: body.provider,
          accountEmail: isConnected ? 'maya.chen@example.com' : null,
          calendarUrl: isConnected ? '/events' : null,
          sandbox: true,
        }),
      );
    }
    if (body.action === 'getEvents') {
      if (body.provider === failEventsOf) return unavailable();
      // The page asks for 60 days ahead; any other window shows as the error state.
      if (body.days !== 60) return HttpResponse.json({ error: `Expected 60 days, got ${body.days}` }, { status: 400 });
      return HttpResponse.json(eventsResponseSchema.parse({ events: current.filter((item) => item.provider === body.provider) }));
    }
    if (body.action === 'cancelEvent') {
      const cancelled = current.find((item) => item.id === body.eventId);
      if (!cancelled) return HttpResponse.json({ error: 'Event not found' }, { status: 404 });
      current = current.filter((item) => item !== cancelled);
      return HttpResponse.json(cancelResponseSchema.parse({ cancelled: true, eventId: cancelled.id, provider: cancelled.provider }));
    }
    return HttpResponse.json({ error: 'Not used by the events page' }, { status: 400 });
  });
  return { msw: { handlers: { calendar: [handler] } } };
}

// ---- Stories ---------------------------------------------------------------------------------------------------

const meta = {
  title: 'Features/Calendar/Events screen',
  component: EventsScreen,
  decorators: [withMockApp],
  parameters: { layout: 'fullscreen', kindred: asMaya },
} satisfies Meta<typeof EventsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const wrapper = (canvasElement: HTMLElement) => canvasElement.querySelector('.sx__calendar-wrapper');

/** Waits until the calendar has drawn Maya's events. */
async function calendarShown(canvas: ReturnType<typeof within>) {
  return canvas.findByRole('button', { name: /^Quick Connect: Coffee walk with Jordan/ });
}

/** While the calendars are checked (and the calendar's code arrives): the page, and 'Loading calendar...'. */
export const Loading: Story = {
  parameters: calendarService({ hang: true }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(canvas.getByText('View and manage your calendar events')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Loading calendar...' })).toBeVisible();
    await expect(canvas.getByText('Loading calendar...')).toBeVisible();
  },
};

/** No calendar connected: the way to connect one, in Settings' Integrations tab. */
export const NoCalendarConnected: Story = {
  parameters: calendarService({ connected: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No calendar connected' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Connect a calendar in Settings' });
    await expect(link).toHaveAttribute('href', '/settings?tab=integrations');
    await expect(canvas.queryByRole('button', { name: 'Today' })).toBeNull();
  },
};

/**
 * Both calendars: Google's and Outlook's events in one week, a Quick Connect marked in words and colour. By
 * keyboard, a Quick Connect's details open (title, time, place, who, which calendar, the marker) and Escape
 * closes them, back on the event.
 */
export const BothProviders: Story = {
  parameters: calendarService({ connected: ['google', 'microsoft'], events: EVENTS }),
  play: async ({ canvas, canvasElement }) => {
    const coffee = await calendarShown(canvas);
    await expect(wrapper(canvasElement)).toHaveClass('is-week-view');
    await expect(canvas.getByRole('button', { name: /^Design review/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Budget sync/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Team offsite/ })).toBeInTheDocument();
    const legend = canvas.getByRole('list', { name: 'Calendars' });
    await expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Google Calendar', 'Microsoft Outlook', 'Quick Connect']);

    coffee.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Coffee walk with Jordan' });
    const details = within(dialog);
    // Visible once the dialog has faded in.
    await waitFor(() => expect(details.getByText('Quick Connect')).toBeVisible());
    await expect(details.getByText(/3:00\s*–\s*3:30\s*PM/)).toBeVisible();
    await expect(details.getByText('Main lobby')).toBeVisible();
    await expect(details.getByText('Microsoft Outlook')).toBeVisible();
    await expect(details.getByText('Jordan Okafor')).toBeVisible();
    await expect(details.getByText(/Maybe/)).toBeVisible();
    // The description is read as text: its HTML is neither shown nor run.
    await expect(details.getByText(/Activity: Two truths and a lie/)).toBeVisible();
    await expect(dialog.querySelector('b')).toBeNull();
    // Maya organised this Quick Connect: she may move it from here.
    await expect(details.getByRole('button', { name: 'Reschedule' })).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(coffee).toHaveFocus());
  },
};

/**
 * Cancelling a Quick Connect Maya booked, from its details: a question first (focus on 'Keep it'), then it goes from
 * the calendar with 'Quick Connect cancelled'.
 */
export const CancelFromDetails: Story = {
  parameters: calendarService({ connected: ['google', 'microsoft'], events: EVENTS }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await calendarShown(canvas));
    const details = within(await page(canvasElement).findByRole('dialog', { name: 'Coffee walk with Jordan' }));
    await waitFor(() => expect(details.getByRole('button', { name: 'Cancel Coffee walk with Jordan' })).toBeVisible());
    await userEvent.click(details.getByRole('button', { name: 'Cancel Coffee walk with Jordan' }));
    const question = await page(canvasElement).findByRole('alertdialog', { name: 'Cancel this Quick Connect?' });
    await expect(question).toHaveAccessibleDescription(/^Coffee walk with Jordan, Today, .*It goes from both calendars, and Jordan Okafor is told\.$/);
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus());
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel Quick Connect' }));
    await expect(await page(canvasElement).findByText('Quick Connect cancelled')).toBeVisible();
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog', { name: 'Cancel this Quick Connect?' })).toBeNull());
    await waitFor(() => expect(canvas.queryByRole('button', { name: /^Quick Connect: Coffee walk with Jordan/ })).toBeNull());
    await expect(canvas.getByRole('button', { name: /^Budget sync/ })).toBeInTheDocument();
  },
};

/** A Google event's details: its attendees' answers and a link to it in Google Calendar, in a new tab. */
export const GoogleEventDetails: Story = {
  parameters: calendarService({ connected: ['google', 'microsoft'], events: EVENTS }),
  play: async ({ canvas, canvasElement }) => {
    await calendarShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /^Design review/ }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Design review' }));
    await waitFor(() => expect(dialog.getByText('Google Calendar')).toBeVisible());
    await expect(dialog.getByText('Room 4B')).toBeVisible();
    await expect(dialog.getByText(/Accepted/)).toBeVisible();
    await expect(dialog.getByText(/Awaiting reply/)).toBeVisible();
    await expect(dialog.queryByText('Quick Connect')).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: /^Cancel/ })).toBeNull();
    await expect(dialog.getByRole('link', { name: /Open in Google Calendar/ })).toHaveAttribute('target', '_blank');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Week to day and back by keyboard on the view switch; previous, next and today move the day shown. */
export const WeekAndDayViews: Story = {
  parameters: calendarService({ connected: ['google', 'microsoft'], events: EVENTS }),
  play: async ({ canvas, canvasElement }) => {
    await calendarShown(canvas);
    const views = canvas.getByRole('radiogroup', { name: 'Calendar view' });
    const week = within(views).getByRole('radio', { name: 'Week' });
    await expect(week).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Next week' })).toBeVisible();

    week.focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await expect(within(views).getByRole('radio', { name: 'Day' })).toBeChecked();
    await waitFor(() => expect(wrapper(canvasElement)).toHaveClass('is-day-view'));
    const today = canvas.getByRole('heading', { level: 2 }).textContent;
    await expect(canvas.getByRole('button', { name: /^Budget sync/ })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Quarterly planning/ })).toBeInTheDocument());
    await expect(canvas.queryByRole('button', { name: /^Budget sync/ })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2 }).textContent).not.toBe(today);

    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2 }).textContent).toBe(today));

    await userEvent.click(within(views).getByRole('radio', { name: 'Week' }));
    await waitFor(() => expect(wrapper(canvasElement)).toHaveClass('is-week-view'));
  },
};

/** The month: this month's name, and the next one's after 'Next month'. */
export const MonthView: Story = {
  parameters: calendarService({ connected: ['google', 'microsoft'], events: EVENTS }),
  play: async ({ canvas, canvasElement }) => {
    await calendarShown(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'Month' }));
    await waitFor(() => expect(wrapper(canvasElement)).toHaveClass('is-month-grid-view'));
    const month = (offset: number) => {
      const first = new Date();
      first.setDate(1);
      first.setMonth(first.getMonth() + offset);
      return new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' }).format(first);
    };
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(month(0));
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(month(1)));
  },
};

/** Nothing could be loaded: the page says so, and 'Try Again' loads it (the service answers the second time). */
export const LoadFails: Story = {
  parameters: calendarService({ connected: ['google'], events: EVENTS, failFirst: 2 }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Unable to Load Events' })).toBeVisible();
    await expect(canvas.getByText(/could not be loaded/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('button', { name: /^Design review/ })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Unable to Load Events' })).toBeNull();
  },
};

/** One calendar fails and the other answers: its events, and a message naming what is missing. */
export const OneCalendarFails: Story = {
  parameters: calendarService({ connected: ['google', 'microsoft'], events: EVENTS, failEventsOf: 'microsoft' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /^Design review/ })).toBeInTheDocument();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Events from your Microsoft Outlook could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Budget sync/ })).toBeNull();
  },
};

/** A phone: the day view first, the toolbar wrapped above it, and nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: calendarService({ connected: ['google', 'microsoft'], events: EVENTS }),
  play: async ({ canvas, canvasElement }) => {
    await calendarShown(canvas);
    await expect(wrapper(canvasElement)).toHaveClass('is-day-view');
    await expect(canvas.getByRole('radio', { name: 'Day' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Today' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next day' })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
