import { AVAILABILITY_DAYS } from '@kindred/contracts/api/calendar';
import { useConnectedCalendarEvents } from '@kindred/features/calendar';
import { readDemoBookings } from '../state/demo-bookings.ts';
import type { QuickConnectColleague } from '../utils/booking.ts';
import { plannedQuickConnects, quickConnectsOf, type KnownQuickConnect } from '../utils/booking-warnings.ts';

/**
 * The member's Quick Connects over the weeks a time can be offered in (their connected calendars' events, and those
 * planned in this browser), each marked whether it is with `colleague`: what the warnings before a booking read. The
 * calendars' events are the cached ones every calendar view shares, read again after each booking.
 */
export function useKnownQuickConnects(userId: string, colleague: QuickConnectColleague): KnownQuickConnect[] {
  const { lists } = useConnectedCalendarEvents(userId, AVAILABILITY_DAYS);
  return [...lists.flatMap((query) => quickConnectsOf(query.data ?? [], colleague)), ...plannedQuickConnects(readDemoBookings(), colleague)];
}
