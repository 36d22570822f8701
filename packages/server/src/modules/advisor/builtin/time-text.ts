/**
 * Times as the member reads them: in their own time zone, relative to today where that is clearer
 * ('today at 2:30 PM', 'tomorrow at 9:00 AM', 'Thu, Nov 26 at 10:00 AM').
 */

const formatters = new Map<string, { day: Intl.DateTimeFormat; date: Intl.DateTimeFormat; time: Intl.DateTimeFormat; hour: Intl.DateTimeFormat }>();

function formattersFor(timeZone: string) {
  let found = formatters.get(timeZone);
  if (!found) {
    let zone = timeZone;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
    } catch {
      zone = 'UTC';
    }
    found = {
      // 'en-CA' writes YYYY-MM-DD: a calendar day to compare.
      day: new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }),
      date: new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric' }),
      time: new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }),
      hour: new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }),
    };
    formatters.set(timeZone, found);
  }
  return found;
}

const DAY_MS = 86_400_000;

/** The calendar day of an instant in the zone, 'YYYY-MM-DD'. */
export function dayKey(instant: Date, timeZone: string): string {
  return formattersFor(timeZone).day.format(instant);
}

/** The hour of the day (0-23) of an instant in the zone. */
export function localHour(instant: Date, timeZone: string): number {
  return Number(formattersFor(timeZone).hour.format(instant)) % 24;
}

/** 'today', 'tomorrow' or 'Thu, Nov 26' for the calendar day of `instant` in the zone. */
function dayLabel(instant: Date, timeZone: string, now: Date): string {
  const f = formattersFor(timeZone);
  const day = f.day.format(instant);
  if (day === f.day.format(now)) return 'today';
  if (day === f.day.format(new Date(now.getTime() + DAY_MS))) return 'tomorrow';
  return f.date.format(instant);
}

export function timeLabel(instant: Date, timeZone: string): string {
  return formattersFor(timeZone).time.format(instant);
}

/** 'tomorrow at 9:00 AM'. */
export function formatWhen(iso: string, timeZone: string, now: Date): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return `${dayLabel(instant, timeZone, now)} at ${timeLabel(instant, timeZone)}`;
}

/** 'tomorrow, 2:00 PM to 2:30 PM'. */
export function formatSlot(slot: { start: string; end: string }, timeZone: string, now: Date): string {
  const start = new Date(slot.start);
  const end = new Date(slot.end);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${slot.start} to ${slot.end}`;
  return `${dayLabel(start, timeZone, now)}, ${timeLabel(start, timeZone)} to ${timeLabel(end, timeZone)}`;
}
