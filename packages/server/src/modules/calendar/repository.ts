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

/**
 * Whether any of `userIds` is already in a live booking made through Kindred (as organiser or attendee) that overlaps
 * [start, end).
 */
export async function hasOverlappingBooking(db: Queryable, userIds: readonly string[], start: Date, end: Date): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM calendar_bookings
      WHERE cancelled_at IS NULL AND (user_id = ANY($1::uuid[]) OR attendee_id = ANY($1::uuid[]))
        AND starts_at < $3 AND ends_at > $2
      LIMIT 1`,
    [userIds, start, end],
  );
  return rows.length > 0;
}

export async function insertBooking(
  db: Queryable,
  booking: BookingRow & { userId: string; attendeeId: string | null; quickConnect: boolean; startsAt: Date; endsAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO calendar_bookings (user_id, request_id, provider, event_id, attendee_id, request_hash, event, quick_connect,
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

export interface QuickConnectCounts {
  /** Quick Connects the member booked as organiser (one per booking, however often it was retried). */
  scheduled: number;
  /** Moves of those bookings. */
  rescheduled: number;
  /** Quick Connects the member organised or attends that ended by `now` and were not cancelled. */
  completed: number;
}

/** A member's Quick Connect counters, as organiser and as attendee, at `now`. */
export async function quickConnectCounts(db: Queryable, userId: string, now: Date): Promise<QuickConnectCounts> {
  const { rows } = await db.query<QuickConnectCounts>(
    `SELECT count(*) FILTER (WHERE user_id = $1)::int AS scheduled,
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
