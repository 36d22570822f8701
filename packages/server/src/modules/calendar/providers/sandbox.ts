/**
 * The built-in sandbox calendar (docs/decisions.md#calendar): stands in for Google or Outlook when no
 * credentials for them are configured, through the same interface and the same OAuth shape. Its consent page
 * is ours (routes.ts), its codes and tokens are rows (`sandbox_calendar_grants`, stored as hashes), and its
 * events live in `sandbox_calendar_events`, so a booking lands on both people's calendars. Its SQL is in
 * ../sandbox-repository.ts; this file holds the rules (who may move what, how a repeating event is expanded).
 *
 * Codes last 10 minutes and are single-use with their PKCE challenge checked; access tokens last an hour;
 * refresh tokens last until the member disconnects.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import { zoneNamed } from '../../../platform/time-zones.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db, Queryable } from '../../../platform/db/types.ts';
import { isUuid } from '../../../platform/ids.ts';
import * as repo from '../sandbox-repository.ts';
import type { BusyRow, EventRow, GrantKind } from '../sandbox-repository.ts';
import {
  ProviderError,
  type CalendarProviderAdapter,
  type EventChange,
  type Interval,
  type NewEvent,
  type OAuthTokens,
  type ProviderEvent,
  type ProviderName,
} from './types.ts';

export const SANDBOX_CONSENT_PATH = '/v1/calendar/sandbox/consent';
/** The sandbox's own week view ('View Calendar' for a sandbox calendar): the app's events page. */
export const SANDBOX_CALENDAR_VIEW = '/events';

const CODE_TTL_MS = 10 * 60_000;
const ACCESS_TTL_MS = 60 * 60_000;
const FAR_FUTURE = new Date('9999-01-01T00:00:00Z');

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A PKCE S256 challenge: base64url of the verifier's SHA-256. */
export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const newSecret = () => randomBytes(32).toString('base64url');

/** A new grant: its secret goes to the holder, only its hash is kept. */
async function insertGrant(
  db: Queryable,
  grant: { kind: GrantKind; userId: string; provider: ProviderName; expiresAt: Date; codeChallenge?: string; redirectUri?: string },
): Promise<string> {
  const secret = newSecret();
  await repo.insertGrant(db, { tokenHash: sha256(secret), ...grant });
  return secret;
}

/** A refresh token for a member's sandbox calendar, as a finished consent gives (the demo seed connects colleagues this way). */
export async function issueSandboxRefreshToken(db: Queryable, input: { userId: string; provider: ProviderName }): Promise<string> {
  return insertGrant(db, { kind: 'refresh', ...input, expiresAt: FAR_FUTURE });
}

/** Issues the consent page's code for a member (routes.ts, once the member pressed Allow). */
export async function issueSandboxCode(
  db: Queryable,
  clock: Clock,
  input: { userId: string; provider: ProviderName; codeChallenge: string; redirectUri: string },
): Promise<string> {
  return insertGrant(db, { kind: 'code', ...input, expiresAt: new Date(clock.now().getTime() + CODE_TTL_MS) });
}

/** An occurrence's id: the stored event's id, with the occurrence's start date for a repeating one. */
const occurrenceId = (row: EventRow, day: DateTime) => (row.recurrence ? `${row.id}_${day.toFormat('yyyyLLdd')}` : row.id);

function toProviderEvent(row: EventRow, start: ProviderEvent['start'], end: ProviderEvent['end'], id: string): ProviderEvent {
  return {
    id,
    summary: row.summary,
    description: row.description,
    location: row.location,
    start,
    end,
    attendees: row.attendees,
    organizer: row.organizerEmail,
    quickConnect: row.quickConnect,
    webLink: null,
    busy: row.busy,
    status: 'confirmed',
  };
}

/**
 * When a stored timed event happens within the window: its start, once or on every matching day (a repeating
 * event expanded in its own zone), with its length.
 */
function occurrenceStarts(row: BusyRow, window: Interval): { starts: DateTime[]; length: number } {
  const first = DateTime.fromJSDate(row.startAt!, { zone: zoneNamed(row.timeZone) });
  const length = row.endAt!.getTime() - row.startAt!.getTime();
  if (!row.recurrence) {
    return { starts: row.endAt!.getTime() > window.start.getTime() && row.startAt!.getTime() < window.end.getTime() ? [first] : [], length };
  }
  // Each local day from the window's start (less one, for an occurrence running across midnight) to its end:
  // the same wall-clock time on every matching day, so 09:30 stays 09:30 across a DST change.
  const starts: DateTime[] = [];
  let day = DateTime.fromJSDate(window.start, { zone: zoneNamed(row.timeZone) }).startOf('day').minus({ days: 1 });
  const last = DateTime.fromJSDate(window.end, { zone: zoneNamed(row.timeZone) }).endOf('day');
  if (day < first.startOf('day')) day = first.startOf('day');
  for (; day <= last; day = day.plus({ days: 1 })) {
    const matches = row.recurrence === 'weekdays' ? day.weekday <= 5 : day.weekday === first.weekday;
    if (!matches) continue;
    const start = day.set({ hour: first.hour, minute: first.minute, second: 0, millisecond: 0 });
    if (start < first) continue;
    const startMs = start.toMillis();
    if (startMs + length > window.start.getTime() && startMs < window.end.getTime()) starts.push(start);
  }
  return { starts, length };
}

