/**
 * Quick Connect's data. Bookings are the calendar module's (scheduleEvent writes them, rescheduleEvent moves
 * them), so their SQL stays there and is read through its index.ts: this module owns no table, and the calendar
 * module, already large, gains one query rather than a second endpoint (docs/decisions.md#calendar).
 */
export { quickConnectCounts } from '../calendar/index.ts';
export type { QuickConnectCounts } from '../calendar/index.ts';
