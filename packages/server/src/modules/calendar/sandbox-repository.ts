/**
 * The sandbox calendar's SQL (providers/sandbox.ts): its grants (`sandbox_calendar_grants`, codes and tokens kept as
 * hashes) and its events (`sandbox_calendar_events`). The sandbox stands in for a provider whose accounts are the
 * members themselves, so it also reads a member's e-mail, working-hours zone and connected sandbox calendars.
 */
import type { Queryable } from '../../platform/db/types.ts';
import type { ProviderName } from './providers/types.ts';

export type GrantKind = 'code' | 'access' | 'refresh';

export interface GrantRow {
  kind: GrantKind;
  userId: string;
  provider: ProviderName;
  codeChallenge: string | null;
  redirectUri: string | null;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

export async function findGrant(db: Queryable, tokenHash: string): Promise<GrantRow | undefined> {
  const { rows } = await db.query<GrantRow>(
    `SELECT kind, user_id::text AS "userId", provider, code_challenge AS "codeChallenge", redirect_uri AS "redirectUri",
       expires_at AS "expiresAt", used_at AS "usedAt", revoked_at AS "revokedAt"
     FROM sandbox_calendar_grants WHERE token_hash = $1`,
    [tokenHash],
  );
  return rows[0];
}

export async function insertGrant(
  db: Queryable,
  grant: {
    tokenHash: string;
    kind: GrantKind;
    userId: string;
    provider: ProviderName;
    expiresAt: Date;
    codeChallenge?: string;
    redirectUri?: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO sandbox_calendar_grants (token_hash, kind, user_id, provider, code_challenge, redirect_uri, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [grant.tokenHash, grant.kind, grant.userId, grant.provider, grant.codeChallenge ?? null, grant.redirectUri ?? null, grant.expiresAt],
  );
}

/** Spends a code; false when it was no unspent code (a replay), so only one exchange ever succeeds. */
export async function spendCode(db: Queryable, tokenHash: string): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE sandbox_calendar_grants SET used_at = now() WHERE token_hash = $1 AND kind = 'code' AND used_at IS NULL`,
    [tokenHash],
  );
  return affectedRows === 1;
}

/** Revokes every live grant of the member's sandbox calendar of this provider (a disconnect). */
export async function revokeGrants(db: Queryable, userId: string, provider: ProviderName): Promise<void> {
  await db.query(
    `UPDATE sandbox_calendar_grants SET revoked_at = now() WHERE user_id = $1 AND provider = $2 AND revoked_at IS NULL`,
    [userId, provider],
  );
}

/** The account a sandbox calendar belongs to, as a provider names it: the member's e-mail. */
export async function accountEmail(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  return rows[0]?.email ?? null;
}

export interface EventRow {
  id: string;
  ownerId: string;
  seriesId: string;
  summary: string;
  description: string | null;
  location: string | null;
  startAt: Date | null;
  endAt: Date | null;
  startDate: string | null;
  endDate: string | null;
  timeZone: string;
  recurrence: 'weekdays' | 'weekly' | null;
  busy: boolean;
  quickConnect: boolean;
  organizerEmail: string | null;
  attendees: { email: string; name: string | null; responseStatus: string | null }[];
}

const EVENT_COLUMNS = `id::text AS id, owner_id::text AS "ownerId", series_id::text AS "seriesId", summary, description, location,
  start_at AS "startAt", end_at AS "endAt", to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate",
  time_zone AS "timeZone", recurrence, busy, quick_connect AS "quickConnect", organizer_email AS "organizerEmail", attendees`;

/** Every stored event of the member's sandbox calendar of this provider. */
export async function eventsOf(db: Queryable, ownerId: string, provider: ProviderName): Promise<EventRow[]> {
  const { rows } = await db.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM sandbox_calendar_events WHERE owner_id = $1 AND provider = $2`, [
    ownerId,
    provider,
  ]);
  return rows;
}

/** What a stored event blocks: its times, for free/busy. */
export type BusyRow = Pick<EventRow, 'startAt' | 'endAt' | 'startDate' | 'endDate' | 'timeZone' | 'recurrence'>;

/**
 * Free/busy's read in one statement: the grant a token hash names (undefined when none), and, for the member it
 * belongs to, the busy events of their sandbox calendar of this provider (only the columns that say when) and the
 * zone of their working hours ('UTC' when none is kept: the zone an all-day event blocks whole days of).
 */
