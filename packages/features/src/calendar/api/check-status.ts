/**
 * Whether each of the member's calendars is connected (checkStatus), with the account and the calendar's address.
 * A status is fresh for an hour (docs/product.md#constants-and-limits "Caches"); connecting, booking, moving and
 * disconnecting mark it stale.
 */
import { CALENDAR_PROVIDERS, checkStatusRequestSchema, statusResponseSchema, type CalendarProvider } from '@kindred/contracts/api/calendar';
import { queryOptions, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { action, calendarCall } from './calendar-call.ts';
import { calendarKeys } from './keys.ts';

export const CHECK_STATUS = action(checkStatusRequestSchema, statusResponseSchema);

const STATUS_STALE_MS = 60 * 60_000;

export function calendarStatusQuery(userId: string, provider: CalendarProvider) {
  return queryOptions({
    queryKey: calendarKeys.status(userId, provider),
    queryFn: () => calendarCall(CHECK_STATUS, { action: 'checkStatus', userId, provider }),
    staleTime: STATUS_STALE_MS,
    enabled: Boolean(userId),
  });
}

/** One calendar's status. */
export function useCalendarStatus(userId: string, provider: CalendarProvider) {
  return useQuery(calendarStatusQuery(userId, provider));
}

/** Both calendars' statuses, in the order of `CALENDAR_PROVIDERS`. */
export function useCalendarStatuses(userId: string) {
  return useQueries({ queries: CALENDAR_PROVIDERS.map((provider) => calendarStatusQuery(userId, provider)) });
}

/** The providers whose status says connected, in the order of `CALENDAR_PROVIDERS`. */
export function connectedProviders(statuses: readonly { data?: { connected: boolean } | undefined }[]): CalendarProvider[] {
  return CALENDAR_PROVIDERS.filter((_, index) => statuses[index]?.data?.connected === true);
}

/**
 * Starts reading both calendars' status as soon as a screen knows it will show the calendar widget: the widget,
 * drawn later with the rest of the screen's data, then finds its answer under way instead of asking only then.
 */
export function usePrefetchCalendarStatus(userId: string | null | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    for (const provider of CALENDAR_PROVIDERS) void queryClient.prefetchQuery(calendarStatusQuery(userId, provider));
  }, [queryClient, userId]);
}
