/**
 * Mutual availability (modules/calendar/slots.ts): properties over random participants, zones, working hours
 * and busy times, checked with luxon independently of the implementation; and the weeks the clocks change in
 * Lisbon and Toronto, with Nairobi (no DST) beside them.
 */
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { busyFromEventTimes, findAvailability, mergeIntervals, type Participant } from '../src/modules/calendar/slots.ts';

const ZONES = ['Europe/Lisbon', 'America/Toronto', 'Africa/Nairobi', 'Asia/Kolkata', 'UTC'] as const;
const MIN = 60_000;
const HOUR = 60 * MIN;

/** Instants around 2026 and 2027, weighted towards the weeks the clocks change. */
const nowArb = fc.oneof(
  fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-12-31T00:00:00Z') }),
  fc.constantFrom('2026-03-27', '2026-10-23', '2026-03-06', '2026-10-30', '2027-03-26', '2027-10-29', '2027-03-12', '2027-11-05').chain((day) =>
    fc.integer({ min: 0, max: 3 * 24 * 60 }).map((minutes) => Date.parse(`${day}T00:00:00Z`) + minutes * MIN),
  ),
);

const hoursArb = fc
  .tuple(fc.integer({ min: 6 * 4, max: 12 * 4 }), fc.integer({ min: 4 * 4, max: 10 * 4 }))
  .map(([start, length]) => {
    const end = Math.min(start + length, 23 * 4 + 3);
    const hhmm = (quarters: number) => `${String(Math.floor(quarters / 4)).padStart(2, '0')}:${String((quarters % 4) * 15).padStart(2, '0')}`;
    return { start: hhmm(start), end: hhmm(end) };
  });

function participantArb(now: number) {
  return fc
    .record({
      timeZone: fc.constantFrom(...ZONES),
      hours: hoursArb,
      days: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
      timed: fc.array(fc.tuple(fc.integer({ min: -2 * 24 * 60, max: 16 * 24 * 60 }), fc.integer({ min: 5, max: 8 * 60 })), { maxLength: 40 }),
      allDay: fc.array(fc.tuple(fc.integer({ min: -1, max: 15 }), fc.integer({ min: 1, max: 3 })), { maxLength: 3 }),
      connected: fc.boolean(),
    })
    .map(({ timeZone, hours, days, timed, allDay, connected }, ) => {
      const busy = connected
        ? [
            ...timed.map(([offset, length]) => ({ start: new Date(now + offset * MIN), end: new Date(now + (offset + length) * MIN) })),
            ...allDay.map(([offset, length]) => {
              const first = DateTime.fromMillis(now, { zone: timeZone }).startOf('day').plus({ days: offset });
              return busyFromEventTimes({ date: first.toISODate()! }, { date: first.plus({ days: length }).toISODate()! }, timeZone);
            }),
          ]
        : [];
      return { id: '', timeZone, workingHours: { ...hours, days }, busy, calendarConnected: connected } satisfies Participant;
    });
}

const caseArb = nowArb.chain((now) =>
  fc.record({
    now: fc.constant(now),
    participants: fc.array(participantArb(now), { minLength: 1, maxLength: 4 }),
    duration: fc.constantFrom(15, 30, 45, 60, 90),
  }),
);

/** Inside the participant's working hours on a working day, in their zone: checked by luxon, not by the code under test. */
function insideWorkingHours(participant: Participant, start: Date, end: Date): boolean {
  const localStart = DateTime.fromJSDate(start, { zone: participant.timeZone });
  const localEnd = DateTime.fromJSDate(end, { zone: participant.timeZone });
  if (!participant.workingHours.days.includes(localStart.weekday)) return false;
  if (localStart.toISODate() !== localEnd.toISODate() && !(localEnd.hour === 0 && localEnd.minute === 0)) return false;
  const [sh, sm] = participant.workingHours.start.split(':').map(Number) as [number, number];
  const [eh, em] = participant.workingHours.end.split(':').map(Number) as [number, number];
  const dayStart = localStart.set({ hour: sh, minute: sm, second: 0, millisecond: 0 }).toMillis();
  const dayEnd = localStart.set({ hour: eh, minute: em, second: 0, millisecond: 0 }).toMillis();
  return start.getTime() >= dayStart && end.getTime() <= dayEnd;
}

