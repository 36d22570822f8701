/**
 * Members' working time over a stretch of days, from the working hours each keeps with their calendar (the default
 * hours for one who kept none): the weekly matching pairs only members whose working time meets
 * (connections/pairing.ts), and the seed builds its history the same way.
 */
import type { Queryable } from '../../platform/db/types.ts';
import { DEFAULT_SCHEDULE } from './context.ts';
import * as repo from './repository.ts';
import { workingPeriods } from './slots.ts';

/** Each member's working periods that reach into [from, to), in epoch ms. */
export async function workingPeriodsOf(
  db: Queryable,
  userIds: readonly string[],
  from: Date,
  to: Date,
): Promise<Map<string, Array<{ start: number; end: number }>>> {
  const kept = new Map((await repo.schedulesOf(db, userIds)).map((row) => [row.userId, row]));
  return new Map(
    userIds.map((userId) => {
      const schedule = kept.get(userId) ?? { userId, ...DEFAULT_SCHEDULE };
      const participant = {
        id: userId,
        timeZone: schedule.timeZone,
        workingHours: { start: schedule.workStart, end: schedule.workEnd, days: schedule.workDays },
        busy: [],
        calendarConnected: false,
      };
      return [userId, workingPeriods(participant, from.getTime(), to.getTime()).map(({ start, end }) => ({ start, end }))];
    }),
  );
}