/** Whether a stored all-day event's days, in its own zone, overlap the window. */
function allDayOverlaps(row: BusyRow, window: Interval): boolean {
  const start = DateTime.fromISO(row.startDate!, { zone: zoneNamed(row.timeZone) });
  const end = DateTime.fromISO(row.endDate!, { zone: zoneNamed(row.timeZone) });
  return end.toMillis() > window.start.getTime() && start.toMillis() < window.end.getTime();
}

/** The occurrences of a stored event that overlap the window, as the provider lists them. */
function occurrences(row: EventRow, window: Interval): ProviderEvent[] {
  if (row.startDate && row.endDate) {
    // All-day: stored once (the sandbox's all-day events do not repeat).
    return allDayOverlaps(row, window) ? [toProviderEvent(row, { date: row.startDate }, { date: row.endDate }, row.id)] : [];
  }
  const { starts, length } = occurrenceStarts(row, window);
  return starts.map((start) =>
    toProviderEvent(
      row,
      { dateTime: start.toISO()!, timeZone: row.timeZone },
      { dateTime: start.plus({ milliseconds: length }).toISO()!, timeZone: row.timeZone },
      occurrenceId(row, start),
    ),
  );
}

/**
 * The times a stored busy event blocks within the window: what `occurrences` lists, as instants (free/busy
 * needs no ids or ISO texts, which were most of its CPU). An all-day event blocks the owner's whole local days
 * (`ownerZone`: the zone of their working hours).
 */
function busyTimes(row: BusyRow, window: Interval, ownerZone: string): Interval[] {
  if (row.startDate && row.endDate) {
    if (!allDayOverlaps(row, window)) return [];
    return [
      {
        start: DateTime.fromISO(row.startDate, { zone: zoneNamed(ownerZone) }).toJSDate(),
        end: DateTime.fromISO(row.endDate, { zone: zoneNamed(ownerZone) }).toJSDate(),
      },
    ];
  }
  const { starts, length } = occurrenceStarts(row, window);
  return starts.map((start) => ({ start: new Date(start.toMillis()), end: new Date(start.toMillis() + length) }));
}

function eventStartMs(event: ProviderEvent): number {
  return 'dateTime' in event.start ? Date.parse(event.start.dateTime) : Date.parse(`${event.start.date}T00:00:00Z`);
}

export interface SandboxDeps {
  db: Db;
  clock: Clock;
}

