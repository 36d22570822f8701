/** The calendar feature's public entry: its calls and caches (the screens arrive with their issue), and its catalogue. */
export * from './content/quick-create.ts';
export { calendarCall, calendarEventsQuery, calendarKeys, calendarStatusQuery, EVENTS_STALE_MS, STATUS_STALE_MS } from './api/calendar.ts';
