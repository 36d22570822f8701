/** The calendar module's public API: the service (every action of the calendar endpoint) and its routes. */
export { calendarRoutes } from './routes.ts';
export { createCalendarService, CONSENT_TTL_MS } from './service.ts';
export type { CalendarDeps, CalendarService } from './service.ts';
export { seedDemoCalendars } from './demo.ts';
export type { DemoCalendar, DemoCalendarEvent } from './demo.ts';
/** The Quick Connect counters' read of the bookings (the quick-connect module's stats call). */
export { quickConnectCounts } from './repository.ts';
export type { QuickConnectCounts } from './repository.ts';
/** The member's Quick Connects booked or attended, with whom (the home feed and recommendations). */
export { quickConnectBookingsOf } from './bookings-repository.ts';
export type { QuickConnectBooking } from './bookings-repository.ts';
