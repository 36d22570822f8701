/**
 * The calendar module's SQL: schedules, connections (and providers ever connected), consent states and the sealing
 * key. The bookings are in bookings-repository.ts, the sandbox calendar's tables in sandbox-repository.ts.
 */
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
 * `schedulesOf` and `connectionsOf` of the same members in one statement (availability reads both): each member's
 * working hours when kept, and their connected calendars, in the same order as `connectionsOf`.
 */
export async function calendarsOf(db: Queryable, userIds: readonly string[]): Promise<{ schedules: ScheduleRow[]; connections: ConnectionRow[] }> {
  if (userIds.length === 0) return { schedules: [], connections: [] };
  const { rows } = await db.query<Partial<ConnectionRow> & { scheduleUserId: string | null; timeZone: string | null; workStart: string | null; workEnd: string | null; workDays: number[] | null }>(
    `SELECT s.user_id::text AS "scheduleUserId", s.time_zone AS "timeZone", to_char(s.work_start, 'HH24:MI') AS "workStart",
       to_char(s.work_end, 'HH24:MI') AS "workEnd", s.work_days AS "workDays",
       c.user_id::text AS "userId", c.provider, c.backend, c.account_email AS "accountEmail", c.refresh_token_enc AS "refreshTokenEnc",
       c.access_token_enc AS "accessTokenEnc", c.access_expires_at AS "accessExpiresAt", c.status
     FROM unnest($1::uuid[]) AS m(user_id)
     LEFT JOIN calendar_schedules s ON s.user_id = m.user_id
     LEFT JOIN calendar_connections c ON c.user_id = m.user_id AND c.status = 'connected'
     ORDER BY c.user_id, c.provider`,
    [userIds],
  );
  const schedules = new Map<string, ScheduleRow>();
  const connections: ConnectionRow[] = [];
  for (const row of rows) {
    if (row.scheduleUserId && !schedules.has(row.scheduleUserId)) {
      schedules.set(row.scheduleUserId, {
        userId: row.scheduleUserId,
        timeZone: row.timeZone!,
        workStart: row.workStart!,
        workEnd: row.workEnd!,
        workDays: row.workDays!.map(Number),
      });
    }
    if (row.userId) {
      connections.push({
        userId: row.userId,
        provider: row.provider!,
        backend: row.backend!,
        accountEmail: row.accountEmail ?? null,
        refreshTokenEnc: row.refreshTokenEnc ?? null,
        accessTokenEnc: row.accessTokenEnc ?? null,
        accessExpiresAt: row.accessExpiresAt ?? null,
        status: row.status!,
      });
    }
  }
  return { schedules: [...schedules.values()], connections };
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

/** The stored sealing key, made by `generate` under a lock the first time (one key for every instance). */
export async function getOrCreateTokenKey(db: Queryable, generate: () => string): Promise<string> {
  await db.query('SELECT pg_advisory_xact_lock($1)', [7_261_150_044]);
  const { rows } = await db.query<{ key: string }>('SELECT key FROM calendar_token_keys WHERE id = 1');
  if (rows[0]) return rows[0].key;
  const key = generate();
  await db.query('INSERT INTO calendar_token_keys (id, key) VALUES (1, $1)', [key]);
  return key;
}
