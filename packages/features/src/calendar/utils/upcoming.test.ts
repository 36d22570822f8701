import { calendarEventSchema, type CalendarEvent } from '@kindred/contracts/api/calendar';
import { describe, expect, it } from 'vitest';
import {
  HAPPENING_NOW,
  STARTING_SOON,
  TIME_TBD,
  canReschedule,
  colleaguesOf,
  eventTimeLabel,
  relativeStart,
  shownOnWidget,
  toUpcoming,
  upcomingEvents,
} from './upcoming.ts';

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

/** A local wall time in the zone the tests run in, as the instant the providers would send. */
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);
const timed = (id: string, start: Date, minutes = 30, fields: Partial<CalendarEvent> = {}) =>
  event({ id, start: { dateTime: start.toISOString() }, end: { dateTime: new Date(start.getTime() + minutes * 60_000).toISOString() }, ...fields });
const plain = (text: string) => text.replace(/\s+/g, ' ');

// Wednesday 25 November 2026, 10:00 local.
const NOW = local(2026, 11, 25, 10, 0).getTime();

describe('upcomingEvents', () => {
  it('keeps what has not ended, each event once, the soonest first, all-day before timed on the same start', () => {
    const ended = timed('ended', local(2026, 11, 25, 9, 0));
    const now = timed('running', local(2026, 11, 25, 9, 45));
    const later = timed('later', local(2026, 11, 26, 14, 0));
    const soon = timed('soon', local(2026, 11, 25, 11, 0), 30, { provider: 'microsoft' });
    const allDay = event({ id: 'offsite', start: { date: '2026-11-26' }, end: { date: '2026-11-27' } });
    const unreadable = event({ id: 'bad', start: { dateTime: 'next week' }, end: { dateTime: 'later' } });
    const list = upcomingEvents([[ended, later, allDay, unreadable, now], [soon, soon]], NOW);
    expect(list.map((item) => item.event.id)).toEqual(['running', 'soon', 'offsite', 'later', 'bad']);
  });

  it('shows three on the widget, Quick Connects first, in time order: a later Quick Connect is not hidden by meetings', () => {
    const standUp = timed('stand-up', local(2026, 11, 25, 11, 0));
    const lunch = timed('lunch', local(2026, 11, 25, 12, 0));
    const review = timed('review', local(2026, 11, 25, 15, 0));
    const coffee = timed('coffee', local(2026, 11, 27, 10, 0), 15, { quickConnect: true });
    const walk = timed('walk', local(2026, 11, 28, 10, 0), 15, { quickConnect: true });
    const list = upcomingEvents([[standUp, lunch, review, coffee, walk]], NOW);
    expect(shownOnWidget(list, 3).map((item) => item.event.id)).toEqual(['stand-up', 'coffee', 'walk']);
    // Without Quick Connects, the three soonest; with fewer events than places, all of them.
    expect(shownOnWidget(upcomingEvents([[standUp, lunch, review]], NOW), 3).map((item) => item.event.id)).toEqual(['stand-up', 'lunch', 'review']);
    expect(shownOnWidget(upcomingEvents([[walk, lunch]], NOW), 3).map((item) => item.event.id)).toEqual(['lunch', 'walk']);
  });

  it('reads an all-day date as the start of that day here, and drops one that ended yesterday', () => {
    const yesterday = event({ id: 'y', start: { date: '2026-11-24' }, end: { date: '2026-11-25' } });
    const today = event({ id: 't', start: { date: '2026-11-25' }, end: { date: '2026-11-26' } });
    expect(upcomingEvents([[yesterday, today]], NOW).map((item) => item.event.id)).toEqual(['t']);
    expect(toUpcoming(today).start).toBe(local(2026, 11, 25).getTime());
  });
});

