/**
 * Moving an event the member organised to a new time (rescheduleEvent), in the event's own calendar; the
 * colleague's invitation moves with it. Nothing changes until the calendar says the move worked; every calendar of
 * the member's is read again after it (docs/product.md#states "Caches").
 */
import { scheduleResponseSchema, type AvailabilitySlot, type CalendarEvent } from '@kindred/contracts/api/calendar';
import { rescheduleEventRequestSchema } from '@kindred/contracts/api/calendar-actions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { localTimeZone } from '../utils/labels.ts';
import { action, calendarCall } from './calendar-call.ts';
import { calendarKeys } from './keys.ts';

const RESCHEDULE_EVENT = action(rescheduleEventRequestSchema, scheduleResponseSchema);

export interface Reschedule {
  event: Pick<CalendarEvent, 'id' | 'provider'>;
  /** The new time. */
  slot: Pick<AvailabilitySlot, 'start' | 'end'>;
}

/** One call: the moved event, or the calendar's refusal as an error in its words. */
async function rescheduleEvent(userId: string, { event, slot }: Reschedule) {
  const answer = await calendarCall(RESCHEDULE_EVENT, {
    action: 'rescheduleEvent',
    userId,
    eventId: event.id,
    provider: event.provider,
    eventDetails: { startTime: slot.start, endTime: slot.end, timezone: localTimeZone() },
  });
  if (!answer.success) throw new Error(answer.error ?? 'Failed to reschedule event');
  return answer;
}

export function useRescheduleEvent(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: calendarKeys.change('reschedule'),
    mutationFn: (reschedule: Reschedule) => rescheduleEvent(userId, reschedule),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.user(userId) }),
  });
}
