/**
 * Quick Connect counters for achievements (docs/product.md#states "Achievements": counter over threshold): how
 * many Quick Connects the member scheduled, rescheduled and completed. The bookings are the calendar module's (a
 * booking's time is held and checked in the calendar's own transaction, calendar/bookings-repository.ts says why),
 * so this module owns no table and asks the calendar service for the counts.
 */
import type { QuickConnectStats } from '@kindred/contracts/api/quick-connect';
import type { CalendarService } from '../calendar/index.ts';

export interface QuickConnectDeps {
  calendar: Pick<CalendarService, 'quickConnectCounts'>;
}

export function createQuickConnectService(deps: QuickConnectDeps) {
  return {
    /** The member's own counters; a Quick Connect is completed once its end has passed (by the server's clock). */
    stats: (userId: string): Promise<QuickConnectStats> => deps.calendar.quickConnectCounts(userId),
  };
}

export type QuickConnectService = ReturnType<typeof createQuickConnectService>;
