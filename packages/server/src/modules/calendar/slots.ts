/**
 * Mutual availability (docs/decisions.md#calendar): the times every participant is free, inside every
 * participant's working hours in their own time zone, scored so the best times come first.
 *
 * How it works, for P participants with n busy intervals each, over D days:
 * 1. Each participant's working periods in the window: for each local day, the local start and end times made
 *    instants in their zone by luxon (so 09:00 stays 09:00 across a DST change; a local time that does not
 *    exist on the day the clocks go forward is moved forward by the gap, luxon's rule).
 * 2. Their busy intervals sorted and merged once (O(n log n)), then subtracted from the working periods by one
 *    sweep (O(n + D)).
 * 3. The participants' free lists intersected pairwise by a two-pointer sweep (O(total intervals)).
 * 4. Candidate starts on a 15-minute grid inside each common free interval; each is scored with O(P log n)
 *    work (a binary search for the neighbouring meetings). The score (0-100) is how good the local time of day
 *    is for everyone (timeOfDayFit), less what crowds it (a meeting right before or after, less room around it)
 *    and a point a day for waiting: so two times that would both be "100%" on the clock are told apart by the room
 *    around them and by how soon they are.
 * The whole is O(P · n log n + candidates · P log n), and nothing scans every event for every candidate.
 */
import { DateTime } from 'luxon';
import { zoneNamed } from '../../platform/time-zones.ts';
import type { EventTime, Interval } from './providers/types.ts';

interface WorkingHours {
  /** 'HH:mm', local. */
  start: string;
  /** 'HH:mm', local, after start. */
  end: string;
  /** ISO weekdays, 1 = Monday ... 7 = Sunday. */
  days: number[];
}

export interface Participant {
  id: string;
  timeZone: string;
  workingHours: WorkingHours;
  busy: Interval[];
  calendarConnected: boolean;
}

export interface AvailabilityOptions {
  participants: Participant[];
  durationMinutes: number;
  now: Date;
  /** Search window from now; default 14. */
  days?: number;
  /** Nothing starts sooner than now plus this; default 120. */
  minNoticeMinutes?: number;
  /** The candidate grid, aligned to UTC quarter hours; default 15. */
  stepMinutes?: number;
  /** A meeting ending or starting this close to a slot makes it back-to-back; default 10. */
  bufferMinutes?: number;
  /** The best slots returned, then ordered by start; default 20. */
  maxSlots?: number;
}

