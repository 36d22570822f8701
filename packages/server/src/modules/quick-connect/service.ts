/**
 * Quick Connect counters for achievements (docs/product.md#states "Achievements": counter over threshold): how
 * many Quick Connects the member scheduled, rescheduled and completed, counted from the calendar's bookings.
 */
import type { QuickConnectStats } from '@kindred/contracts/api/quick-connect';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/types.ts';
import * as repo from './repository.ts';

export interface QuickConnectDeps {
  db: Db;
  clock: Clock;
}

export function createQuickConnectService(deps: QuickConnectDeps) {
  return {
    /** The member's own counters; a Quick Connect is completed once its end has passed (by the server's clock). */
    stats: (userId: string): Promise<QuickConnectStats> => repo.quickConnectCounts(deps.db, userId, deps.clock.now()),
  };
}

export type QuickConnectService = ReturnType<typeof createQuickConnectService>;
