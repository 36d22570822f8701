/**
 * The events page's reading of the providers' events: each CalendarEvent becomes an item with its times as
 * Temporal values in the member's own time zone (what the calendar component draws), the lists of every connected
 * calendar are merged into one, in time order (the details dialog's words are in event-details.ts).
 *
 * The providers write a timed event as a `dateTime` with its offset (or, from Microsoft Graph, a wall time beside
 * its `timeZone`), and an all-day event as a `date` whose end is exclusive: a one-day event on the 24th ends on the
 * 25th. The calendar component wants the last day itself, so an all-day end is moved back one day.
 *
 * The global `Temporal` is needed: the browser's own, or the polyfill that `ensureTemporal` loads where there is none.
 */
import { PROVIDER_LABELS, type CalendarEvent, type CalendarProvider } from '@kindred/contracts/api/calendar';
import type { CalendarEventExternal } from '@schedule-x/calendar';
import { QUICK_CONNECT_LABEL } from './labels.ts';

export { localTimeZone } from './labels.ts';

export { QUICK_CONNECT_LABEL };

/** One event, ready for the calendar: unique across providers, its times in the member's time zone. */
export interface CalendarItem {
  /** Unique across both providers: `google:<id>`, `microsoft:<id>`. */
  key: string;
  event: CalendarEvent;
  allDay: boolean;
  /** A ZonedDateTime in the member's zone, or for an all-day event its first day. */
  start: Temporal.ZonedDateTime | Temporal.PlainDate;
  /** A ZonedDateTime (never before `start`), or for an all-day event its last day (inclusive). */
  end: Temporal.ZonedDateTime | Temporal.PlainDate;
}

/** The calendar component's colour group of an event: Quick Connects stand out from both providers' events. */
export const CALENDAR_GROUPS = ['google', 'microsoft', 'quick-connect'] as const;
export type CalendarGroup = (typeof CALENDAR_GROUPS)[number];


/** Loads the Temporal polyfill where the browser has no Temporal of its own (resolves at once where it has). */
export async function ensureTemporal(): Promise<void> {
  if (typeof globalThis.Temporal === 'undefined') await import('./temporal-polyfill.ts');
}

const OFFSET_AT_END = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/** A timed event's point in the member's zone; null when the provider wrote something unreadable. */
function zonedTime(time: { dateTime: string; timeZone?: string }, timeZone: string): Temporal.ZonedDateTime | null {
  try {
    if (OFFSET_AT_END.test(time.dateTime)) return Temporal.Instant.from(time.dateTime).toZonedDateTimeISO(timeZone);
    // A wall time (Graph's form): read in the zone written beside it, or in UTC when that zone is unknown.
    const wall = Temporal.PlainDateTime.from(time.dateTime);
    let written: Temporal.ZonedDateTime;
    try {
      written = wall.toZonedDateTime(time.timeZone ?? 'UTC');
    } catch {
      written = wall.toZonedDateTime('UTC');
    }
    return written.withTimeZone(timeZone);
  } catch {
    return null;
  }
}

function plainDate(text: string): Temporal.PlainDate | null {
  try {
    return Temporal.PlainDate.from(text.slice(0, 10));
  } catch {
    return null;
  }
}

/** The calendar day a time falls on for the member (an all-day event mixed with a timed end, which no provider writes). */
function dayOf(time: CalendarEvent['start'], timeZone: string): Temporal.PlainDate | null {
  if ('date' in time) return plainDate(time.date);
  return zonedTime(time, timeZone)?.toPlainDate() ?? null;
}

/** One event as the calendar draws it, in `timeZone` (an IANA zone); null when its times cannot be read. */
export function toCalendarItem(event: CalendarEvent, timeZone: string): CalendarItem | null {
  const key = `${event.provider}:${event.id}`;
  if ('date' in event.start || 'date' in event.end) {
    const first = dayOf(event.start, timeZone);
    const endDay = dayOf(event.end, timeZone);
    if (!first || !endDay) return null;
    // The end day is exclusive when written as a date; a one-day event may also end on its own day.
    const last = 'date' in event.end ? endDay.subtract({ days: 1 }) : endDay;
    return { key, event, allDay: true, start: first, end: Temporal.PlainDate.compare(last, first) < 0 ? first : last };
  }
  const start = zonedTime(event.start, timeZone);
  const end = zonedTime(event.end, timeZone);
  if (!start || !end) return null;
  return { key, event, allDay: false, start, end: Temporal.ZonedDateTime.compare(end, start) < 0 ? start : end };
}

/** Where an item starts, in epoch milliseconds: an all-day event at the start of its first day in `timeZone`. */
function startMs(item: CalendarItem, timeZone: string): number {
  return item.start instanceof Temporal.PlainDate ? item.start.toZonedDateTime(timeZone).epochMilliseconds : item.start.epochMilliseconds;
}

function endMs(item: CalendarItem, timeZone: string): number {
  return item.end instanceof Temporal.PlainDate
    ? item.end.add({ days: 1 }).toZonedDateTime(timeZone).epochMilliseconds
    : item.end.epochMilliseconds;
}

/** Time order: the earlier start first; on the same start an all-day event, then the shorter one, then by title. */
function compareItems(a: CalendarItem, b: CalendarItem, timeZone: string): number {
  return (
    startMs(a, timeZone) - startMs(b, timeZone) ||
    Number(b.allDay) - Number(a.allDay) ||
    endMs(a, timeZone) - endMs(b, timeZone) ||
    a.event.summary.localeCompare(b.event.summary) ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  );
}

/**
 * Every connected calendar's events as one list in time order, in `timeZone`. An event listed twice (the same
 * provider and id) is kept once; one whose times cannot be read is left out rather than drawn on the wrong day.
 */
export function mergeCalendarEvents(lists: readonly (readonly CalendarEvent[])[], timeZone: string): CalendarItem[] {
  const byKey = new Map<string, CalendarItem>();
  for (const list of lists) {
    for (const event of list) {
      const item = toCalendarItem(event, timeZone);
      if (item && !byKey.has(item.key)) byKey.set(item.key, item);
    }
  }
  return [...byKey.values()].sort((a, b) => compareItems(a, b, timeZone));
}

/** The title the calendar shows: a Quick Connect says so in words, not only by its colour. */
export function calendarTitle(event: CalendarEvent): string {
  const summary = event.summary.trim() || '(No title)';
  if (!event.quickConnect || summary.toLowerCase().startsWith(QUICK_CONNECT_LABEL.toLowerCase())) return summary;
  return `${QUICK_CONNECT_LABEL}: ${summary}`;
}

export function calendarGroup(event: CalendarEvent): CalendarGroup {
  return event.quickConnect ? 'quick-connect' : event.provider;
}

/**
 * The item as the calendar component takes it. The component allows only letters, digits, '-' and '_' in an id
 * (a Graph id has '=' and more), so the id is the item's place in the merged list: `index`.
 */
export function toScheduleEvent(item: CalendarItem, index: number): CalendarEventExternal {
  return {
    id: index,
    title: calendarTitle(item.event),
    start: item.start,
    end: item.end,
    calendarId: calendarGroup(item.event),
    ...(item.event.location ? { location: item.event.location } : {}),
  };
}

export function providerLabel(provider: CalendarProvider): string {
  return PROVIDER_LABELS[provider];
}
