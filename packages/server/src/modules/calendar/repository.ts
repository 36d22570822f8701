/** The calendar module's SQL: schedules, connections (and providers ever connected), consent states, bookings and the sealing key. */
import type { Queryable } from '../../platform/db/types.ts';
import type { ProviderName } from './providers/types.ts';

export type Backend = ProviderName | 'sandbox';

export interface ScheduleRow {
  userId: string;
  timeZone: string;
  /** 'HH:mm' */
  workStart: string;
  workEnd: string;
  workDays: number[];
}

export interface ConnectionRow {
  userId: string;
  provider: ProviderName;
  backend: Backend;
  accountEmail: string | null;
  refreshTokenEnc: string | null;
  accessTokenEnc: string | null;
  accessExpiresAt: Date | null;
  status: 'connected' | 'revoked';
}

export interface OAuthStateRow {
  nonce: string;
  userId: string;
  sessionId: string;
  provider: ProviderName;
  backend: Backend;
  codeVerifier: string;
  redirectUri: string;
  createdAt: Date;
  usedAt: Date | null;
}

const SCHEDULE_COLUMNS = `user_id::text AS "userId", time_zone AS "timeZone", to_char(work_start, 'HH24:MI') AS "workStart",
  to_char(work_end, 'HH24:MI') AS "workEnd", work_days AS "workDays"`;

export async function schedulesOf(db: Queryable, userIds: readonly string[]): Promise<ScheduleRow[]> {
  if (userIds.length === 0) return [];
  const { rows } = await db.query<ScheduleRow>(`SELECT ${SCHEDULE_COLUMNS} FROM calendar_schedules WHERE user_id = ANY($1::uuid[])`, [
    userIds,
  ]);
  return rows.map((row) => ({ ...row, workDays: row.workDays.map(Number) }));
}

export async function upsertSchedule(db: Queryable, schedule: ScheduleRow): Promise<void> {
  await db.query(
    `INSERT INTO calendar_schedules (user_id, time_zone, work_start, work_end, work_days) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) DO UPDATE SET time_zone = EXCLUDED.time_zone, work_start = EXCLUDED.work_start,
       work_end = EXCLUDED.work_end, work_days = EXCLUDED.work_days`,
    [schedule.userId, schedule.timeZone, schedule.workStart, schedule.workEnd, schedule.workDays],
  );
}

const CONNECTION_COLUMNS = `user_id::text AS "userId", provider, backend, account_email AS "accountEmail",
  refresh_token_enc AS "refreshTokenEnc", access_token_enc AS "accessTokenEnc", access_expires_at AS "accessExpiresAt", status`;

export async function findConnection(db: Queryable, userId: string, provider: ProviderName): Promise<ConnectionRow | undefined> {
  const { rows } = await db.query<ConnectionRow>(
    `SELECT ${CONNECTION_COLUMNS} FROM calendar_connections WHERE user_id = $1 AND provider = $2`,
    [userId, provider],
  );
  return rows[0];
}

export async function connectionsOf(db: Queryable, userIds: readonly string[]): Promise<ConnectionRow[]> {
  if (userIds.length === 0) return [];
  const { rows } = await db.query<ConnectionRow>(
    `SELECT ${CONNECTION_COLUMNS} FROM calendar_connections WHERE user_id = ANY($1::uuid[]) AND status = 'connected'
     ORDER BY user_id, provider`,
    [userIds],
  );
  return rows;
}

/**
 * Connects (or connects again) the member's calendar of this provider, and in the same statement notes the
 * provider among those they ever connected (kept after a disconnect: achievements' calendarConnected).
 */
export async function saveConnection(db: Queryable, row: Omit<ConnectionRow, 'status'>): Promise<void> {
  await db.query(
    `WITH saved AS (
       INSERT INTO calendar_connections (user_id, provider, backend, account_email, refresh_token_enc, access_token_enc, access_expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id, provider) DO UPDATE SET backend = EXCLUDED.backend, account_email = EXCLUDED.account_email,
         refresh_token_enc = EXCLUDED.refresh_token_enc, access_token_enc = EXCLUDED.access_token_enc,
         access_expires_at = EXCLUDED.access_expires_at, status = 'connected', connected_at = now(), updated_at = now()
       RETURNING user_id, provider, connected_at
     )
     INSERT INTO calendar_first_connections (user_id, provider, connected_at)
     SELECT user_id, provider, connected_at FROM saved
     ON CONFLICT (user_id, provider) DO NOTHING`,
    [row.userId, row.provider, row.backend, row.accountEmail, row.refreshTokenEnc, row.accessTokenEnc, row.accessExpiresAt],
  );
}