describe('findAvailability, for any participants', () => {
  it('offers only slots that are free for all, inside everyone’s working hours, of the right length, in the window', () => {
    fc.assert(
      fc.property(caseArb, ({ now, participants, duration }) => {
        const slots = findAvailability({ participants, durationMinutes: duration, now: new Date(now), maxSlots: 50 });
        let previous = -Infinity;
        for (const slot of slots) {
          expect(slot.end.getTime() - slot.start.getTime()).toBe(duration * MIN);
          expect(slot.start.getTime()).toBeGreaterThanOrEqual(now + 120 * MIN);
          expect(slot.end.getTime()).toBeLessThanOrEqual(now + 14 * 24 * HOUR);
          expect(slot.start.getTime() % (15 * MIN)).toBe(0);
          expect(slot.start.getTime()).toBeGreaterThan(previous);
          previous = slot.start.getTime();
          expect(Number.isInteger(slot.score) && slot.score >= 0 && slot.score <= 100).toBe(true);
          for (const participant of participants) {
            expect(insideWorkingHours(participant, slot.start, slot.end)).toBe(true);
            for (const busy of participant.busy) {
              const overlaps = slot.start.getTime() < busy.end.getTime() && busy.start.getTime() < slot.end.getTime();
              expect(overlaps).toBe(false);
            }
          }
        }
      }),
      { numRuns: 250 },
    );
  });

  it('misses nothing: with room for every slot, it offers exactly the grid times that fit everyone', () => {
    fc.assert(
      fc.property(caseArb, ({ now, participants, duration }) => {
        const offered = findAvailability({ participants, durationMinutes: duration, now: new Date(now), maxSlots: 100_000 }).map((slot) => slot.start.getTime());
        const expected: number[] = [];
        const step = 15 * MIN;
        for (let start = Math.ceil((now + 120 * MIN) / step) * step; start + duration * MIN <= now + 14 * 24 * HOUR; start += step) {
          const end = start + duration * MIN;
          const fits = participants.every(
            (participant) =>
              insideWorkingHours(participant, new Date(start), new Date(end)) &&
              participant.busy.every((busy) => !(start < busy.end.getTime() && busy.start.getTime() < end)),
          );
          if (fits) expected.push(start);
        }
        expect(offered).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('merges busy time into sorted, disjoint intervals covering the same instants', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 500 }))), (pairs) => {
        const intervals = pairs.map(([start, length]) => ({ start: new Date(start * MIN), end: new Date((start + length) * MIN) }));
        const merged = mergeIntervals(intervals);
        for (let i = 1; i < merged.length; i++) expect(merged[i]!.start.getTime()).toBeGreaterThan(merged[i - 1]!.end.getTime());
        for (const probe of [0, 1, 17, 500, 2_000, 9_999]) {
          const t = probe * MIN;
          const inAny = intervals.some((interval) => interval.start.getTime() <= t && t < interval.end.getTime());
          const inMerged = merged.some((interval) => interval.start.getTime() <= t && t < interval.end.getTime());
          expect(inMerged).toBe(inAny);
        }
      }),
    );
  });
});

const person = (timeZone: string, busy: Participant['busy'] = [], hours = { start: '09:00', end: '17:00' }): Participant => ({
  id: timeZone,
  timeZone,
  workingHours: { ...hours, days: [1, 2, 3, 4, 5] },
  busy,
  calendarConnected: busy.length > 0,
});
const localTimes = (slots: { start: Date }[], zone: string) =>
  slots.map((slot) => DateTime.fromJSDate(slot.start, { zone }).toFormat('ccc HH:mm'));

