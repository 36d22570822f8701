/** The `rate_limit_buckets` table: one row per key, its count in the current window. */
import type { Queryable } from '../db/types.ts';

/** Counts one hit in the window starting at `windowStart`, resetting the count when a new window began; the count after. */
export async function hitBucket(db: Queryable, key: string, windowStart: Date, windowEnd: Date): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `INSERT INTO rate_limit_buckets AS b (key, window_start, count, expires_at)
     VALUES ($1, $2, 1, $3)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN b.window_start = EXCLUDED.window_start THEN b.count + 1 ELSE 1 END,
       window_start = EXCLUDED.window_start,
       expires_at = EXCLUDED.expires_at
     RETURNING count`,
    [key, windowStart, windowEnd],
  );
  return rows[0]?.count ?? 1;
}

/**
 * Starts a gap of `key` until `until` when none is running: answers null when it started, or the end of the
 * running gap. One statement, so two instances asking at once cannot both start it (the one that waited on the
 * other's insert is refused).
 */
export async function startGap(db: Queryable, key: string, now: Date, until: Date): Promise<Date | null> {
  const { rows } = await db.query<{ started: boolean; expiresAt: Date }>(
    `WITH started AS (
       INSERT INTO rate_limit_buckets AS b (key, window_start, count, expires_at)
       VALUES ($1, $2, 1, $3)
       ON CONFLICT (key) DO UPDATE SET window_start = EXCLUDED.window_start, count = 1, expires_at = EXCLUDED.expires_at
         WHERE b.expires_at <= EXCLUDED.window_start
       RETURNING true AS started, expires_at AS "expiresAt")
     SELECT started, "expiresAt" FROM started
     UNION ALL
     SELECT false, expires_at FROM rate_limit_buckets WHERE key = $1 AND NOT EXISTS (SELECT 1 FROM started)`,
    [key, now, until],
  );
  const row = rows[0];
  // No row at all: another call inserted the key after this statement's snapshot was taken (it waited on that
  // insert, found the conflict and a running gap, but its own SELECT cannot see the row). That call started the
  // gap; this one is refused, until about when that gap ends.
  if (!row) return until;
  return row.started ? null : new Date(row.expiresAt);
}

/** Takes one hit back, only within the window it was counted in; never below zero. */
export async function releaseBucket(db: Queryable, key: string, windowStart: Date): Promise<void> {
  await db.query('UPDATE rate_limit_buckets SET count = count - 1 WHERE key = $1 AND window_start = $2 AND count > 0', [
    key,
    windowStart,
  ]);
}

export async function deleteExpiredBuckets(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM rate_limit_buckets WHERE expires_at < $1', [now]);
}
