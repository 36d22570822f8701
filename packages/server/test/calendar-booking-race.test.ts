/**
 * Two bookings of overlapping times made at once never both succeed (modules/calendar/repository.ts
 * `holdBookingTime`): the second tab of one member, two colleagues booking each other in either order, and two
 * server instances on one PostgreSQL database. On both engines: on PGlite the requests interleave at every await, on
 * PostgreSQL they run on connections of their own.
 *
 * The race is made deterministic by the calendar provider: the sandbox behind a gate that holds each event's insert
 * until the test opens it. The first booking is let into the provider and stopped there (after every check the
 * server makes before the provider); then the second is sent, and runs until it is answered or also reaches the
 * provider. Only then does the gate open. Code that checks, calls the provider, and only then writes lets the second
 * through to the provider, and both are booked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES, CALENDAR_PATH, eventsResponseSchema, scheduleResponseSchema } from '@kindred/contracts/api/calendar';
import { BOOKING_HOLD_MS } from '../src/modules/calendar/service.ts';
import { loadTokenCipher, sealContext } from '../src/modules/calendar/keys.ts';
import { createSandboxAdapter, issueSandboxRefreshToken } from '../src/modules/calendar/providers/sandbox.ts';
import type { CalendarProviderAdapter, NewEvent } from '../src/modules/calendar/providers/types.ts';
import * as calendarRepo from '../src/modules/calendar/repository.ts';
import { openPostgres } from '../src/platform/db/postgres.ts';
import type { Db } from '../src/platform/db/types.ts';
import { createTestClock, createTestServer, engines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { addMember, addOrg, json } from './profile-fixtures.ts';
import type { Member } from './profile-fixtures.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Holds every event insert at the provider until opened; says when an insert arrives. */
function createGate() {
  let arrived = 0;
  let open = false;
  const opened: Array<() => void> = [];
  const watchers: Array<{ count: number; resolve: () => void }> = [];
  return {
    /** Resolves once `count` inserts have reached the provider. */
    reached(count: number): Promise<void> {
      if (arrived >= count) return Promise.resolve();
      return new Promise((resolve) => watchers.push({ count, resolve }));
    },
    async pass(): Promise<void> {
      arrived += 1;
      for (const watcher of watchers.filter((w) => arrived >= w.count)) watcher.resolve();
      if (!open) await new Promise<void>((resolve) => opened.push(resolve));
    },
    open() {
      open = true;
      for (const resolve of opened.splice(0)) resolve();
    },
    /** Closed again, for the next case. */
    reset() {
      open = false;
      arrived = 0;
      watchers.length = 0;
    },
    get arrived() {
      return arrived;
    },
  };
}
type Gate = ReturnType<typeof createGate>;

/** The sandbox standing in for Google, its inserts behind the gate. */
function gatedSandbox(gate: Gate, db: () => Db, clock: TestServer['clock']): CalendarProviderAdapter {
  let inner: CalendarProviderAdapter | undefined;
  const sandbox = () => (inner ??= createSandboxAdapter({ db: db(), clock }, 'google'));
  return {
    name: 'google',
    authorizationUrl: (input) => sandbox().authorizationUrl(input),
    exchangeCode: (input) => sandbox().exchangeCode(input),
    refresh: (token) => sandbox().refresh(token),
    listEvents: (token, window) => sandbox().listEvents(token, window),
    freeBusy: (token, window) => sandbox().freeBusy(token, window),
    async insertEvent(token: string, event: NewEvent) {
      await gate.pass();
      return sandbox().insertEvent(token, event);
    },
    patchEvent: (token, id, change) => sandbox().patchEvent(token, id, change),
    deleteEvent: (token, id) => sandbox().deleteEvent(token, id),
    revoke: (token) => sandbox().revoke(token),
  };
}

