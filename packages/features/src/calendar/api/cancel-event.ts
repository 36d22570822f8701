/**
 * Calling off a Quick Connect the member booked (cancelEvent): the event goes from both calendars at the provider,
 * which tells the colleague. Like a reschedule, the caches are cleared after it and every calendar view is told.
 */
import type { CalendarEvent } from '@kindred/contracts/api/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CANCEL_EVENT } from './actions.ts';
import { calendarCall, calendarKeys } from './calendar.ts';
import { announceCalendarChange } from './upcoming.ts';

export function useCancelEvent(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...calendarKeys.all, 'cancel'],
    mutationFn: (event: Pick<CalendarEvent, 'id' | 'provider'>) =>
      calendarCall(CANCEL_EVENT, { action: 'cancelEvent', userId, eventId: event.id, provider: event.provider }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: calendarKeys.user(userId) });
      announceCalendarChange();
    },
  });
}
