/**
 * The Google Calendar and Microsoft Graph adapters, each against a loopback fake that speaks its provider's
 * HTTP dialect (test/fakes): the OAuth round trip with PKCE, refresh and a withdrawn grant, every page of a long
 * listing, busy time, an idempotent insert, patch and delete, the failures the service acts on, and tokens
 * kept out of every error. No real provider is called.
 */
import { createHash } from 'node:crypto';
import { generateCodeVerifier } from 'arctic';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGoogleAdapter, GOOGLE_DEFAULTS, googleEventId } from '../src/modules/calendar/providers/google.ts';
import { parseRetryAfter, withDeadline } from '../src/modules/calendar/providers/http.ts';
import { createMicrosoftAdapter, fromGraphTime, microsoftDefaults, toGraphTime } from '../src/modules/calendar/providers/microsoft.ts';
import {
  ProviderError,
  type CalendarProviderAdapter,
  type EventTime,
  type NewEvent,
  type ProviderConfig,
  type ProviderErrorKind,
  type ProviderName,
} from '../src/modules/calendar/providers/types.ts';
import { startGoogleFake, type FakeAuthorizationServer, type FaultOptions, type RecordedRequest } from './fakes/google-calendar.ts';
import { startMicrosoftFake } from './fakes/microsoft-graph.ts';

const REDIRECT = 'http://localhost:5173/calendar/callback';
const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const WINDOW = { start: at('2026-11-23T00:00:00Z'), end: at('2026-11-30T00:00:00Z') };
const S256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** What a test seeds, in either provider's terms. */
interface Seed {
  summary: string;
  start: Date;
  end: Date;
  /** busy (default), free (transparent / showAs free), tentative, or cancelled. */
  as?: 'busy' | 'free' | 'tentative' | 'cancelled';
}

/** One provider under test: its fake, its adapter, and the fake's store in common terms. */
interface Bench {
  provider: ProviderName;
  config: ProviderConfig;
  adapter: CalendarProviderAdapter;
  close(): Promise<void>;
  state: {
    auth: FakeAuthorizationServer;
    reset(): void;
    failNext(status: number, failure?: FaultOptions): void;
    denyNext(error?: string): void;
    expireAccessTokens(token?: string): void;
    revokeGrant(refreshToken?: string): void;
    issueAccessToken(): string;
    apiRequests(pathEnding?: string): RecordedRequest[];
    /** Every request the fake received, OAuth ones included. */
    requests: RecordedRequest[];
  };
  accountEmail: string;
  seed(...seeds: Seed[]): void;
  seedAllDay(summary: string, date: string, endDate: string): void;
  /** The events the fake holds and shows (not deleted, not cancelled). */
  live(): { id: string; start: number; end: number; attendees: string[] }[];
  listPath: string;
}

async function googleBench(): Promise<Bench> {
  const fake = await startGoogleFake({ maxPageSize: 100 });
  const status = (as: Seed['as']): 'confirmed' | 'tentative' | 'cancelled' => (as === 'cancelled' ? 'cancelled' : as === 'tentative' ? 'tentative' : 'confirmed');
  return {
    provider: 'google',
    config: fake.config,
    adapter: createGoogleAdapter(fake.config),
    close: fake.close,
    state: fake.state,
    accountEmail: fake.state.account.email,
    seed: (...seeds) =>
      fake.state.seed(
        ...seeds.map((seed) => ({
          summary: seed.summary,
          start: { dateTime: seed.start.toISOString() },
          end: { dateTime: seed.end.toISOString() },
          status: status(seed.as),
          ...(seed.as === 'free' ? { transparency: 'transparent' as const } : {}),
        })),
      ),
    seedAllDay: (summary, date, endDate) => fake.state.seed({ summary, start: { date }, end: { date: endDate } }),
    live: () =>
      [...fake.state.events.values()]
        .filter((event) => event.status !== 'cancelled')
        .map((event) => ({
          id: event.id,
          start: Date.parse(event.start.dateTime ?? `${event.start.date}T00:00:00Z`),
          end: Date.parse(event.end.dateTime ?? `${event.end.date}T00:00:00Z`),
          attendees: (event.attendees ?? []).map((attendee) => attendee.email),
        })),
    listPath: '/calendars/primary/events',
  };
}

async function microsoftBench(): Promise<Bench> {
  const fake = await startMicrosoftFake();
  return {
    provider: 'microsoft',
    config: fake.config,
    adapter: createMicrosoftAdapter(fake.config),
    close: fake.close,
    state: fake.state,
    accountEmail: fake.state.account.email,
    seed: (...seeds) =>
      fake.state.seed(
        ...seeds.map((seed) => ({
          subject: seed.summary,
          start: seed.start,
          end: seed.end,
          showAs: seed.as === 'free' ? ('free' as const) : seed.as === 'tentative' ? ('tentative' as const) : ('busy' as const),
          isCancelled: seed.as === 'cancelled',
        })),
      ),
    seedAllDay: (subject, date, endDate) => fake.state.seed({ subject, start: date, end: endDate, isAllDay: true }),
    live: () =>
      [...fake.state.events.values()]
        .filter((event) => !event.isCancelled)
        .map((event) => ({ id: event.id, start: event.start, end: event.end, attendees: event.attendees.map((attendee) => attendee.emailAddress.address) })),
    listPath: '/me/calendarView',
  };
}

