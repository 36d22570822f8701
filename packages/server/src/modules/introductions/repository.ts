/**
 * The introductions' SQL: the introductions sent (one per member of a week's pair), their links (only each token's
 * SHA-256), the members' e-mail preferences and the unsubscribe tokens. No rules live here (service.ts).
 */
import type { Queryable } from '../../platform/db/types.ts';

export interface IntroductionRow {
  id: string;
  connectionId: string;
  userId: string;
  colleagueId: string;
  week: string;
  timeZone: string;
  sentAt: Date | null;
  declinedAt: Date | null;
  bookedAt: Date | null;
  bookingRequestId: string | null;
  bookedStartsAt: Date | null;
  bookedEndsAt: Date | null;
}

export interface LinkRow {
  tokenHash: string;
  introductionId: string;
  action: 'book' | 'decline';
  startsAt: Date | null;
  endsAt: Date | null;
  usedAt: Date | null;
}

const INTRODUCTION_COLUMNS = `id::text AS id, connection_id::text AS "connectionId", user_id::text AS "userId",
  colleague_id::text AS "colleagueId", to_char(week, 'YYYY-MM-DD') AS week, time_zone AS "timeZone", sent_at AS "sentAt",
  declined_at AS "declinedAt", booked_at AS "bookedAt", booking_request_id AS "bookingRequestId",
  booked_starts_at AS "bookedStartsAt", booked_ends_at AS "bookedEndsAt"`;

/** The members of `userIds` whose introductions of the given connections were sent, as `connectionId:userId`. */
export async function sentKeys(db: Queryable, connectionIds: readonly string[]): Promise<Set<string>> {
  if (connectionIds.length === 0) return new Set();
  const { rows } = await db.query<{ key: string }>(
    `SELECT connection_id::text || ':' || user_id::text AS key FROM introductions
     WHERE connection_id = ANY($1::uuid[]) AND sent_at IS NOT NULL`,
    [connectionIds],
  );
  return new Set(rows.map((row) => row.key));
}

/** The introduction of this connection for this reader, made now if there is none. */
export async function upsertIntroduction(
  db: Queryable,
  row: { connectionId: string; userId: string; colleagueId: string; week: string; timeZone: string },
): Promise<IntroductionRow> {
  const { rows } = await db.query<IntroductionRow>(
    `INSERT INTO introductions (connection_id, user_id, colleague_id, week, time_zone) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (connection_id, user_id) DO UPDATE SET time_zone = EXCLUDED.time_zone
     RETURNING ${INTRODUCTION_COLUMNS}`,
    [row.connectionId, row.userId, row.colleagueId, row.week, row.timeZone],
  );
  return rows[0]!;
}

export async function markSent(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query(`UPDATE introductions SET sent_at = $2 WHERE id = $1 AND sent_at IS NULL`, [id, now]);
}

export async function findIntroduction(db: Queryable, id: string): Promise<IntroductionRow | undefined> {
  const { rows } = await db.query<IntroductionRow>(`SELECT ${INTRODUCTION_COLUMNS} FROM introductions WHERE id = $1`, [id]);
  return rows[0];
}

/** Drops the introduction's unused links (a resend makes new ones) and keeps the new ones. */
export async function replaceLinks(
  db: Queryable,
  introductionId: string,
  links: ReadonlyArray<{ tokenHash: string; action: 'book' | 'decline'; startsAt: Date | null; endsAt: Date | null }>,
): Promise<void> {
  await db.query(`DELETE FROM introduction_links WHERE introduction_id = $1 AND used_at IS NULL`, [introductionId]);
  await addLinks(db, introductionId, links);
}

export async function addLinks(
  db: Queryable,
  introductionId: string,
  links: ReadonlyArray<{ tokenHash: string; action: 'book' | 'decline'; startsAt: Date | null; endsAt: Date | null }>,
): Promise<void> {
  if (links.length === 0) return;
  await db.query(
    `INSERT INTO introduction_links (token_hash, introduction_id, action, starts_at, ends_at)
     SELECT token_hash, $1, action, starts_at, ends_at
     FROM unnest($2::text[], $3::text[], $4::timestamptz[], $5::timestamptz[]) AS l(token_hash, action, starts_at, ends_at)`,
    [
      introductionId,
      links.map((link) => link.tokenHash),
      links.map((link) => link.action),
      links.map((link) => link.startsAt),
      links.map((link) => link.endsAt),
    ],
  );
}

export async function findLink(db: Queryable, tokenHash: string): Promise<LinkRow | undefined> {
  const { rows } = await db.query<LinkRow>(
    `SELECT token_hash AS "tokenHash", introduction_id::text AS "introductionId", action, starts_at AS "startsAt", ends_at AS "endsAt", used_at AS "usedAt"
     FROM introduction_links WHERE token_hash = $1`,
    [tokenHash],
  );
  return rows[0];
}

