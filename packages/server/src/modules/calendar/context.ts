/**
 * What every calendar action shares (actions/*.ts): the adapter of each provider and backend, the token cipher, a
 * live access token for a call, a provider's failure as an answer, and the caller's teammates. Also the types that
 * bind each action to its request and answer in the contracts, so every handler is typed end to end.
 */
import type * as z from 'zod/mini';
import {
  CALENDAR_MESSAGES,
  type authorizeResponseSchema,
  type availabilityResponseSchema,
  type CalendarEvent,
  type cancelResponseSchema,
  type connectResponseSchema,
  type disconnectResponseSchema,
  type eventsResponseSchema,
  type scheduleResponseSchema,
  type statusResponseSchema,
} from '@kindred/contracts/api/calendar';
import type { CalendarAction, CalendarRequest } from '@kindred/contracts/api/calendar-actions';
import type { Clock } from '../../platform/clock.ts';
import type { CalendarConfig } from '../../platform/config/config.ts';
import type { Db } from '../../platform/db/types.ts';
import { conflict, DomainError, forbidden, invalid, notFound, unavailable } from '../../platform/errors.ts';
import type { Progress } from '../../platform/progress.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limit.ts';
import type { MemberRow, ProfileService } from '../profile/index.ts';
import { loadTokenCipher, sealContext } from './keys.ts';
import { createGoogleAdapter } from './providers/google.ts';
import { createMicrosoftAdapter } from './providers/microsoft.ts';
import { createSandboxAdapter } from './providers/sandbox.ts';
import { ProviderError, type CalendarProviderAdapter, type ProviderEvent, type ProviderName } from './providers/types.ts';
import * as repo from './repository.ts';
import type { Backend, ConnectionRow } from './repository.ts';
import type { TokenCipher } from './token-cipher.ts';

export interface CalendarDeps {
  db: Db;
  clock: Clock;
  config: { calendar: CalendarConfig };
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  rateLimiter: RateLimiter;
  /** Told after a calendar connected and a Quick Connect booked or moved (achievements' counters). */
  progress: Pick<Progress, 'changed'>;
  /** Who the caller's teammates are (availability and bookings are only between members who share an organisation). */
  profile: Pick<ProfileService, 'memberByMemberId' | 'profileOf' | 'sharedOrganizations' | 'teammatesByEmail'>;
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

/** An action's request, as the contracts define it. */
export type CalendarRequestOf<A extends CalendarAction> = Extract<CalendarRequest, { action: A }>;

/** Each action's answer, as the contracts define it. */
export interface CalendarAnswers {
  authorize: z.output<typeof authorizeResponseSchema>;
  connect: z.output<typeof connectResponseSchema>;
  checkStatus: z.output<typeof statusResponseSchema>;
  getEvents: z.output<typeof eventsResponseSchema>;
  findAvailability: z.output<typeof availabilityResponseSchema>;
  scheduleEvent: z.output<typeof scheduleResponseSchema>;
  rescheduleEvent: z.output<typeof scheduleResponseSchema>;
  cancelEvent: z.output<typeof cancelResponseSchema>;
  disconnect: z.output<typeof disconnectResponseSchema>;
}

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
/** How long a consent may take between `authorize` and `connect`. */
export const CONSENT_TTL_MS = 15 * 60_000;
/** An access token this close to its expiry is refreshed before use. */
const EXPIRY_MARGIN_MS = 60_000;
/** Working hours of a member who never set theirs. */
export const DEFAULT_SCHEDULE = { timeZone: 'UTC', workStart: '09:00', workEnd: '17:00', workDays: [1, 2, 3, 4, 5] };
/** 'View Calendar' for a real provider. */
export const PROVIDER_WEB_CALENDAR: Record<ProviderName, string> = {
  google: 'https://calendar.google.com/calendar/r/week',
  microsoft: 'https://outlook.office.com/calendar/view/week',
};

export const DAY_MS = 86_400_000;

export function createCalendarContext(deps: CalendarDeps) {
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
    const teammates = await deps.profile.teammatesByEmail(caller.userId, emails);
    return events.map((event) => ({
      ...event,
      attendees: event.attendees.map((attendee) => ({ ...attendee, memberId: teammates.get(attendee.email.toLowerCase()) ?? null })),
    }));
  }

  /** A teammate named by member id: someone who shares an organisation with the caller; 403 otherwise. */
  async function teammate(caller: CalendarCaller, memberId: string): Promise<MemberRow> {
    const member = await deps.profile.memberByMemberId(memberId);
    if (!member || (member.userId !== caller.userId && (await deps.profile.sharedOrganizations({ userId: caller.userId }, member.userId)).length === 0)) {
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

  /** Lets a booking's hold go; should this fail, the hold lapses by itself (BOOKING_HOLD_MS). */
  async function releaseHoldQuietly(release: () => Promise<void>): Promise<void> {
    await release().catch((releaseError: unknown) =>
      log.warn({ err: releaseError instanceof Error ? releaseError.message : String(releaseError) }, 'A booking hold was not released'),
    );
  }

  return {
    ...deps,
    backendOf,
    adapterFor,
    cipher,
    providerFailure,
    connectionOrFail,
    withAccess,
    toEvent,
    withTeammates,
    teammate,
    bookingProvider,
    interval,
    releaseHoldQuietly,
  };
}

export type CalendarContext = ReturnType<typeof createCalendarContext>;
