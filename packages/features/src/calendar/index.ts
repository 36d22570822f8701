/** The calendar feature's public entry: its calls and caches, the Integrations cards, the callback screen, the events page, and its catalogue. */
export * from './content/quick-create.ts';
export { calendarCall, calendarEventsQuery, calendarKeys, calendarStatusQuery, EVENTS_STALE_MS, STATUS_STALE_MS } from './api/calendar.ts';
export { CALENDAR_TOASTS } from './api/connection.ts';
export { CalendarIntegrations, DEFAULT_CALENDAR_LABEL, NO_CALENDARS_CONNECTED } from './components/CalendarIntegrations.tsx';
export { CalendarCallbackScreen, CONNECTING_TITLE } from './components/CalendarCallbackScreen.tsx';
export { forgetDefaultProvider, readDefaultProvider, schedulingProvider } from './state/default-provider.ts';
export { EventsScreen } from './components/EventsScreen.tsx';
