/**
 * The times the member and their colleagues are all free (findAvailability): each one's busy times in their working
 * hours and time zones, scored (docs/decisions.md#calendar). Asked afresh each time a picker opens, and not kept
 * once it closes: free time changes by the minute.
 */
import { availabilityResponseSchema } from '@kindred/contracts/api/calendar';
import { findAvailabilityRequestSchema } from '@kindred/contracts/api/calendar-actions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { action, calendarCall } from './calendar-call.ts';
import { calendarKeys } from './keys.ts';

const FIND_AVAILABILITY = action(findAvailabilityRequestSchema, availabilityResponseSchema);

function freeTimesQuery(userId: string, teamMembers: readonly string[], durationMinutes: number) {
  return queryOptions({
    queryKey: calendarKeys.freeTimes(userId, teamMembers, durationMinutes),
    queryFn: () => calendarCall(FIND_AVAILABILITY, { action: 'findAvailability', userId, teamMembers: [...teamMembers], duration: durationMinutes }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** When the member and `teamMembers` are all free for `durationMinutes`; nothing is asked while `enabled` is false. */
export function useFreeTimes(userId: string, teamMembers: readonly string[], durationMinutes: number, enabled = true) {
  return useQuery({ ...freeTimesQuery(userId, teamMembers, durationMinutes), enabled: enabled && teamMembers.length > 0 && teamMembers.every(Boolean) });
}