describe('eventTimeLabel', () => {
  it("reads 'Today, h:mm', 'Tomorrow, h:mm', then the weekday, month and day", () => {
    expect(plain(eventTimeLabel(toUpcoming(timed('a', local(2026, 11, 25, 14, 30))), NOW, 'en-US'))).toBe('Today, 2:30 PM');
    expect(plain(eventTimeLabel(toUpcoming(timed('b', local(2026, 11, 26, 9, 5))), NOW, 'en-US'))).toBe('Tomorrow, 9:05 AM');
    expect(plain(eventTimeLabel(toUpcoming(timed('c', local(2026, 11, 30, 16, 0))), NOW, 'en-US'))).toBe('Mon, Nov 30, 4:00 PM');
  });

  it("says 'All day' for an all-day event and 'Time TBD' for a time that cannot be read", () => {
    expect(eventTimeLabel(toUpcoming(event({ id: 'd', start: { date: '2026-11-26' }, end: { date: '2026-11-27' } })), NOW, 'en-US')).toBe(
      'Tomorrow · All day',
    );
    expect(eventTimeLabel(toUpcoming(event({ id: 'e', start: { dateTime: 'soon' }, end: { dateTime: 'later' } })), NOW)).toBe(TIME_TBD);
    expect(eventTimeLabel(toUpcoming(event({ id: 'f', start: { date: '26/11/2026' }, end: { date: '27/11/2026' } })), NOW)).toBe(TIME_TBD);
  });
});

describe('relativeStart', () => {
  const at = (ms: number) => toUpcoming(timed('x', new Date(NOW + ms)));
  it("reads 'in 2 days', 'in 3h 5m', 'in 10m' and 'starting soon' as the spec writes them", () => {
    expect(relativeStart(at(2 * 86_400_000 + 3_600_000), NOW)).toBe('in 2 days');
    expect(relativeStart(at(86_400_000), NOW)).toBe('in 1 day');
    expect(relativeStart(at(3 * 3_600_000 + 5 * 60_000 + 30_000), NOW)).toBe('in 3h 5m');
    expect(relativeStart(at(2 * 3_600_000), NOW)).toBe('in 2h');
    expect(relativeStart(at(10 * 60_000 + 59_000), NOW)).toBe('in 10m');
    expect(relativeStart(at(59_000), NOW)).toBe(STARTING_SOON);
    expect(relativeStart(at(0), NOW)).toBe(HAPPENING_NOW);
    expect(relativeStart(at(-60_000), NOW)).toBe(HAPPENING_NOW);
  });

  it('counts an all-day event in calendar days', () => {
    const day = (date: string, end: string) => toUpcoming(event({ id: date, start: { date }, end: { date: end } }));
    expect(relativeStart(day('2026-11-26', '2026-11-27'), NOW)).toBe('tomorrow');
    expect(relativeStart(day('2026-11-28', '2026-11-29'), NOW)).toBe('in 3 days');
    expect(relativeStart(day('2026-11-25', '2026-11-26'), NOW)).toBe(HAPPENING_NOW);
  });
});

describe('canReschedule and colleaguesOf', () => {
  const me = ['maya@kindred.test', 'maya.work@gmail.com'];
  const jordan = { email: 'jordan@kindred.test', name: 'Jordan Okafor', responseStatus: 'needsAction', memberId: 'm-jordan' };
  const self = { email: 'MAYA@kindred.test', name: 'Maya', responseStatus: 'accepted', memberId: 'm-maya' };
  const vendor = { email: 'sam@vendor.example', name: null, responseStatus: null, memberId: null };

  it('offers a move only on a timed Quick Connect the member organised, under any of their addresses', () => {
    const qc = (organizer: string | null) => toUpcoming(timed('q', new Date(NOW + 3_600_000), 30, { quickConnect: true, organizer }));
    expect(canReschedule(qc('maya@kindred.test'), me)).toBe(true);
    expect(canReschedule(qc('Maya.Work@gmail.com'), me)).toBe(true);
    expect(canReschedule(qc(null), me)).toBe(true);
    expect(canReschedule(qc('jordan@kindred.test'), me)).toBe(false);
    expect(canReschedule(toUpcoming(timed('m', new Date(NOW + 3_600_000), 30, { organizer: me[0]! })), me)).toBe(false);
    const allDay = toUpcoming(event({ id: 'd', start: { date: '2026-11-26' }, end: { date: '2026-11-27' }, quickConnect: true }));
    expect(canReschedule(allDay, me)).toBe(false);
  });

  it('names the colleagues an event is with: members only, never the member themself', () => {
    expect(colleaguesOf(timed('q', new Date(NOW), 30, { attendees: [self, jordan, vendor] }), me)).toEqual([{ memberId: 'm-jordan', name: 'Jordan Okafor' }]);
  });
});
