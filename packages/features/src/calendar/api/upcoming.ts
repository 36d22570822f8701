/**
 * What the home widget shows: both calendars' connection status, then the next week's events of each connected
 * one, merged. Reads the same cached queries as settings and /events (status fresh for an hour, events for 30
 * minutes), and reloads them when the window event 'calendar-event-created' fires (docs/product.md#screens-and-routes
 * "Calendar widget"): whatever booked something new says so, and every calendar view on the page catches up.
 */
import { CALENDAR_PROVIDERS, DEFAULT_EVENT_DAYS, type CalendarProvider } from '@kindred/contracts/api/calendar';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { upcomingEvents, type UpcomingEvent } from '../utils/upcoming.ts';
import { calendarEventsQuery, calendarKeys, calendarStatusQuery } from './calendar.ts';

/** The window event that tells every calendar view a booking was made or moved. */
export const CALENDAR_EVENT_CREATED = 'calendar-event-created';

/** Tells every calendar view on the page that the member's calendar changed. */
export function announceCalendarChange(): void {
  globalThis.dispatchEvent(new Event(CALENDAR_EVENT_CREATED));
}

export type UpcomingState =
  /** Still checking a calendar, or reading a connected one's events. */
  | { kind: 'loading' }
  /** Neither calendar is connected. */
  | { kind: 'not-connected' }
  /** Nothing could be read: no status answered, or none of the connected calendars gave its events. */
  | { kind: 'error'; retry: () => void; retrying: boolean }
  | {
      kind: 'ready';
      connected: CalendarProvider[];
      /** The member's addresses at their connected calendars. */
      accounts: string[];
      events: UpcomingEvent[];
      /** Calendars that are connected (or may be) but could not be read just now. */
      missing: CalendarProvider[];
      retry: () => void;
      retrying: boolean;
    };

/** The current time, moved on every `everyMs` so relative times stay true while the page is open. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
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

export function useUpcomingEvents(userId: string, now: number, days = DEFAULT_EVENT_DAYS): UpcomingState {
  const queryClient = useQueryClient();
  const statuses = useQueries({ queries: CALENDAR_PROVIDERS.map((provider) => calendarStatusQuery(userId, provider)) });
  const connected = CALENDAR_PROVIDERS.filter((_, index) => statuses[index]?.data?.connected === true);
  const lists = useQueries({ queries: connected.map((provider) => calendarEventsQuery(userId, provider, days)) });

  useEffect(() => {
    // A forced refresh: what is cached is dropped and read again (docs/product.md#states "Caches").
    const refresh = () => void queryClient.resetQueries({ queryKey: calendarKeys.user(userId) });
    globalThis.addEventListener(CALENDAR_EVENT_CREATED, refresh);
    return () => globalThis.removeEventListener(CALENDAR_EVENT_CREATED, refresh);
  }, [queryClient, userId]);

  const failed = [...statuses, ...lists].filter((query) => query.isError);
  const retry = () => {
    for (const query of failed) void query.refetch();
  };
  const retrying = failed.some((query) => query.isFetching);

  if (statuses.some((query) => query.data === undefined && !query.isError)) return { kind: 'loading' };
  const statusFailed = CALENDAR_PROVIDERS.filter((_, index) => statuses[index]?.data === undefined);
  if (connected.length === 0) return statusFailed.length === 0 ? { kind: 'not-connected' } : { kind: 'error', retry, retrying };
  if (lists.some((query) => query.data === undefined && !query.isError)) return { kind: 'loading' };
  const loaded = lists.flatMap((query) => (query.data ? [query.data] : []));
  if (loaded.length === 0) return { kind: 'error', retry, retrying };
  const eventsFailed = connected.filter((_, index) => lists[index]?.data === undefined);
  const accounts = statuses.flatMap((query) => (query.data?.connected && query.data.accountEmail ? [query.data.accountEmail] : []));
  return {
    kind: 'ready',
    connected,
    accounts,
    events: upcomingEvents(loaded, now),
    missing: [...statusFailed, ...eventsFailed],
    retry,
    retrying,
  };
}
