/**
 * The events of the member's connected calendars (getEvents), the next `days` days of each. Events are fresh for
 * 30 minutes (docs/product.md#constants-and-limits "Caches"); booking, moving and cancelling mark them stale.
 */
import { DEFAULT_EVENT_DAYS, eventsResponseSchema, getEventsRequestSchema, type CalendarProvider } from '@kindred/contracts/api/calendar';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { action, calendarCall } from './calendar-call.ts';
import { connectedProviders, useCalendarStatuses } from './check-status.ts';
import { calendarKeys } from './keys.ts';

export const GET_EVENTS = action(getEventsRequestSchema, eventsResponseSchema);

const EVENTS_STALE_MS = 30 * 60_000;

export function calendarEventsQuery(userId: string, provider: CalendarProvider, days = DEFAULT_EVENT_DAYS) {
  return queryOptions({
    queryKey: calendarKeys.events(userId, provider, days),
    queryFn: async () => (await calendarCall(GET_EVENTS, { action: 'getEvents', userId, provider, days })).events,
    staleTime: EVENTS_STALE_MS,
    enabled: Boolean(userId),
  });
}

/**
 * Both calendars' statuses, the providers connected, and the events of each connected one (in the order of
 * `connected`): what every view of the member's calendar reads.
 */
export function useConnectedCalendarEvents(userId: string, days = DEFAULT_EVENT_DAYS) {
  const statuses = useCalendarStatuses(userId);
  const connected = connectedProviders(statuses);
  const lists = useQueries({ queries: connected.map((provider) => calendarEventsQuery(userId, provider, days)) });
  return { statuses, connected, lists };
}