describe('findAvailability, in the weeks the clocks change', () => {
  it.each([
    // Lisbon: summer time from Sunday 29 March 2026, winter time from Sunday 25 October 2026.
    ['Europe/Lisbon', '2026-03-27T12:00:00Z', '2026-03-30'],
    ['Europe/Lisbon', '2026-10-23T12:00:00Z', '2026-10-26'],
    // Toronto: from Sunday 8 March 2026 and Sunday 1 November 2026.
    ['America/Toronto', '2026-03-06T17:00:00Z', '2026-03-09'],
    ['America/Toronto', '2026-10-30T16:00:00Z', '2026-11-02'],
    // Nairobi keeps its clock all year.
    ['Africa/Nairobi', '2026-03-27T09:00:00Z', '2026-03-30'],
  ])('%s from %s: the Monday after starts at 09:00 local', (zone, now, monday) => {
    const slots = findAvailability({ participants: [person(zone)], durationMinutes: 60, now: new Date(now), maxSlots: 500 });
    const mondays = slots.filter((slot) => DateTime.fromJSDate(slot.start, { zone }).toISODate() === monday);
    expect(mondays.length).toBeGreaterThan(0);
    const first = mondays[0]!;
    expect(first.start.toISOString()).toBe(DateTime.fromISO(`${monday}T09:00`, { zone }).toUTC().toISO({ suppressMilliseconds: true })!.replace('Z', '.000Z'));
    expect(DateTime.fromJSDate(mondays[mondays.length - 1]!.end, { zone }).toFormat('HH:mm')).toBe('17:00');
  });

  it('keeps Lisbon and Toronto to the overlap of their days', () => {
    const slots = findAvailability({ participants: [person('Europe/Lisbon'), person('America/Toronto')], durationMinutes: 30, now: new Date('2026-11-23T06:00:00Z'), maxSlots: 500 });
    expect(slots.length).toBeGreaterThan(0);
    // Winter: Lisbon is UTC, Toronto UTC-5: common hours are 14:00-17:00 in Lisbon, 09:00-12:00 in Toronto.
    for (const time of localTimes(slots, 'Europe/Lisbon')) expect(time.slice(4) >= '14:00' && time.slice(4) <= '16:30').toBe(true);
  });

  it('an all-day event blocks its person’s whole local day and not the next', () => {
    const offsite = busyFromEventTimes({ date: '2026-11-25' }, { date: '2026-11-26' }, 'Africa/Nairobi');
    const slots = findAvailability({ participants: [person('Africa/Nairobi', [offsite])], durationMinutes: 30, now: new Date('2026-11-24T05:00:00Z'), maxSlots: 500 });
    const days = new Set(slots.map((slot) => DateTime.fromJSDate(slot.start, { zone: 'Africa/Nairobi' }).toISODate()));
    expect(days.has('2026-11-25')).toBe(false);
    expect(days.has('2026-11-26')).toBe(true);
    // A three-day absence, Wednesday to Friday.
    const away = busyFromEventTimes({ date: '2026-12-02' }, { date: '2026-12-05' }, 'Africa/Nairobi');
    const later = findAvailability({ participants: [person('Africa/Nairobi', [away])], durationMinutes: 30, now: new Date('2026-11-30T05:00:00Z'), maxSlots: 500 });
    const laterDays = new Set(later.map((slot) => DateTime.fromJSDate(slot.start, { zone: 'Africa/Nairobi' }).toISODate()));
    for (const day of ['2026-12-02', '2026-12-03', '2026-12-04']) expect(laterDays.has(day)).toBe(false);
    expect(laterDays.has('2026-12-01')).toBe(true);
    expect(laterDays.has('2026-12-07')).toBe(true);
  });

  it('scores mid-morning over the end of the day, and a slot next to a meeting lower', () => {
    const now = new Date('2026-11-23T05:00:00Z');
    const meeting = { start: new Date('2026-11-24T13:00:00Z'), end: new Date('2026-11-24T13:30:00Z') };
    const slots = findAvailability({ participants: [person('UTC', [meeting])], durationMinutes: 30, now, maxSlots: 1000 });
    const at = (iso: string) => slots.find((slot) => slot.start.toISOString() === iso)!.score;
    expect(at('2026-11-24T10:00:00.000Z')).toBeGreaterThan(at('2026-11-24T16:30:00.000Z'));
    expect(at('2026-11-24T13:30:00.000Z')).toBeLessThan(at('2026-11-24T14:00:00.000Z'));
  });

  it('tells apart the times it offers when the clock alone would call them all 100%: the four best score differently', () => {
    // Two people with empty calendars in one zone: every mid-morning time was 100%, and 'Best fit' one of four equals.
    const slots = findAvailability({ participants: [person('UTC'), person('UTC')], durationMinutes: 30, now: new Date('2026-11-23T05:00:00Z') });
    const best = [...slots].sort((a, b) => b.score - a.score || a.start.getTime() - b.start.getTime()).slice(0, 4);
    expect(new Set(best.map((slot) => slot.score)).size).toBe(4);
    // The best is mid-morning on the first day, at the middle of the morning's good hours.
    expect(best[0]!.start.toISOString()).toBe('2026-11-23T10:45:00.000Z');
  });

  it('prefers, of two times equally good on the clock, the one with more room around it, and the sooner', () => {
    const now = new Date('2026-11-23T05:00:00Z');
    // Tuesday: a meeting at 11:45 crowds 11:00-11:30 (15 minutes after it) but not 10:00-10:30 (75 before 10:00 is free).
    const meeting = { start: new Date('2026-11-24T11:45:00Z'), end: new Date('2026-11-24T12:15:00Z') };
    const slots = findAvailability({ participants: [person('UTC', [meeting])], durationMinutes: 30, now, maxSlots: 1000 });
    const at = (iso: string) => slots.find((slot) => slot.start.toISOString() === iso)!.score;
    // 10:30 and 11:00 sit as far from 10:45 either way; the meeting after 11:00 leaves it less room.
    expect(at('2026-11-24T10:30:00.000Z')).toBeGreaterThan(at('2026-11-24T11:00:00.000Z'));
    // The same free time a day later scores a point less.
    expect(at('2026-11-25T10:45:00.000Z')).toBe(at('2026-11-26T10:45:00.000Z') + 1);
    // Mid-morning's middle over its edges.
    expect(at('2026-11-25T10:45:00.000Z')).toBeGreaterThan(at('2026-11-25T10:00:00.000Z'));
  });

  it('spreads the best slots over several days', () => {
    const slots = findAvailability({ participants: [person('UTC')], durationMinutes: 30, now: new Date('2026-11-23T05:00:00Z'), maxSlots: 10 });
    expect(new Set(slots.map((slot) => slot.start.toISOString().slice(0, 10))).size).toBeGreaterThanOrEqual(4);
  });

  it('answers nothing when nobody overlaps, and refuses nonsense', () => {
    const early = person('Asia/Kolkata', [], { start: '09:00', end: '10:00' });
    const late = person('America/Toronto', [], { start: '09:00', end: '10:00' });
    expect(findAvailability({ participants: [early, late], durationMinutes: 30, now: new Date('2026-11-23T00:00:00Z') })).toEqual([]);
    const base = { participants: [person('UTC')], now: new Date() };
    expect(() => findAvailability({ ...base, durationMinutes: 5 })).toThrow(RangeError);
    expect(() => findAvailability({ ...base, durationMinutes: 30, participants: [person('Mars/Base')] })).toThrow(RangeError);
    expect(() => findAvailability({ ...base, durationMinutes: 30, participants: [person('UTC', [], { start: '17:00', end: '09:00' })] })).toThrow(RangeError);
    expect(() => findAvailability({ ...base, durationMinutes: 30, participants: [{ ...person('UTC'), workingHours: { start: '9am', end: '17:00', days: [1] } }] })).toThrow(RangeError);
    expect(() => findAvailability({ ...base, durationMinutes: 30, participants: [] })).toThrow(RangeError);
  });
});
