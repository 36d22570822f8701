/** The quick-connect feature's public entry: the wizard's page, the dialog, what a booking is made of, and the catalogue. */
export * from './content/activity-options.ts';
export { QuickConnectScreen, QUICK_CONNECT_TITLE } from './components/QuickConnectScreen.tsx';
export { quickConnectMemberOf, quickConnectStateFor } from './utils/navigation-state.ts';
export { QuickConnectDialog, type QuickConnectDialogProps } from './components/quick-connect-dialog.ts';
export { QUICK_CONNECT_TEXT } from './components/quick-connect-text.ts';
export {
  DEFAULT_QUICK_CONNECT_MINUTES,
  MAX_SLOTS,
  eventDescription,
  eventSummary,
  suggestedSlots,
  topSlots,
  type QuickConnectActivity,
  type QuickConnectColleague,
} from './utils/booking.ts';
export { DEMO_BOOKINGS_KEY, readDemoBookings, type DemoBooking } from './state/demo-bookings.ts';
