/**
 * Booking an event with colleagues (scheduleEvent): created in the member's connected calendar, the colleagues
 * invited from it (docs/decisions.md#calendar). The scheduling dialog and Quick Connect both book through here. A
 * booking carries a request id kept across retries of the same choice, so a retried submit books once.
 */
import { CALENDAR_PROVIDERS, scheduleResponseSchema, type CalendarEvent, type CalendarProvider } from '@kindred/contracts/api/calendar';
import { scheduleEventRequestSchema, type EventDetails } from '@kindred/contracts/api/calendar-actions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readDefaultProvider, schedulingProvider } from '../state/default-provider.ts';
import { localTimeZone } from '../utils/labels.ts';
import { action, calendarCall } from './calendar-call.ts';
import { useCalendarStatuses } from './check-status.ts';
import { calendarKeys } from './keys.ts';

const SCHEDULE_EVENT = action(scheduleEventRequestSchema, scheduleResponseSchema);

export interface Booking {
  /** The colleagues invited, by member id. */
  teamMembers: string[];
  /** The member's calendar it goes in. */
  provider: CalendarProvider;
  /** The same for every retry of one choice: the server books it once. */
  requestId: string;
  /** What the event says and when; the time zone is the member's own. */
  details: Omit<EventDetails, 'timezone'>;
}

/** One call: the event booked, or the calendar's refusal as an error in its words. */
async function bookEvent(userId: string, { teamMembers, provider, requestId, details }: Booking): Promise<CalendarEvent> {
  const answer = await calendarCall(SCHEDULE_EVENT, {
    action: 'scheduleEvent',
    userId,
    teamMembers,
    provider,
    requestId,
    eventDetails: { ...details, timezone: localTimeZone() },
  });
  if (!answer.success || !answer.event) throw new Error(answer.error ?? 'Failed to schedule event');
  return answer.event;
}

/**
 * Books an event; every calendar of the member's is read again after it. A refused booking (a limit, or a calendar
 * that changed) means what was offered may be out of date: the calendars and free times are read again too, so the
 * member chooses among fresh ones.
 */
export function useBookEvent(userId: string) {
  const queryClient = useQueryClient();
  const readAgain = () => queryClient.invalidateQueries({ queryKey: calendarKeys.user(userId) });
  return useMutation({
    mutationKey: calendarKeys.change('schedule'),
    mutationFn: (booking: Booking) => bookEvent(userId, booking),
    onSuccess: readAgain,
    onError: readAgain,
  });
}

/** The member's calendars as a booking sees them: still being checked, the provider a booking goes to (null: none connected), or unknown. */
export function useSchedulingCalendar(userId: string) {
  const statuses = useCalendarStatuses(userId);
  const checking = statuses.some((query) => query.isPending);
  const connected = CALENDAR_PROVIDERS.filter((_, index) => statuses[index]?.data?.connected === true);
  const provider: CalendarProvider | null = schedulingProvider(connected, readDefaultProvider());
  const failed = !checking && provider === null && statuses.some((query) => query.isError);
  return { checking, provider, failed, retry: () => statuses.forEach((query) => void query.refetch()) };
}
