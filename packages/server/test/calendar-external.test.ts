/**
 * The calendar endpoint with Google and Microsoft connected for real, against the loopback fakes
 * (test/fakes): the whole consent round trip through the provider's own consent address, events, an access
 * token that ran out (refreshed once, the call made again), a withdrawn grant, a provider that is busy or down
 * (a clear 503 and nothing written), and a booking whose answer was lost (retried: one event). On the app engine (harness.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_PATH, eventsResponseSchema, scheduleResponseSchema, statusResponseSchema } from '@kindred/contracts/api/calendar';
import { createGoogleAdapter } from '../src/modules/calendar/providers/google.ts';
import { createMicrosoftAdapter } from '../src/modules/calendar/providers/microsoft.ts';
import { startGoogleFake, type GoogleFake } from './fakes/google-calendar.ts';
import { startMicrosoftFake, type MicrosoftFake } from './fakes/microsoft-graph.ts';
import { createTestServer, appEngines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { addMember, addOrg, json } from './profile-fixtures.ts';
import type { Member } from './profile-fixtures.ts';

const REDIRECT = 'http://localhost:5173/calendar/callback';
const HOUR = 3_600_000;

describe.each(appEngines)('the calendar service with Google and Microsoft on %s', (engine) => {
  let t: TestServer;
  let google: GoogleFake;
  let microsoft: MicrosoftFake;
  let ada: Member;
  let bo: Member;

  const call = (member: Member, body: Record<string, unknown>) =>
    t.request(CALENDAR_PATH, { method: 'POST', token: member.token, json: { userId: member.memberId, ...body } });

  /** authorize, the provider's consent (the fake answers at once), connect. */
  async function connect(member: Member, provider: 'google' | 'microsoft') {
    const { url } = (await (await call(member, { action: 'authorize', provider, redirectUri: REDIRECT })).json()) as { url: string };
    const consent = new URL(url);
    const fake = provider === 'google' ? google : microsoft;
    expect(consent.origin).toBe(new URL(fake.config.authorizationEndpoint).origin);
    expect(consent.searchParams.get('state')).toMatch(new RegExp(`^${provider}\\.`));
    const answer = await fetch(consent, { redirect: 'manual' });
    const back = new URL(answer.headers.get('location')!);
    const res = await call(member, { action: 'connect', provider, code: back.searchParams.get('code'), state: back.searchParams.get('state'), redirectUri: REDIRECT });
    expect(res.status).toBe(200);
    return res.json();
  }

  beforeAll(async () => {
    google = await startGoogleFake({ maxPageSize: 50 });
    microsoft = await startMicrosoftFake();
    t = await createTestServer({
      engine,
      calendarAdapters: { google: createGoogleAdapter(google.config), microsoft: createMicrosoftAdapter(microsoft.config) },
    });
    const org = await addOrg(t.db);
    ada = await addMember(t, { orgcodes: [org], givenName: 'Ada' });
    bo = await addMember(t, { orgcodes: [org], givenName: 'Bo' });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
    await microsoft.close();
  });

  it('connects each provider for real: not the sandbox, the account named, the View Calendar link the provider’s', async () => {
    expect(await connect(ada, 'google')).toMatchObject({ connected: true, provider: 'google', accountEmail: google.state.account.email });
    expect(await connect(ada, 'microsoft')).toMatchObject({ connected: true, provider: 'microsoft', accountEmail: microsoft.state.account.email });
    const status = statusResponseSchema.parse(await (await call(ada, { action: 'checkStatus', provider: 'google' })).json());
    expect(status).toMatchObject({ connected: true, sandbox: false });
    expect(status.calendarUrl).toMatch(/^https:\/\/calendar\.google\.com/);
  });

  it('lists events across pages, refreshes an access token that ran out once, and keeps working', async () => {
    const base = t.clock.now().getTime() + 24 * HOUR;
    google.state.seed(
      ...Array.from({ length: 120 }, (_, i) => ({
        summary: `Meeting ${i}`,
        start: { dateTime: new Date(base + i * HOUR).toISOString() },
        end: { dateTime: new Date(base + i * HOUR + 30 * 60_000).toISOString() },
      })),
    );
    const first = eventsResponseSchema.parse(await (await call(ada, { action: 'getEvents', provider: 'google', days: 7 })).json());
    expect(first.events).toHaveLength(120);
    google.state.expireAccessTokens();
    const tokenCalls = google.state.requests.filter((entry) => entry.path.endsWith('/token')).length;
    const second = eventsResponseSchema.parse(await (await call(ada, { action: 'getEvents', provider: 'google', days: 7 })).json());
    expect(second.events).toHaveLength(120);
    // One refresh, then the same call again.
    expect(google.state.requests.filter((entry) => entry.path.endsWith('/token')).length).toBe(tokenCalls + 1);
  });

  it('a provider that is busy or down answers 503 with Retry-After, and no booking is written', async () => {
    const slot = { startTime: new Date(t.clock.now().getTime() + 30 * HOUR).toISOString(), endTime: new Date(t.clock.now().getTime() + 30.5 * HOUR).toISOString(), timezone: 'UTC' };
    for (const [status, code] of [
      [429, 'PROVIDER_BUSY'],
      [503, 'PROVIDER_UNAVAILABLE'],
      [500, 'PROVIDER_UNAVAILABLE'],
    ] as const) {
      google.state.failNext(status, { retryAfter: 3 });
      const res = await call(ada, { action: 'scheduleEvent', provider: 'google', teamMembers: [bo.memberId], requestId: `fail-${status}`, eventDetails: { summary: 'Quick Connect', ...slot } });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBeTruthy();
      expect((await json(res)).code).toBe(code);
      const bookings = await t.db.query(`SELECT 1 FROM calendar_bookings WHERE request_id = $1`, [`fail-${status}`]);
      expect(bookings.rows).toHaveLength(0);
    }
  });

  it.each(['google', 'microsoft'] as const)('%s: a booking whose answer was lost, sent again, makes one event', async (provider) => {
    const fake = provider === 'google' ? google : microsoft;
    const start = t.clock.now().getTime() + (provider === 'google' ? 50 : 52) * HOUR;
    const booking = {
      action: 'scheduleEvent',
      provider,
      teamMembers: [bo.memberId],
      requestId: `lost-${provider}`,
      eventDetails: { summary: `Quick Connect over ${provider}`, startTime: new Date(start).toISOString(), endTime: new Date(start + 30 * 60_000).toISOString(), timezone: 'Europe/Lisbon' },
    };
    const first = scheduleResponseSchema.parse(await (await call(ada, booking)).json());
    expect(first.success).toBe(true);
    expect(first.event!.attendees.map((attendee) => attendee.email)).toEqual([bo.email]);
    // The answer never reached the client and our record of it is gone too: only the provider knows.
    await t.db.query(`DELETE FROM calendar_bookings WHERE request_id = $1`, [`lost-${provider}`]);
    const again = scheduleResponseSchema.parse(await (await call(ada, booking)).json());
    expect(again.event!.id).toBe(first.event!.id);
    const made = [...(fake.state.events as Map<string, { summary?: string; subject?: string }>).values()].filter(
      (event) => (event.summary ?? event.subject) === `Quick Connect over ${provider}`,
    );
    expect(made).toHaveLength(1);
  });

  it.each(['google', 'microsoft'] as const)('%s: cancelling a booking deletes its event at the provider, once', async (provider) => {
    const fake = provider === 'google' ? google : microsoft;
    const start = t.clock.now().getTime() + (provider === 'google' ? 60 : 62) * HOUR;
    const summary = `Quick Connect to cancel over ${provider}`;
    const eventDetails = { summary, startTime: new Date(start).toISOString(), endTime: new Date(start + 30 * 60_000).toISOString(), timezone: 'UTC' };
    const booked = scheduleResponseSchema.parse(
      await (await call(ada, { action: 'scheduleEvent', provider, teamMembers: [bo.memberId], requestId: `cancel-${provider}`, eventDetails })).json(),
    );
    const events = fake.state.events as Map<string, { summary?: string; subject?: string; status?: string }>;
    const live = () => [...events.values()].filter((event) => (event.summary ?? event.subject) === summary && event.status !== 'cancelled');
    expect(live()).toHaveLength(1);
    const deletes = () => fake.state.requests.filter((entry) => entry.method === 'DELETE').length;
    const before = deletes();
    const cancelled = await call(ada, { action: 'cancelEvent', eventId: booked.event!.id });
    expect(await cancelled.json()).toEqual({ cancelled: true, eventId: booked.event!.id, provider });
    expect(live()).toHaveLength(0);
    expect(deletes()).toBe(before + 1);
    // Again: the same answer, and the provider is not asked twice.
    expect((await call(ada, { action: 'cancelEvent', eventId: booked.event!.id })).status).toBe(200);
    expect(deletes()).toBe(before + 1);

    // One deleted at the provider already (by hand, in Google or Outlook) is called off all the same.
    const other = scheduleResponseSchema.parse(
      await (
        await call(ada, {
          action: 'scheduleEvent',
          provider,
          teamMembers: [bo.memberId],
          requestId: `cancel-${provider}-2`,
          eventDetails: { ...eventDetails, startTime: new Date(start + HOUR).toISOString(), endTime: new Date(start + 1.5 * HOUR).toISOString() },
        })
      ).json(),
    );
    if (provider === 'google') events.get(other.event!.id)!.status = 'cancelled';
    else events.delete(other.event!.id);
    expect((await call(ada, { action: 'cancelEvent', eventId: other.event!.id })).status).toBe(200);
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM calendar_bookings WHERE request_id LIKE $1 AND cancelled_at IS NOT NULL`, [`cancel-${provider}%`]);
    expect(rows[0]!.n).toBe(2);
  });

  it('a withdrawn grant marks the calendar revoked, and the member is told to connect again', async () => {
    microsoft.state.revokeGrant();
    microsoft.state.expireAccessTokens();
    const res = await call(ada, { action: 'getEvents', provider: 'microsoft' });
    expect(res.status).toBe(409);
    expect((await json(res)).code).toBe('CALENDAR_REVOKED');
    const status = statusResponseSchema.parse(await (await call(ada, { action: 'checkStatus', provider: 'microsoft' })).json());
    expect(status.connected).toBe(false);
    // Connecting again works.
    expect(await connect(ada, 'microsoft')).toMatchObject({ connected: true });
  });

  it('disconnecting Google withdraws the grant at Google', async () => {
    const revocations = () => google.state.requests.filter((entry) => entry.path.endsWith('/revoke')).length;
    const before = revocations();
    expect(await (await call(ada, { action: 'disconnect', provider: 'google' })).json()).toEqual({ disconnected: true, provider: 'google' });
    expect(revocations()).toBe(before + 1);
  });
});
