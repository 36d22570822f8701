/**
 * What the home widget shows: both calendars' connection status, then the next week's events of each connected
 * one, merged. Reads the same cached queries as settings and /events (status fresh for an hour, events for 30
 * minutes); whatever books, moves or cancels something marks them stale, and the query client reads again what
 * is on screen, so every calendar view on the page catches up (docs/product.md#screens-and-routes "Calendar widget").
 */
import { CALENDAR_PROVIDERS, DEFAULT_EVENT_DAYS, type CalendarProvider } from '@kindred/contracts/api/calendar';
import { useEffect, useState } from 'react';
import { upcomingEvents, type UpcomingEvent } from '../utils/upcoming.ts';
import { useConnectedCalendarEvents } from './get-events.ts';

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

export function useUpcomingEvents(userId: string, now: number, days = DEFAULT_EVENT_DAYS): UpcomingState {
  const { statuses, connected, lists } = useConnectedCalendarEvents(userId, days);
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
