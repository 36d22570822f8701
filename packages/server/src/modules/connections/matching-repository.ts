/**
 * The weekly matching job's SQL: open organisations, their members' HEXACO
 * scores, the pairs already connected, the run ledger and batched inserts.
 */
import type { Queryable } from '../../platform/db/types.ts';
import type { Pair, PairingMember } from './pairing.ts';

export type { PairingMember } from './pairing.ts';

/** Organisations whose community is open and whose administrators have not paused weekly matching. */
export async function openOrganizations(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ orgcode: string }>(
    `SELECT orgcode FROM organizations WHERE is_users_open AND NOT matching_paused ORDER BY orgcode`,
  );
  return rows.map((row) => row.orgcode);
}

export async function hasRun(db: Queryable, orgcode: string, weekStart: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM match_runs WHERE orgcode = $1 AND week_start = $2::date`, [
    orgcode,
    weekStart,
  ]);
  return rows.length > 0;
}

/**
 * Records the run; false when this organisation's week was already run (by
 * this or another instance). On PostgreSQL a concurrent claim waits for the
 * first transaction and then sees the conflict.
 */
export async function claimRun(db: Queryable, orgcode: string, weekStart: string): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO match_runs (orgcode, week_start) VALUES ($1, $2::date) ON CONFLICT DO NOTHING RETURNING orgcode`,
    [orgcode, weekStart],
  );
  return rows.length > 0;
}

export async function recordRunCount(db: Queryable, orgcode: string, weekStart: string, count: number, double: string | null = null): Promise<void> {
  await db.query(`UPDATE match_runs SET connections_created = $3, double_user_id = $4 WHERE orgcode = $1 AND week_start = $2::date`, [
    orgcode,
    weekStart,
    count,
    double,
  ]);
}

/** How many weeks back a member's matches count towards "fewest matches lately" (the odd week's extra match). */
const RECENT_WEEKS = 8;

/**
 * Members of the organisation who have a HEXACO profile and have not paused matching, by member id (the
 * matching's tie-break order), with their department and how many matches they had in the RECENT_WEEKS before
 * `before`.
 */
export async function scoredMembers(db: Queryable, orgcode: string, before: Date = new Date()): Promise<PairingMember[]> {
  const { rows } = await db.query<PairingMember>(
    `SELECT p.user_id::text AS "userId", p.honesty, p.neuroticism, p.extraversion,
            p.agreeableness, p.conscientiousness, p.openness, p.department,
            (SELECT count(*)::int FROM connections c
              WHERE (c.member1 = p.user_id OR c.member2 = p.user_id)
                AND c.match_date_time >= $2::timestamptz - make_interval(weeks => $3)
                AND c.match_date_time < $2::timestamptz) AS "recentMatches"
       FROM memberships m
       JOIN profiles p ON p.user_id = m.user_id
       JOIN users u ON u.id = m.user_id
      WHERE m.orgcode = $1 AND p.honesty IS NOT NULL AND NOT p.matching_paused
      ORDER BY u.member_id`,
    [orgcode, before, RECENT_WEEKS],
  );
  return rows;
}

/** Who took the extra match in the organisation's run of the week before `weekStart`, if anyone. */
export async function previousDouble(db: Queryable, orgcode: string, weekStart: string): Promise<string | null> {
  const { rows } = await db.query<{ double: string | null }>(
    `SELECT double_user_id::text AS double FROM match_runs WHERE orgcode = $1 AND week_start = $2::date - 7`,
    [orgcode, weekStart],
  );
  return rows[0]?.double ?? null;
}

/** Connected pairs whose two members both belong to the organisation (member1 < member2). */
export async function connectedPairs(db: Queryable, orgcode: string): Promise<Array<{ member1: string; member2: string }>> {
  const { rows } = await db.query<{ member1: string; member2: string }>(
    `SELECT c.member1::text AS member1, c.member2::text AS member2
       FROM connections c
       JOIN memberships m1 ON m1.user_id = c.member1 AND m1.orgcode = $1
       JOIN memberships m2 ON m2.user_id = c.member2 AND m2.orgcode = $1`,
    [orgcode],
  );
  return rows;
}

export type NewConnection = Pair;

/** Inserts the pairs (member1 < member2) in one statement; a pair that exists already is skipped. */
export async function insertConnections(
  db: Queryable,
  orgcode: string,
  matchDateTime: Date,
  pairs: readonly NewConnection[],
): Promise<number> {
  if (pairs.length === 0) return 0;
  const { rows } = await db.query(
    `INSERT INTO connections (member1, member2, strength, orgcode, match_date_time)
     SELECT t.member1, t.member2, t.strength, $4, $5
       FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS t (member1, member2, strength)
     ON CONFLICT (member1, member2) DO NOTHING
     RETURNING id`,
    [pairs.map((p) => p.member1), pairs.map((p) => p.member2), pairs.map((p) => p.strength), orgcode, matchDateTime],
  );
  return rows.length;
}