export interface Slot {
  start: Date;
  end: Date;
  /** 0-100: higher is a better time for everyone. */
  score: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Sorts and merges overlapping or touching intervals (half-open). */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals
    .filter((interval) => interval.end.getTime() > interval.start.getTime())
    .map((interval) => [interval.start.getTime(), interval.end.getTime()] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged.map(([start, end]) => ({ start: new Date(start), end: new Date(end) }));
}

/**
 * The time an event takes from a participant: a timed event its own [start, end); an all-day or multi-day
 * event (dates, the end exclusive as Google and Graph write it) the participant's whole local days.
 */
export function busyFromEventTimes(start: EventTime, end: EventTime, timeZone: string): Interval {
  const instant = (time: EventTime) =>
    'dateTime' in time
      ? DateTime.fromISO(time.dateTime, { zone: zoneNamed(time.timeZone ?? timeZone) }).toJSDate()
      : DateTime.fromISO(time.date, { zone: zoneNamed(timeZone) }).startOf('day').toJSDate();
  return { start: instant(start), end: instant(end) };
}

function minutesOf(time: string, name: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`${name} must be a time of day as HH:mm, not "${time}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function validate(options: AvailabilityOptions) {
  const { participants, durationMinutes } = options;
  if (participants.length === 0) throw new RangeError('At least one participant is needed');
  if (!Number.isInteger(durationMinutes) || durationMinutes < 15 || durationMinutes > 240) {
    throw new RangeError(`The duration must be a whole number of minutes from 15 to 240, not ${durationMinutes}`);
  }
  for (const participant of participants) {
    if (!DateTime.local().setZone(zoneNamed(participant.timeZone)).isValid) throw new RangeError(`Unknown time zone "${participant.timeZone}"`);
    const start = minutesOf(participant.workingHours.start, 'The working day’s start');
    const end = minutesOf(participant.workingHours.end, 'The working day’s end');
    if (end <= start) throw new RangeError('The working day must end after it starts');
    const days = participant.workingHours.days;
    if (days.length === 0 || days.some((day) => !Number.isInteger(day) || day < 1 || day > 7)) {
      throw new RangeError('Working days must be ISO weekdays from 1 (Monday) to 7 (Sunday), at least one');
    }
  }
}

/** A free stretch of one participant, with the working period it lies in (for scoring by local time). */
interface Free {
  start: number;
  end: number;
  periodStart: number;
  periodEnd: number;
  /** The period's local start, in minutes after midnight. */
  localStart: number;
}

/** A stretch free for everyone: the stretch of each participant it lies in. */
interface Common {
  start: number;
  end: number;
  parts: Free[];
}

/** A participant's working periods that reach into [from, to), in epoch ms, with each one's local start. */
export function workingPeriods(participant: Participant, from: number, to: number) {
  const startMinutes = minutesOf(participant.workingHours.start, 'start');
  const endMinutes = minutesOf(participant.workingHours.end, 'end');
  const days = new Set(participant.workingHours.days);
  const periods: Array<{ start: number; end: number; localStart: number }> = [];
  let day = DateTime.fromMillis(from, { zone: zoneNamed(participant.timeZone) }).startOf('day').minus({ days: 1 });
  const last = DateTime.fromMillis(to, { zone: zoneNamed(participant.timeZone) }).startOf('day');
  for (; day <= last; day = day.plus({ days: 1 })) {
    if (!days.has(day.weekday)) continue;
    const start = day.set({ hour: Math.floor(startMinutes / 60), minute: startMinutes % 60 }).toMillis();
    const end = day.set({ hour: Math.floor(endMinutes / 60), minute: endMinutes % 60 }).toMillis();
    if (end <= from || start >= to || end <= start) continue;
    periods.push({ start, end, localStart: startMinutes });
  }
  return periods;
}

/** Working periods minus merged busy time, by one sweep over both sorted lists. */
function freeStretches(participant: Participant, merged: Interval[], from: number, to: number): Free[] {
  const free: Free[] = [];
  let b = 0;
  for (const period of workingPeriods(participant, from, to)) {
    let cursor = Math.max(period.start, from);
    const end = Math.min(period.end, to);
    while (b < merged.length && merged[b]!.end.getTime() <= cursor) b++;
    let i = b;
    while (cursor < end) {
      const busy = merged[i];
      if (!busy || busy.start.getTime() >= end) {
        free.push({ start: cursor, end, periodStart: period.start, periodEnd: period.end, localStart: period.localStart });
        break;
      }
      if (busy.start.getTime() > cursor) {
        free.push({ start: cursor, end: busy.start.getTime(), periodStart: period.start, periodEnd: period.end, localStart: period.localStart });
      }
      cursor = Math.max(cursor, busy.end.getTime());
      i++;
    }
  }
  return free;
}

/** Two sorted lists of stretches, intersected by a two-pointer sweep. */
function intersect(a: Common[], b: Free[]): Common[] {
  const out: Common[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    const start = Math.max(x.start, y.start);
    const end = Math.min(x.end, y.end);
    if (end > start) out.push({ start, end, parts: [...x.parts, y] });
    if (x.end < y.end) i++;
    else j++;
  }
  return out;
}

/**
 * The free time around [start, end) in one participant's merged busy time: from the end of the last busy interval
 * before it, and to the start of the first one after it (Infinity when there is none). Found by a binary search.
 */
function roomAround(merged: Interval[], start: number, end: number): { before: number; after: number } {
  // The first interval ending after start (merged intervals' ends are sorted too); the slot is free, so it starts
  // at or after end, and the one before it ends at or before start.
  let low = 0;
  let high = merged.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (merged[mid]!.end.getTime() <= start) low = mid + 1;
    else high = mid;
  }
  const previous = merged[low - 1];
  const next = merged[low];
  return {
    before: previous ? start - previous.end.getTime() : Infinity,
    after: next ? next.start.getTime() - end : Infinity,
  };
}

/** The two good times of a working day: their bounds and the minute each is best at, and their value there. */
const MID_MORNING = { from: 600, to: 690, centre: 645, value: 1 };
const EARLY_AFTERNOON = { from: 810, to: 930, centre: 870, value: 0.9 };
/** What a good time loses for each minute it starts away from its centre (0.03 a quarter of an hour). */
const OFF_CENTRE_PER_MINUTE = 0.002;

/**
 * How good a local time of day is for one person (0-1), from the minute the slot starts and its place in their
 * working day:
 * - 10:00-11:30, mid-morning, when most people are settled and not yet hungry: 1 at 10:45, 0.03 less for each
 *   quarter of an hour from it (0.91 at 10:00 and 11:30).
 * - 13:30-15:30, early afternoon, after lunch and before the day winds down: 0.9 at 14:30, the same way (0.78 at
 *   its ends).
 * - Any other working time: 0.65.
 * - The first or last 30 minutes of their working day (arriving, leaving): 0.3, whatever the clock says.
 */
function timeOfDayFit(localMinute: number, fromPeriodStart: number, toPeriodEnd: number): number {
  if (fromPeriodStart < 30 || toPeriodEnd < 30) return 0.3;
  for (const band of [MID_MORNING, EARLY_AFTERNOON]) {
    if (localMinute >= band.from && localMinute <= band.to) return band.value - OFF_CENTRE_PER_MINUTE * Math.abs(localMinute - band.centre);
  }
  return 0.65;
}

/** A meeting ending or starting within the buffer of a slot makes it back to back: the slot loses this, per participant. */
const BACK_TO_BACK_PENALTY = 15;
/**
 * Room to breathe: a slot loses up to this many points per participant for the nearest meeting of theirs within
 * ROOM_MINUTES before or after it (all of them at no gap, none at ROOM_MINUTES or more), on top of a back-to-back one.
 */
const ROOM_PENALTY = 5;
const ROOM_MINUTES = 60;
/** Sooner is better: a slot loses a point for each whole day it lies after the first time that could be offered. */
const PER_DAY_LATER = 1;
/** Points a slot loses, when choosing, for each better slot already chosen on the same day: spreads the choice. */
const SAME_DAY_PENALTY = 12;

export function findAvailability(options: AvailabilityOptions): Slot[] {
  validate(options);
  const { participants, durationMinutes, now } = options;
  const days = options.days ?? 14;
  const step = (options.stepMinutes ?? 15) * MINUTE;
  const buffer = (options.bufferMinutes ?? 10) * MINUTE;
  const maxSlots = options.maxSlots ?? 20;
  const duration = durationMinutes * MINUTE;
  const from = Math.ceil((now.getTime() + (options.minNoticeMinutes ?? 120) * MINUTE) / step) * step;
  const to = now.getTime() + days * 24 * 60 * MINUTE;
  if (to - from < duration) return [];

  const merged = participants.map((participant) => mergeIntervals(participant.busy));
  let common: Common[] = freeStretches(participants[0]!, merged[0]!, from, to).map((free) => ({ start: free.start, end: free.end, parts: [free] }));
  for (let p = 1; p < participants.length && common.length > 0; p++) {
    common = intersect(common, freeStretches(participants[p]!, merged[p]!, from, to));
  }

  const candidates: Array<Slot & { day: string }> = [];
  for (const stretch of common) {
    for (let start = Math.ceil(stretch.start / step) * step; start + duration <= stretch.end; start += step) {
      const end = start + duration;
      let fit = 0;
      let penalty = PER_DAY_LATER * Math.floor((start - from) / DAY);
      stretch.parts.forEach((part, p) => {
        const localMinute = part.localStart + (start - part.periodStart) / MINUTE;
        fit += timeOfDayFit(localMinute, (start - part.periodStart) / MINUTE, (part.periodEnd - end) / MINUTE);
        const room = roomAround(merged[p]!, start, end);
        const nearest = Math.min(room.before, room.after);
        if (nearest <= buffer) penalty += BACK_TO_BACK_PENALTY;
        penalty += ROOM_PENALTY * Math.max(0, 1 - nearest / (ROOM_MINUTES * MINUTE));
      });
      const score = Math.max(0, Math.min(100, Math.round((100 * fit) / participants.length - penalty)));
      candidates.push({ start: new Date(start), end: new Date(end), score, day: new Date(start).toISOString().slice(0, 10) });
    }
  }

  // Best first within each day; then the choice favours spreading over days (each better slot already taken
  // from a day costs the next one from that day SAME_DAY_PENALTY points), ties to the earlier start.
  const byDay = new Map<string, typeof candidates>();
  for (const candidate of candidates) {
    const list = byDay.get(candidate.day) ?? [];
    list.push(candidate);
    byDay.set(candidate.day, list);
  }
  const ranked: Array<{ slot: Slot; effective: number }> = [];
  for (const list of byDay.values()) {
    list.sort((a, b) => b.score - a.score || a.start.getTime() - b.start.getTime());
    list.forEach((candidate, rank) =>
      ranked.push({ slot: { start: candidate.start, end: candidate.end, score: candidate.score }, effective: candidate.score - SAME_DAY_PENALTY * rank }),
    );
  }
  ranked.sort((a, b) => b.effective - a.effective || a.slot.start.getTime() - b.slot.start.getTime());
  return ranked
    .slice(0, maxSlots)
    .map((entry) => entry.slot)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}