export async function markLinkUsed(db: Queryable, tokenHash: string, now: Date): Promise<void> {
  await db.query(`UPDATE introduction_links SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL`, [tokenHash, now]);
}

/** The pair's Quick Connect, on both members' introductions. */
export async function recordBooking(
  db: Queryable,
  connectionId: string,
  booking: { requestId: string; startsAt: Date; endsAt: Date; now: Date },
): Promise<void> {
  await db.query(
    `UPDATE introductions SET booked_at = $2, booking_request_id = $3, booked_starts_at = $4, booked_ends_at = $5
     WHERE connection_id = $1 AND booked_at IS NULL`,
    [connectionId, booking.now, booking.requestId, booking.startsAt, booking.endsAt],
  );
}

/**
 * Claims the pair's booking for the link `requestId` (on both members' introductions): when neither is booked or
 * declined, and no other link's claim is younger than `staleBefore`. Otherwise says why not.
 */
export async function claimBooking(
  db: Queryable,
  connectionId: string,
  requestId: string,
  now: Date,
  staleBefore: Date,
): Promise<{ claimed: boolean; booked?: IntroductionRow; declined?: boolean }> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE introductions SET booking_request_id = $2, booking_claimed_at = $3
     WHERE connection_id = $1 AND booked_at IS NULL AND declined_at IS NULL
       AND (booking_request_id IS NULL OR booking_request_id = $2 OR booking_claimed_at < $4)
     RETURNING id`,
    [connectionId, requestId, now, staleBefore],
  );
  if (rows.length > 0) return { claimed: true };
  const { rows: pair } = await db.query<IntroductionRow>(`SELECT ${INTRODUCTION_COLUMNS} FROM introductions WHERE connection_id = $1`, [
    connectionId,
  ]);
  const booked = pair.find((row) => row.bookedAt);
  if (booked) return { claimed: false, booked };
  return { claimed: false, declined: pair.some((row) => row.declinedAt) };
}

/** Gives a claim back (the time was not free, or the calendar refused). */
export async function releaseBooking(db: Queryable, connectionId: string, requestId: string): Promise<void> {
  await db.query(
    `UPDATE introductions SET booking_request_id = NULL, booking_claimed_at = NULL
     WHERE connection_id = $1 AND booking_request_id = $2 AND booked_at IS NULL`,
    [connectionId, requestId],
  );
}

/** 'Not this week', on both members' introductions, unless the pair has booked: whether the pair is declined now. */
export async function recordDecline(db: Queryable, connectionId: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ declined: boolean }>(
    `WITH declined AS (
       UPDATE introductions SET declined_at = COALESCE(declined_at, $2)
       WHERE connection_id = $1 AND NOT EXISTS (SELECT 1 FROM introductions b WHERE b.connection_id = $1 AND b.booked_at IS NOT NULL)
       RETURNING id
     )
     SELECT EXISTS (SELECT 1 FROM declined) AS declined`,
    [connectionId, now],
  );
  return rows[0]!.declined;
}

// ---------------------------------------------------------------------------
// Preferences and unsubscribing

/** Whether each member gets introductions (no row: yes). */
export async function introductionsWanted(db: Queryable, userIds: readonly string[]): Promise<Map<string, boolean>> {
  const wanted = new Map(userIds.map((id) => [id, true]));
  if (userIds.length === 0) return wanted;
  const { rows } = await db.query<{ userId: string; introductions: boolean }>(
    `SELECT user_id::text AS "userId", introductions FROM notification_preferences WHERE user_id = ANY($1::uuid[])`,
    [userIds],
  );
  for (const row of rows) wanted.set(row.userId, row.introductions);
  return wanted;
}

export async function setIntroductions(db: Queryable, userId: string, on: boolean, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO notification_preferences (user_id, introductions, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET introductions = EXCLUDED.introductions, updated_at = EXCLUDED.updated_at`,
    [userId, on, now],
  );
}

export async function addUnsubscribeToken(db: Queryable, tokenHash: string, userId: string, kind: 'introductions'): Promise<void> {
  await db.query(`INSERT INTO unsubscribe_tokens (token_hash, user_id, kind) VALUES ($1, $2, $3)`, [tokenHash, userId, kind]);
}

export async function findUnsubscribeToken(db: Queryable, tokenHash: string): Promise<{ userId: string; kind: 'introductions' } | undefined> {
  const { rows } = await db.query<{ userId: string; kind: 'introductions' }>(
    `SELECT user_id::text AS "userId", kind FROM unsubscribe_tokens WHERE token_hash = $1`,
    [tokenHash],
  );
  return rows[0];
}