/** The sandbox standing in for `provider`. */
export function createSandboxAdapter(deps: SandboxDeps, provider: ProviderName): CalendarProviderAdapter {
  const { db, clock } = deps;
  const fail = (kind: ConstructorParameters<typeof ProviderError>[1], message: string, status: number) =>
    new ProviderError(provider, kind, message, status);

  /** The member an access token belongs to; 'expired' when it is not a live access token of this provider. */
  async function ownerOf(accessToken: string): Promise<string> {
    return liveGrant(await repo.findGrant(db, sha256(accessToken))).userId;
  }

  function liveGrant(grant: repo.GrantRow | undefined): repo.GrantRow {
    if (!grant || grant.kind !== 'access' || grant.provider !== provider || grant.revokedAt || grant.expiresAt <= clock.now()) {
      throw fail('expired', 'The sandbox access token is not valid', 401);
    }
    return grant;
  }

  async function issueTokens(tx: Queryable, userId: string, withRefresh: boolean): Promise<OAuthTokens> {
    const expiresAt = new Date(clock.now().getTime() + ACCESS_TTL_MS);
    const accessToken = await insertGrant(tx, { kind: 'access', userId, provider, expiresAt });
    const refreshToken = withRefresh ? await insertGrant(tx, { kind: 'refresh', userId, provider, expiresAt: FAR_FUTURE }) : null;
    return { accessToken, accessTokenExpiresAt: expiresAt, refreshToken, accountEmail: await repo.accountEmail(tx, userId) };
  }

  async function listEvents(accessToken: string, window: Interval): Promise<ProviderEvent[]> {
    const ownerId = await ownerOf(accessToken);
    const events = (await repo.eventsOf(db, ownerId, provider)).flatMap((row) => occurrences(row, window));
    return events.sort((a, b) => eventStartMs(a) - eventStartMs(b));
  }

  /** The stored event an id names (an occurrence id names its series' row). */
  async function ownedRow(db: Queryable, ownerId: string, eventId: string): Promise<EventRow> {
    const rowId = eventId.split('_')[0] ?? '';
    if (!isUuid(rowId)) throw fail('not-found', 'No such event', 404);
    const row = await repo.findOwnedEvent(db, rowId, ownerId, provider);
    if (!row) throw fail('not-found', 'No such event', 404);
    return row;
  }

  return {
    name: provider,

    authorizationUrl({ state, codeVerifier, redirectUri }) {
      // The consent page is served beside the API, at the app's own origin (`npm start` serves both; the
      // development server forwards /v1 to the API).
      const url = new URL(SANDBOX_CONSENT_PATH, redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', 'kindred-sandbox');
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      url.searchParams.set('code_challenge', s256(codeVerifier));
      url.searchParams.set('code_challenge_method', 'S256');
      url.searchParams.set('provider', provider);
      return url;
    },

    async exchangeCode({ code, codeVerifier, redirectUri }) {
      return db.transaction(async (tx) => {
        const grant = await repo.findGrant(tx, sha256(code));
        const spent = await repo.spendCode(tx, sha256(code));
        if (
          !grant ||
          !spent ||
          grant.provider !== provider ||
          grant.expiresAt <= clock.now() ||
          grant.redirectUri !== redirectUri ||
          grant.codeChallenge !== s256(codeVerifier)
        ) {
          throw fail('revoked', 'invalid_grant: the code is unknown, spent, expired, or not for this verifier', 400);
        }
        return issueTokens(tx, grant.userId, true);
      });
    },

    async refresh(refreshToken) {
      return db.transaction(async (tx) => {
        const grant = await repo.findGrant(tx, sha256(refreshToken));
        if (!grant || grant.kind !== 'refresh' || grant.provider !== provider || grant.revokedAt) {
          throw fail('revoked', 'invalid_grant: the refresh token was revoked', 400);
        }
        return issueTokens(tx, grant.userId, false);
      });
    },

    listEvents,

    async freeBusy(accessToken, window) {
      // The token, the busy events and the owner's zone in one statement.
      const read = await repo.busyOfGrant(db, sha256(accessToken), provider);
      liveGrant(read?.grant);
      return read!.events.flatMap((row) => busyTimes(row, window, read!.ownerZone));
    },

    async insertEvent(accessToken, event: NewEvent) {
      const ownerId = await ownerOf(accessToken);
      return db.transaction(async (tx) => {
        const content: repo.EventContent = {
          summary: event.summary,
          description: event.description,
          location: event.location,
          start: event.start,
          end: event.end,
          timeZone: event.timeZone,
          quickConnect: event.quickConnect,
          organizerEmail: await repo.accountEmail(tx, ownerId),
          attendees: event.attendees.map((attendee) => ({ email: attendee.email, name: attendee.name, responseStatus: 'needsAction' })),
        };
        // The organiser's copy; a retried request (same request id) finds it instead of writing a second one.
        const row = await repo.insertOrganizerEvent(tx, { ...content, ownerId, provider, requestId: event.requestId });
        if (!row) {
          const existing = (await repo.findEventByRequest(tx, ownerId, provider, event.requestId))!;
          return occurrences(existing, { start: existing.startAt!, end: existing.endAt! })[0]!;
        }
        // Each attendee's copy, on every sandbox calendar they have (Google's when none is connected): the
        // invitation arriving in their calendar.
        for (const attendee of event.attendees) {
          for (const target of await repo.calendarsOfAddress(tx, attendee.email)) {
            await repo.insertAttendeeEvent(tx, { ...content, ownerId: target.userId, provider: target.provider, seriesId: row.seriesId });
          }
        }
        return occurrences(row, { start: row.startAt!, end: row.endAt! })[0]!;
      });
    },

    async patchEvent(accessToken, eventId, change: EventChange) {
      const ownerId = await ownerOf(accessToken);
      return db.transaction(async (tx) => {
        const row = await ownedRow(tx, ownerId, eventId);
        if (row.recurrence || row.startDate) throw fail('rejected', 'Only single timed events can be moved', 400);
        // Only the organiser moves an event, as Google and Outlook refuse an attendee (403): an attendee's copy names
        // the organiser's event, which would otherwise move for everyone.
        if (row.organizerEmail !== null && row.organizerEmail !== (await repo.accountEmail(tx, ownerId))) {
          throw fail('rejected', 'Only the organiser can move this event', 403);
        }
        // The organiser's event and every copy of it move together.
        await repo.moveSeries(tx, row.seriesId, { start: change.start, end: change.end, timeZone: change.timeZone });
        const moved = await ownedRow(tx, ownerId, eventId);
        return occurrences(moved, { start: moved.startAt!, end: moved.endAt! })[0]!;
      });
    },

    async deleteEvent(accessToken, eventId) {
      const ownerId = await ownerOf(accessToken);
      await db.transaction(async (tx) => {
        const row = await ownedRow(tx, ownerId, eventId);
        // Only the organiser deletes the event for everyone, as with a move: an attendee's copy names the organiser's
        // event, which would otherwise go from every calendar.
        if (row.organizerEmail !== null && row.organizerEmail !== (await repo.accountEmail(tx, ownerId))) {
          throw fail('rejected', 'Only the organiser can delete this event', 403);
        }
        // The organiser's event and every copy of it go together (the attendees' calendars lose it too).
        await repo.deleteSeries(tx, row.seriesId);
      });
    },

    async revoke(token) {
      const grant = await repo.findGrant(db, sha256(token));
      if (!grant) return;
      await repo.revokeGrants(db, grant.userId, grant.provider);
    },
  };
}
