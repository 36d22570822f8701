/**
 * Booking a Quick Connect through the member's calendar (docs/product.md#the-calls "Calendar service"): the
 * calendars connected and the one a booking goes to, the times both people are free, the booking itself and a
 * move. A booking carries a request id kept across retries of the same choice, so a retried submit books once.
 */
import { AVAILABILITY_DAYS, CALENDAR_PROVIDERS, type AvailabilitySlot, type CalendarProvider } from '@kindred/contracts/api/calendar';
import {
  FIND_AVAILABILITY,
  RESCHEDULE_EVENT,
  SCHEDULE_EVENT,
  announceCalendarChange,
  calendarCall,
  calendarEventsQuery,
  calendarKeys,
  calendarStatusQuery,
  localTimeZone,
  readDefaultProvider,
  schedulingProvider,
} from '@kindred/features/calendar';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
export { newRequestId } from '../../shared/request-id.ts';
import { readDemoBookings } from '../state/demo-bookings.ts';
import { eventDescription, eventSummary, type QuickConnectActivity, type QuickConnectColleague } from '../utils/booking.ts';
import { plannedQuickConnects, quickConnectsOf, type KnownQuickConnect } from '../utils/booking-warnings.ts';

/** The member's calendars: still being checked, the provider a booking goes to (null: none connected), or unknown. */
export function useSchedulingCalendar(userId: string) {
  const statuses = useQueries({ queries: CALENDAR_PROVIDERS.map((provider) => calendarStatusQuery(userId, provider)) });
  const checking = statuses.some((query) => query.isPending);
  const connected = CALENDAR_PROVIDERS.filter((_, index) => statuses[index]?.data?.connected === true);
  const provider: CalendarProvider | null = schedulingProvider(connected, readDefaultProvider());
  const failed = !checking && provider === null && statuses.some((query) => query.isError);
  return { checking, provider, failed, retry: () => statuses.forEach((query) => void query.refetch()) };
}

/** When the two are both free for the activity's length (only asked once the organiser's calendar is known). */
export function useMutualSlots(userId: string, memberId: string | null, durationMinutes: number, enabled: boolean) {
  return useQuery({
    queryKey: [...calendarKeys.user(userId), 'availability', memberId, durationMinutes],
    queryFn: () => calendarCall(FIND_AVAILABILITY, { action: 'findAvailability', userId, teamMembers: [memberId!], duration: durationMinutes }),
    enabled: enabled && Boolean(memberId),
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * The member's Quick Connects over the weeks a time can be offered in (their connected calendars' events, and those
 * planned in this browser), each marked whether it is with `colleague`: what the warnings before a booking read. The
 * calendars' events are the cached ones every calendar view shares, read again after each booking.
 */
export function useKnownQuickConnects(userId: string, colleague: QuickConnectColleague): KnownQuickConnect[] {
  const statuses = useQueries({ queries: CALENDAR_PROVIDERS.map((provider) => calendarStatusQuery(userId, provider)) });
  const connected = CALENDAR_PROVIDERS.filter((_, index) => statuses[index]?.data?.connected === true);
  const lists = useQueries({ queries: connected.map((provider) => calendarEventsQuery(userId, provider, AVAILABILITY_DAYS)) });
  return [...lists.flatMap((query) => quickConnectsOf(query.data ?? [], colleague)), ...plannedQuickConnects(readDemoBookings(), colleague)];
}

export interface BookingRequest {
  activity: QuickConnectActivity;
  colleague: QuickConnectColleague;
  slot: AvailabilitySlot;
  provider: CalendarProvider;
  requestId: string;
}

/** Books it: the event in the organiser's calendar, the colleague invited; every calendar view is told. */
export function useBookQuickConnect(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ activity, colleague, slot, provider, requestId }: BookingRequest) => {
      const answer = await calendarCall(SCHEDULE_EVENT, {
        action: 'scheduleEvent',
        userId,
        teamMembers: [colleague.memberId],
        provider,
        requestId,
        eventDetails: {
          summary: eventSummary(activity, colleague),
          description: eventDescription(activity),
          location: null,
          startTime: slot.start,
          endTime: slot.end,
          timezone: localTimeZone(),
          quickConnect: true,
        },
      });
      if (!answer.success || !answer.event) throw new Error(answer.error ?? 'Failed to schedule event');
      return answer.event;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: calendarKeys.user(userId) });
      announceCalendarChange();
    },
    // A refused booking (a limit, or a calendar that changed) means what was offered may be out of date: the times
    // are asked for again, so the member chooses among fresh ones.
    onError: () => queryClient.invalidateQueries({ queryKey: calendarKeys.user(userId) }),
  });
}

export interface MoveRequest {
  eventId: string;
  provider: CalendarProvider;
  slot: AvailabilitySlot;
}

/** Moves a Quick Connect the member organised to a new time. */
export function useRescheduleQuickConnect(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ eventId, provider, slot }: MoveRequest) => {
      const answer = await calendarCall(RESCHEDULE_EVENT, {
        action: 'rescheduleEvent',
        userId,
        eventId,
        provider,
        eventDetails: { startTime: slot.start, endTime: slot.end, timezone: localTimeZone() },
      });
      if (!answer.success || !answer.event) throw new Error(answer.error ?? 'Failed to reschedule event');
      return answer.event;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: calendarKeys.user(userId) });
      announceCalendarChange();
    },
  });
}