/** How many providers the member ever connected a calendar of (one that was disconnected since still counts). */
export async function connectedProviderCount(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM calendar_first_connections WHERE user_id = $1`, [userId]);
  return rows[0]?.count ?? 0;
}

export async function updateAccessToken(
  db: Queryable,
  userId: string,
  provider: ProviderName,
  update: { accessTokenEnc: string; accessExpiresAt: Date | null; refreshTokenEnc: string | null },
): Promise<void> {
  await db.query(
    `UPDATE calendar_connections SET access_token_enc = $3, access_expires_at = $4,
       refresh_token_enc = COALESCE($5, refresh_token_enc), updated_at = now()
     WHERE user_id = $1 AND provider = $2`,
    [userId, provider, update.accessTokenEnc, update.accessExpiresAt, update.refreshTokenEnc],
  );
}

export async function markRevoked(db: Queryable, userId: string, provider: ProviderName): Promise<void> {
  await db.query(
    `UPDATE calendar_connections SET status = 'revoked', access_token_enc = NULL, refresh_token_enc = NULL, updated_at = now()
     WHERE user_id = $1 AND provider = $2`,
    [userId, provider],
  );
}

export async function deleteConnection(db: Queryable, userId: string, provider: ProviderName): Promise<ConnectionRow | undefined> {
  const { rows } = await db.query<ConnectionRow>(
    `DELETE FROM calendar_connections WHERE user_id = $1 AND provider = $2 RETURNING ${CONNECTION_COLUMNS}`,
    [userId, provider],
  );
  return rows[0];
}

export async function insertOAuthState(db: Queryable, row: Omit<OAuthStateRow, 'createdAt' | 'usedAt'>): Promise<void> {
  // Consents nobody finished are not kept.
  await db.query(`DELETE FROM calendar_oauth_states WHERE created_at < now() - interval '1 day'`);
  await db.query(
    `INSERT INTO calendar_oauth_states (nonce, user_id, session_id, provider, backend, code_verifier, redirect_uri)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [row.nonce, row.userId, row.sessionId, row.provider, row.backend, row.codeVerifier, row.redirectUri],
  );
}

const STATE_COLUMNS = `nonce, user_id::text AS "userId", session_id::text AS "sessionId", provider, backend,
  code_verifier AS "codeVerifier", redirect_uri AS "redirectUri", created_at AS "createdAt", used_at AS "usedAt"`;

export async function findOAuthState(db: Queryable, nonce: string): Promise<OAuthStateRow | undefined> {
  const { rows } = await db.query<OAuthStateRow>(`SELECT ${STATE_COLUMNS} FROM calendar_oauth_states WHERE nonce = $1`, [nonce]);
  return rows[0];
}

/** Marks the state used; false when it already was (a replay), so only one request ever spends it. */
export async function spendOAuthState(db: Queryable, nonce: string): Promise<boolean> {
  const { affectedRows } = await db.query(`UPDATE calendar_oauth_states SET used_at = now() WHERE nonce = $1 AND used_at IS NULL`, [nonce]);
  return affectedRows === 1;
}

export interface BookingRow {
  requestId: string;
  provider: ProviderName;
  eventId: string;
  requestHash: string;
  event: unknown;
}

export async function findBooking(db: Queryable, userId: string, requestId: string): Promise<BookingRow | undefined> {
  const { rows } = await db.query<BookingRow>(
    `SELECT request_id AS "requestId", provider, event_id AS "eventId", request_hash AS "requestHash", event
     FROM calendar_bookings WHERE user_id = $1 AND request_id = $2`,
    [userId, requestId],
  );
  return rows[0];
}

/** A lock per member, so that two bookings involving the same member are checked one after the other. */
const BOOKING_LOCK_PREFIX = 'kindred:calendar-booking:';

export type HoldOutcome =
  /** The time is held for this request. */
  | 'held'
  /** One of the two is already booked, or held by another booking, at an overlapping time. */
  | 'taken'
  /** This same request is being booked right now (a retry sent while the first try still waits on the provider). */
  | 'in-progress';

/**
 * Holds [startsAt, endsAt) for a new booking of `userId` with `attendeeId`, when neither is booked or held by another
 * booking at an overlapping time. Under a transaction-scoped advisory lock per member (taken in one order, so two
 * bookings of the same pair in opposite directions cannot deadlock) the check and the hold are one step for every
 * instance on the database: a second booking of either member waits for the first's transaction, then sees its hold.
 * Run it inside a transaction; the locks go with it.
 */
