/**
 * Calling off a Quick Connect the member booked (cancelEvent): the event goes from both calendars at the provider,
 * which tells the colleague. Like a move, every calendar of the member's is read again after it.
 */
import { cancelResponseSchema, type CalendarEvent } from '@kindred/contracts/api/calendar';
import { cancelEventRequestSchema } from '@kindred/contracts/api/calendar-actions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { action, calendarCall } from './calendar-call.ts';
import { calendarKeys } from './keys.ts';

const CANCEL_EVENT = action(cancelEventRequestSchema, cancelResponseSchema);

function cancelEvent(userId: string, event: Pick<CalendarEvent, 'id' | 'provider'>) {
  return calendarCall(CANCEL_EVENT, { action: 'cancelEvent', userId, eventId: event.id, provider: event.provider });
}

export function useCancelEvent(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: calendarKeys.change('cancel'),
    mutationFn: (event: Pick<CalendarEvent, 'id' | 'provider'>) => cancelEvent(userId, event),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.user(userId) }),
  });
}
