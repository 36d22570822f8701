/** The calendar feature's public entry: its calls and caches, the Integrations cards, the callback screen, the events page, and its catalogue. */
export * from './content/quick-create.ts';
export { AUTHORIZE, CONNECT, DISCONNECT, FIND_AVAILABILITY, RESCHEDULE_EVENT, SCHEDULE_EVENT } from './api/actions.ts';
export {
  CHECK_STATUS,
  GET_EVENTS,
  calendarCall,
  calendarEventsQuery, calendarKeys, calendarStatusQuery, EVENTS_STALE_MS, STATUS_STALE_MS } from './api/calendar.ts';
export { CALENDAR_TOASTS } from './api/connection.ts';
export { CalendarIntegrations, DEFAULT_CALENDAR_LABEL, NO_CALENDARS_CONNECTED } from './components/CalendarIntegrations.tsx';
export { CalendarCallbackScreen, CONNECTING_TITLE } from './components/CalendarCallbackScreen.tsx';
export { forgetDefaultProvider, readDefaultProvider, schedulingProvider } from './state/default-provider.ts';
export { EventsScreen } from './components/EventsScreen.tsx';
export { CalendarWidget, CALENDAR_CLEAR, CONNECT_TITLE, RESCHEDULED, VIEW_FULL_CALENDAR, WIDGET_TITLE } from './components/CalendarWidget.tsx';
export { announceCalendarChange, CALENDAR_EVENT_CREATED, usePrefetchCalendarStatus } from './api/upcoming.ts';
export { CalendarPrompt, type CalendarPromptProps } from './components/CalendarPrompt.tsx';
export { PROMPT_TITLE, PROMPT_WARNING, REMIND_LATER, SKIP_FOR_NOW } from './components/calendar-prompt-text.ts';
export { forgetPrompt } from './state/calendar-prompt.ts';
export { CalendarDebugScreen, DEBUG_TITLE, type CalendarDebugScreenProps } from './components/CalendarDebugScreen.tsx';
export { ScheduleEventDialog, SCHEDULE_TEXT, EVENT_MINUTES, type ScheduleColleague, type ScheduleEventDialogProps } from './components/schedule-event.ts';
export { SlotPicker, slotLabel, topSlots, BEST_FIT, EQUAL_FIT, MAX_SLOTS, type SlotPickerProps } from './components/SlotPicker.tsx';
export { localTimeZone } from './utils/labels.ts';
