import type { CalendarProvider } from '@kindred/contracts/api/calendar';

/**
 * Query keys of the calendar feature, generic to specific: everything of one member's calendars sits under
 * `calendarKeys.user(userId)`, which a booking, a move, a cancellation, a connection or a disconnection marks stale,
 * so that every calendar view on any page reads again.
 */
export const calendarKeys = {
  all: ['calendar'] as const,
  user: (userId: string) => [...calendarKeys.all, userId] as const,
  status: (userId: string, provider: CalendarProvider) => [...calendarKeys.user(userId), 'status', provider] as const,
  events: (userId: string, provider: CalendarProvider, days: number) => [...calendarKeys.user(userId), 'events', provider, days] as const,
  /** When the member and `teamMembers` are all free for `duration` minutes. */
  freeTimes: (userId: string, teamMembers: readonly string[], duration: number) =>
    [...calendarKeys.user(userId), 'availability', [...teamMembers], duration] as const,
  /** The calls that change something, as mutation keys. */
  change: (action: 'authorize' | 'connect' | 'disconnect' | 'schedule' | 'reschedule' | 'cancel') => [...calendarKeys.all, action] as const,
};
