/** Achievements' SQL: `achievement_awards` and `achievement_pins`. */
import type { AchievementId } from '@kindred/contracts/domain/achievements';
import type { Queryable } from '../../platform/db/types.ts';

export interface AwardRow {
  id: AchievementId;
  points: number;
  earnedAt: Date;
  seenAt: Date | null;
}

export interface PinsRow {
  pinnedIds: AchievementId[];
  goalId: AchievementId | null;
}

/**
 * Awards each of `reached` the member does not hold yet, with its points, at `at`. The primary key decides: of
 * two requests awarding the same achievement at once, one inserts and the other, once the first commits, finds
 * the row and does nothing. Answers the ids this call awarded.
 */
export async function awardMissing(
  db: Queryable,
  userId: string,
  reached: ReadonlyArray<{ id: AchievementId; points: number }>,
  at: Date,
): Promise<AchievementId[]> {
  if (reached.length === 0) return [];
  const { rows } = await db.query<{ id: AchievementId }>(
    `INSERT INTO achievement_awards (user_id, achievement_id, points, earned_at)
     SELECT $1, reached.id, reached.points, $4 FROM unnest($2::text[], $3::int[]) AS reached (id, points)
     ON CONFLICT (user_id, achievement_id) DO NOTHING
     RETURNING achievement_id AS id`,
    [userId, reached.map((entry) => entry.id), reached.map((entry) => entry.points), at],
  );
  return rows.map((row) => row.id);
}

/** The member's awards, newest first. */
export async function awardsOf(db: Queryable, userId: string): Promise<AwardRow[]> {
  const { rows } = await db.query<AwardRow>(
    `SELECT achievement_id AS id, points, earned_at AS "earnedAt", seen_at AS "seenAt"
       FROM achievement_awards WHERE user_id = $1
      ORDER BY earned_at DESC, achievement_id`,
    [userId],
  );
  return rows;
}

/** Marks the member's awards among `ids` as shown (the first time only); answers the ids that are theirs. */
export async function markSeen(db: Queryable, userId: string, ids: readonly AchievementId[], at: Date): Promise<AchievementId[]> {
  const { rows } = await db.query<{ id: AchievementId }>(
    `UPDATE achievement_awards SET seen_at = COALESCE(seen_at, $3)
      WHERE user_id = $1 AND achievement_id = ANY($2::text[])
      RETURNING achievement_id AS id`,
    [userId, ids, at],
  );
  return rows.map((row) => row.id);
}

export async function pinsOf(db: Queryable, userId: string): Promise<PinsRow | undefined> {
  const { rows } = await db.query<PinsRow>(
    `SELECT pinned_ids AS "pinnedIds", goal_id AS "goalId" FROM achievement_pins WHERE user_id = $1`,
    [userId],
  );
  return rows[0];
}

/** Replaces the member's pins and goal. */
export async function savePins(db: Queryable, userId: string, pins: PinsRow, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO achievement_pins (user_id, pinned_ids, goal_id, updated_at) VALUES ($1, $2::text[], $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET pinned_ids = EXCLUDED.pinned_ids, goal_id = EXCLUDED.goal_id, updated_at = EXCLUDED.updated_at`,
    [userId, pins.pinnedIds, pins.goalId, at],
  );
}
