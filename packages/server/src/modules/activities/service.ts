/**
 * Activities done (docs/product.md#what-it-keeps "achievements"): 'Mark as done' records that the member did an
 * activity of the catalogue, once per activity per day. The day is the member's own: the date, in the time zone
 * the client sends (UTC without one), at the moment the server records it.
 */
import { DateTime } from 'luxon';
import {
  ACTIVITY_COMPLETIONS_MAX,
  type ActivityCompletionBody,
  type ActivityCompletionResponse,
  type ActivityCompletionsResponse,
} from '@kindred/contracts/api/activities';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/types.ts';
import { invalid } from '../../platform/errors.ts';
import type { Progress } from '../../platform/progress.ts';
import * as repo from './repository.ts';

export interface ActivitiesDeps {
  db: Db;
  clock: Clock;
  /** Told after each completion, a retried one too (achievements' activityCompleted). */
  progress: Pick<Progress, 'changed'>;
}

/** The calendar day of `instant` in `timeZone`, 'YYYY-MM-DD'. */
function dayIn(instant: Date, timeZone: string): string {
  const local = DateTime.fromJSDate(instant, { zone: timeZone });
  // The schema admits only zones the platform knows; this guards the service's other callers.
  if (!local.isValid) throw invalid('timeZone must be an IANA time zone such as Europe/Lisbon', 'VALIDATION_ERROR');
  return local.toISODate()!;
}

export function createActivitiesService(deps: ActivitiesDeps) {
  const { db, clock } = deps;
  return {
    /** Records the activity as done today; `alreadyDone` when it was (the day's first record is answered). */
    async complete(userId: string, body: ActivityCompletionBody): Promise<ActivityCompletionResponse> {
      const completedAt = clock.now();
      const day = dayIn(completedAt, body.timeZone ?? 'UTC');
      const { row, created } = await repo.recordCompletion(db, { userId, activityId: body.activityId, day, completedAt });
      await deps.progress.changed(userId);
      return { activityId: row.activityId, day: row.day, completedAt: row.completedAt.toISOString(), alreadyDone: !created };
    },

    /** The member's own completions, newest first. */
    async list(userId: string): Promise<ActivityCompletionsResponse> {
      const rows = await repo.completionsOf(db, userId, ACTIVITY_COMPLETIONS_MAX);
      return { completions: rows.map((row) => ({ activityId: row.activityId, day: row.day, completedAt: row.completedAt.toISOString() })) };
    },

    /** How many activities the member marked done, one per activity per day (achievements' activityCompleted). */
    count: (userId: string): Promise<number> => repo.completionCount(db, userId),
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