export async function busyOfGrant(
  db: Queryable,
  tokenHash: string,
  provider: ProviderName,
): Promise<{ grant: GrantRow; ownerZone: string; events: BusyRow[] } | undefined> {
  const { rows } = await db.query<GrantRow & { ownerZone: string; eventId: string | null } & BusyRow>(
    `SELECT g.kind, g.user_id::text AS "userId", g.provider, g.code_challenge AS "codeChallenge", g.redirect_uri AS "redirectUri",
       g.expires_at AS "expiresAt", g.used_at AS "usedAt", g.revoked_at AS "revokedAt",
       COALESCE((SELECT s.time_zone FROM calendar_schedules s WHERE s.user_id = g.user_id), 'UTC') AS "ownerZone",
       e.id::text AS "eventId", e.start_at AS "startAt", e.end_at AS "endAt", to_char(e.start_date, 'YYYY-MM-DD') AS "startDate",
       to_char(e.end_date, 'YYYY-MM-DD') AS "endDate", e.time_zone AS "timeZone", e.recurrence
     FROM sandbox_calendar_grants g
     LEFT JOIN sandbox_calendar_events e ON e.owner_id = g.user_id AND e.provider = $2 AND e.busy
     WHERE g.token_hash = $1`,
    [tokenHash, provider],
  );
  const first = rows[0];
  if (!first) return undefined;
  const { kind, userId, provider: grantProvider, codeChallenge, redirectUri, expiresAt, usedAt, revokedAt, ownerZone } = first;
  return {
    grant: { kind, userId, provider: grantProvider, codeChallenge, redirectUri, expiresAt, usedAt, revokedAt },
    ownerZone,
    events: rows
      .filter((row) => row.eventId !== null)
      .map(({ startAt, endAt, startDate, endDate, timeZone, recurrence }) => ({ startAt, endAt, startDate, endDate, timeZone, recurrence })),
  };
}

/** One stored event of the member's (by its row id). */
export async function findOwnedEvent(db: Queryable, rowId: string, ownerId: string, provider: ProviderName): Promise<EventRow | undefined> {
  const { rows } = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM sandbox_calendar_events WHERE id = $1 AND owner_id = $2 AND provider = $3`,
    [rowId, ownerId, provider],
  );
  return rows[0];
}

/** The event the organiser's request made earlier (a retried request finds it instead of writing a second one). */
export async function findEventByRequest(db: Queryable, ownerId: string, provider: ProviderName, requestId: string): Promise<EventRow | undefined> {
  const { rows } = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM sandbox_calendar_events WHERE owner_id = $1 AND provider = $2 AND request_id = $3`,
    [ownerId, provider, requestId],
  );
  return rows[0];
}

/** What an event holds, for the organiser's copy and each attendee's. */
export interface EventContent {
  summary: string;
  description: string | null;
  location: string | null;
  start: Date;
  end: Date;
  timeZone: string;
  quickConnect: boolean;
  organizerEmail: string | null;
  attendees: EventRow['attendees'];
}

const contentValues = (event: EventContent) => [
  event.summary,
  event.description,
  event.location,
  event.start,
  event.end,
  event.timeZone,
  event.quickConnect,
  event.organizerEmail,
];

/** The organiser's copy, under the request's id; undefined when that request already made it. */
export async function insertOrganizerEvent(
  db: Queryable,
  event: EventContent & { ownerId: string; provider: ProviderName; requestId: string },
): Promise<EventRow | undefined> {
  const { rows } = await db.query<EventRow>(
    `INSERT INTO sandbox_calendar_events (owner_id, provider, summary, description, location, start_at, end_at, time_zone,
       quick_connect, organizer_email, attendees, request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12)
     ON CONFLICT (owner_id, provider, request_id) WHERE request_id IS NOT NULL DO NOTHING
     RETURNING ${EVENT_COLUMNS}`,
    [event.ownerId, event.provider, ...contentValues(event), JSON.stringify(event.attendees), event.requestId],
  );
  return rows[0];
}

/** The sandbox calendars an address has: each connected one, or Google's when none is connected. */
export async function calendarsOfAddress(db: Queryable, email: string): Promise<Array<{ userId: string; provider: ProviderName }>> {
  const { rows } = await db.query<{ userId: string; provider: ProviderName }>(
    `SELECT u.id::text AS "userId", COALESCE(c.provider, 'google') AS provider
     FROM users u LEFT JOIN calendar_connections c ON c.user_id = u.id AND c.backend = 'sandbox' AND c.status = 'connected'
     WHERE lower(u.email) = lower($1)`,
    [email],
  );
  return rows;
}

/** An attendee's copy of an event, in the organiser's series. */
export async function insertAttendeeEvent(
  db: Queryable,
  event: EventContent & { ownerId: string; provider: ProviderName; seriesId: string },
): Promise<void> {
  await db.query(
    `INSERT INTO sandbox_calendar_events (owner_id, provider, series_id, summary, description, location, start_at, end_at,
       time_zone, quick_connect, organizer_email, attendees)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb)`,
    [event.ownerId, event.provider, event.seriesId, ...contentValues(event), JSON.stringify(event.attendees)],
  );
}

/** Moves the organiser's event and every copy of it. */
export async function moveSeries(db: Queryable, seriesId: string, change: { start: Date; end: Date; timeZone: string }): Promise<void> {
  await db.query(`UPDATE sandbox_calendar_events SET start_at = $2, end_at = $3, time_zone = $4, updated_at = now() WHERE series_id = $1`, [
    seriesId,
    change.start,
    change.end,
    change.timeZone,
  ]);
}

/** Deletes the organiser's event and every copy of it. */
export async function deleteSeries(db: Queryable, seriesId: string): Promise<void> {
  await db.query('DELETE FROM sandbox_calendar_events WHERE series_id = $1', [seriesId]);
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
export async function insertSeedEvent(
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
