/** How home's items say things: names, initials, short quotes and times in the member's zone. */
import { DateTime } from 'luxon';
import { zoneNamed } from '../../platform/time-zones.ts';

export function capitalized(name: string): string {
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}

export function fullName(givenName: string, familyName: string): string {
  return [capitalized(givenName.trim()), capitalized(familyName.trim())].filter(Boolean).join(' ');
}

/** 'Ana Silva' -> 'AS'; one word -> its first two letters; nothing -> '?'. */
export function initials(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? words[0]!.slice(0, 2) : `${words[0]!.charAt(0)}${words[words.length - 1]!.charAt(0)}`;
  return letters.toUpperCase();
}

/** The text on one line, cut at a word near `max` characters with an ellipsis when longer. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** 'a', 'a and b', 'a, b and c'. */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * 'Thu, Nov 26, 7:00 PM' in the member's zone, as the app writes times (en-US, 12-hour); the zone is named when it
 * is UTC (the member sent none, or is there).
 */
export function dateTimeIn(instant: Date, timeZone: string): string {
  const local = DateTime.fromJSDate(instant, { zone: zoneNamed(timeZone) }).setLocale('en-US');
  return `${local.toFormat('ccc, LLL d, h:mm a')}${timeZone === 'UTC' ? ' UTC' : ''}`;
}

/** '26 Nov' in the member's zone. */
export function dateIn(instant: Date, timeZone: string): string {
  return DateTime.fromJSDate(instant, { zone: zoneNamed(timeZone) }).toFormat('d LLL');
}

/** The member's calendar day, 'YYYY-MM-DD', `daysBefore` days before `instant`'s. */
export function dayIn(instant: Date, timeZone: string, daysBefore = 0): string {
  return DateTime.fromJSDate(instant, { zone: zoneNamed(timeZone) }).minus({ days: daysBefore }).toISODate()!;
}

/** 1-366: the day of the member's year, which rotates what varies from day to day (never a random number). */
export function dayOfYear(instant: Date, timeZone: string): number {
  return DateTime.fromJSDate(instant, { zone: zoneNamed(timeZone) }).ordinal;
}

export function minutesBetween(start: Date, end: Date): number {
  return Math.round((end.getTime() - start.getTime()) / 60_000);
}