const instantOf = (time: EventTime) => ('dateTime' in time ? Date.parse(time.dateTime) : Number.NaN);

describe.each([
  ['google', googleBench],
  ['microsoft', microsoftBench],
] as const)('the %s adapter against its fake', (provider, start) => {
  let bench: Bench;
  let adapter: CalendarProviderAdapter;

  beforeAll(async () => {
    bench = await start();
    adapter = bench.adapter;
  });
  afterAll(() => bench?.close());
  beforeEach(() => bench.state.reset());

  /** Every token the fake ever issued, to look for in errors. */
  function issuedTokens(): string[] {
    return [...bench.state.auth.accessTokens.keys(), ...bench.state.auth.refreshTokens.keys(), ...bench.state.auth.codes.keys()];
  }

  /** The call's ProviderError, checked to be of `kind` and to carry no token in its message or stack. */
  async function failure(call: Promise<unknown>, kind: ProviderErrorKind): Promise<ProviderError> {
    const error = await call.then(
      () => {
        throw new Error(`expected a ProviderError '${kind}', but the call succeeded`);
      },
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ProviderError);
    const providerError = error as ProviderError;
    expect(providerError.provider).toBe(provider);
    expect(providerError.kind).toBe(kind);
    const written = `${providerError.message}\n${providerError.stack ?? ''}\n${JSON.stringify(providerError)}`;
    for (const token of issuedTokens()) expect(written).not.toContain(token);
    return providerError;
  }

  /** Consent in the fake (auto-approved): the callback's address. */
  async function consent(verifier: string, state = `${provider}.${Math.random().toString(36).slice(2)}`, redirectUri = REDIRECT) {
    const url = adapter.authorizationUrl({ state, codeVerifier: verifier, redirectUri });
    const answer = await fetch(url, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const back = new URL(answer.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe(state);
    return back;
  }

  /** A finished connection: the tokens of a full round trip. */
  async function connect() {
    const verifier = generateCodeVerifier();
    const code = (await consent(verifier)).searchParams.get('code')!;
    return adapter.exchangeCode({ code, codeVerifier: verifier, redirectUri: REDIRECT });
  }

  const newEvent = (requestId: string, overrides: Partial<NewEvent> = {}): NewEvent => ({
    summary: 'Quick Connect: Ada and Bo',
    description: 'Kindred found this time for you both.',
    location: null,
    start: at('2026-11-25T10:00:00Z'),
    end: at('2026-11-25T10:30:00Z'),
    timeZone: 'Europe/Berlin',
    attendees: [{ email: 'bo@example.org', name: 'Bo Carver' }],
    quickConnect: true,
    requestId,
    ...overrides,
  });

  describe('OAuth', () => {
    it('puts the scopes, state, redirect and an S256 challenge on the consent address', () => {
      const verifier = generateCodeVerifier();
      const url = adapter.authorizationUrl({ state: 'the-state', codeVerifier: verifier, redirectUri: REDIRECT });
      expect(`${url.origin}${url.pathname}`).toBe(bench.config.authorizationEndpoint);
      const params = url.searchParams;
      expect(params.get('response_type')).toBe('code');
      expect(params.get('client_id')).toBe(bench.config.clientId);
      expect(params.get('redirect_uri')).toBe(REDIRECT);
      expect(params.get('state')).toBe('the-state');
      expect(params.get('code_challenge_method')).toBe('S256');
      expect(params.get('code_challenge')).toBe(S256(verifier));
      if (provider === 'google') {
        expect(params.get('scope')).toBe('https://www.googleapis.com/auth/calendar.events openid email');
        expect(params.get('access_type')).toBe('offline');
        expect(params.get('prompt')).toBe('consent');
      } else {
        expect(params.get('scope')).toBe('Calendars.ReadWrite User.Read offline_access openid profile');
        expect(params.has('access_type')).toBe(false);
      }
    });

    it('goes the whole way: consent, code, tokens with a refresh token and the account e-mail', async () => {
      const verifier = generateCodeVerifier();
      const back = await consent(verifier, 'state-1');
      const code = back.searchParams.get('code');
      expect(code).toBeTruthy();
      const tokens = await adapter.exchangeCode({ code: code!, codeVerifier: verifier, redirectUri: REDIRECT });
      expect(tokens.accessToken).toBeTruthy();
      expect(tokens.refreshToken).toBeTruthy();
      expect(tokens.accountEmail).toBe(bench.accountEmail);
      expect(tokens.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 3500_000);
      expect(tokens.accessTokenExpiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + 3600_000);
      // The token works on the API.
      await expect(adapter.listEvents(tokens.accessToken, WINDOW)).resolves.toEqual([]);
      // arctic authenticates the client with HTTP Basic; the token request carried the verifier and the redirect.
      const [tokenRequest] = bench.state.requests.filter((entry) => bench.config.tokenEndpoint.endsWith(entry.path));
      const basic = Buffer.from(`${bench.config.clientId}:${bench.config.clientSecret}`).toString('base64');
      expect(tokenRequest!.headers.authorization).toBe(`Basic ${basic}`);
      expect(tokenRequest!.body).toEqual({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier });
      expect(bench.state.auth.codes.get(code!)?.used).toBe(true);
    });

    it('refuses a wrong verifier (PKCE), then the right one works once, and a replayed code is refused', async () => {
      const verifier = generateCodeVerifier();
      const code = (await consent(verifier)).searchParams.get('code')!;
      const wrong = await failure(adapter.exchangeCode({ code, codeVerifier: generateCodeVerifier(), redirectUri: REDIRECT }), 'revoked');
      expect(wrong.status).toBe(400);
      const tokens = await adapter.exchangeCode({ code, codeVerifier: verifier, redirectUri: REDIRECT });
      expect(tokens.refreshToken).toBeTruthy();
      await failure(adapter.exchangeCode({ code, codeVerifier: verifier, redirectUri: REDIRECT }), 'revoked');
      // A replayed code withdraws what it gave (RFC 6749 §4.1.2).
      await failure(adapter.listEvents(tokens.accessToken, WINDOW), 'expired');
      await failure(adapter.refresh(tokens.refreshToken!), 'revoked');
    });

    it('refuses the code for another redirect_uri than the consent’s', async () => {
      const verifier = generateCodeVerifier();
      const code = (await consent(verifier)).searchParams.get('code')!;
      const error = await failure(
        adapter.exchangeCode({ code, codeVerifier: verifier, redirectUri: 'http://localhost:9999/elsewhere' }),
        provider === 'google' ? 'rejected' : 'revoked',
      );
      expect(error.status).toBe(400);
    });

    it('refuses wrong client credentials, and the fake takes them in the body as well as by Basic', async () => {
      const verifier = generateCodeVerifier();
      const code = (await consent(verifier)).searchParams.get('code')!;
      const impostor = (provider === 'google' ? createGoogleAdapter : createMicrosoftAdapter)({ ...bench.config, clientSecret: 'not-the-secret' });
      await failure(impostor.exchangeCode({ code, codeVerifier: verifier, redirectUri: REDIRECT }), 'rejected');
      const inBody = await fetch(bench.config.tokenEndpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          code_verifier: verifier,
          redirect_uri: REDIRECT,
          client_id: bench.config.clientId,
          client_secret: bench.config.clientSecret,
        }),
      });
      expect(inBody.status).toBe(200);
      expect(((await inBody.json()) as { access_token?: string }).access_token).toBeTruthy();
    });

    it('redirects with error=access_denied when the member says no', async () => {
      bench.state.denyNext();
      const back = await consent(generateCodeVerifier(), 'denied-state');
      expect(back.searchParams.get('error')).toBe('access_denied');
      expect(back.searchParams.has('code')).toBe(false);
    });

    it('refreshes, and the new access token works', async () => {
      const first = await connect();
      const refreshed = await adapter.refresh(first.refreshToken!);
      expect(refreshed.accessToken).not.toBe(first.accessToken);
      expect(refreshed.accessTokenExpiresAt).toBeInstanceOf(Date);
      if (provider === 'google') {
        // Google keeps the refresh token: none in the answer.
        expect(refreshed.refreshToken).toBeNull();
      } else {
        // Microsoft sends a new one each time.
        expect(refreshed.refreshToken).toBeTruthy();
        expect(refreshed.refreshToken).not.toBe(first.refreshToken);
        const asked = bench.state.auth.refreshTokens.get(refreshed.refreshToken!);
        expect(asked?.revoked).toBe(false);
      }
      await expect(adapter.listEvents(refreshed.accessToken, WINDOW)).resolves.toEqual([]);
    });

    it("answers 'revoked' when the grant was withdrawn", async () => {
      const tokens = await connect();
      bench.state.revokeGrant(tokens.refreshToken!);
      const error = await failure(adapter.refresh(tokens.refreshToken!), 'revoked');
      expect(error.message).toContain('invalid_grant');
    });

    it("answers 'unavailable' when the token endpoint fails or cannot be reached", async () => {
      const tokens = await connect();
      bench.state.failNext(503, { on: 'token' });
      const error = await failure(adapter.refresh(tokens.refreshToken!), 'unavailable');
      expect(error.status).toBe(503);
      const closed = (provider === 'google' ? createGoogleAdapter : createMicrosoftAdapter)({
        ...bench.config,
        tokenEndpoint: 'http://127.0.0.1:1/token',
        apiBaseUrl: 'http://127.0.0.1:1/api',
      });
      await failure(closed.refresh(tokens.refreshToken!), 'unavailable');
      await failure(closed.listEvents(tokens.accessToken, WINDOW), 'unavailable');
    });
  });

  describe('reading', () => {
    it('follows every page of a long listing: all events, in order, none twice, none outside the window', async () => {
      const token = bench.state.issueAccessToken();
      const seeds: Seed[] = Array.from({ length: 260 }, (_, i) => ({
        summary: `Event ${i}`,
        start: new Date(at('2026-11-24T00:00:00Z').getTime() + i * 30 * 60_000),
        end: new Date(at('2026-11-24T00:00:00Z').getTime() + i * 30 * 60_000 + 20 * 60_000),
      }));
      // Seeded out of order, with some outside the window.
      bench.seed(...seeds.filter((_, i) => i % 2 === 1), ...seeds.filter((_, i) => i % 2 === 0));
      bench.seed(
        { summary: 'Before', start: at('2026-11-22T10:00:00Z'), end: at('2026-11-22T11:00:00Z') },
        { summary: 'After', start: at('2026-12-01T10:00:00Z'), end: at('2026-12-01T11:00:00Z') },
      );
      const events = await adapter.listEvents(token, WINDOW);
      expect(events.map((event) => event.summary)).toEqual(seeds.map((seed) => seed.summary));
      expect(new Set(events.map((event) => event.id)).size).toBe(260);
      const starts = events.map((event) => instantOf(event.start));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      const pages = bench.state.apiRequests(bench.listPath);
      expect(pages).toHaveLength(3);
      if (provider === 'google') {
        expect(pages[0]!.query).toMatchObject({
          timeMin: WINDOW.start.toISOString(),
          timeMax: WINDOW.end.toISOString(),
          singleEvents: 'true',
          orderBy: 'startTime',
        });
        expect(pages[0]!.query.pageToken).toBeUndefined();
        expect(pages[1]!.query.pageToken).toBeTruthy();
      } else {
        expect(pages[0]!.query).toMatchObject({ startDateTime: WINDOW.start.toISOString(), endDateTime: WINDOW.end.toISOString(), $top: '100' });
        for (const page of pages) expect(page.headers.prefer).toBe('outlook.timezone="UTC"');
        expect(pages[1]!.query.$skip).toBe('100');
      }
    });

    it('maps events: timed and all-day times, attendees, organizer, link, busy and status; cancelled ones left out', async () => {
      const token = bench.state.issueAccessToken();
      bench.seed(
        { summary: 'Stand-up', start: at('2026-11-25T09:00:00Z'), end: at('2026-11-25T09:15:00Z') },
        { summary: 'Focus (free)', start: at('2026-11-25T13:00:00Z'), end: at('2026-11-25T14:00:00Z'), as: 'free' },
        { summary: 'Maybe', start: at('2026-11-25T15:00:00Z'), end: at('2026-11-25T16:00:00Z'), as: 'tentative' },
        { summary: 'Called off', start: at('2026-11-25T17:00:00Z'), end: at('2026-11-25T18:00:00Z'), as: 'cancelled' },
      );
      bench.seedAllDay('Offsite', '2026-11-26', '2026-11-27');
      const events = await adapter.listEvents(token, WINDOW);
      expect(events.map((event) => event.summary)).toEqual(['Stand-up', 'Focus (free)', 'Maybe', 'Offsite']);
      const [standUp, focus, maybe, offsite] = events;
      expect(instantOf(standUp!.start)).toBe(at('2026-11-25T09:00:00Z').getTime());
      expect(instantOf(standUp!.end)).toBe(at('2026-11-25T09:15:00Z').getTime());
      expect((standUp!.start as { dateTime: string }).dateTime).toMatch(/(Z|[+-]\d{2}:\d{2})$/);
      expect(standUp).toMatchObject({ busy: true, status: 'confirmed', organizer: bench.accountEmail, quickConnect: false });
      expect(standUp!.webLink).toMatch(/^https:\/\//);
      expect(focus).toMatchObject({ busy: false });
      expect(maybe).toMatchObject({ status: 'tentative', busy: true });
      expect(offsite!.start).toEqual({ date: '2026-11-26' });
      expect(offsite!.end).toEqual({ date: '2026-11-27' });
    });

    it('answers the busy intervals: busy and tentative count, free and cancelled do not', async () => {
      const token = bench.state.issueAccessToken();
      bench.seed(
        { summary: 'Busy', start: at('2026-11-25T10:00:00Z'), end: at('2026-11-25T11:00:00Z') },
        { summary: 'Tentative', start: at('2026-11-25T13:00:00Z'), end: at('2026-11-25T14:30:00Z'), as: 'tentative' },
        { summary: 'Free', start: at('2026-11-25T15:00:00Z'), end: at('2026-11-25T16:00:00Z'), as: 'free' },
        { summary: 'Cancelled', start: at('2026-11-25T16:00:00Z'), end: at('2026-11-25T17:00:00Z'), as: 'cancelled' },
        { summary: 'Another day', start: at('2026-11-27T10:00:00Z'), end: at('2026-11-27T11:00:00Z') },
      );
      const window = { start: at('2026-11-25T08:00:00Z'), end: at('2026-11-25T18:00:00Z') };
      const busy = await adapter.freeBusy(token, window);
      expect(busy).toEqual([
        { start: at('2026-11-25T10:00:00Z'), end: at('2026-11-25T11:00:00Z') },
        { start: at('2026-11-25T13:00:00Z'), end: at('2026-11-25T14:30:00Z') },
      ]);
      if (provider === 'google') {
        const [request] = bench.state.apiRequests('/freeBusy');
        expect(request!.method).toBe('POST');
        expect(request!.body).toEqual({ timeMin: window.start.toISOString(), timeMax: window.end.toISOString(), items: [{ id: 'primary' }] });
      } else {
        expect(bench.state.apiRequests('/me')).toHaveLength(1);
        const [request] = bench.state.apiRequests('/me/calendar/getSchedule');
        expect(request!.body).toEqual({
          schedules: [bench.accountEmail],
          startTime: { dateTime: '2026-11-25T08:00:00.0000000', timeZone: 'UTC' },
          endTime: { dateTime: '2026-11-25T18:00:00.0000000', timeZone: 'UTC' },
          availabilityViewInterval: 15,
        });
      }
    });
  });

  describe('writing', () => {
    it('inserts with the attendee and the Quick Connect marker; a retried insert answers the same event, and there is one', async () => {
      const token = bench.state.issueAccessToken();
      const request = newEvent('req-7f3a2c');
      const created = await adapter.insertEvent(token, request);
      expect(created).toMatchObject({
        summary: 'Quick Connect: Ada and Bo',
        description: 'Kindred found this time for you both.',
        quickConnect: true,
        busy: true,
        status: 'confirmed',
        organizer: bench.accountEmail,
      });
      expect(created.attendees).toEqual([expect.objectContaining({ email: 'bo@example.org', name: 'Bo Carver' })]);
      expect(instantOf(created.start)).toBe(request.start.getTime());
      expect(instantOf(created.end)).toBe(request.end.getTime());

      const again = await adapter.insertEvent(token, request);
      expect(again.id).toBe(created.id);
      expect(again.quickConnect).toBe(true);
      expect(bench.live()).toHaveLength(1);
      expect(bench.live()[0]).toMatchObject({ id: created.id, attendees: ['bo@example.org'] });

      // Another request makes another event.
      const other = await adapter.insertEvent(token, newEvent('req-other', { quickConnect: false }));
      expect(other.id).not.toBe(created.id);
      expect(other.quickConnect).toBe(false);
      expect(bench.live()).toHaveLength(2);

      if (provider === 'google') {
        const posts = bench.state.apiRequests('/calendars/primary/events').filter((entry) => entry.method === 'POST');
        expect(posts).toHaveLength(3);
        for (const post of posts) expect(post.query.sendUpdates).toBe('all');
        const body = posts[0]!.body as { id: string; extendedProperties: { private: Record<string, string> }; start: unknown };
        expect(body.id).toBe(googleEventId('req-7f3a2c'));
        expect(body.extendedProperties.private.kindredQuickConnect).toBe('true');
        // Written in the organiser's zone: the wall time there, with its offset.
        expect(body.start).toEqual({ dateTime: '2026-11-25T11:00:00+01:00', timeZone: 'Europe/Berlin' });
        // The retry answered 409, and the existing event was read.
        expect(bench.state.apiRequests(`/calendars/primary/events/${created.id}`).map((entry) => entry.method)).toEqual(['GET']);
      } else {
        const posts = bench.state.apiRequests('/me/events').filter((entry) => entry.method === 'POST');
        expect(posts).toHaveLength(3);
        const body = posts[0]!.body as Record<string, unknown>;
        expect(body).toMatchObject({
          transactionId: 'req-7f3a2c',
          isAllDay: false,
          showAs: 'busy',
          categories: ['Kindred Quick Connect'],
          start: { dateTime: '2026-11-25T10:00:00.0000000', timeZone: 'UTC' },
          end: { dateTime: '2026-11-25T10:30:00.0000000', timeZone: 'UTC' },
          attendees: [{ emailAddress: { address: 'bo@example.org', name: 'Bo Carver' }, type: 'required' }],
        });
        expect((posts[1]!.body as Record<string, unknown>).transactionId).toBe('req-7f3a2c');
        expect(posts[2]!.body).not.toHaveProperty('categories');
      }
    });

    it('moves an event with a patch, then deletes it', async () => {
      const token = bench.state.issueAccessToken();
      const created = await adapter.insertEvent(token, newEvent('req-move'));
      const moved = await adapter.patchEvent(token, created.id, { start: at('2026-11-26T14:00:00Z'), end: at('2026-11-26T15:00:00Z'), timeZone: 'Europe/Berlin' });
      expect(moved.id).toBe(created.id);
      expect(instantOf(moved.start)).toBe(at('2026-11-26T14:00:00Z').getTime());
      expect(instantOf(moved.end)).toBe(at('2026-11-26T15:00:00Z').getTime());
      expect(moved.attendees.map((attendee) => attendee.email)).toEqual(['bo@example.org']);
      expect(bench.live()).toEqual([expect.objectContaining({ id: created.id, start: at('2026-11-26T14:00:00Z').getTime(), end: at('2026-11-26T15:00:00Z').getTime() })]);
      const patch = bench.state.apiRequests(created.id).find((entry) => entry.method === 'PATCH')!;
      if (provider === 'google') expect(patch.query.sendUpdates).toBe('all');
      else expect(patch.body).toEqual({ start: { dateTime: '2026-11-26T14:00:00.0000000', timeZone: 'UTC' }, end: { dateTime: '2026-11-26T15:00:00.0000000', timeZone: 'UTC' } });

      await adapter.deleteEvent(token, created.id);
      expect(bench.live()).toEqual([]);
      await expect(adapter.listEvents(token, WINDOW)).resolves.toEqual([]);
      await failure(adapter.deleteEvent(token, created.id), 'not-found');
      await failure(adapter.patchEvent(token, 'nosucheventid0', { start: WINDOW.start, end: WINDOW.end, timeZone: 'UTC' }), 'not-found');
    });
  });

  describe('failures', () => {
    it("answers 'expired' on 401: an expired token, no token, or a 401 from the provider", async () => {
      const token = bench.state.issueAccessToken();
      await expect(adapter.listEvents(token, WINDOW)).resolves.toEqual([]);
      bench.state.expireAccessTokens(token);
      const expired = await failure(adapter.listEvents(token, WINDOW), 'expired');
      expect(expired.status).toBe(401);
      await failure(adapter.freeBusy(token, WINDOW), 'expired');
      await failure(adapter.insertEvent(token, newEvent('req-expired')), 'expired');
      expect(bench.live()).toEqual([]);
      await failure(adapter.listEvents('', WINDOW), 'expired');
      const fresh = bench.state.issueAccessToken();
      bench.state.failNext(401);
      await failure(adapter.listEvents(fresh, WINDOW), 'expired');
      await expect(adapter.listEvents(fresh, WINDOW)).resolves.toEqual([]);
    });

    it("answers 'rate-limited' on 429, with Retry-After", async () => {
      const token = bench.state.issueAccessToken();
      bench.state.failNext(429, { retryAfter: 7 });
      const error = await failure(adapter.listEvents(token, WINDOW), 'rate-limited');
      expect(error.status).toBe(429);
      expect(error.retryAfter).toBe(7);
      bench.state.failNext(429, { retryAfter: 2 });
      expect((await failure(adapter.insertEvent(token, newEvent('req-429')), 'rate-limited')).retryAfter).toBe(2);
      expect(bench.live()).toEqual([]);
    });

    it("answers 'unavailable' on 500, 503 (with Retry-After) and 504", async () => {
      const token = bench.state.issueAccessToken();
      bench.state.failNext(500);
      expect((await failure(adapter.listEvents(token, WINDOW), 'unavailable')).status).toBe(500);
      bench.state.failNext(503, { retryAfter: 3 });
      const unavailable = await failure(adapter.freeBusy(token, WINDOW), 'unavailable');
      expect(unavailable.status).toBe(503);
      expect(unavailable.retryAfter).toBe(3);
      bench.state.failNext(504);
      await failure(adapter.patchEvent(token, 'someeventid0', { start: WINDOW.start, end: WINDOW.end, timeZone: 'UTC' }), 'unavailable');
      // A failure on a later page fails the listing (no half answer).
      bench.seed(
        ...Array.from({ length: 120 }, (_, i) => ({
          summary: `E${i}`,
          start: new Date(WINDOW.start.getTime() + i * HOUR),
          end: new Date(WINDOW.start.getTime() + i * HOUR + HOUR / 2),
        })),
      );
      const before = bench.state.apiRequests(bench.listPath).length;
      bench.state.failNext(503, { after: 1 });
      await failure(adapter.listEvents(token, WINDOW), 'unavailable');
      expect(bench.state.apiRequests(bench.listPath)).toHaveLength(before + 2);
    });

    it('keeps every token out of every error', async () => {
      const tokens = await connect();
      const errors: ProviderError[] = [];
      const collect = (call: Promise<unknown>) => call.catch((error: unknown) => errors.push(error as ProviderError));
      bench.state.failNext(401);
      await collect(adapter.listEvents(tokens.accessToken, WINDOW));
      bench.state.failNext(429, { retryAfter: 1 });
      await collect(adapter.freeBusy(tokens.accessToken, WINDOW));
      bench.state.failNext(500);
      await collect(adapter.insertEvent(tokens.accessToken, newEvent('req-secret')));
      await collect(adapter.deleteEvent(tokens.accessToken, 'missingevent0'));
      bench.state.revokeGrant(tokens.refreshToken!);
      await collect(adapter.refresh(tokens.refreshToken!));
      await collect(adapter.listEvents(tokens.accessToken, WINDOW));
      expect(errors).toHaveLength(6);
      for (const error of errors) {
        expect(error).toBeInstanceOf(ProviderError);
        for (const secret of [tokens.accessToken, tokens.refreshToken!, bench.config.clientSecret]) {
          expect(error.message).not.toContain(secret);
          expect(String(error.stack)).not.toContain(secret);
        }
      }
    });
  });
});

