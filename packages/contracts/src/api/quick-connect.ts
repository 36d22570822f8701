/**
 * Quick Connect counters, for achievements (docs/product.md#states "Achievements": counter over threshold):
 * GET /v1/quick-connect/stats (bearer) answers the signed-in member's own counts.
 *
 * - `scheduled`: Quick Connects the member booked as organiser (a retried booking is one booking).
 * - `rescheduled`: moves of those bookings (moving one to the times it already has is no move).
 * - `completed`: Quick Connects the member organised or attends whose end has passed, and not cancelled.
 */
import * as z from 'zod/mini';
import '../zod-locale.ts';

export const QUICK_CONNECT_STATS_PATH = '/v1/quick-connect/stats';

const count = z.number().check(z.int(), z.gte(0));

export const quickConnectStatsSchema = z.object({
  scheduled: count,
  rescheduled: count,
  completed: count,
});
export type QuickConnectStats = z.infer<typeof quickConnectStatsSchema>;
