/**
 * Connections' SQL: the weekly matches of two members, their viewed flags and answers. Every function takes the connection or transaction to run on; no
 * rules live here (see service.ts).
 *
 * Inside the database every reference is users.id (uuid); answers speak of
 * users.member_id. Functions that take ids from a request expect them already
 * checked as uuids by the service (a malformed uuid would be a database
 * error, that is a 500).
 */
import type { Queryable } from '../../platform/db/types.ts';

export interface ConnectionRow {
  id: string;
  member1: string;
  member2: string;
  member1MemberId: string;
  member2MemberId: string;
  strength: number;
  matchDateTime: Date;
  viewedByMember1: boolean;
  viewedByMember2: boolean;
  answers: Record<string, Record<string, Record<string, unknown>>>;
}

const CONNECTION_COLUMNS = `c.id::text AS id, c.member1::text AS member1, c.member2::text AS member2,
  u1.member_id AS "member1MemberId", u2.member_id AS "member2MemberId",
  c.strength, c.match_date_time AS "matchDateTime",
  c.viewed_by_member1 AS "viewedByMember1", c.viewed_by_member2 AS "viewedByMember2", c.answers`;

const CONNECTION_FROM = `connections c JOIN users u1 ON u1.id = c.member1 JOIN users u2 ON u2.id = c.member2`;

// ---------------------------------------------------------------------------
// Connections

/** The member's connection ids, most recent match first. */
export async function connectionIdsOf(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id::text AS id, match_date_time FROM connections WHERE member1 = $1
     UNION ALL
     SELECT id::text AS id, match_date_time FROM connections WHERE member2 = $1
     ORDER BY match_date_time DESC, id`,
    [userId],
  );
  return rows.map((row) => row.id);
}

/** The member's connections among `ids` (others' connections are left out), most recent first. */
export async function connectionsOfMember(
  db: Queryable,
  userId: string,
  ids: readonly string[],
): Promise<ConnectionRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<ConnectionRow>(
    `SELECT ${CONNECTION_COLUMNS} FROM ${CONNECTION_FROM}
      WHERE c.id = ANY($2::uuid[]) AND (c.member1 = $1 OR c.member2 = $1)
      ORDER BY c.match_date_time DESC, c.strength DESC, c.id`,
    [userId, ids],
  );
  return rows;
}

/**
 * The member's `limit` most recent connections, in one statement: the first `limit` of `connectionIdsOf`, read as
 * `connectionsOfMember` reads them (and in its order).
 */
export async function recentConnectionsOf(db: Queryable, userId: string, limit: number): Promise<ConnectionRow[]> {
  const { rows } = await db.query<ConnectionRow>(
    `SELECT ${CONNECTION_COLUMNS}
       FROM (
         SELECT t.id FROM (
           SELECT id, id::text AS text_id, match_date_time FROM connections WHERE member1 = $1
           UNION ALL
           SELECT id, id::text AS text_id, match_date_time FROM connections WHERE member2 = $1
         ) t ORDER BY t.match_date_time DESC, t.text_id LIMIT $2
       ) recent
       JOIN ${CONNECTION_FROM} ON c.id = recent.id
      ORDER BY c.match_date_time DESC, c.strength DESC, c.id`,
    [userId, limit],
  );
  return rows;
}

/** Other member's user id -> connection id, for the member's `limit` most recent connections. */
export async function connectionPartners(db: Queryable, userId: string, limit: number): Promise<Map<string, string>> {
  const { rows } = await db.query<{ partner: string; id: string }>(
    `SELECT partner, id FROM (
        SELECT member2::text AS partner, id::text AS id, match_date_time FROM connections WHERE member1 = $1
        UNION ALL
        SELECT member1::text AS partner, id::text AS id, match_date_time FROM connections WHERE member2 = $1
      ) t ORDER BY match_date_time DESC, id LIMIT $2`,
    [userId, limit],
  );
  return new Map(rows.map((row) => [row.partner, row.id]));
}

/**
 * For each of `colleagueIds` that is one of the member's connections: how many members are connected to both
 * (never the member or the colleague themselves), in one statement. Ids that are not the member's connections
 * are left out, as are colleagues with none in common (read them as 0).
 */
export async function mutualConnectionCounts(
  db: Queryable,
  userId: string,
  colleagueIds: readonly string[],
): Promise<Map<string, number>> {
  if (colleagueIds.length === 0) return new Map();
  const { rows } = await db.query<{ colleague: string; mutual: number }>(
    `WITH mine AS (
        SELECT member2 AS partner FROM connections WHERE member1 = $1
        UNION
        SELECT member1 AS partner FROM connections WHERE member2 = $1
      )
     SELECT t.colleague::text AS colleague, count(DISTINCT n.other)::int AS mutual
       FROM unnest($2::uuid[]) AS t (colleague)
       CROSS JOIN LATERAL (
         SELECT member2 AS other FROM connections WHERE member1 = t.colleague
         UNION ALL
         SELECT member1 AS other FROM connections WHERE member2 = t.colleague
       ) n
      WHERE t.colleague IN (SELECT partner FROM mine)
        AND n.other IN (SELECT partner FROM mine)
        AND n.other <> $1::uuid AND n.other <> t.colleague
      GROUP BY t.colleague`,
    [userId, colleagueIds],
  );
  return new Map(rows.map((row) => [row.colleague, row.mutual]));
}

export async function findConnection(db: Queryable, id: string): Promise<ConnectionRow | undefined> {
  const { rows } = await db.query<ConnectionRow>(`SELECT ${CONNECTION_COLUMNS} FROM ${CONNECTION_FROM} WHERE c.id = $1`, [
    id,
  ]);
  return rows[0];
}

/** A weekly pair as the introductions read it: the two members (users.id) and the organisation whose run made it. */
export interface WeekPair {
  id: string;
  member1: string;
  member2: string;
  orgcode: string | null;
  matchDateTime: Date;
}

/** The pairs matched in [from, to), oldest first. */
export async function pairsMatchedBetween(db: Queryable, from: Date, to: Date): Promise<WeekPair[]> {
  const { rows } = await db.query<WeekPair>(
    `SELECT id::text AS id, member1::text AS member1, member2::text AS member2, orgcode, match_date_time AS "matchDateTime"
     FROM connections WHERE match_date_time >= $1 AND match_date_time < $2 ORDER BY match_date_time, id`,
    [from, to],
  );
  return rows;
}

export async function findPair(db: Queryable, id: string): Promise<WeekPair | undefined> {
  const { rows } = await db.query<WeekPair>(
    `SELECT id::text AS id, member1::text AS member1, member2::text AS member2, orgcode, match_date_time AS "matchDateTime"
     FROM connections WHERE id = $1`,
    [id],
  );
  return rows[0];
}

export async function markConnectionViewed(db: Queryable, id: string, side: 'member1' | 'member2'): Promise<void> {
  const column = side === 'member1' ? 'viewed_by_member1' : 'viewed_by_member2';
  await db.query(`UPDATE connections SET ${column} = true WHERE id = $1`, [id]);
}

/**
 * How many of the member's connections they have marked viewed (achievements' profilesViewed): one per
 * colleague, as a pair of members has one connection, and a flag set twice is still one.
 */
export async function viewedConnectionCount(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT ((SELECT count(*) FROM connections WHERE member1 = $1 AND viewed_by_member1)
           + (SELECT count(*) FROM connections WHERE member2 = $1 AND viewed_by_member2))::int AS count`,
    [userId],
  );
  return rows[0]?.count ?? 0;
}