describe('the Google adapter’s own dialect', () => {
  let fake: Awaited<ReturnType<typeof startGoogleFake>>;
  let adapter: CalendarProviderAdapter;
  const baseEvent: NewEvent = {
    summary: 'Coffee',
    description: null,
    location: null,
    start: at('2026-11-25T10:00:00Z'),
    end: at('2026-11-25T10:30:00Z'),
    timeZone: 'UTC',
    attendees: [],
    quickConnect: false,
    requestId: 'unused',
  };

  beforeAll(async () => {
    fake = await startGoogleFake();
    adapter = createGoogleAdapter(fake.config);
  });
  afterAll(() => fake?.close());
  beforeEach(() => fake.state.reset());

  it('knows the real endpoints', () => {
    expect(GOOGLE_DEFAULTS).toEqual({
      authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenEndpoint: 'https://oauth2.googleapis.com/token',
      revocationEndpoint: 'https://oauth2.googleapis.com/revoke',
      apiBaseUrl: 'https://www.googleapis.com/calendar/v3',
    });
  });

  it('derives event ids from request ids: deterministic, base32hex, within 5-1024 characters', () => {
    const id = googleEventId('req-1');
    expect(id).toMatch(/^[a-v0-9]{5,1024}$/);
    expect(id).toHaveLength(52);
    expect(googleEventId('req-1')).toBe(id);
    expect(googleEventId('req-2')).not.toBe(id);
  });

  it("answers 'rate-limited' on a 403 whose reason is a rate limit, and 'rejected' on another 403", async () => {
    const token = fake.state.issueAccessToken();
    fake.state.failNext(403, { reason: 'rateLimitExceeded' });
    await expect(adapter.listEvents(token, WINDOW)).rejects.toMatchObject({ kind: 'rate-limited', status: 403 });
    fake.state.failNext(403, { reason: 'userRateLimitExceeded' });
    await expect(adapter.freeBusy(token, WINDOW)).rejects.toMatchObject({ kind: 'rate-limited', status: 403 });
    fake.state.failNext(403, { reason: 'forbiddenForNonOrganizer' });
    await expect(adapter.listEvents(token, WINDOW)).rejects.toMatchObject({ kind: 'rejected', status: 403 });
  });

  it("refuses a 409 on an event that is not this request's, and one this request made and deleted since", async () => {
    const token = fake.state.issueAccessToken();
    fake.state.seed({ id: googleEventId('req-taken'), summary: 'Not ours', start: { dateTime: '2026-11-25T10:00:00Z' }, end: { dateTime: '2026-11-25T11:00:00Z' } });
    await expect(adapter.insertEvent(token, { ...baseEvent, requestId: 'req-taken' })).rejects.toMatchObject({ kind: 'rejected', status: 409 });
    const made = await adapter.insertEvent(token, { ...baseEvent, requestId: 'req-gone' });
    await adapter.deleteEvent(token, made.id);
    await expect(adapter.insertEvent(token, { ...baseEvent, requestId: 'req-gone' })).rejects.toMatchObject({ kind: 'rejected', status: 409 });
  });

  it('revokes the grant at the revocation endpoint; revoking it again is quiet', async () => {
    const verifier = generateCodeVerifier();
    const consented = await fetch(adapter.authorizationUrl({ state: 's', codeVerifier: verifier, redirectUri: REDIRECT }), { redirect: 'manual' });
    const code = new URL(consented.headers.get('location')!).searchParams.get('code')!;
    const tokens = await adapter.exchangeCode({ code, codeVerifier: verifier, redirectUri: REDIRECT });
    await adapter.revoke(tokens.refreshToken!);
    const [revocation] = fake.state.requests.filter((entry) => entry.path === '/revoke');
    expect(revocation).toMatchObject({ method: 'POST', body: { token: tokens.refreshToken } });
    await expect(adapter.refresh(tokens.refreshToken!)).rejects.toMatchObject({ kind: 'revoked' });
    await expect(adapter.listEvents(tokens.accessToken, WINDOW)).rejects.toMatchObject({ kind: 'expired' });
    await expect(adapter.revoke(tokens.refreshToken!)).resolves.toBeUndefined();
  });

});

