/**
 * Quick Connects planned without a calendar (docs/product.md#what-it-keeps "Demo quick connect"): an organiser with
 * no calendar connected can still plan one; it is kept in this browser only, under `demo_quick_connects`, and every
 * screen that shows it says it is in no calendar and nobody was invited.
 */
import { isNumber, isString, shape, type Guard } from '../../shared/guards.ts';
import { readStored, writeStored } from '../../shared/storage.ts';

export const DEMO_BOOKINGS_KEY = 'demo_quick_connects';

export interface DemoBooking {
  id: string;
  title: string;
  attendee: string;
  activity: string;
  category: string;
  duration: number;
  startTime: string;
  endTime: string;
  createdAt: string;
}

const isBooking = shape({
  id: isString,
  title: isString,
  attendee: isString,
  activity: isString,
  category: isString,
  duration: isNumber,
  startTime: isString,
  endTime: isString,
  createdAt: isString,
});
const isBookings: Guard<DemoBooking[]> = (value): value is DemoBooking[] => Array.isArray(value) && value.every(isBooking);

export function readDemoBookings(): DemoBooking[] {
  return readStored(DEMO_BOOKINGS_KEY, isBookings) ?? [];
}

export function saveDemoBooking(booking: Omit<DemoBooking, 'id' | 'createdAt'>): DemoBooking {
  const saved: DemoBooking = { ...booking, id: globalThis.crypto?.randomUUID?.() ?? `${Date.now()}`, createdAt: new Date().toISOString() };
  writeStored(DEMO_BOOKINGS_KEY, [...readDemoBookings(), saved]);
  return saved;
}
