import { calendarEventSchema, type AvailabilitySlot, type CalendarEvent } from '@kindred/contracts/api/calendar';
import { currentUserAtom, useCurrentUser } from '@kindred/features/auth';
import { Button } from '@kindred/ui/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createCalendarMock, type CalendarMockOptions } from '../../shared/mocks/calendar-handlers.ts';
import { withMockApp } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { ERROR_MESSAGES } from '../../shared/errors.ts';
import { useBookEvent } from '../api/book-event.ts';
import { eventTimeLabel, toUpcoming } from '../utils/upcoming.ts';
import { slotLabel } from './SlotPicker.tsx';
import { CalendarWidget } from './CalendarWidget.tsx';

const MAYA = 'maya.chen@example.com';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const asMaya = {
  signedInAs: FIXTURE_IDS.maya,
  initStore: (store: { set: (atom: typeof currentUserAtom, value: ReturnType<typeof mockSignedInUser>) => void }) =>
    store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
};

function event(fields: Partial<CalendarEvent> & Pick<CalendarEvent, 'id' | 'summary' | 'start' | 'end'>): CalendarEvent {
  return calendarEventSchema.parse({
    description: null,
    location: null,
    attendees: [],
    organizer: MAYA,
    provider: 'google',
    quickConnect: false,
    webLink: null,
    ...fields,
  });
}

const localDate = (ms: number) => {
  const day = new Date(ms);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};
const at = (ms: number) => ({ dateTime: new Date(ms).toISOString() });
const jordan = { email: 'jordan.okafor@example.com', name: 'Jordan Okafor', responseStatus: 'accepted', memberId: FIXTURE_IDS.jordan };

/**
 * Maya's next week, relative to when the story runs (so relative times are what a member would see): a Quick
 * Connect she booked with Jordan in two days, a design review after it, a Quick Connect Priya booked with her, and
 * an all-day offsite in Outlook.
 */
function week(now: number): CalendarEvent[] {
  const qcStart = now + 2 * DAY + 6 * HOUR;
  return [
    event({
      id: 'qc-1',
      summary: 'Quick Connect: Two Truths and a Lie',
      start: at(qcStart),
      end: at(qcStart + 0.5 * HOUR),
      quickConnect: true,
      attendees: [jordan],
    }),
    event({ id: 'review', summary: 'Design review', start: at(qcStart + 2 * HOUR), end: at(qcStart + 3 * HOUR) }),
    event({
      id: 'qc-2',
      summary: 'Quick Connect: Desert Island Picks',
      start: at(qcStart + DAY),
      end: at(qcStart + DAY + 0.5 * HOUR),
      quickConnect: true,
      organizer: 'priya.raman@example.com',
      attendees: [{ email: MAYA, name: 'Maya Chen', responseStatus: 'needsAction', memberId: FIXTURE_IDS.maya }],
    }),
    event({ id: 'offsite', summary: 'Team offsite', provider: 'microsoft', start: { date: localDate(now + 5 * DAY) }, end: { date: localDate(now + 6 * DAY) } }),
  ];
}

/** The free times findAvailability offers for a move: the next two weekdays' early afternoons. */
function slots(now: number): AvailabilitySlot[] {
  const base = Math.ceil((now + 3 * DAY) / HOUR) * HOUR;
  return [
    { start: new Date(base).toISOString(), end: new Date(base + 0.5 * HOUR).toISOString(), score: 72 },
    { start: new Date(base + DAY).toISOString(), end: new Date(base + DAY + 0.5 * HOUR).toISOString(), score: 91 },
  ];
}

function calendar(options: CalendarMockOptions = {}, withWeek = false) {
  const mock = createCalendarMock(options);
  return {
    parameters: { msw: { handlers: { calendar: mock.handlers } }, mock },
    // Times are relative to the story's own run, not to when its file was loaded.
    beforeEach: () => {
      const now = Date.now();
      if (withWeek) mock.state.events = week(now);
      if (options.slots) options.slots.splice(0, options.slots.length, ...slots(now));
    },
  };
}