describe('the Microsoft adapter’s own dialect', () => {
  let fake: Awaited<ReturnType<typeof startMicrosoftFake>>;
  let adapter: CalendarProviderAdapter;

  beforeAll(async () => {
    fake = await startMicrosoftFake({ maxPageSize: 100 });
    adapter = createMicrosoftAdapter(fake.config);
  });
  afterAll(() => fake?.close());
  beforeEach(() => fake.state.reset());

  it('knows the real endpoints, per tenant', () => {
    expect(microsoftDefaults('common')).toEqual({
      authorizationEndpoint: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
      tokenEndpoint: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
      revocationEndpoint: null,
      apiBaseUrl: 'https://graph.microsoft.com/v1.0',
    });
    expect(microsoftDefaults('contoso.onmicrosoft.com').tokenEndpoint).toBe('https://login.microsoftonline.com/contoso.onmicrosoft.com/oauth2/v2.0/token');
    expect(microsoftDefaults().authorizationEndpoint).toContain('/common/');
  });

  it("converts Graph's wall times to and from instants", () => {
    expect(toGraphTime(at('2026-11-25T10:00:00Z'))).toEqual({ dateTime: '2026-11-25T10:00:00.0000000', timeZone: 'UTC' });
    expect(toGraphTime(at('2026-03-29T01:30:15.250Z'))).toEqual({ dateTime: '2026-03-29T01:30:15.2500000', timeZone: 'UTC' });
    expect(fromGraphTime({ dateTime: '2026-11-25T10:00:00.0000000', timeZone: 'UTC' })).toEqual(at('2026-11-25T10:00:00Z'));
    expect(fromGraphTime({ dateTime: '2026-11-25T10:00:00.1234567', timeZone: 'UTC' })).toEqual(at('2026-11-25T10:00:00.123Z'));
    expect(fromGraphTime({ dateTime: '2026-11-25T10:00:00' })).toEqual(at('2026-11-25T10:00:00Z'));
    // Across a daylight-saving change: 10:00 in Berlin is 09:00 UTC in winter and 08:00 in summer.
    expect(fromGraphTime({ dateTime: '2026-11-25T10:00:00.0000000', timeZone: 'Europe/Berlin' })).toEqual(at('2026-11-25T09:00:00Z'));
    expect(fromGraphTime({ dateTime: '2026-07-01T10:00:00.0000000', timeZone: 'Europe/Berlin' })).toEqual(at('2026-07-01T08:00:00Z'));
    const instant = at('2026-10-25T00:59:59.999Z');
    expect(fromGraphTime(toGraphTime(instant))).toEqual(instant);
  });

  it('reads the account from /me: mail, else userPrincipalName', async () => {
    const original = fake.state.account.mail;
    fake.state.account.mail = null;
    try {
      const verifier = generateCodeVerifier();
      const consented = await fetch(adapter.authorizationUrl({ state: 's', codeVerifier: verifier, redirectUri: REDIRECT }), { redirect: 'manual' });
      const code = new URL(consented.headers.get('location')!).searchParams.get('code')!;
      const tokens = await adapter.exchangeCode({ code, codeVerifier: verifier, redirectUri: REDIRECT });
      expect(tokens.accountEmail).toBe(fake.state.account.userPrincipalName);
      const me = fake.state.apiRequests('/me');
      expect(me).toHaveLength(1);
      expect(me[0]!.headers.authorization).toBe(`Bearer ${tokens.accessToken}`);
    } finally {
      fake.state.account.mail = original;
    }
  });

  it('keeps the grant when /me fails after the exchange (the address from the id_token instead)', async () => {
    const verifier = generateCodeVerifier();
    const consented = await fetch(adapter.authorizationUrl({ state: 's', codeVerifier: verifier, redirectUri: REDIRECT }), { redirect: 'manual' });
    const code = new URL(consented.headers.get('location')!).searchParams.get('code')!;
    fake.state.failNext(503);
    const tokens = await adapter.exchangeCode({ code, codeVerifier: verifier, redirectUri: REDIRECT });
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.accountEmail).toBe(fake.state.account.email);
  });

  it('follows only next links on the API’s own host', async () => {
    const token = fake.state.issueAccessToken();
    fake.state.seed(
      ...Array.from({ length: 150 }, (_, i) => ({ subject: `E${i}`, start: new Date(WINDOW.start.getTime() + i * HOUR), end: new Date(WINDOW.start.getTime() + i * HOUR + HOUR) })),
    );
    fake.state.nextLinkBase = 'http://127.0.0.2:9';
    try {
      // The bearer token must not go to another host: the listing fails instead.
      await expect(adapter.listEvents(token, WINDOW)).rejects.toMatchObject({ kind: 'unavailable', message: expect.stringContaining('another host') });
      expect(fake.state.apiRequests('/me/calendarView')).toHaveLength(1);
    } finally {
      fake.state.nextLinkBase = null;
    }
    expect(await adapter.listEvents(token, WINDOW)).toHaveLength(150);
  });

  it('marks an all-day event isAllDay in the date form, and the all-day event Graph writes at midnight', async () => {
    const token = fake.state.issueAccessToken();
    const ids = fake.state.seed({ subject: 'Holiday', start: '2026-11-26', end: '2026-11-28', isAllDay: true, showAs: 'free' });
    const [holiday] = await adapter.listEvents(token, WINDOW);
    expect(holiday).toMatchObject({ id: ids[0], start: { date: '2026-11-26' }, end: { date: '2026-11-28' }, busy: false });
  });

  it('has no revocation endpoint: revoke does nothing', async () => {
    await expect(adapter.revoke('EwB-any-token')).resolves.toBeUndefined();
    expect(fake.state.requests).toEqual([]);
  });
});

describe('the shared HTTP helpers', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(parseRetryAfter('Wed, 25 Nov 2026 10:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Wed, 25 Nov 2026 09:59:00 GMT', now)).toBe(0);
  });

  it("gives up on a call past its deadline with 'unavailable'", async () => {
    const never = new Promise<never>(() => {});
    await expect(withDeadline('google', 'the test call', never, 20)).rejects.toMatchObject({ kind: 'unavailable', provider: 'google' });
  });
});
