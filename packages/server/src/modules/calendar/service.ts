/**
 * The calendar service (docs/product.md#the-calls "Calendar service", docs/decisions.md#calendar): the spec's
 * seven actions, `authorize` and `cancelEvent`, over three providers behind one interface (providers/types.ts).
 *
 * - A member acts only on their own calendar: every request's `userId` is the caller's member id.
 * - Consent: `authorize` makes a state `<provider>.<nonce>` whose nonce is stored with the caller's session and
 *   a PKCE verifier; `connect` accepts it once, from the same session, for the same redirect, within 15 minutes.
 * - Tokens are sealed at rest (token-cipher.ts) and never leave the server. An access token that has expired
 *   is refreshed and the call made once more; a grant the provider withdrew marks the calendar revoked and the
 *   client is told to connect again (409 CALENDAR_REVOKED).
 * - Another member's calendar is read only for availability, and only a teammate's (a shared organisation).
 * - A booking holds its time for both members before the provider is called (repository.ts `holdBookingTime`), so no
 *   two bookings made at once overlap for either of them; only its organiser moves or cancels it.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  AVAILABILITY_DAYS,
  CALENDAR_MESSAGES,
  DEFAULT_AVAILABILITY_MINUTES,
  DEFAULT_EVENT_DAYS,
  MIN_NOTICE_MINUTES,
  PROVIDER_LABELS,
  type CalendarEvent,
  type CalendarProvider,
} from '@kindred/contracts/api/calendar';
import type { CalendarRequest } from '@kindred/contracts/api/calendar-actions';
import type { Clock } from '../../platform/clock.ts';
import type { CalendarConfig } from '../../platform/config/config.ts';
import type { Db } from '../../platform/db/types.ts';
import {
  conflict,
  DomainError,
  forbidden,
  idempotencyKeyReused,
  invalid,
  notFound,
  rateLimited,
  unavailable,
} from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limit.ts';
import { findMemberByMemberId, sharedOrganizations, teammatesByEmail } from '../profile/index.ts';
import type { MemberRow } from '../profile/index.ts';
import { findAvailability, type Participant } from './slots.ts';
import { createGoogleAdapter } from './providers/google.ts';
import { createMicrosoftAdapter } from './providers/microsoft.ts';
import { createSandboxAdapter } from './providers/sandbox.ts';
import { ProviderError, type CalendarProviderAdapter, type ProviderEvent, type ProviderName } from './providers/types.ts';
import * as repo from './repository.ts';
import type { Backend, ConnectionRow } from './repository.ts';
import { loadTokenCipher, sealContext } from './keys.ts';
import type { TokenCipher } from './token-cipher.ts';

/**
 * New bookings a day (fixed UTC days): by one organiser (a busy week has a few Quick Connects a day), and into one
 * colleague's calendar from everyone. A booking answered again for its request id counts once.
 */
export const BOOKING_LIMITS = { perOrganizerPerDay: 20, perAttendeePerDay: 30 } as const;
/**
 * How long a booking's time is held while its provider makes the event: far longer than a provider call may take (two
 * tries of CALL_TIMEOUT_MS and a refresh), so a hold only lapses when the process that made it stopped.
 */
export const BOOKING_HOLD_MS = 2 * 60_000;

export interface CalendarDeps {
  db: Db;
  clock: Clock;
  config: { calendar: CalendarConfig };
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  rateLimiter: RateLimiter;
  /** Tests put loopback adapters here; by default a provider with credentials gets its real adapter, else the sandbox. */
  adapters?: Partial<Record<ProviderName, CalendarProviderAdapter>>;
}

/** Who is asking (identity's Caller). */
export interface CalendarCaller {
  userId: string;
  memberId: string;
  email: string;
  sessionId: string;
}

/** How long a consent may take between `authorize` and `connect`. */
export const CONSENT_TTL_MS = 15 * 60_000;
/** An access token this close to its expiry is refreshed before use. */
const EXPIRY_MARGIN_MS = 60_000;
/** Working hours of a member who never set theirs. */
const DEFAULT_SCHEDULE = { timeZone: 'UTC', workStart: '09:00', workEnd: '17:00', workDays: [1, 2, 3, 4, 5] };
/** 'View Calendar' for a real provider. */
const PROVIDER_WEB_CALENDAR: Record<ProviderName, string> = {
  google: 'https://calendar.google.com/calendar/r/week',
  microsoft: 'https://outlook.office.com/calendar/view/week',
};

