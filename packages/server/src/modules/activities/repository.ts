/** Activities done: the SQL of `activity_completions`. */
import type { Queryable } from '../../platform/db/types.ts';

export interface CompletionRow {
  activityId: string;
  /** 'YYYY-MM-DD' */
  day: string;
  completedAt: Date;
}

const COLUMNS = `activity_id AS "activityId", to_char(day, 'YYYY-MM-DD') AS day, completed_at AS "completedAt"`;

/**
 * Records the completion unless the member already did this activity that day. `created` is false when the row
 * was there already: then this is that first record, and nothing was written. Two requests at once both reach
 * the primary key; one inserts and the other, once the first commits, finds its row.
 */
export async function recordCompletion(
  db: Queryable,
  completion: { userId: string; activityId: string; day: string; completedAt: Date },
): Promise<{ row: CompletionRow; created: boolean }> {
  const { userId, activityId, day, completedAt } = completion;
  const inserted = await db.query<CompletionRow>(
    `INSERT INTO activity_completions (user_id, activity_id, day, completed_at) VALUES ($1, $2, $3::date, $4)
     ON CONFLICT (user_id, activity_id, day) DO NOTHING
     RETURNING ${COLUMNS}`,
    [userId, activityId, day, completedAt],
  );
  if (inserted.rows[0]) return { row: inserted.rows[0], created: true };
  const existing = await db.query<CompletionRow>(
    `SELECT ${COLUMNS} FROM activity_completions WHERE user_id = $1 AND activity_id = $2 AND day = $3::date`,
    [userId, activityId, day],
  );
  if (!existing.rows[0]) throw new Error('Activity completion neither inserted nor found');
  return { row: existing.rows[0], created: false };
}

/** The member's completions, newest first. */
export async function completionsOf(db: Queryable, userId: string, limit: number): Promise<CompletionRow[]> {
  const { rows } = await db.query<CompletionRow>(
    `SELECT ${COLUMNS} FROM activity_completions WHERE user_id = $1
     ORDER BY completed_at DESC, day DESC, activity_id LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

/** How many activities the member marked done, each counted once per day (achievements' activityCompleted). */
export async function completionCount(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM activity_completions WHERE user_id = $1`, [userId]);
  return rows[0]?.count ?? 0;
}