export async function holdBookingTime(
  tx: Queryable,
  hold: {
    userId: string;
    requestId: string;
    attendeeId: string;
    startsAt: Date;
    endsAt: Date;
    now: Date;
    heldUntil: Date;
    /** A booking of `userId` being moved (its request id): its own present time is no obstacle. */
    moving?: string;
  },
): Promise<HoldOutcome> {
  const members = [...new Set([hold.userId, hold.attendeeId])].sort();
  for (const member of members) {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`${BOOKING_LOCK_PREFIX}${member}`]);
  }
  // Holds whose booking never finished (a process that stopped) are let go once their time is up.
  await tx.query(
    `DELETE FROM calendar_booking_holds WHERE held_until <= $2 AND (user_id = ANY($1::uuid[]) OR attendee_id = ANY($1::uuid[]))`,
    [members, hold.now],
  );
  const { rows: overlapping } = await tx.query(
    `SELECT 1 FROM calendar_bookings
      WHERE cancelled_at IS NULL AND (user_id = ANY($1::uuid[]) OR attendee_id = ANY($1::uuid[])) AND starts_at < $3 AND ends_at > $2
        AND NOT (user_id = $4 AND request_id IS NOT DISTINCT FROM $6)
     UNION ALL
     SELECT 1 FROM calendar_booking_holds
      WHERE (user_id = ANY($1::uuid[]) OR attendee_id = ANY($1::uuid[])) AND starts_at < $3 AND ends_at > $2
        AND NOT (user_id = $4 AND request_id = $5)
     LIMIT 1`,
    [members, hold.startsAt, hold.endsAt, hold.userId, hold.requestId, hold.moving ?? null],
  );
  if (overlapping.length > 0) return 'taken';
  const { rows } = await tx.query(
    `INSERT INTO calendar_booking_holds (user_id, request_id, attendee_id, starts_at, ends_at, held_until)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, request_id) DO NOTHING
     RETURNING 1`,
    [hold.userId, hold.requestId, hold.attendeeId, hold.startsAt, hold.endsAt, hold.heldUntil],
  );
  return rows.length > 0 ? 'held' : 'in-progress';
}

/** Lets a hold go: its booking was refused (a limit, the provider), so the time is free again. */
export async function releaseHold(db: Queryable, userId: string, requestId: string): Promise<void> {
  await db.query(`DELETE FROM calendar_booking_holds WHERE user_id = $1 AND request_id = $2`, [userId, requestId]);
}

/**
 * The booking the provider made, kept under its request id, and its hold let go in the same statement: the time
 * stays taken throughout for anyone checking.
 */
export async function insertBooking(
  db: Queryable,
  booking: BookingRow & { userId: string; attendeeId: string | null; quickConnect: boolean; startsAt: Date; endsAt: Date },
): Promise<void> {
  await db.query(
    `WITH released AS (DELETE FROM calendar_booking_holds WHERE user_id = $1 AND request_id = $2)
     INSERT INTO calendar_bookings (user_id, request_id, provider, event_id, attendee_id, request_hash, event, quick_connect,
       starts_at, ends_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10)
     ON CONFLICT (user_id, request_id) DO NOTHING`,
    [
      booking.userId,
      booking.requestId,
      booking.provider,
      booking.eventId,
      booking.attendeeId,
      booking.requestHash,
      JSON.stringify(booking.event),
      booking.quickConnect,
      booking.startsAt,
      booking.endsAt,
    ],
  );
}

/**
 * A booking of the organiser's was moved: its times and stored event follow, and its reschedule count goes up
 * by one when the times changed (a retried move to the same times is no second move). No row: the event was
 * not booked through Kindred by this member, and nothing is recorded.
 */
export async function recordReschedule(
  db: Queryable,
  move: { userId: string; provider: ProviderName; eventId: string; startsAt: Date; endsAt: Date; event: unknown },
): Promise<number> {
  const { affectedRows } = await db.query(
    `UPDATE calendar_bookings
        SET reschedule_count = reschedule_count + CASE WHEN starts_at IS DISTINCT FROM $4 OR ends_at IS DISTINCT FROM $5 THEN 1 ELSE 0 END,
            starts_at = $4, ends_at = $5, event = $6::jsonb
      WHERE user_id = $1 AND provider = $2 AND event_id = $3`,
    [move.userId, move.provider, move.eventId, move.startsAt, move.endsAt, JSON.stringify(move.event)],
  );
  return affectedRows;
}

