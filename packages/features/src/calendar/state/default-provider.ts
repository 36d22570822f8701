/**
 * The default calendar for Quick Connect (docs/product.md#states "Provider choice for scheduling"): kept in
 * local storage with the flag that says it was set automatically once. With both calendars connected the saved
 * default is used (Google when none was saved); with one, that one; with none, none.
 */
import { CALENDAR_PROVIDERS, type CalendarProvider } from '@kindred/contracts/api/calendar';
import { oneOf } from '../../shared/guards.ts';
import { readStored, writeStored } from '../../shared/storage.ts';

export const DEFAULT_PROVIDER_KEY = 'kindred.calendar.default-provider';
const DEFAULT_AUTO_SET_KEY = 'kindred.calendar.default-auto-set';

const isProvider = oneOf(CALENDAR_PROVIDERS);

export function readDefaultProvider(): CalendarProvider | null {
  return readStored(DEFAULT_PROVIDER_KEY, isProvider);
}

export function writeDefaultProvider(provider: CalendarProvider): void {
  writeStored(DEFAULT_PROVIDER_KEY, provider);
}

export function wasDefaultAutoSet(): boolean {
  return readStored(DEFAULT_AUTO_SET_KEY, (value): value is boolean => typeof value === 'boolean') === true;
}

export function markDefaultAutoSet(): void {
  writeStored(DEFAULT_AUTO_SET_KEY, true);
}

/** The provider a booking goes to: the saved default of those connected, else the only one, else Google, else none. */
export function schedulingProvider(connected: readonly CalendarProvider[], saved: CalendarProvider | null): CalendarProvider | null {
  if (connected.length === 0) return null;
  if (connected.length === 1) return connected[0]!;
  return saved && connected.includes(saved) ? saved : 'google';
}
