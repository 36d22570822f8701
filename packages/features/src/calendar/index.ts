/**
 * The calendar feature's public entry: its calls and caches (booking included: other features book through it), the
 * Integrations cards, the callback screen, the events page, and its catalogue.
 */
export * from './content/quick-create.ts';
export { calendarStatusQuery, usePrefetchCalendarStatus, STATUS_STALE_MS } from './api/check-status.ts';
export { calendarEventsQuery, useConnectedCalendarEvents, EVENTS_STALE_MS } from './api/get-events.ts';
export { useFreeTimes } from './api/find-free-times.ts';
export { useBookEvent, useSchedulingCalendar } from './api/book-event.ts';
export { CALENDAR_TOASTS } from './content/connection-text.ts';
export { CalendarIntegrations, DEFAULT_CALENDAR_LABEL, NO_CALENDARS_CONNECTED } from './components/CalendarIntegrations.tsx';
export { CalendarCallbackScreen, CONNECTING_TITLE } from './components/CalendarCallbackScreen.tsx';
export { EventsScreen } from './components/EventsScreen.tsx';
export { CalendarWidget, CALENDAR_CLEAR, CONNECT_TITLE, RESCHEDULED, VIEW_FULL_CALENDAR, WIDGET_TITLE } from './components/CalendarWidget.tsx';
export { CalendarPrompt, type CalendarPromptProps } from './components/CalendarPrompt.tsx';
export { PROMPT_TITLE, PROMPT_WARNING, REMIND_LATER, SKIP_FOR_NOW } from './components/calendar-prompt-text.ts';
export { forgetPrompt } from './state/calendar-prompt.ts';
export { CalendarDebugScreen, DEBUG_TITLE, type CalendarDebugScreenProps } from './components/CalendarDebugScreen.tsx';
export { ScheduleEventDialog, SCHEDULE_TEXT, EVENT_MINUTES, type ScheduleColleague, type ScheduleEventDialogProps } from './components/schedule-event.ts';
export { SlotPicker, slotLabel, topSlots, BEST_FIT, EQUAL_FIT, MAX_SLOTS, type SlotPickerProps } from './components/SlotPicker.tsx';
