/**
 * The calendar module's public API: the service (a handler per action of the calendar endpoint, and the Quick
 * Connect counts and bookings, which this module owns) and its routes; and the demo calendars the seed asks for.
 */
export { calendarRoutes } from './routes.ts';
export { createCalendarService } from './service.ts';
export type { CalendarDeps, CalendarService } from './service.ts';
export { seedDemoCalendars } from './demo.ts';
export { workingPeriodsOf } from './working-time.ts';
export type { DemoCalendar, DemoCalendarEvent } from './demo.ts';
export type { QuickConnectBooking } from './bookings-repository.ts';
