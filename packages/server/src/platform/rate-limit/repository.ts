/**
 * The limits' tables: `rate_limit_windows` (sliding windows: the times of the hits let through) and
 * `rate_limit_buckets` (a count per fixed window: a day, a member's own day, a gap).
 */
import type { Queryable } from '../db/types.ts';

export interface WindowHit {
  admitted: boolean;
  /** Hits let through in the window, this one included when admitted. */
  count: number;
  /** When the hit that must leave the window before another fits (or, under the limit, the oldest) was let through. */
  freesFrom: Date | null;
}

/**
 * Lets a hit of `key` through when fewer than `limit` hits were let through after `since` (the window's start), and
 * records it at `now`; a refused hit is not recorded. One upsert: the row is locked while it is decided, so hits at
 * once, from any instance, are counted exactly.
 */
export async function hitWindow(db: Queryable, key: string, limit: number, now: Date, since: Date, expiresAt: Date): Promise<WindowHit> {
  const { rows } = await db.query<{ admitted: boolean; count: number; freesFrom: Date | null }>(
    `INSERT INTO rate_limit_windows AS w (key, hits, admitted, expires_at)
     VALUES ($1, CASE WHEN $4::int > 0 THEN ARRAY[$2::timestamptz] ELSE '{}'::timestamptz[] END, $4::int > 0, $5)
     ON CONFLICT (key) DO UPDATE SET
       hits = ARRAY(
         SELECT h FROM unnest(w.hits || CASE WHEN (SELECT count(*) FROM unnest(w.hits) AS k WHERE k > $3) < $4::int
                                             THEN ARRAY[$2::timestamptz] ELSE '{}'::timestamptz[] END) AS h
          WHERE h > $3 ORDER BY h),
       admitted = (SELECT count(*) FROM unnest(w.hits) AS k WHERE k > $3) < $4::int,
       expires_at = CASE WHEN (SELECT count(*) FROM unnest(w.hits) AS k WHERE k > $3) < $4::int
                         THEN greatest(w.expires_at, EXCLUDED.expires_at) ELSE w.expires_at END
     RETURNING admitted, cardinality(hits) AS count, hits[greatest(1, cardinality(hits) - $4::int + 1)] AS "freesFrom"`,
    [key, now, since, limit, expiresAt],
  );
  const row = rows[0]!;
  return { admitted: row.admitted, count: Number(row.count), freesFrom: row.freesFrom === null ? null : new Date(row.freesFrom) };
}

/** Takes back the newest hit of `key` let through after `since`, if there is one (hits are kept oldest first). */
export async function releaseWindow(db: Queryable, key: string, since: Date): Promise<void> {
  await db.query(
    `UPDATE rate_limit_windows SET hits = hits[1:cardinality(hits) - 1]
      WHERE key = $1 AND cardinality(hits) > 0 AND hits[cardinality(hits)] > $2`,
    [key, since],
  );
}

export async function deleteExpiredWindows(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM rate_limit_windows WHERE expires_at < $1', [now]);
}

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