/** The connection's answers, its row locked until the transaction ends (answers are merged, checked, then written). */
export async function lockConnectionAnswers(db: Queryable, id: string): Promise<ConnectionRow['answers']> {
  const { rows } = await db.query<{ answers: ConnectionRow['answers'] }>('SELECT answers FROM connections WHERE id = $1 FOR UPDATE', [id]);
  return rows[0]?.answers ?? {};
}

/** Merges `fields` into answers[postType][memberId]; returns every answer of the connection. */
export async function saveConnectionAnswers(
  db: Queryable,
  id: string,
  postType: string,
  memberId: string,
  fields: Record<string, unknown>,
): Promise<ConnectionRow['answers']> {
  const { rows } = await db.query<{ answers: ConnectionRow['answers'] }>(
    `UPDATE connections
        SET answers = answers || jsonb_build_object(
              $2::text,
              COALESCE(answers -> $2::text, '{}'::jsonb) || jsonb_build_object(
                $3::text,
                COALESCE(answers -> $2::text -> $3::text, '{}'::jsonb) || $4::jsonb))
      WHERE id = $1
      RETURNING answers`,
    [id, postType, memberId, JSON.stringify(fields)],
  );
  return rows[0]?.answers ?? {};
}

/** Whether the member paused their weekly matches; null when they have no profile row. */
export async function matchingPaused(db: Queryable, userId: string): Promise<boolean | null> {
  const { rows } = await db.query<{ paused: boolean }>(`SELECT matching_paused AS paused FROM profiles WHERE user_id = $1`, [userId]);
  return rows[0]?.paused ?? null;
}

/** Sets it; false when the member has no profile row. */
export async function setMatchingPaused(db: Queryable, userId: string, paused: boolean): Promise<boolean> {
  const { rows } = await db.query(`UPDATE profiles SET matching_paused = $2 WHERE user_id = $1 RETURNING user_id`, [userId, paused]);
  return rows.length > 0;
}
