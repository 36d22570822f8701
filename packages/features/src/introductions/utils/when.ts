import { formatTimeRange, zoneLabel } from '@kindred/contracts/content/introduction-mail';

/** 'Tuesday, December 1, 10:00 – 10:30 (Toronto time)': a time as the e-mail wrote it, in the reader's zone, named. */
export function timeWithZone(time: { start: string; end: string }, timeZone: string): string {
  return `${formatTimeRange(time.start, time.end, timeZone)} (${zoneLabel(timeZone)})`;
}