const meta = {
  title: 'Features/Calendar/Home widget',
  component: CalendarWidget,
  decorators: [withMockApp],
  parameters: { kindred: asMaya },
} satisfies Meta<typeof CalendarWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The reschedule dialog once it has finished appearing (it fades in; content inside is visible only then). */
async function rescheduleDialog(canvasElement: HTMLElement) {
  const dialog = await body(canvasElement).findByRole('dialog', { name: 'Reschedule Quick Connect' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The times the Reschedule story's findAvailability offers (filled when the story runs). */
const offered: AvailabilitySlot[] = [];

/** While the calendars are checked: a spinner that says what is loading. */
export const Loading: Story = {
  ...calendar({ hang: 'checkStatus' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Loading your calendar...' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your Calendar' })).toBeVisible();
  },
};

/** No calendar: 'Connect Your Calendar' and a way to settings' Integrations. */
export const NotConnected: Story = {
  ...calendar(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Connect Your Calendar')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Connect Calendar' })).toHaveAttribute('href', '/settings?tab=integrations');
    await expect(canvas.queryByText('Connected')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'View Full Calendar' })).toBeNull();
  },
};

/**
 * Connected with a week ahead: the Connected marker, '4 upcoming', the next event with how soon it is, two more
 * (links to /events), and Reschedule only on the Quick Connect Maya organised, not on the one Priya did.
 */
export const Upcoming: Story = {
  ...calendar({ connected: { google: { accountEmail: MAYA, sandbox: true }, microsoft: { accountEmail: MAYA, sandbox: true } } }, true),
  play: async ({ canvas, parameters }) => {
    await expect(await canvas.findByText('Connected')).toBeVisible();
    await expect(canvas.getByText('4 upcoming')).toBeVisible();
    const next = canvas.getByRole('region', { name: 'Next Event' });
    await expect(within(next).getByText('Quick Connect: Two Truths and a Lie')).toBeVisible();
    await expect(within(next).getByText('in 2 days')).toBeVisible();
    const first = (parameters.mock as ReturnType<typeof createCalendarMock>).state.events[0]!;
    await expect(within(next).getByText(eventTimeLabel(toUpcoming(first), Date.now()))).toBeVisible();
    await expect(within(next).getByRole('button', { name: 'Reschedule Quick Connect: Two Truths and a Lie' })).toBeVisible();
    await expect(within(next).getByRole('button', { name: 'Cancel Quick Connect: Two Truths and a Lie' })).toBeVisible();

    const later = canvas.getByRole('list', { name: 'Later events' });
    const links = within(later).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/events', '/events']);
    await expect(links[0]).toHaveTextContent('Design review');
    await expect(links[1]).toHaveTextContent('Quick Connect: Desert Island Picks');
    // Priya organised this one: Maya cannot move it from here.
    await expect(within(later).queryByRole('button')).toBeNull();
    // The fourth (the offsite) is counted but not listed.
    await expect(canvas.queryByText('Team offsite')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'View Full Calendar' })).toHaveAttribute('href', '/events');
  },
};

