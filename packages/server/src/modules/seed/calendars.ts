/**
 * The demo members' calendars (docs/decisions.md#calendar): working hours in their hub's time zone (Lisbon,
 * Toronto or Nairobi, as the studio's description says), and a week that repeats: a daily stand-up and lunch,
 * focus blocks, a weekly sync; a few one-off meetings in the next ten days, and for some an all-day or
 * multi-day absence. Deterministic for a given seed and "now".
 */
import { DateTime } from 'luxon';
import type { DemoCalendar, DemoCalendarEvent } from '../calendar/index.ts';
import { createRandom, type PlannedMember } from './plan.ts';

const HUBS = ['Europe/Lisbon', 'America/Toronto', 'Africa/Nairobi'] as const;
const HUB_OF_CITY: Record<string, (typeof HUBS)[number]> = {
  Lisbon: 'Europe/Lisbon',
  Madrid: 'Europe/Lisbon',
  Dublin: 'Europe/Lisbon',
  London: 'Europe/Lisbon',
  Toronto: 'America/Toronto',
  'Montréal': 'America/Toronto',
  'São Paulo': 'America/Toronto',
  Nairobi: 'Africa/Nairobi',
  Lagos: 'Africa/Nairobi',
  'Cape Town': 'Africa/Nairobi',
};
const HOURS = [
  ['09:00', '17:30'],
  ['08:30', '17:00'],
  ['09:30', '18:00'],
  ['10:00', '18:00'],
] as const;
const MEETINGS = ['Design review', 'Sprint planning', 'Customer call', '1:1 with lead', 'Roadmap sync', 'Hiring panel', 'Retro'];
const ABSENCES = ['Out of office', 'Conference', 'Public holiday', 'Team offsite', 'Vacation'];
const FOCUS = ['Focus time', 'Deep work', 'No-meeting block'];

const at = (day: DateTime, time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return day.set({ hour, minute, second: 0, millisecond: 0 });
};

/** One member's calendar; `userId` comes from the seeded rows. */
export function planDemoCalendar(member: PlannedMember, userId: string, index: number, now: Date, seed: number): DemoCalendar {
  const random = createRandom(seed + index * 7919);
  const city = typeof member.details.city_current === 'string' ? member.details.city_current : '';
  const timeZone = HUB_OF_CITY[city] ?? HUBS[index % HUBS.length]!;
  const [workStart, workEnd] = random.pick(HOURS);
  // The week the seed runs in, from its Monday, in the member's own zone: repeating events start there.
  const monday = DateTime.fromJSDate(now, { zone: timeZone }).startOf('week');
  const timed = (day: DateTime, start: string, minutes: number, summary: string, extra: Partial<DemoCalendarEvent> = {}): DemoCalendarEvent => {
    const begin = at(day, start);
    return { summary, start: begin.toJSDate(), end: begin.plus({ minutes }).toJSDate(), ...extra };
  };

  const standUp = random.pick(['09:30', '09:45', '10:00']);
  const events: DemoCalendarEvent[] = [
    timed(monday, standUp, 15, 'Team stand-up', { recurrence: 'weekdays', location: 'Video call' }),
    timed(monday, random.pick(['12:30', '13:00']), 45, 'Lunch', { recurrence: 'weekdays' }),
    timed(monday.plus({ days: random.int(1, 2) }), random.pick(['14:00', '14:30']), 120, random.pick(FOCUS), { recurrence: 'weekly' }),
    timed(monday.plus({ days: random.int(3, 4) }), random.pick(['10:30', '15:00', '16:00']), 60, 'Weekly sync', { recurrence: 'weekly' }),
  ];
  // One-off meetings over the next ten days, in working hours.
  for (let count = random.int(2, 5), i = 0; i < count; i++) {
    const day = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day').plus({ days: random.int(0, 10) });
    if (day.weekday > 5) continue;
    const hour = random.int(Number(workStart.slice(0, 2)) + 1, Number(workEnd.slice(0, 2)) - 2);
    events.push(timed(day, `${String(hour).padStart(2, '0')}:${random.pick(['00', '30'])}`, random.pick([30, 45, 60]), random.pick(MEETINGS)));
  }
  // An all-day or multi-day absence for about one member in three.
  if (random.next() < 0.35) {
    const first = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day').plus({ days: random.int(2, 12) });
    const days = random.pick([1, 1, 2, 3]);
    events.push({
      summary: random.pick(ABSENCES),
      startDate: first.toISODate()!,
      endDate: first.plus({ days }).toISODate()!,
    });
  }
  return {
    userId,
    email: member.email,
    timeZone,
    workStart,
    workEnd,
    // Most keep their work calendar in Google, some in Outlook; the demo accounts' is Google's.
    provider: member.isDemoAccount || random.next() < 0.7 ? 'google' : 'microsoft',
    connected: !member.isDemoAccount,
    events,
  };
}