export interface OwnBookingRow {
  requestId: string;
  attendeeId: string | null;
  provider: ProviderName;
  eventId: string;
  startsAt: Date | null;
  endsAt: Date | null;
  cancelledAt: Date | null;
}

/** The booking an organiser made whose event has this id at the provider (at `provider`, when it is named). */
export async function findOwnBookingByEvent(
  db: Queryable,
  userId: string,
  eventId: string,
  provider: ProviderName | undefined,
): Promise<OwnBookingRow | undefined> {
  const { rows } = await db.query<OwnBookingRow>(
    `SELECT request_id AS "requestId", attendee_id::text AS "attendeeId", provider, event_id AS "eventId", starts_at AS "startsAt",
            ends_at AS "endsAt", cancelled_at AS "cancelledAt"
       FROM calendar_bookings
      WHERE user_id = $1 AND event_id = $2 AND ($3::text IS NULL OR provider = $3)
      ORDER BY cancelled_at NULLS FIRST, created_at DESC
      LIMIT 1`,
    [userId, eventId, provider ?? null],
  );
  return rows[0];
}

/**
 * A booking called off by its organiser: its time is free again, and it is no Quick Connect to come or held any more
 * (the counters and home's feed leave it out). Calling off one already called off changes nothing.
 */
export async function markBookingCancelled(db: Queryable, userId: string, requestId: string, at: Date): Promise<void> {
  await db.query(`UPDATE calendar_bookings SET cancelled_at = $3 WHERE user_id = $1 AND request_id = $2 AND cancelled_at IS NULL`, [
    userId,
    requestId,
    at,
  ]);
}

export interface QuickConnectCounts {
  /**
   * Quick Connects the member booked as organiser and did not cancel (one per booking, however often it was
   * retried): booking and cancelling again and again earns nothing.
   */
  scheduled: number;
  /** Moves of those bookings. */
  rescheduled: number;
  /** Quick Connects the member organised or attends that ended by `now` and were not cancelled. */
  completed: number;
}

/** A member's Quick Connect counters, as organiser and as attendee, at `now`. */
export async function quickConnectCounts(db: Queryable, userId: string, now: Date): Promise<QuickConnectCounts> {
  const { rows } = await db.query<QuickConnectCounts>(
    `SELECT count(*) FILTER (WHERE user_id = $1 AND cancelled_at IS NULL)::int AS scheduled,
            COALESCE(sum(reschedule_count) FILTER (WHERE user_id = $1), 0)::int AS rescheduled,
            count(*) FILTER (WHERE ends_at <= $2 AND cancelled_at IS NULL)::int AS completed
       FROM calendar_bookings
      WHERE quick_connect AND (user_id = $1 OR attendee_id = $1)`,
    [userId, now],
  );
  return rows[0] ?? { scheduled: 0, rescheduled: 0, completed: 0 };
}

/** The stored sealing key, made by `generate` under a lock the first time (one key for every instance). */
export async function getOrCreateTokenKey(db: Queryable, generate: () => string): Promise<string> {
  await db.query('SELECT pg_advisory_xact_lock($1)', [7_261_150_044]);
  const { rows } = await db.query<{ key: string }>('SELECT key FROM calendar_token_keys WHERE id = 1');
  if (rows[0]) return rows[0].key;
  const key = generate();
  await db.query('INSERT INTO calendar_token_keys (id, key) VALUES (1, $1)', [key]);
  return key;
}

/** A sandbox event as the demo seed describes it. */
export interface SandboxEventSeed {
  summary: string;
  /** Timed: the first occurrence's instants. */
  start?: Date;
  end?: Date;
  /** All-day: local dates, end exclusive. */
  startDate?: string;
  endDate?: string;
  recurrence?: 'weekdays' | 'weekly';
  busy?: boolean;
  location?: string;
}

/** A sandbox calendar's event, written by the demo seed. */
export async function insertSandboxEvent(
  db: Queryable,
  event: SandboxEventSeed & { ownerId: string; provider: ProviderName; timeZone: string; organizerEmail: string },
): Promise<void> {
  await db.query(
    `INSERT INTO sandbox_calendar_events (owner_id, provider, summary, location, start_at, end_at, start_date, end_date, time_zone,
       recurrence, busy, organizer_email)
     VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8::date, $9, $10, $11, $12)`,
    [
      event.ownerId,
      event.provider,
      event.summary,
      event.location ?? null,
      event.start ?? null,
      event.end ?? null,
      event.startDate ?? null,
      event.endDate ?? null,
      event.timeZone,
      event.recurrence ?? null,
      event.busy ?? true,
      event.organizerEmail,
    ],
  );
}
