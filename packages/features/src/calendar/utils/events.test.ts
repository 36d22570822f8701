// Node has no Temporal yet: the polyfill the browser gets where it has none.
import 'temporal-polyfill/global';
import { calendarEventSchema, type CalendarEvent } from '@kindred/contracts/api/calendar';
import { describe, expect, it } from 'vitest';
import {
  calendarGroup,
  calendarTitle,
  mergeCalendarEvents,
  toCalendarItem,
  toScheduleEvent,
  type CalendarItem,
} from './events.ts';
import { describeWhen } from './event-details.ts';

/** An event as the contract reads it (parsed, so a fixture that drifts from the contract fails here). */
function event(fields: Partial<CalendarEvent> & Pick<CalendarEvent, 'id' | 'start' | 'end'>): CalendarEvent {
  return calendarEventSchema.parse({
    summary: 'Design review',
    description: null,
    location: null,
    attendees: [],
    organizer: null,
    provider: 'google',
    quickConnect: false,
    webLink: null,
    ...fields,
  });
}

const LISBON = 'Europe/Lisbon';
const LA = 'America/Los_Angeles';

/** Intl writes narrow and thin spaces around times and dashes; the words are what matter here. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

function zoned(item: CalendarItem | null) {
  expect(item?.start).toBeInstanceOf(Temporal.ZonedDateTime);
  return { start: (item!.start as Temporal.ZonedDateTime).toString(), end: (item!.end as Temporal.ZonedDateTime).toString() };
}

function days(item: CalendarItem | null) {
  expect(item?.allDay).toBe(true);
  return { start: item!.start.toString(), end: item!.end.toString() };
}

describe('toCalendarItem: timed events', () => {
  it("puts a Google time with its offset in the member's zone", () => {
    const item = toCalendarItem(
      event({ id: 'g1', start: { dateTime: '2026-11-24T10:00:00-08:00', timeZone: LA }, end: { dateTime: '2026-11-24T10:30:00-08:00', timeZone: LA } }),
      LISBON,
    );
    expect(item?.key).toBe('google:g1');
    expect(item?.allDay).toBe(false);
    expect(zoned(item)).toEqual({ start: '2026-11-24T18:00:00+00:00[Europe/Lisbon]', end: '2026-11-24T18:30:00+00:00[Europe/Lisbon]' });
  });

  it('reads an instant written in UTC with Z', () => {
    const item = toCalendarItem(event({ id: 'z', start: { dateTime: '2026-07-01T08:00:00.000Z' }, end: { dateTime: '2026-07-01T09:00:00.000Z' } }), LISBON);
    // Lisbon is on summer time (UTC+1) in July.
    expect(zoned(item).start).toBe('2026-07-01T09:00:00+01:00[Europe/Lisbon]');
  });

  it("reads Graph's wall time in the zone written beside it", () => {
    const utc = toCalendarItem(
      event({
        id: 'm1',
        provider: 'microsoft',
        start: { dateTime: '2026-11-25T10:00:00.0000000', timeZone: 'UTC' },
        end: { dateTime: '2026-11-25T11:00:00.0000000', timeZone: 'UTC' },
      }),
      LA,
    );
    expect(utc?.key).toBe('microsoft:m1');
    expect(zoned(utc)).toEqual({ start: '2026-11-25T02:00:00-08:00[America/Los_Angeles]', end: '2026-11-25T03:00:00-08:00[America/Los_Angeles]' });

    const berlin = toCalendarItem(
      event({ id: 'm2', provider: 'microsoft', start: { dateTime: '2026-11-25T10:00:00', timeZone: 'Europe/Berlin' }, end: { dateTime: '2026-11-25T11:00:00', timeZone: 'Europe/Berlin' } }),
      LISBON,
    );
    expect(zoned(berlin).start).toBe('2026-11-25T09:00:00+00:00[Europe/Lisbon]');
  });

  it('reads a wall time beside a zone it does not know as UTC', () => {
    const item = toCalendarItem(
      event({ id: 'w', start: { dateTime: '2026-11-25T10:00:00', timeZone: 'Pacific Standard Time' }, end: { dateTime: '2026-11-25T11:00:00', timeZone: 'Pacific Standard Time' } }),
      'UTC',
    );
    expect(zoned(item).start).toBe('2026-11-25T10:00:00+00:00[UTC]');
  });

  it('keeps a timed event across midnight on both days', () => {
    const item = toCalendarItem(
      event({ id: 'late', start: { dateTime: '2026-11-24T22:00:00Z' }, end: { dateTime: '2026-11-26T02:00:00Z' } }),
      'UTC',
    );
    expect(item?.allDay).toBe(false);
    expect((item!.start as Temporal.ZonedDateTime).toPlainDate().toString()).toBe('2026-11-24');
    expect((item!.end as Temporal.ZonedDateTime).toPlainDate().toString()).toBe('2026-11-26');
  });

  it('moves an end written before the start to the start', () => {
    const item = toCalendarItem(event({ id: 'back', start: { dateTime: '2026-11-24T10:00:00Z' }, end: { dateTime: '2026-11-24T09:00:00Z' } }), 'UTC');
    expect(zoned(item).end).toBe(zoned(item).start);
  });

  it('gives up on times it cannot read', () => {
    expect(toCalendarItem(event({ id: 'bad', start: { dateTime: 'tomorrow' }, end: { dateTime: '2026-11-24T09:00:00Z' } }), 'UTC')).toBeNull();
    expect(toCalendarItem(event({ id: 'bad-day', start: { date: '24/11/2026' }, end: { date: '2026-11-25' } }), 'UTC')).toBeNull();
  });
});

describe('toCalendarItem: all-day events', () => {
  it("takes the exclusive end day back to the event's own day", () => {
    const item = toCalendarItem(event({ id: 'a', start: { date: '2026-11-24' }, end: { date: '2026-11-25' } }), LA);
    expect(days(item)).toEqual({ start: '2026-11-24', end: '2026-11-24' });
    expect(item?.start).toBeInstanceOf(Temporal.PlainDate);
  });

  it('keeps every day of a multi-day event, over a month end', () => {
    expect(days(toCalendarItem(event({ id: 'trip', start: { date: '2026-11-29' }, end: { date: '2026-12-02' } }), LA))).toEqual({
      start: '2026-11-29',
      end: '2026-12-01',
    });
  });

  it('reads an end on the start day as that one day', () => {
    expect(days(toCalendarItem(event({ id: 'same', start: { date: '2026-11-24' }, end: { date: '2026-11-24' } }), LA))).toEqual({
      start: '2026-11-24',
      end: '2026-11-24',
    });
  });

  it("is not moved by the member's zone: a date is a date everywhere", () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      expect(days(toCalendarItem(event({ id: 'd', start: { date: '2026-11-24' }, end: { date: '2026-11-25' } }), zone)).start).toBe('2026-11-24');
    }
  });
});

describe('mergeCalendarEvents', () => {
  const google = [
    event({ id: 'standup', summary: 'Standup', start: { dateTime: '2026-11-24T09:00:00-05:00' }, end: { dateTime: '2026-11-24T09:15:00-05:00' } }),
    event({ id: 'offsite', summary: 'Offsite', start: { date: '2026-11-24' }, end: { date: '2026-11-25' } }),
  ];
  const outlook = [
    event({ id: 'standup', provider: 'microsoft', summary: 'Budget', start: { dateTime: '2026-11-24T10:00:00.0000000', timeZone: 'UTC' }, end: { dateTime: '2026-11-24T11:00:00.0000000', timeZone: 'UTC' } }),
    event({ id: 'qc', provider: 'microsoft', summary: 'Coffee walk', quickConnect: true, start: { dateTime: '2026-11-23T16:00:00Z' }, end: { dateTime: '2026-11-23T16:30:00Z' } }),
  ];

  it("interleaves both providers' events by the instant they start, an all-day event first on its day", () => {
    const merged = mergeCalendarEvents([google, outlook], 'UTC');
    // 9:00 in New York is 14:00 UTC: after Outlook's 10:00 UTC although its wall time reads earlier.
    expect(merged.map((item) => item.key)).toEqual(['microsoft:qc', 'google:offsite', 'microsoft:standup', 'google:standup']);
  });

  it('keeps the same id from two providers apart, and an event listed twice once', () => {
    const merged = mergeCalendarEvents([google, outlook, [google[0]!]], 'UTC');
    expect(merged.filter((item) => item.event.id === 'standup').map((item) => item.key)).toEqual(['microsoft:standup', 'google:standup']);
    expect(merged).toHaveLength(4);
  });

  it('leaves out what it cannot read, and is empty for no calendars', () => {
    const unreadable = event({ id: 'x', start: { dateTime: 'soon' }, end: { dateTime: 'later' } });
    expect(mergeCalendarEvents([[unreadable, ...google]], 'UTC').map((item) => item.key)).toEqual(['google:offsite', 'google:standup']);
    expect(mergeCalendarEvents([], 'UTC')).toEqual([]);
  });

  it('orders events that start together by length, then title', () => {
    const at = (id: string, summary: string, end: string) => event({ id, summary, start: { dateTime: '2026-11-24T09:00:00Z' }, end: { dateTime: end } });
    const merged = mergeCalendarEvents([[at('long', 'A long one', '2026-11-24T11:00:00Z'), at('b', 'Beta', '2026-11-24T10:00:00Z'), at('a', 'Alpha', '2026-11-24T10:00:00Z')]], 'UTC');
    expect(merged.map((item) => item.event.id)).toEqual(['a', 'b', 'long']);
  });
});

describe('what the calendar shows', () => {
  it('names a Quick Connect in its title, once', () => {
    expect(calendarTitle(event({ id: '1', summary: 'Coffee walk', quickConnect: true, start: { date: '2026-11-24' }, end: { date: '2026-11-25' } }))).toBe(
      'Quick Connect: Coffee walk',
    );
    expect(calendarTitle(event({ id: '2', summary: 'Quick Connect with Jordan', quickConnect: true, start: { date: '2026-11-24' }, end: { date: '2026-11-25' } }))).toBe(
      'Quick Connect with Jordan',
    );
    expect(calendarTitle(event({ id: '3', summary: '  ', start: { date: '2026-11-24' }, end: { date: '2026-11-25' } }))).toBe('(No title)');
  });

  it('colours by provider, and a Quick Connect apart from both', () => {
    const times = { start: { date: '2026-11-24' }, end: { date: '2026-11-25' } };
    expect(calendarGroup(event({ id: '1', ...times }))).toBe('google');
    expect(calendarGroup(event({ id: '2', provider: 'microsoft', ...times }))).toBe('microsoft');
    expect(calendarGroup(event({ id: '3', provider: 'microsoft', quickConnect: true, ...times }))).toBe('quick-connect');
  });

  it("hands the calendar the item's place in the list, times, group and location", () => {
    const item = toCalendarItem(
      event({ id: 'qc', provider: 'microsoft', summary: 'Coffee walk', quickConnect: true, location: 'Lobby', start: { dateTime: '2026-11-24T10:00:00Z' }, end: { dateTime: '2026-11-24T10:30:00Z' } }),
      'UTC',
    )!;
    const external = toScheduleEvent(item, 3);
    expect(external).toMatchObject({ id: 3, title: 'Quick Connect: Coffee walk', calendarId: 'quick-connect', location: 'Lobby' });
    expect(external.start).toBe(item.start);
    expect('location' in toScheduleEvent({ ...item, event: { ...item.event, location: null } }, 0)).toBe(false);
  });
});

describe('describeWhen', () => {
  it("says a timed event's day, times and zone, in the member's zone", () => {
    const item = toCalendarItem(event({ id: 't', start: { dateTime: '2026-11-24T18:00:00Z' }, end: { dateTime: '2026-11-24T18:30:00Z' } }), LA)!;
    // ICU joins the day and the time with ', ' or ' at ' depending on its version.
    expect(plain(describeWhen(item, 'en-US'))).toMatch(/^Tuesday, November 24, 2026(,| at) 10:00 – 10:30 AM PST$/);
  });

  it('gives both days of a timed event across midnight', () => {
    const item = toCalendarItem(event({ id: 't', start: { dateTime: '2026-11-24T22:00:00Z' }, end: { dateTime: '2026-11-25T01:00:00Z' } }), 'UTC')!;
    expect(plain(describeWhen(item, 'en-US'))).toMatch(/^Tuesday, November 24, 2026(,| at) 10:00 PM UTC – Wednesday, November 25, 2026(,| at) 1:00 AM UTC$/);
  });

  it('says all day, over one day or several', () => {
    const one = toCalendarItem(event({ id: 'a', start: { date: '2026-11-24' }, end: { date: '2026-11-25' } }), LA)!;
    expect(plain(describeWhen(one, 'en-US'))).toBe('Tuesday, November 24, 2026 · All day');
    const three = toCalendarItem(event({ id: 'b', start: { date: '2026-11-24' }, end: { date: '2026-11-27' } }), LA)!;
    expect(plain(describeWhen(three, 'en-US'))).toBe('Tuesday, November 24 – Thursday, November 26, 2026 · All day');
  });
});
