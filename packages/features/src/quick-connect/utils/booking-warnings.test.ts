import type { CalendarEvent } from '@kindred/contracts/api/calendar';
import { describe, expect, it } from 'vitest';
import { bookingWarnings, plannedQuickConnects, quickConnectsOf } from './booking-warnings.ts';

const NOW = Date.parse('2026-11-30T09:00:00Z');
const MIN = 60_000;
const jordan = { memberId: 'mbr-jordan', name: 'Jordan Okafor', email: 'jordan@example.com' };

function qc(id: string, startIso: string, minutes: number, fields: Partial<CalendarEvent> = {}): CalendarEvent {
  const start = Date.parse(startIso);
  return {
    id,
    summary: `Quick Connect ${id}`,
    description: null,
    location: null,
    start: { dateTime: new Date(start).toISOString() },
    end: { dateTime: new Date(start + minutes * MIN).toISOString() },
    attendees: [],
    organizer: 'maya@example.com',
    provider: 'google',
    quickConnect: true,
    webLink: null,
    ...fields,
  };
}

describe('bookingWarnings', () => {
  const events = [
    // Maya booked Jordan.
    qc('booked', '2026-12-01T10:00:00Z', 20, { attendees: [{ email: 'x@example.com', name: 'Jordan', responseStatus: null, memberId: 'mbr-jordan' }] }),
    // Jordan booked Maya: her copy names Jordan as organiser only.
    qc('invited', '2026-12-03T14:00:00Z', 30, { organizer: 'JORDAN@example.com' }),
    // With Priya, right before 11:00 on Dec 1.
    qc('priya', '2026-12-01T10:30:00Z', 30, { attendees: [{ email: 'priya@example.com', name: 'Priya', responseStatus: null, memberId: 'mbr-priya' }] }),
    // Over already, with Jordan.
    qc('past', '2026-11-29T10:00:00Z', 30, { attendees: [{ email: 'jordan@example.com', name: 'Jordan', responseStatus: null, memberId: null }] }),
    // Not a Quick Connect.
    { ...qc('meeting', '2026-12-01T11:30:00Z', 30), quickConnect: false },
  ];
  const known = quickConnectsOf(events, jordan);

  it('finds the Quick Connects to come with the colleague, booked by either of them, soonest first', () => {
    expect(bookingWarnings(known, null, NOW).sameColleague.map((item) => item.key)).toEqual(['google:booked', 'google:invited']);
    expect(bookingWarnings(known, null, NOW).backToBack).toEqual([]);
  });

  it('finds those right before or after the chosen time (within 15 minutes), or overlapping it, with anyone', () => {
    const at = (iso: string, minutes = 30) => ({ start: Date.parse(iso), end: Date.parse(iso) + minutes * MIN });
    expect(bookingWarnings(known, at('2026-12-01T11:00:00Z'), NOW).backToBack.map((item) => item.key)).toEqual(['google:priya']);
    expect(bookingWarnings(known, at('2026-12-01T11:15:00Z'), NOW).backToBack.map((item) => item.key)).toEqual(['google:priya']);
    expect(bookingWarnings(known, at('2026-12-01T11:30:00Z'), NOW).backToBack).toEqual([]);
    expect(bookingWarnings(known, at('2026-12-03T13:15:00Z'), NOW).backToBack.map((item) => item.key)).toEqual(['google:invited']);
    expect(bookingWarnings(known, at('2026-12-02T10:00:00Z'), NOW).backToBack).toEqual([]);
  });

  it('counts an event listed by two calendars once, and plans kept in this browser by the colleague’s name', () => {
    const twice = quickConnectsOf([events[0]!, events[0]!], jordan);
    expect(bookingWarnings(twice, null, NOW).sameColleague).toHaveLength(1);
    const planned = plannedQuickConnects(
      [{ id: 'p1', title: 'Quick Connect: Walk with Jordan Okafor', attendee: 'Jordan Okafor', activity: 'Walk', category: 'Wellness', duration: 20, startTime: '2026-12-02T09:00:00Z', endTime: '2026-12-02T09:20:00Z', createdAt: '2026-11-29T09:00:00Z' }],
      jordan,
    );
    expect(bookingWarnings(planned, null, NOW).sameColleague.map((item) => item.summary)).toEqual(['Quick Connect: Walk with Jordan Okafor']);
  });
});
