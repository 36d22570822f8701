/**
 * The home calendar widget's reading of events (docs/product.md#screens-and-routes "Calendar widget"): what is
 * still to come, in time order, when each event is in words ('Today, 2:30 PM', 'Tomorrow, 9:00 AM', 'Wed, Nov 26,
 * 10:00 AM', 'Time TBD'), and how far away the next one is ('in 2 days', 'in 3h 5m', 'in 10m', 'starting soon').
 *
 * Plain `Date` arithmetic, not Temporal: the widget is on the home page's first download, and the providers' timed
 * events reach us as instants with an offset (the server writes them so), so the browser's own zone is enough.
 */
import type { CalendarEvent } from '@kindred/contracts/api/calendar';

export { QUICK_CONNECT_LABEL } from './labels.ts';

export const TIME_TBD = 'Time TBD';
export const STARTING_SOON = 'starting soon';
export const HAPPENING_NOW = 'happening now';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** An event with its start and end as instants, or NaN where the provider wrote something unreadable. */
export interface UpcomingEvent {
  /** Unique across both providers: `google:<id>`, `microsoft:<id>`. */
  key: string;
  event: CalendarEvent;
  allDay: boolean;
  start: number;
  end: number;
}

/** A `date` (all day) as the start of that day in the browser's zone; a `dateTime` as its instant. */
function instantOf(time: CalendarEvent['start']): number {
  if ('date' in time) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(time.date);
    return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime() : Number.NaN;
  }
  return Date.parse(time.dateTime);
}

export function toUpcoming(event: CalendarEvent): UpcomingEvent {
  return { key: `${event.provider}:${event.id}`, event, allDay: 'date' in event.start, start: instantOf(event.start), end: instantOf(event.end) };
}

/**
 * Whether the member can move this event here: a Quick Connect they organised (an attendee's copy is moved by its
 * organiser) whose times can be read. `ownAddresses` are the member's: their Kindred address and the accounts of
 * their connected calendars.
 */
export function canReschedule(item: UpcomingEvent, ownAddresses: readonly string[]): boolean {
  if (!item.event.quickConnect || item.allDay || Number.isNaN(item.start) || Number.isNaN(item.end) || item.end <= item.start) return false;
  const organizer = item.event.organizer?.toLowerCase();
  return organizer === undefined || ownAddresses.some((address) => address.toLowerCase() === organizer);
}


/**
 * Every connected calendar's events that have not ended by `now`, each once, the soonest first (an event whose
 * time cannot be read comes last, as 'Time TBD', rather than being dropped or put on the wrong day).
 */
export function upcomingEvents(lists: readonly (readonly CalendarEvent[])[], now: number): UpcomingEvent[] {
  const byKey = new Map<string, UpcomingEvent>();
  for (const list of lists) {
    for (const event of list) {
      const item = toUpcoming(event);
      if (!byKey.has(item.key) && !(item.end <= now)) byKey.set(item.key, item);
    }
  }
  const order = (value: number) => (Number.isNaN(value) ? Number.POSITIVE_INFINITY : value);
  return [...byKey.values()].sort(
    (a, b) => order(a.start) - order(b.start) || Number(b.allDay) - Number(a.allDay) || a.event.summary.localeCompare(b.event.summary),
  );
}

/**
 * The events the home widget shows, at most `limit` (docs/product.md: 'at most 3 upcoming events, Quick Connect
 * events first'): Quick Connects take the places first, the soonest of them first, then the soonest other events;
 * those shown stay in time order, so the first is the next of them, and a Quick Connect later in the week is not
 * hidden behind two meetings. `events` in time order, as upcomingEvents gives them.
 */
export function shownOnWidget(events: readonly UpcomingEvent[], limit: number): UpcomingEvent[] {
  const chosen = new Set([...events.filter((item) => item.event.quickConnect), ...events.filter((item) => !item.event.quickConnect)].slice(0, limit));
  return events.filter((item) => chosen.has(item));
}

function startOfDay(at: number): number {
  const day = new Date(at);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

/** Whole calendar days from `now`'s day to `at`'s day in the browser's zone (0 today, 1 tomorrow). */
function dayDistance(at: number, now: number): number {
  return Math.round((startOfDay(at) - startOfDay(now)) / DAY);
}

/** When the event is: 'Today, 2:30 PM', 'Tomorrow, 9:00 AM', 'Wed, Nov 26, 10:00 AM'; all-day events without a time. */
export function eventTimeLabel(item: UpcomingEvent, now: number, locale?: string): string {
  if (Number.isNaN(item.start)) return TIME_TBD;
  const distance = dayDistance(item.start, now);
  const day =
    distance === 0
      ? 'Today'
      : distance === 1
        ? 'Tomorrow'
        : new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric' }).format(item.start);
  if (item.allDay) return `${day} · All day`;
  return `${day}, ${new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(item.start)}`;
}

/** How far away the event is: 'in 2 days', 'in 3h 5m', 'in 10m', 'starting soon', or 'happening now' once started. */
export function relativeStart(item: UpcomingEvent, now: number): string {
  if (Number.isNaN(item.start)) return TIME_TBD;
  const ahead = item.start - now;
  if (ahead <= 0) return HAPPENING_NOW;
  if (item.allDay) {
    const days = dayDistance(item.start, now);
    return days <= 1 ? 'tomorrow' : `in ${days} days`;
  }
  if (ahead >= DAY) {
    const days = Math.floor(ahead / DAY);
    return `in ${days} ${days === 1 ? 'day' : 'days'}`;
  }
  if (ahead >= HOUR) {
    const hours = Math.floor(ahead / HOUR);
    const minutes = Math.floor((ahead % HOUR) / MINUTE);
    return minutes === 0 ? `in ${hours}h` : `in ${hours}h ${minutes}m`;
  }
  if (ahead >= MINUTE) return `in ${Math.floor(ahead / MINUTE)}m`;
  return STARTING_SOON;
}

/** The toast after a Quick Connect is moved (docs/product.md#errors "Scheduling"), wherever it is moved from. */
export const RESCHEDULED = 'Event rescheduled successfully!';

/** Everyone else on the event, by name (or address when it has none): whom a change to it reaches. */
export function othersOn(event: CalendarEvent, ownAddresses: readonly string[]): string[] {
  const own = new Set(ownAddresses.map((address) => address.toLowerCase()));
  return event.attendees.filter((attendee) => !own.has(attendee.email.toLowerCase())).map((attendee) => attendee.name ?? attendee.email);
}

/** The colleagues an event is with (attendees who are members of the member's organisations), other than the member. */
export function colleaguesOf(event: CalendarEvent, ownAddresses: readonly string[]): { memberId: string; name: string }[] {
  const own = new Set(ownAddresses.map((address) => address.toLowerCase()));
  return event.attendees.flatMap((attendee) =>
    attendee.memberId && !own.has(attendee.email.toLowerCase()) ? [{ memberId: attendee.memberId, name: attendee.name ?? attendee.email }] : [],
  );
}