const DAY_MS = 86_400_000;

export function createCalendarService(deps: CalendarDeps) {
  const { db, clock, config, log } = deps;

  const backendOf = (provider: ProviderName): Backend =>
    deps.adapters?.[provider] || config.calendar[provider].clientId ? provider : 'sandbox';

  const adapters = new Map<Backend | `sandbox-${ProviderName}`, CalendarProviderAdapter>();
  function adapterFor(provider: ProviderName, backend: Backend): CalendarProviderAdapter {
    const key = backend === 'sandbox' ? (`sandbox-${provider}` as const) : backend;
    let adapter = adapters.get(key);
    if (!adapter) {
      const settings = config.calendar[provider];
      adapter =
        backend === 'sandbox'
          ? createSandboxAdapter({ db, clock }, provider)
          : (deps.adapters?.[provider] ??
            (provider === 'google'
              ? createGoogleAdapter({ ...settings, clientId: settings.clientId!, clientSecret: settings.clientSecret! })
              : createMicrosoftAdapter({ ...settings, clientId: settings.clientId!, clientSecret: settings.clientSecret! })));
      adapters.set(key, adapter);
    }
    return adapter;
  }

  let cipherPromise: Promise<TokenCipher> | undefined;
  function cipher(): Promise<TokenCipher> {
    cipherPromise ??= loadTokenCipher(db, config.calendar);
    cipherPromise.catch(() => (cipherPromise = undefined));
    return cipherPromise;
  }

  function requireSelf(caller: CalendarCaller, userId: string): void {
    if (userId !== caller.memberId) throw forbidden(CALENDAR_MESSAGES.ownCalendarOnly, 'NOT_YOUR_CALENDAR');
  }

  /** A provider's failure as an answer: nothing was written, and the words say what to do. */
  function providerFailure(error: unknown, failed: string): never {
    if (error instanceof DomainError) throw error;
    if (error instanceof ProviderError) {
      if (error.kind === 'rate-limited') throw unavailable(`${failed}: ${CALENDAR_MESSAGES.providerBusy}`, 'PROVIDER_BUSY', error.retryAfter ?? 30);
      if (error.kind === 'unavailable') throw unavailable(`${failed}: ${CALENDAR_MESSAGES.providerUnavailable}`, 'PROVIDER_UNAVAILABLE', error.retryAfter ?? 10);
      if (error.kind === 'not-found') throw notFound(CALENDAR_MESSAGES.eventNotFound, 'EVENT_NOT_FOUND');
      throw conflict(`${failed}: the calendar provider refused the request`, 'PROVIDER_REFUSED');
    }
    throw error;
  }

  async function connectionOrFail(userId: string, provider: ProviderName): Promise<ConnectionRow> {
    const connection = await repo.findConnection(db, userId, provider);
    if (!connection) throw conflict(CALENDAR_MESSAGES.notConnected, 'CALENDAR_NOT_CONNECTED');
    if (connection.status === 'revoked') throw conflict(CALENDAR_MESSAGES.reconnect, 'CALENDAR_REVOKED');
    return connection;
  }

  /**
   * Runs `call` with a live access token of the connection: refreshed first when it is about to expire, and
   * refreshed once more if the provider says it expired anyway. A withdrawn grant marks the calendar revoked.
   */
  async function withAccess<T>(connection: ConnectionRow, call: (adapter: CalendarProviderAdapter, token: string) => Promise<T>): Promise<T> {
    const { userId, provider } = connection;
    const adapter = adapterFor(provider, connection.backend);
    const seal = await cipher();
    const refresh = async (): Promise<string> => {
      if (!connection.refreshTokenEnc) throw new ProviderError(provider, 'revoked', 'No refresh token is stored');
      const tokens = await adapter.refresh(seal.decrypt(connection.refreshTokenEnc, sealContext(userId, provider, 'refresh')));
      await repo.updateAccessToken(db, userId, provider, {
        accessTokenEnc: seal.encrypt(tokens.accessToken, sealContext(userId, provider, 'access')),
        accessExpiresAt: tokens.accessTokenExpiresAt,
        refreshTokenEnc: tokens.refreshToken ? seal.encrypt(tokens.refreshToken, sealContext(userId, provider, 'refresh')) : null,
      });
      return tokens.accessToken;
    };
    try {
      const fresh =
        connection.accessTokenEnc && (!connection.accessExpiresAt || connection.accessExpiresAt.getTime() - EXPIRY_MARGIN_MS > clock.now().getTime());
      let token = fresh ? seal.decrypt(connection.accessTokenEnc!, sealContext(userId, provider, 'access')) : await refresh();
      try {
        return await call(adapter, token);
      } catch (error) {
        if (!(error instanceof ProviderError) || error.kind !== 'expired') throw error;
        token = await refresh();
        return await call(adapter, token);
      }
    } catch (error) {
      if (error instanceof ProviderError && (error.kind === 'revoked' || error.kind === 'expired')) {
        await repo.markRevoked(db, userId, provider);
        log.info({ userId, provider }, 'Calendar grant withdrawn; marked revoked');
        throw conflict(CALENDAR_MESSAGES.reconnect, 'CALENDAR_REVOKED');
      }
      throw error;
    }
  }

  function toEvent(event: ProviderEvent, provider: ProviderName): CalendarEvent {
    return {
      id: event.id,
      summary: event.summary,
      description: event.description,
      location: event.location,
      start: event.start,
      end: event.end,
      attendees: event.attendees.map((attendee) => ({ ...attendee, memberId: null })),
      organizer: event.organizer,
      provider,
      quickConnect: event.quickConnect,
      webLink: event.webLink,
    };
  }

  /** The events with each attendee who is the caller's colleague named by member id (null for anyone else). */
  async function withTeammates(caller: CalendarCaller, events: CalendarEvent[]): Promise<CalendarEvent[]> {
    const emails = [...new Set(events.flatMap((event) => event.attendees.map((attendee) => attendee.email.toLowerCase())))];
    const teammates = await teammatesByEmail(db, caller.userId, emails);
    return events.map((event) => ({
      ...event,
      attendees: event.attendees.map((attendee) => ({ ...attendee, memberId: teammates.get(attendee.email.toLowerCase()) ?? null })),
    }));
  }

  /** A teammate named by member id: someone who shares an organisation with the caller; 403 otherwise. */
  async function teammate(caller: CalendarCaller, memberId: string): Promise<MemberRow> {
    const member = await findMemberByMemberId(db, memberId);
    if (!member || (member.userId !== caller.userId && (await sharedOrganizations(db, { userId: caller.userId }, member.userId)).length === 0)) {
      throw forbidden(CALENDAR_MESSAGES.notATeammate, 'NOT_A_TEAMMATE');
    }
    return member;
  }

  /** The provider a booking goes to: the one asked for, else the only one connected, else Google (the spec's default). */
  async function bookingProvider(userId: string, asked: ProviderName | undefined): Promise<ProviderName> {
    if (asked) return asked;
    const connected = await repo.connectionsOf(db, [userId]);
    if (connected.length === 1) return connected[0]!.provider;
    if (connected.length === 0) throw conflict(CALENDAR_MESSAGES.notConnected, 'CALENDAR_NOT_CONNECTED');
    return 'google';
  }

  function interval(startTime: string, endTime: string, failed: string): { start: Date; end: Date } {
    const start = new Date(startTime);
    const end = new Date(endTime);
    if (end.getTime() <= start.getTime()) throw invalid(`${failed}: endTime must be after startTime`, 'INVALID_TIME_RANGE');
    if (end.getTime() - start.getTime() > 8 * 3_600_000) throw invalid(`${failed}: an event lasts at most 8 hours`, 'INVALID_TIME_RANGE');
    if (end.getTime() <= clock.now().getTime()) throw invalid(`${failed}: the event would be over already`, 'EVENT_IN_PAST');
    return { start, end };
  }

  async function handle(caller: CalendarCaller, request: CalendarRequest): Promise<unknown> {
    requireSelf(caller, request.userId);
    switch (request.action) {
      case 'authorize': {
        const backend = backendOf(request.provider);
        const nonce = randomBytes(24).toString('base64url');
        const codeVerifier = randomBytes(48).toString('base64url');
        await repo.insertOAuthState(db, {
          nonce,
          userId: caller.userId,
          sessionId: caller.sessionId,
          provider: request.provider,
          backend,
          codeVerifier,
          redirectUri: request.redirectUri,
        });
        // The provider rides in the state ('microsoft.<nonce>'), as the spec's callback reads it.
        const state = `${request.provider}.${nonce}`;
        const url = adapterFor(request.provider, backend).authorizationUrl({ state, codeVerifier, redirectUri: request.redirectUri });
        return { url: url.toString() };
      }

      case 'connect': {
        const [stateProvider, nonce = ''] = request.state.split('.', 2);
        const consent = await repo.findOAuthState(db, nonce);
        const stale = !consent || clock.now().getTime() - consent.createdAt.getTime() > CONSENT_TTL_MS;
        if (
          stale ||
          stateProvider !== request.provider ||
          consent.provider !== request.provider ||
          consent.userId !== caller.userId ||
          consent.sessionId !== caller.sessionId ||
          consent.redirectUri !== request.redirectUri ||
          !(await repo.spendOAuthState(db, nonce))
        ) {
          throw forbidden(CALENDAR_MESSAGES.badState, 'BAD_OAUTH_STATE');
        }
        const adapter = adapterFor(request.provider, consent.backend);
        let tokens;
        try {
          tokens = await adapter.exchangeCode({ code: request.code, codeVerifier: consent.codeVerifier, redirectUri: consent.redirectUri });
        } catch (error) {
          if (error instanceof ProviderError && error.kind === 'revoked') {
            throw invalid(`${CALENDAR_MESSAGES.connectFailed}: invalid_grant (the code was already used or has expired)`, 'INVALID_GRANT');
          }
          providerFailure(error, CALENDAR_MESSAGES.connectFailed);
        }
        if (!tokens.refreshToken) log.warn({ provider: request.provider }, 'Calendar consent gave no refresh token');
        const seal = await cipher();
        await repo.saveConnection(db, {
          userId: caller.userId,
          provider: request.provider,
          backend: consent.backend,
          accountEmail: tokens.accountEmail,
          accessTokenEnc: seal.encrypt(tokens.accessToken, sealContext(caller.userId, request.provider, 'access')),
          accessExpiresAt: tokens.accessTokenExpiresAt,
          refreshTokenEnc: tokens.refreshToken
            ? seal.encrypt(tokens.refreshToken, sealContext(caller.userId, request.provider, 'refresh'))
            : null,
        });
        return { connected: true, provider: request.provider, accountEmail: tokens.accountEmail };
      }

      case 'checkStatus': {
        const connection = await repo.findConnection(db, caller.userId, request.provider);
        const connected = connection?.status === 'connected';
        return {
          connected,
          provider: request.provider,
          accountEmail: connected ? connection.accountEmail : null,
          calendarUrl: connected ? (connection.backend === 'sandbox' ? '/events' : PROVIDER_WEB_CALENDAR[request.provider]) : null,
          sandbox: connected ? connection.backend === 'sandbox' : backendOf(request.provider) === 'sandbox',
        };
      }

      case 'getEvents': {
        const connection = await connectionOrFail(caller.userId, request.provider);
        const start = clock.now();
        const end = new Date(start.getTime() + (request.days ?? DEFAULT_EVENT_DAYS) * DAY_MS);
        try {
          const events = await withAccess(connection, (adapter, token) => adapter.listEvents(token, { start, end }));
          const listed = events.filter((event) => event.status !== 'cancelled').map((event) => toEvent(event, request.provider));
          return { events: await withTeammates(caller, listed) };
        } catch (error) {
          return providerFailure(error, 'Failed to fetch events');
        }
      }

      case 'findAvailability': {
        const others = [...new Set(request.teamMembers)].filter((id) => id !== caller.memberId);
        const members = await Promise.all(others.map((memberId) => teammate(caller, memberId)));
        const userIds = [caller.userId, ...members.map((member) => member.userId)];
        const memberIds = [caller.memberId, ...members.map((member) => member.memberId)];
        const [schedules, connections] = await Promise.all([repo.schedulesOf(db, userIds), repo.connectionsOf(db, userIds)]);
        const now = clock.now();
        const window = { start: now, end: new Date(now.getTime() + AVAILABILITY_DAYS * DAY_MS) };
        try {
          const participants: Participant[] = await Promise.all(
            userIds.map(async (userId, index) => {
              const schedule = schedules.find((row) => row.userId === userId) ?? { userId, ...DEFAULT_SCHEDULE };
              const theirs = connections.filter((connection) => connection.userId === userId);
              const busy = (
                await Promise.all(
                  theirs.map((connection) =>
                    withAccess(connection, (adapter, token) => adapter.freeBusy(token, window)).catch((error: unknown) => {
                      // Someone else's withdrawn grant is theirs to fix: their calendar just is not read.
                      if (index > 0 && error instanceof DomainError && error.code === 'CALENDAR_REVOKED') return null;
                      throw error;
                    }),
                  ),
                )
              ).flatMap((intervals) => intervals ?? []);
              return {
                id: memberIds[index]!,
                timeZone: schedule.timeZone,
                workingHours: { start: schedule.workStart, end: schedule.workEnd, days: schedule.workDays },
                busy,
                calendarConnected: theirs.length > 0,
              };
            }),
          );
          const slots = findAvailability({
            participants,
            durationMinutes: request.duration ?? DEFAULT_AVAILABILITY_MINUTES,
            now,
            days: AVAILABILITY_DAYS,
            minNoticeMinutes: MIN_NOTICE_MINUTES,
          }).map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString(), score: slot.score }));
          const unconnected = participants.filter((participant) => !participant.calendarConnected).length;
          return {
            availableSlots: slots,
            slots,
            participants: participants.map((participant) => ({
              memberId: participant.id,
              calendarConnected: participant.calendarConnected,
              timeZone: participant.timeZone,
            })),
            note:
              unconnected > 0
                ? `${unconnected === 1 ? 'One person has' : `${unconnected} people have`} no calendar connected: they count as free in their working hours.`
                : null,
          };
        } catch (error) {
          return providerFailure(error, CALENDAR_MESSAGES.availabilityFailed);
        }
      }

      case 'scheduleEvent': {
        const failed = CALENDAR_MESSAGES.scheduleFailed;
        const attendee = await teammate(caller, request.teamMembers[0]!);
        if (attendee.userId === caller.userId) throw invalid(`${failed}: the attendee must be someone else`, 'SELF_ATTENDEE');
        const { start, end } = interval(request.eventDetails.startTime, request.eventDetails.endTime, failed);
        const provider = await bookingProvider(caller.userId, request.provider);
        const requestHash = createHash('sha256')
          .update(JSON.stringify([provider, attendee.memberId, request.eventDetails]))
          .digest('hex');
        const earlier = await repo.findBooking(db, caller.userId, request.requestId);
        if (earlier) {
          if (earlier.requestHash !== requestHash) throw idempotencyKeyReused();
          return { success: true, error: null, event: (await withTeammates(caller, [earlier.event as CalendarEvent]))[0]! };
        }
        const connection = await connectionOrFail(caller.userId, provider);
        // The time is held for this booking before anything else (a limit, the provider): checked free for both of
        // them and held in one step under their locks, so of two bookings at once (another tab, the colleague
        // booking back, another instance) the second is refused here. A booking answered again for its request id
        // was answered above.
        const now = clock.now();
        const held = await db.transaction((tx) =>
          repo.holdBookingTime(tx, {
            userId: caller.userId,
            requestId: request.requestId,
            attendeeId: attendee.userId,
            startsAt: start,
            endsAt: end,
            now,
            heldUntil: new Date(now.getTime() + BOOKING_HOLD_MS),
          }),
        );
        if (held === 'taken') throw conflict(`${failed}: ${CALENDAR_MESSAGES.slotTaken}`, 'SLOT_TAKEN');
        if (held === 'in-progress') throw conflict(`${failed}: ${CALENDAR_MESSAGES.bookingInProgress}`, 'BOOKING_IN_PROGRESS');
        try {
          // A new booking: each lands in a colleague's calendar, and with a real provider sends them an invitation,
          // so a member may not fill anyone's week.
          for (const [key, limit] of [
            [`bookings:${caller.userId}`, BOOKING_LIMITS.perOrganizerPerDay],
            [`bookings-received:${attendee.userId}`, BOOKING_LIMITS.perAttendeePerDay],
          ] as const) {
            const counted = await deps.rateLimiter.hit(key, limit, 86_400);
            if (!counted.allowed) throw rateLimited(`${failed}: ${CALENDAR_MESSAGES.tooManyBookings}`, counted.retryAfterSeconds, 'TOO_MANY_BOOKINGS');
          }
          const created = await withAccess(connection, (adapter, token) =>
            adapter.insertEvent(token, {
              summary: request.eventDetails.summary,
              description: request.eventDetails.description ?? null,
              location: request.eventDetails.location ?? null,
              start,
              end,
              timeZone: request.eventDetails.timezone,
              attendees: [{ email: attendee.email, name: `${attendee.givenName} ${attendee.familyName}`.trim() || null }],
              quickConnect: request.eventDetails.quickConnect ?? true,
              requestId: request.requestId,
            }),
          );
          const event = (await withTeammates(caller, [toEvent(created, provider)]))[0]!;
          // The hold becomes the booking in the same statement.
          await repo.insertBooking(db, {
            userId: caller.userId,
            requestId: request.requestId,
            provider,
            eventId: event.id,
            attendeeId: attendee.userId,
            requestHash,
            event,
            quickConnect: request.eventDetails.quickConnect ?? true,
            startsAt: start,
            endsAt: end,
          });
          return { success: true, error: null, event };
        } catch (error) {
          // Refused (a limit, the provider): the time is free again. Should this fail too, the hold lapses by itself.
          await repo.releaseHold(db, caller.userId, request.requestId).catch((releaseError: unknown) =>
            log.warn({ err: releaseError instanceof Error ? releaseError.message : String(releaseError) }, 'A booking hold was not released'),
          );
          return providerFailure(error, failed);
        }
      }

      case 'rescheduleEvent': {
        const failed = CALENDAR_MESSAGES.rescheduleFailed;
        const { start, end } = interval(request.eventDetails.startTime, request.eventDetails.endTime, failed);
        const provider = await bookingProvider(caller.userId, request.provider);
        const connection = await connectionOrFail(caller.userId, provider);
        // A booking made here moves only to a time both of them are free at, held for it as a new booking's is (a
        // move and a booking at once cannot both take one time); an event of the member's own moves where they say.
        const booking = await repo.findOwnBookingByEvent(db, caller.userId, request.eventId, provider);
        const holdId = booking && !booking.cancelledAt && booking.attendeeId ? `move:${booking.requestId}` : null;
        if (booking && holdId) {
          const now = clock.now();
          const held = await db.transaction((tx) =>
            repo.holdBookingTime(tx, {
              userId: caller.userId,
              requestId: holdId,
              attendeeId: booking.attendeeId!,
              startsAt: start,
              endsAt: end,
              now,
              heldUntil: new Date(now.getTime() + BOOKING_HOLD_MS),
              moving: booking.requestId,
            }),
          );
          if (held === 'taken') throw conflict(`${failed}: ${CALENDAR_MESSAGES.slotTaken}`, 'SLOT_TAKEN');
          if (held === 'in-progress') throw conflict(`${failed}: ${CALENDAR_MESSAGES.bookingInProgress}`, 'BOOKING_IN_PROGRESS');
        }
        try {
          const moved = await withAccess(connection, (adapter, token) =>
            adapter.patchEvent(token, request.eventId, { start, end, timeZone: request.eventDetails.timezone }),
          );
          const event = (await withTeammates(caller, [toEvent(moved, provider)]))[0]!;
          // A booking the caller made through scheduleEvent follows the move (the Quick Connect counters read it).
          await repo.recordReschedule(db, { userId: caller.userId, provider, eventId: request.eventId, startsAt: start, endsAt: end, event });
          return { success: true, error: null, event };
        } catch (error) {
          return providerFailure(error, failed);
        } finally {
          // Moved (the booking holds the new time now) or refused: the hold goes. Should this fail, it lapses by itself.
          if (holdId) {
            await repo.releaseHold(db, caller.userId, holdId).catch((releaseError: unknown) =>
              log.warn({ err: releaseError instanceof Error ? releaseError.message : String(releaseError) }, 'A booking hold was not released'),
            );
          }
        }
      }

      case 'cancelEvent': {
        const failed = CALENDAR_MESSAGES.cancelFailed;
        // Only the organiser calls a Quick Connect off, as only they move it: an attendee's copy is no booking of theirs.
        const booking = await repo.findOwnBookingByEvent(db, caller.userId, request.eventId, request.provider);
        if (!booking) throw forbidden(`${failed}: ${CALENDAR_MESSAGES.onlyOrganiserCancels}`, 'NOT_ORGANISER');
        const answer = { cancelled: true as const, eventId: booking.eventId, provider: booking.provider };
        // Called off already: the same answer again (a retry whose first answer was lost).
        if (booking.cancelledAt) return answer;
        if (booking.endsAt && booking.endsAt.getTime() <= clock.now().getTime()) {
          throw conflict(`${failed}: ${CALENDAR_MESSAGES.alreadyOver}`, 'EVENT_OVER');
        }
        const connection = await connectionOrFail(caller.userId, booking.provider);
        try {
          await withAccess(connection, (adapter, token) => adapter.deleteEvent(token, booking.eventId));
        } catch (error) {
          // Gone at the provider already (deleted there by hand): called off all the same.
          if (!(error instanceof ProviderError && error.kind === 'not-found')) return providerFailure(error, failed);
        }
        await repo.markBookingCancelled(db, caller.userId, booking.requestId, clock.now());
        return answer;
      }

      case 'disconnect': {
        const removed = await repo.deleteConnection(db, caller.userId, request.provider);
        if (removed?.refreshTokenEnc) {
          // Best effort: the grant is withdrawn at the provider too, where it can be; the row is gone either way.
          try {
            const seal = await cipher();
            const token = seal.decrypt(removed.refreshTokenEnc, sealContext(caller.userId, request.provider, 'refresh'));
            await adapterFor(request.provider, removed.backend).revoke(token);
          } catch (error) {
            log.warn({ provider: request.provider, err: error instanceof Error ? error.message : String(error) }, 'Calendar grant not revoked at the provider');
          }
        }
        return { disconnected: true, provider: request.provider };
      }
    }
  }

  return {
    handle,
    /** How many providers the member ever connected a calendar of (achievements' calendarConnected). */
    connectedCount: (userId: string): Promise<number> => repo.connectedProviderCount(db, userId),
    /** The member's own time zone, kept with their working hours; null when none is kept. */
    async timeZoneOf(userId: string): Promise<string | null> {
      return (await repo.schedulesOf(db, [userId]))[0]?.timeZone ?? null;
    },
    /** For the sandbox consent page: the consent a state names, when it is live and served by the sandbox. */
    async sandboxConsent(state: string) {
      const [provider, nonce = ''] = state.split('.', 2);
      const consent = await repo.findOAuthState(db, nonce);
      if (
        !consent ||
        consent.usedAt ||
        consent.backend !== 'sandbox' ||
        consent.provider !== provider ||
        clock.now().getTime() - consent.createdAt.getTime() > CONSENT_TTL_MS
      ) {
        return null;
      }
      const { rows } = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [consent.userId]);
      return { ...consent, email: rows[0]?.email ?? '', label: PROVIDER_LABELS[consent.provider as CalendarProvider] };
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