/** Connected, nothing in the next seven days. */
export const Clear: Story = {
  ...calendar({ connected: { google: { accountEmail: MAYA, sandbox: true } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your calendar is clear')).toBeVisible();
    await expect(canvas.getByText('0 upcoming')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Full Calendar' })).toBeVisible();
  },
};

/** The calendars could not be checked: a clear message and Try Again, never 'Connect Your Calendar'. */
export const Failed: Story = {
  ...calendar({ fail: { action: 'checkStatus', status: 503, error: 'The calendar provider could not be reached. Try again in a moment.' } }),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your calendar could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(canvas.queryByText('Connect Your Calendar')).toBeNull();
  },
};

/** One calendar's events failed: what the other gave is shown, and the gap is said with Try Again. */
export const OneCalendarFailed: Story = {
  ...calendar(
    {
      connected: { google: { accountEmail: MAYA, sandbox: true }, microsoft: { accountEmail: MAYA, sandbox: true } },
      fail: { action: 'getEvents', provider: 'microsoft', status: 503, error: 'The calendar provider could not be reached. Try again in a moment.' },
    },
    true,
  ),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Some of your events could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(canvas.getByText('3 upcoming')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Next Event' })).toHaveTextContent('Quick Connect: Two Truths and a Lie');
  },
};

/**
 * Reschedule, by keyboard: the dialog offers the times Maya and Jordan are both free (the best first, marked), one is
 * chosen, the event moves, the dialog closes, 'Event rescheduled successfully!' shows and the widget has the new time.
 */
export const Reschedule: Story = {
  ...calendar({ connected: { google: { accountEmail: MAYA, sandbox: true } }, slots: offered }, true),
  play: async ({ canvas, canvasElement, parameters }) => {
    const mock = parameters.mock as ReturnType<typeof createCalendarMock>;
    const button = await canvas.findByRole('button', { name: 'Reschedule Quick Connect: Two Truths and a Lie' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await rescheduleDialog(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(/Times in the next 14 days when you and Jordan Okafor are both free/);
    const group = await within(dialog).findByRole('radiogroup', { name: 'New time' });
    const options = within(group).getAllByRole('radio');
    await expect(options).toHaveLength(2);
    // The best first, marked, though it is the later of the two.
    await expect(options[0]).toHaveAccessibleName(new RegExp(`^${escape(slotLabel(offered[1]!))}\\s*Best fit$`));
    await expect(options[1]).toHaveAccessibleName(slotLabel(offered[0]!));
    // Nothing can be sent until a time is chosen; the arrow keys move between times.
    await expect(within(dialog).getByRole('button', { name: 'Reschedule' })).toBeDisabled();
    await userEvent.click(options[1]!);
    await userEvent.keyboard('{ArrowUp}');
    await expect(options[0]).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await body(canvasElement).findByText('Event rescheduled successfully!')).toBeVisible();
    await expect(mock.state.received.filter((request) => request.action === 'rescheduleEvent')).toHaveLength(1);
    // Moved to the chosen time; the widget read the calendar again and shows it.
    const moved = mock.state.events.find((item) => item.id === 'qc-1')!;
    await expect(moved.start).toEqual({ dateTime: offered[1]!.start });
    await expect(await canvas.findByText(eventTimeLabel(toUpcoming(moved), Date.now()))).toBeVisible();
  },
};

/** No time suits both: said plainly, and Reschedule stays off. */
export const RescheduleNoTime: Story = {
  ...calendar({ connected: { google: { accountEmail: MAYA, sandbox: true } } }, true),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reschedule Quick Connect: Two Truths and a Lie' }));
    const dialog = await rescheduleDialog(canvasElement);
    await expect(await within(dialog).findByText('No mutual availability found.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Reschedule' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(body(canvasElement).queryByText('Event rescheduled successfully!')).toBeNull();
  },
};

/** The provider refuses the move: its words in the dialog, which stays open; the event keeps its time. */
export const RescheduleRefused: Story = {
  ...calendar({ connected: { google: { accountEmail: MAYA, sandbox: true } }, slots: [] as AvailabilitySlot[], rescheduleRefused: 'Failed to reschedule event' }, true),
  play: async ({ canvas, canvasElement, parameters }) => {
    const mock = parameters.mock as ReturnType<typeof createCalendarMock>;
    const before = JSON.stringify(mock.state.events);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reschedule Quick Connect: Two Truths and a Lie' }));
    const dialog = await rescheduleDialog(canvasElement);
    await userEvent.click((await within(dialog).findAllByRole('radio'))[0]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to reschedule event');
    await waitFor(() => expect(body(canvasElement).getByRole('dialog')).toBeVisible());
    await expect(JSON.stringify(mock.state.events)).toBe(before);
  },
};

/**
 * Cancel: a question first, naming the Quick Connect, when, and who is told; 'Keep it' (where focus starts) leaves
 * it be; 'Cancel Quick Connect' calls it off, says 'Quick Connect cancelled', and the widget no longer lists it.
 */
export const CancelQuickConnect: Story = {
  ...calendar({ connected: { google: { accountEmail: MAYA, sandbox: true } } }, true),
  play: async ({ canvas, canvasElement, parameters }) => {
    const mock = parameters.mock as ReturnType<typeof createCalendarMock>;
    const qc = mock.state.events.find((item) => item.id === 'qc-1')!;
    const open = async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Cancel Quick Connect: Two Truths and a Lie' }));
      const question = await body(canvasElement).findByRole('alertdialog', { name: 'Cancel this Quick Connect?' });
      await waitFor(() => expect(question).toBeVisible());
      return question;
    };
    let question = await open();
    await expect(question).toHaveAccessibleDescription(
      `Quick Connect: Two Truths and a Lie, ${eventTimeLabel(toUpcoming(qc), Date.now())}. It goes from both calendars, and Jordan Okafor is told.`,
    );
    await expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog', { name: 'Cancel this Quick Connect?' })).toBeNull());
    await expect(mock.state.received.filter((request) => request.action === 'cancelEvent')).toHaveLength(0);

    question = await open();
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel Quick Connect' }));
    await expect(await body(canvasElement).findByText('Quick Connect cancelled')).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog', { name: 'Cancel this Quick Connect?' })).toBeNull());
    await expect(mock.state.received.filter((request) => request.action === 'cancelEvent')).toHaveLength(1);
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Next Event' })).not.toHaveTextContent('Two Truths and a Lie'));
    await expect(canvas.getByText('2 upcoming')).toBeVisible();
  },
};

/** The calendar refuses: its words in a toast, the question stays to try again or keep it, and the event stays. */
export const CancelRefused: Story = {
  ...calendar(
    {
      connected: { google: { accountEmail: MAYA, sandbox: true } },
      fail: { action: 'cancelEvent', status: 503, error: 'Failed to cancel event: The calendar provider could not be reached. Try again in a moment.' },
    },
    true,
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel Quick Connect: Two Truths and a Lie' }));
    const question = await body(canvasElement).findByRole('alertdialog', { name: 'Cancel this Quick Connect?' });
    // Shown (its fade-in done) before it is answered, as a person sees it first.
    await waitFor(() => expect(question).toBeVisible());
    await userEvent.click(await within(question).findByRole('button', { name: 'Cancel Quick Connect' }));
    const refusal = await body(canvasElement).findByText('Failed to cancel event: The calendar provider could not be reached. Try again in a moment.');
    await waitFor(() => expect(refusal).toBeVisible());
    await expect(body(canvasElement).getByRole('alertdialog', { name: 'Cancel this Quick Connect?' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Next Event' })).toHaveTextContent('Two Truths and a Lie');
  },
};

/** Cancelling with no network: one toast, the generic 'Connection issue...', not a second with the cancel's own words. */
export const CancelOffline: Story = {
  ...calendar({ connected: { google: { accountEmail: MAYA, sandbox: true } }, fail: { action: 'cancelEvent', status: 0, error: '' } }, true),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel Quick Connect: Two Truths and a Lie' }));
    const question = await body(canvasElement).findByRole('alertdialog', { name: 'Cancel this Quick Connect?' });
    await waitFor(() => expect(question).toBeVisible());
    await userEvent.click(await within(question).findByRole('button', { name: 'Cancel Quick Connect' }));
    const toast = await body(canvasElement).findByRole('alertdialog', { name: ERROR_MESSAGES.network });
    await waitFor(() => expect(toast).toBeVisible());
    // The question stays to try again; besides it, the one toast.
    await expect(body(canvasElement).getByRole('alertdialog', { name: 'Cancel this Quick Connect?' })).toBeVisible();
    await waitFor(() => expect(body(canvasElement).getAllByRole('alertdialog')).toHaveLength(2));
  },
};

/** Another part of the page that books (a Quick Connect dialog, say), through the calendar's one booking. */
function BookElsewhere() {
  const book = useBookEvent(useCurrentUser().id);
  const bookCoffee = () => {
    const start = Date.now() + 3 * DAY;
    book.mutate({
      teamMembers: [FIXTURE_IDS.jordan],
      provider: 'google',
      requestId: 'booked-elsewhere',
      details: {
        summary: 'Quick Connect: Coffee Roulette',
        description: null,
        location: null,
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + HOUR / 2).toISOString(),
        quickConnect: true,
      },
    });
  };
  return (
    <Button variant="secondary" onPress={bookCoffee}>
      Book elsewhere
    </Button>
  );
}

/** Something booked elsewhere on the page marks the calendar's cache stale: the widget reads the calendar again. */
export const RefreshesAfterBookingElsewhere: Story = {
  ...calendar({ connected: { google: { accountEmail: MAYA, sandbox: true } } }),
  render: () => (
    <>
      <CalendarWidget />
      <BookElsewhere />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your calendar is clear')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Book elsewhere' }));
    await expect(await canvas.findByText('Quick Connect: Coffee Roulette')).toBeVisible();
    await expect(canvas.getByText('1 upcoming')).toBeVisible();
  },
};

/** An event whose time the provider wrote unreadably: 'Time TBD', said once, and no way to move it. */
export const TimeToBeDecided: Story = {
  ...calendar({
    connected: { google: { accountEmail: MAYA, sandbox: true } },
    events: [
      event({ id: 'tbd', summary: 'Quick Connect: Desert Island Picks', start: { dateTime: 'soon' }, end: { dateTime: 'later' }, quickConnect: true }),
    ],
  }),
  play: async ({ canvas }) => {
    const next = await canvas.findByRole('region', { name: 'Next Event' });
    await expect(within(next).getAllByText('Time TBD')).toHaveLength(1);
    await expect(within(next).queryByRole('button')).toBeNull();
  },
};