describe.each(engines)('bookings made at once on %s', (engine) => {
  const gate = createGate();
  let t: TestServer;
  let org: string;
  /** A second instance on the same PostgreSQL database (PostgreSQL only). */
  let second: TestServer | undefined;
  let secondDb: Db | undefined;

  const call = (server: TestServer, member: Member, body: Record<string, unknown>) =>
    server.request(CALENDAR_PATH, { method: 'POST', token: member.token, json: { userId: member.memberId, ...body } });

  /** A member whose Google calendar is the gated sandbox, connected as a finished consent leaves it. */
  async function member(givenName: string): Promise<Member> {
    const added = await addMember(t, { orgcodes: [org], givenName });
    const seal = await loadTokenCipher(t.db, t.config.calendar);
    const refreshToken = await issueSandboxRefreshToken(t.db, { userId: added.userId, provider: 'google' });
    await calendarRepo.saveConnection(t.db, {
      userId: added.userId,
      provider: 'google',
      backend: 'google',
      accountEmail: added.email,
      accessTokenEnc: null,
      accessExpiresAt: null,
      refreshTokenEnc: seal.encrypt(refreshToken, sealContext(added.userId, 'google', 'refresh')),
    });
    return added;
  }

  let slotCounter = 0;
  /** A time of its own for each case, tomorrow or later, `offsetMinutes` after the case's base. */
  function timesFor() {
    slotCounter += 1;
    const base = Math.ceil((t.clock.now().getTime() + 24 * HOUR) / HOUR) * HOUR + slotCounter * 3 * HOUR;
    return (offsetMinutes: number) => ({
      startTime: new Date(base + offsetMinutes * MINUTE).toISOString(),
      endTime: new Date(base + (offsetMinutes + 30) * MINUTE).toISOString(),
      timezone: 'UTC',
    });
  }

  const booking = (attendee: Member, requestId: string, summary: string, at: ReturnType<ReturnType<typeof timesFor>>) => ({
    action: 'scheduleEvent',
    provider: 'google',
    teamMembers: [attendee.memberId],
    requestId,
    eventDetails: { summary, ...at },
  });

  /** The member's events with this title, as their own calendar lists them. */
  async function eventsTitled(member: Member, summary: string) {
    const res = await call(t, member, { action: 'getEvents', provider: 'google', days: 14 });
    expect(res.status).toBe(200);
    return eventsResponseSchema.parse(await res.json()).events.filter((event) => event.summary === summary);
  }

  /**
   * Sends `first`, waits until it is inside the provider, sends `then`, waits until that one is answered or has
   * reached the provider too, and only then lets the provider answer.
   */
  async function race(first: () => Promise<Response>, then: () => Promise<Response>): Promise<[Response, Response]> {
    gate.reset();
    const one = first();
    await gate.reached(1);
    const two = then();
    await Promise.race([two.then(() => undefined), gate.reached(2)]);
    gate.open();
    return Promise.all([one, two]);
  }

  beforeAll(async () => {
    const clock = createTestClock();
    t = await createTestServer({ engine, clock, calendarAdapters: { google: gatedSandbox(gate, () => t.db, clock) } });
    org = await addOrg(t.db);
    if (engine === 'postgres') {
      secondDb = openPostgres(t.databaseUrl!, { poolSize: 5 });
      second = await createTestServer({ engine, db: secondDb, clock, calendarAdapters: { google: gatedSandbox(gate, () => secondDb!, clock) } });
    }
  });
  afterAll(async () => {
    gate.open();
    await second?.close();
    await secondDb?.close();
    await t.close();
  });

  it.each([
    ['Ada books Bo, and Bo books Ada back at once', 'ada-first'],
    ['Bo books Ada, and Ada books Bo back at once', 'bo-first'],
  ] as const)('%s: one is booked, the other told the time is taken, one event in each calendar', async (_name, order) => {
    const ada = await member('Ada');
    const bo = await member('Bo');
    const at = timesFor();
    const summary = `Quick Connect: Walk (${order})`;
    const [organiser, attendee] = order === 'ada-first' ? [ada, bo] : [bo, ada];
    // The second overlaps the first by a quarter of an hour, booked the other way round.
    const [first, later] = await race(
      () => call(t, organiser, booking(attendee, `${order}-1`, summary, at(0))),
      () => call(t, attendee, booking(organiser, `${order}-2`, summary, at(15))),
    );
    expect([first.status, later.status]).toEqual([200, 409]);
    expect(scheduleResponseSchema.parse(await first.json()).success).toBe(true);
    expect(await json(later)).toMatchObject({ code: 'SLOT_TAKEN', error: `${CALENDAR_MESSAGES.scheduleFailed}: ${CALENDAR_MESSAGES.slotTaken}` });
    // The refused one never reached the provider.
    expect(gate.arrived).toBe(1);
    expect(await eventsTitled(ada, summary)).toHaveLength(1);
    expect(await eventsTitled(bo, summary)).toHaveLength(1);
  });

  it('the same time from a second tab at once: one booked, the other refused', async () => {
    const ada = await member('Ada');
    const bo = await member('Bo');
    const at = timesFor();
    const summary = 'Quick Connect: Coffee (two tabs)';
    const [first, later] = await race(
      () => call(t, ada, booking(bo, 'tab-1', summary, at(0))),
      () => call(t, ada, booking(bo, 'tab-2', summary, at(0))),
    );
    expect([first.status, later.status]).toEqual([200, 409]);
    expect((await json(later)).code).toBe('SLOT_TAKEN');
    expect(await eventsTitled(ada, summary)).toHaveLength(1);
    expect(await eventsTitled(bo, summary)).toHaveLength(1);
  });

  it('a booking retried while its first try is still at the provider is told so, and books once', async () => {
    const ada = await member('Ada');
    const bo = await member('Bo');
    const at = timesFor();
    const summary = 'Quick Connect: Retry';
    const [first, retried] = await race(
      () => call(t, ada, booking(bo, 'retried', summary, at(0))),
      () => call(t, ada, booking(bo, 'retried', summary, at(0))),
    );
    expect([first.status, retried.status]).toEqual([200, 409]);
    expect(await json(retried)).toMatchObject({ code: 'BOOKING_IN_PROGRESS', error: `${CALENDAR_MESSAGES.scheduleFailed}: ${CALENDAR_MESSAGES.bookingInProgress}` });
    // Once done, the same request is answered with the booking.
    gate.reset();
    gate.open();
    const again = await call(t, ada, booking(bo, 'retried', summary, at(0)));
    expect(again.status).toBe(200);
    expect(scheduleResponseSchema.parse(await again.json()).event!.id).toBe(scheduleResponseSchema.parse(await first.json()).event!.id);
    expect(await eventsTitled(bo, summary)).toHaveLength(1);
  });

  it('a time held by a booking the provider refused is free again; one whose process stopped lapses', async () => {
    const ada = await member('Ada');
    const bo = await member('Bo');
    const at = timesFor();
    gate.reset();
    gate.open();
    // The provider refuses (Ada's calendar token is withdrawn at the sandbox): nothing is booked, nothing held.
    const { rows } = await t.db.query<{ hash: string }>(
      `UPDATE sandbox_calendar_grants SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING token_hash AS hash`,
      [ada.userId],
    );
    expect(rows.length).toBeGreaterThan(0);
    const refused = await call(t, ada, booking(bo, 'refused', 'Quick Connect: Refused', at(0)));
    expect(refused.status).toBe(409);
    expect((await json(refused)).code).toBe('CALENDAR_REVOKED');
    expect((await t.db.query(`SELECT 1 FROM calendar_booking_holds WHERE user_id = $1`, [ada.userId])).rows).toHaveLength(0);
    expect((await call(t, bo, booking(ada, 'bo-after-refusal', 'Quick Connect: After', at(0)))).status).toBe(200);

    // A hold left by a process that stopped mid-booking keeps its time until it lapses.
    const carol = await member('Carol');
    const dan = await member('Dan');
    const later = timesFor();
    await t.db.query(
      `INSERT INTO calendar_booking_holds (user_id, request_id, attendee_id, starts_at, ends_at, held_until) VALUES ($1, 'stopped', $2, $3, $4, $5)`,
      [carol.userId, dan.userId, later(0).startTime, later(0).endTime, new Date(t.clock.now().getTime() + BOOKING_HOLD_MS)],
    );
    expect((await call(t, dan, booking(carol, 'while-held', 'Quick Connect: Held', later(10)))).status).toBe(409);
    t.clock.advance(BOOKING_HOLD_MS);
    expect((await call(t, dan, booking(carol, 'after-lapse', 'Quick Connect: Held', later(10)))).status).toBe(200);
  });

  it.runIf(engine === 'postgres')('two instances on one database: Ada on one and Bo on the other, at once', async () => {
    const ada = await member('Ada');
    const bo = await member('Bo');
    const at = timesFor();
    const summary = 'Quick Connect: Two instances';
    const [first, later] = await race(
      () => call(t, ada, booking(bo, 'instances-1', summary, at(0))),
      () => call(second!, bo, booking(ada, 'instances-2', summary, at(20))),
    );
    expect([first.status, later.status]).toEqual([200, 409]);
    expect((await json(later)).code).toBe('SLOT_TAKEN');
    expect(await eventsTitled(ada, summary)).toHaveLength(1);
    expect(await eventsTitled(bo, summary)).toHaveLength(1);
  });
});
