/**
 * The calendar feature's public entry: its calls and caches (booking included: other features book through it), the
 * Integrations cards, the callback screen, the events page, and its catalogue.
 */
export * from './content/quick-create.ts';
export { calendarStatusQuery, usePrefetchCalendarStatus } from './api/check-status.ts';
export { calendarEventsQuery, useConnectedCalendarEvents } from './api/get-events.ts';
export { useFreeTimes } from './api/find-free-times.ts';
export { useBookEvent, useSchedulingCalendar } from './api/book-event.ts';
export { CalendarIntegrations } from './components/CalendarIntegrations.tsx';
export { CalendarCallbackScreen } from './components/CalendarCallbackScreen.tsx';
export { EventsScreen } from './components/EventsScreen.tsx';
export { CalendarWidget } from './components/CalendarWidget.tsx';
export { CalendarPrompt } from './components/CalendarPrompt.tsx';
export { CalendarDebugScreen } from './components/CalendarDebugScreen.tsx';
export { ScheduleEventDialog, SCHEDULE_TEXT } from './components/schedule-event.ts';
export { SlotPicker, slotLabel, topSlots, MAX_SLOTS } from './components/SlotPicker.tsx';
