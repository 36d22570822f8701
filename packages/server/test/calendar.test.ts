/**
 * The calendar endpoint on the app engine (harness.ts) with the built-in sandbox (no provider credentials): the consent round
 * trip through the sandbox's own page, every action, a booking landing on both calendars, and the calls an
 * attacker would try (another member's calendar, another organisation's member, a forged, replayed or borrowed
 * state, no token, bad input). docs/decisions.md#calendar.
 */
import { BOOKING_LIMITS } from '../src/modules/calendar/service.ts';
import { createSandboxAdapter, issueSandboxRefreshToken } from '../src/modules/calendar/providers/sandbox.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALENDAR_MESSAGES,
  CALENDAR_PATH,
  availabilityResponseSchema,
  eventsResponseSchema,
  scheduleResponseSchema,
  statusResponseSchema,
} from '@kindred/contracts/api/calendar';
import { createTestServer, appEngines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { addMember, addOrg, json } from './profile-fixtures.ts';
import type { Member } from './profile-fixtures.ts';

const REDIRECT = 'http://localhost:5173/calendar/callback';
const HOUR = 3_600_000;

describe.each(appEngines)('the calendar service with the sandbox on %s', (engine) => {
  let t: TestServer;
  let ada: Member;
  let bo: Member;
  let outsider: Member;

  const call = (member: Member, body: Record<string, unknown>, token: string | null = member.token) =>
    t.request(CALENDAR_PATH, { method: 'POST', ...(token ? { token } : {}), json: { userId: member.memberId, ...body } });

  /** authorize, then the consent page's Allow; answers the callback's parameters. */
  async function consent(member: Member, provider = 'google', decision = 'allow') {
    const authorized = await call(member, { action: 'authorize', provider, redirectUri: REDIRECT });
    expect(authorized.status).toBe(200);
    const consentUrl = new URL(((await authorized.json()) as { url: string }).url);
    expect(consentUrl.origin).toBe('http://localhost:5173');
    expect(consentUrl.searchParams.get('code_challenge_method')).toBe('S256');
    const path = `${consentUrl.pathname}${consentUrl.search}`;
    const page = await t.request(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Allow Kindred to see and edit your calendar');
    expect(html).toContain(member.email);
    const answered = await t.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision }).toString(),
    });
    expect(answered.status).toBe(303);
    const back = new URL(answered.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    return { code: back.searchParams.get('code'), state: back.searchParams.get('state')!, error: back.searchParams.get('error'), path };
  }

  async function connectSandbox(member: Member, provider = 'google') {
    const { code, state } = await consent(member, provider);
    const res = await call(member, { action: 'connect', provider, code, state, redirectUri: REDIRECT });
    expect(res.status).toBe(200);
    return res.json();
  }

  beforeAll(async () => {
    t = await createTestServer({ engine });
    const org = await addOrg(t.db);
    const other = await addOrg(t.db);
    ada = await addMember(t, { orgcodes: [org], givenName: 'Ada' });
    bo = await addMember(t, { orgcodes: [org], givenName: 'Bo' });
    outsider = await addMember(t, { orgcodes: [other], givenName: 'Olu' });
    for (const [member, zone] of [
      [ada, 'Europe/Lisbon'],
      [bo, 'America/Toronto'],
    ] as const) {
      await t.db.query(`INSERT INTO calendar_schedules (user_id, time_zone, work_start, work_end) VALUES ($1, $2, '09:00', '17:00')`, [
        member.userId,
        zone,
      ]);
    }
  });
  afterAll(() => t.close());

  it('connects through the consent page and stores only sealed tokens', async () => {
    const before = statusResponseSchema.parse(await (await call(ada, { action: 'checkStatus', provider: 'google' })).json());
    expect(before).toMatchObject({ connected: false, sandbox: true });

    expect(await connectSandbox(ada)).toEqual({ connected: true, provider: 'google', accountEmail: ada.email });
    const after = statusResponseSchema.parse(await (await call(ada, { action: 'checkStatus', provider: 'google' })).json());
    expect(after).toMatchObject({ connected: true, sandbox: true, accountEmail: ada.email, calendarUrl: '/events' });

    const { rows } = await t.db.query<{ access: string; refresh: string }>(
      `SELECT access_token_enc AS access, refresh_token_enc AS refresh FROM calendar_connections WHERE user_id = $1`,
      [ada.userId],
    );
    expect(rows[0]!.access).toMatch(/^v1\./);
    expect(rows[0]!.refresh).toMatch(/^v1\./);
    // What the sandbox issued is stored as hashes only: no row holds a token the connection could be read back from.
    const grants = await t.db.query<{ token_hash: string }>(`SELECT token_hash FROM sandbox_calendar_grants WHERE user_id = $1`, [ada.userId]);
    for (const grant of grants.rows) expect(grant.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a replayed, forged or borrowed state, and a code used twice', async () => {
    const first = await consent(bo);
    const connect = (body: Record<string, unknown>, member: Member = bo) =>
      call(member, { action: 'connect', provider: 'google', code: first.code, state: first.state, redirectUri: REDIRECT, ...body });
    // Another member cannot spend Bo's consent, nor can a different session of Bo.
    expect((await connect({ userId: ada.memberId }, ada)).status).toBe(403);
    const otherSession = await t.deps.identity.startSession(bo.user, { ip: '127.0.0.1', userAgent: 'second' });
    expect((await call(bo, { action: 'connect', provider: 'google', code: first.code, state: first.state, redirectUri: REDIRECT }, otherSession.idToken)).status).toBe(403);
    // A forged state, the wrong provider, a different redirect.
    for (const body of [
      { state: 'google.forged-nonce' },
      { state: first.state.replace(/^google\./, 'microsoft.'), provider: 'microsoft' },
      { redirectUri: 'http://localhost:5173/calendar/callback?x=1' },
    ]) {
      const res = await connect(body);
      expect(res.status).toBe(403);
      expect((await json(res)).error).toBe(CALENDAR_MESSAGES.badState);
    }
    expect((await connect({})).status).toBe(200);
    // Spent: the same state again is refused, whatever the code.
    const replay = await connect({});
    expect(replay.status).toBe(403);
    // The consent page will not answer a spent consent either.
    expect((await t.request(first.path)).status).toBe(400);
  });

  it('Cancel on the consent page goes back with access_denied and connects nothing', async () => {
    const member = await addMember(t, { orgcodes: [] });
    const cancelled = await consent(member, 'microsoft', 'cancel');
    expect(cancelled.error).toBe('access_denied');
    expect(cancelled.code).toBeNull();
    const status = statusResponseSchema.parse(await (await call(member, { action: 'checkStatus', provider: 'microsoft' })).json());
    expect(status.connected).toBe(false);
  });

  it('finds times both are free in both working days, books one on both calendars once, moves it, and lists it', async () => {
    // Bo is busy all of tomorrow (an all-day event) and has a meeting the day after.
    const tomorrow = new Date(t.clock.now().getTime() + 24 * HOUR).toISOString().slice(0, 10);
    const dayAfter = new Date(t.clock.now().getTime() + 48 * HOUR).toISOString().slice(0, 10);
    await t.db.query(
      `INSERT INTO sandbox_calendar_events (owner_id, provider, summary, start_date, end_date, time_zone) VALUES ($1, 'google', 'Offsite', $2, $3, 'America/Toronto')`,
      [bo.userId, tomorrow, dayAfter],
    );
    const answer = availabilityResponseSchema.parse(
      await (await call(ada, { action: 'findAvailability', teamMembers: [bo.memberId], duration: 30 })).json(),
    );
    expect(answer.participants.map((p) => [p.memberId, p.calendarConnected])).toEqual([
      [ada.memberId, true],
      [bo.memberId, true],
    ]);
    expect(answer.note).toBeNull();
    expect(answer.availableSlots.length).toBeGreaterThan(0);
    expect(answer.slots).toEqual(answer.availableSlots);
    for (const slot of answer.availableSlots) {
      const start = new Date(slot.start);
      expect(new Date(slot.end).getTime() - start.getTime()).toBe(30 * 60_000);
      // Lisbon 09:00-17:00 and Toronto 09:00-17:00 overlap only from 14:00 to 17:00 Lisbon time (or 13:00-17:00 in summer-only gaps).
      const lisbon = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', hour: '2-digit', hour12: false }).format(start));
      const toronto = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Toronto', hour: '2-digit', hour12: false }).format(start));
      expect(lisbon).toBeGreaterThanOrEqual(9);
      expect(toronto).toBeGreaterThanOrEqual(9);
      expect(lisbon).toBeLessThan(17);
      expect(toronto).toBeLessThan(17);
      const torontoDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(start);
      expect(torontoDate).not.toBe(tomorrow);
    }

    const slot = answer.availableSlots[0]!;
    const booking = {
      action: 'scheduleEvent',
      teamMembers: [bo.memberId],
      requestId: 'booking-1',
      eventDetails: { summary: 'Quick Connect: Two Truths and a Lie', startTime: slot.start, endTime: slot.end, timezone: 'Europe/Lisbon' },
    };
    const scheduled = scheduleResponseSchema.parse(await (await call(ada, booking)).json());
    expect(scheduled).toMatchObject({ success: true, error: null });
    expect(scheduled.event).toMatchObject({ summary: 'Quick Connect: Two Truths and a Lie', quickConnect: true, provider: 'google' });
    expect(scheduled.event!.attendees.map((a) => [a.email, a.memberId])).toEqual([[bo.email, bo.memberId]]);
    // The same request again creates nothing new; the same id for another booking is refused.
    expect(scheduleResponseSchema.parse(await (await call(ada, booking)).json()).event!.id).toBe(scheduled.event!.id);
    const reused = await call(ada, { ...booking, eventDetails: { ...booking.eventDetails, summary: 'Something else' } });
    expect(reused.status).toBe(422);
    const copies = await t.db.query(`SELECT owner_id::text AS owner FROM sandbox_calendar_events WHERE summary LIKE 'Quick Connect:%'`);
    expect(copies.rows.map((row) => row.owner).sort()).toEqual([ada.userId, bo.userId].sort());

    // Bo sees it in their own calendar; the slot is no longer offered.
    const boEvents = eventsResponseSchema.parse(await (await call(bo, { action: 'getEvents', provider: 'google', days: 14 })).json());
    expect(boEvents.events.find((event) => event.summary.startsWith('Quick Connect'))).toMatchObject({ quickConnect: true });
    // Attendees who are colleagues carry their member id (to book them again); anyone else does not.
    await t.db.query(
      `INSERT INTO sandbox_calendar_events (owner_id, provider, summary, start_at, end_at, time_zone, attendees)
       VALUES ($1, 'google', 'Vendor call', $2, $3, 'Europe/Lisbon', $4)`,
      [
        ada.userId,
        new Date(t.clock.now().getTime() + 3 * HOUR).toISOString(),
        new Date(t.clock.now().getTime() + 4 * HOUR).toISOString(),
        JSON.stringify(
          [{ email: outsider.email, name: 'Olu' }, { email: 'vendor@example.net', name: null }, { email: bo.email.toUpperCase(), name: 'Bo' }].map((a) => ({ ...a, responseStatus: null })),
        ),
      ],
    );
    const adaEvents = eventsResponseSchema.parse(await (await call(ada, { action: 'getEvents', provider: 'google', days: 14 })).json());
    expect(adaEvents.events.find((event) => event.summary === 'Vendor call')!.attendees.map((a) => a.memberId)).toEqual([null, null, bo.memberId]);
    const again = availabilityResponseSchema.parse(await (await call(ada, { action: 'findAvailability', teamMembers: [bo.memberId] })).json());
    expect(again.availableSlots.some((s) => s.start === slot.start)).toBe(false);

    // Moved an hour later, for both.
    const later = { startTime: new Date(Date.parse(slot.start) + HOUR).toISOString(), endTime: new Date(Date.parse(slot.end) + HOUR).toISOString(), timezone: 'Europe/Lisbon' };
    const moved = scheduleResponseSchema.parse(
      await (await call(ada, { action: 'rescheduleEvent', eventId: scheduled.event!.id, eventDetails: later })).json(),
    );
    expect(moved.success).toBe(true);
    const boAfter = eventsResponseSchema.parse(await (await call(bo, { action: 'getEvents', provider: 'google', days: 14 })).json());
    const copy = boAfter.events.find((event) => event.summary.startsWith('Quick Connect'))!;
    expect(Date.parse((copy.start as { dateTime: string }).dateTime)).toBe(Date.parse(later.startTime));
    // Bo cannot move Ada's event through their own calendar id space.
    const foreign = await call(bo, { action: 'rescheduleEvent', eventId: scheduled.event!.id, eventDetails: later });
    expect(foreign.status).toBe(404);
    // Nor through their own copy's id: only the organiser moves it, and it stays where Ada put it, for both.
    const evenLater = { ...later, startTime: new Date(Date.parse(later.startTime) + HOUR).toISOString(), endTime: new Date(Date.parse(later.endTime) + HOUR).toISOString() };
    const byAttendee = await call(bo, { action: 'rescheduleEvent', eventId: copy.id, eventDetails: evenLater });
    expect(byAttendee.status).toBe(409);
    expect((await json(byAttendee)).error).toBe('Failed to reschedule event: the calendar provider refused the request');
    const starts = await t.db.query<{ start: Date }>(`SELECT start_at AS start FROM sandbox_calendar_events WHERE summary LIKE 'Quick Connect:%'`);
    expect(starts.rows.map((row) => new Date(row.start).toISOString())).toEqual([later.startTime, later.startTime].map((at) => new Date(at).toISOString()));
  });

  it('limits new bookings a day, by organiser and into one colleague\'s calendar; a retried booking counts once', async () => {
    const org = await addOrg(t.db);
    const [target, first, second, third] = await Promise.all([0, 1, 2, 3].map(() => addMember(t, { orgcodes: [org] })));
    for (const member of [target!, first!, second!, third!]) await connectSandbox(member);
    // Each booking at a time of its own, the same again for a retry.
    const times = new Map<string, number>();
    const book = (organiser: Member, requestId: string, attendee: Member = target!) => {
      if (!times.has(requestId)) times.set(requestId, times.size);
      const start = t.clock.now().getTime() + 30 * HOUR + times.get(requestId)! * HOUR;
      const at = { startTime: new Date(start).toISOString(), endTime: new Date(start + HOUR / 2).toISOString(), timezone: 'UTC' };
      return call(organiser, { action: 'scheduleEvent', teamMembers: [attendee.memberId], requestId, eventDetails: { summary: 'Quick Connect: Walk', ...at } });
    };
    const stored = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sandbox_calendar_events WHERE owner_id = $1`, [target!.userId])).rows[0]!.n;

    // One organiser: BOOKING_LIMITS.perOrganizerPerDay, then 429 in words the dialog shows, and nothing written.
    for (let i = 0; i < BOOKING_LIMITS.perOrganizerPerDay; i++) expect((await book(first!, `a-${i}`)).status, `booking ${i}`).toBe(200);
    // The same request again is answered, and not counted.
    expect((await book(first!, 'a-0')).status).toBe(200);
    const over = await book(first!, 'a-over');
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await json(over)).toMatchObject({ code: 'TOO_MANY_BOOKINGS', error: 'Failed to schedule event: too many sessions booked today. Try again tomorrow.' });
    const before = await stored();
    expect(before).toBe(BOOKING_LIMITS.perOrganizerPerDay);

    // Into one colleague's calendar from everyone: BOOKING_LIMITS.perAttendeePerDay in all.
    const left = BOOKING_LIMITS.perAttendeePerDay - BOOKING_LIMITS.perOrganizerPerDay;
    for (let i = 0; i < left; i++) expect((await book(second!, `b-${i}`)).status).toBe(200);
    expect((await book(third!, 'c-0')).status).toBe(429);
    expect(await stored()).toBe(BOOKING_LIMITS.perAttendeePerDay);
    // Another colleague is still bookable by those who have room.
    expect((await book(third!, 'c-1', first!)).status).toBe(200);
  });

  it('refuses a time either of them is already booked at, with words the dialog shows, and books nothing', async () => {
    const org = await addOrg(t.db);
    const [one, two, three] = await Promise.all([0, 1, 2].map(() => addMember(t, { orgcodes: [org] })));
    for (const member of [one!, two!, three!]) await connectSandbox(member);
    const start = t.clock.now().getTime() + 50 * HOUR;
    const at = (offsetMinutes: number) => ({
      startTime: new Date(start + offsetMinutes * 60_000).toISOString(),
      endTime: new Date(start + (offsetMinutes + 30) * 60_000).toISOString(),
      timezone: 'UTC',
    });
    const book = (organiser: Member, attendee: Member, requestId: string, offsetMinutes: number) =>
      call(organiser, { action: 'scheduleEvent', teamMembers: [attendee.memberId], requestId, eventDetails: { summary: 'Quick Connect: Coffee', ...at(offsetMinutes) } });
    expect((await book(one!, two!, 'first', 0)).status).toBe(200);
    // The same time again from a second tab (a new request id), overlapping it, the colleague booking back, and a
    // third colleague booking one of them then.
    for (const [organiser, attendee, requestId, offset] of [
      [one!, two!, 'second-tab', 0],
      [one!, two!, 'overlapping', 15],
      [two!, one!, 'booked-back', -15],
      [three!, two!, 'someone-else', 10],
    ] as const) {
      const refused = await book(organiser, attendee, requestId, offset);
      expect(refused.status, requestId).toBe(409);
      expect(await json(refused)).toMatchObject({ code: 'SLOT_TAKEN', error: 'Failed to schedule event: one of you is already booked at that time. Choose another time.' });
    }
    const events = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sandbox_calendar_events WHERE summary = 'Quick Connect: Coffee'`);
    expect(events.rows[0]!.n).toBe(2);
    // The same request again is answered as before, and right after the booked time is free.
    expect((await book(one!, two!, 'first', 0)).status).toBe(200);
    expect((await book(one!, two!, 'after', 30)).status).toBe(200);
  });

  it('moves a booking only to a time both are free at (409 SLOT_TAKEN otherwise, nothing moved); its own time is no obstacle', async () => {
    const org = await addOrg(t.db);
    const [organiser, attendee, third] = await Promise.all([0, 1, 2].map(() => addMember(t, { orgcodes: [org] })));
    for (const member of [organiser!, attendee!, third!]) await connectSandbox(member);
    const base = t.clock.now().getTime() + 75 * HOUR;
    const at = (offset: number, length = HOUR / 2) => ({
      startTime: new Date(base + offset).toISOString(),
      endTime: new Date(base + offset + length).toISOString(),
      timezone: 'UTC',
    });
    const book = async (who: Member, whom: Member, requestId: string, when: ReturnType<typeof at>) => {
      const res = await call(who, { action: 'scheduleEvent', teamMembers: [whom.memberId], requestId, eventDetails: { summary: `Quick Connect: ${requestId}`, ...when } });
      expect(res.status).toBe(200);
      return scheduleResponseSchema.parse(await res.json()).event!;
    };
    const first = await book(organiser!, attendee!, 'move-first', at(0));
    await book(organiser!, attendee!, 'move-second', at(2 * HOUR));
    // The attendee is booked by someone else at a third time.
    await book(third!, attendee!, 'move-third', at(4 * HOUR));
    const startOf = async () =>
      (eventsResponseSchema.parse(await (await call(organiser!, { action: 'getEvents', provider: 'google', days: 14 })).json()).events.find((e) => e.id === first.id)!.start as { dateTime: string }).dateTime;
    const before = await startOf();

    for (const onto of [at(2 * HOUR + HOUR / 4), at(4 * HOUR)]) {
      const refused = await call(organiser!, { action: 'rescheduleEvent', eventId: first.id, eventDetails: onto });
      expect(refused.status).toBe(409);
      expect(await json(refused)).toMatchObject({ code: 'SLOT_TAKEN', error: `Failed to reschedule event: ${CALENDAR_MESSAGES.slotTaken}` });
      expect(await startOf()).toBe(before);
    }
    // Ten minutes later, overlapping only its own time: moved; and the time it left is free for anyone.
    expect((await call(organiser!, { action: 'rescheduleEvent', eventId: first.id, eventDetails: at(10 * 60_000) })).status).toBe(200);
    expect(Date.parse(await startOf())).toBe(base + 10 * 60_000);
    const holds = await t.db.query(`SELECT 1 FROM calendar_booking_holds WHERE user_id = $1`, [organiser!.userId]);
    expect(holds.rows).toHaveLength(0);
  });

  it('cancels a booked Quick Connect for its organiser only: gone from both calendars, its time free again', async () => {
    const org = await addOrg(t.db);
    const [organiser, attendee] = await Promise.all([0, 1].map(() => addMember(t, { orgcodes: [org] })));
    for (const member of [organiser!, attendee!]) await connectSandbox(member);
    const start = t.clock.now().getTime() + 70 * HOUR;
    const at = { startTime: new Date(start).toISOString(), endTime: new Date(start + HOUR / 2).toISOString(), timezone: 'UTC' };
    const booked = scheduleResponseSchema.parse(
      await (
        await call(organiser!, { action: 'scheduleEvent', teamMembers: [attendee!.memberId], requestId: 'to-cancel', eventDetails: { summary: 'Quick Connect: Cancelled', ...at } })
      ).json(),
    );
    const listed = async (member: Member) =>
      eventsResponseSchema.parse(await (await call(member, { action: 'getEvents', provider: 'google', days: 14 })).json()).events.filter((event) => event.summary === 'Quick Connect: Cancelled');
    const [copy] = await listed(attendee!);
    expect(copy).toBeDefined();

    // The attendee cannot call it off, by their own copy's id or the organiser's; nor can anyone for another member.
    for (const eventId of [copy!.id, booked.event!.id]) {
      const refused = await call(attendee!, { action: 'cancelEvent', eventId });
      expect(refused.status).toBe(403);
      expect(await json(refused)).toMatchObject({ code: 'NOT_ORGANISER', error: 'Failed to cancel event: only the person who booked it can cancel it' });
    }
    expect((await call(attendee!, { action: 'cancelEvent', eventId: booked.event!.id, userId: organiser!.memberId })).status).toBe(403);
    // The sandbox itself refuses an attendee's delete of their copy, as it refuses their move (Google and Outlook
    // would only take it off their own calendar).
    const sandbox = createSandboxAdapter({ db: t.db, clock: t.clock }, 'google');
    const { accessToken } = await sandbox.refresh(await issueSandboxRefreshToken(t.db, { userId: attendee!.userId, provider: 'google' }));
    await expect(sandbox.deleteEvent(accessToken, copy!.id)).rejects.toMatchObject({ kind: 'rejected', status: 403 });
    expect(await listed(attendee!)).toHaveLength(1);

    const cancelled = await call(organiser!, { action: 'cancelEvent', eventId: booked.event!.id });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ cancelled: true, eventId: booked.event!.id, provider: 'google' });
    expect(await listed(organiser!)).toHaveLength(0);
    expect(await listed(attendee!)).toHaveLength(0);
    // Asked again (a lost answer): the same answer, nothing else happens.
    const again = await call(organiser!, { action: 'cancelEvent', eventId: booked.event!.id, provider: 'google' });
    expect(await again.json()).toEqual({ cancelled: true, eventId: booked.event!.id, provider: 'google' });
    // The time is free again, for either of them.
    expect((await call(attendee!, { action: 'scheduleEvent', teamMembers: [organiser!.memberId], requestId: 'rebooked', eventDetails: { summary: 'Quick Connect: Rebooked', ...at } })).status).toBe(200);
    // One that is over cannot be called off.
    await t.db.query(
      `INSERT INTO calendar_bookings (user_id, request_id, provider, event_id, attendee_id, request_hash, event, quick_connect, starts_at, ends_at)
       VALUES ($1, 'past', 'google', 'past-event', $2, 'hash', '{}'::jsonb, true, $3, $4)`,
      [organiser!.userId, attendee!.userId, new Date(t.clock.now().getTime() - 2 * HOUR), new Date(t.clock.now().getTime() - HOUR)],
    );
    const over = await call(organiser!, { action: 'cancelEvent', eventId: 'past-event' });
    expect(over.status).toBe(409);
    expect(await json(over)).toMatchObject({ code: 'EVENT_OVER', error: 'Failed to cancel event: it is already over' });
    // Bad input is a 400 naming the field.
    for (const body of [{ action: 'cancelEvent' }, { action: 'cancelEvent', eventId: '' }, { action: 'cancelEvent', eventId: 'x', provider: 'yahoo' }]) {
      expect((await call(organiser!, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('counts a teammate without a calendar as free in their working hours, and says so', async () => {
    const org = await addOrg(t.db);
    const lone = await addMember(t, { orgcodes: [org] });
    const mate = await addMember(t, { orgcodes: [org] });
    const answer = availabilityResponseSchema.parse(await (await call(lone, { action: 'findAvailability', teamMembers: [mate.memberId] })).json());
    expect(answer.participants.every((p) => !p.calendarConnected)).toBe(true);
    expect(answer.note).toContain('no calendar connected');
    expect(answer.availableSlots.length).toBeGreaterThan(0);
  });

  it('refuses another member, a stranger, no token and bad input with clear 4xx answers', async () => {
    // Acting on someone else's calendar.
    for (const action of ['checkStatus', 'getEvents', 'disconnect']) {
      const res = await call(ada, { action, provider: 'google', userId: bo.memberId });
      expect(res.status).toBe(403);
      expect((await json(res)).error).toBe(CALENDAR_MESSAGES.ownCalendarOnly);
    }
    // A member of no shared organisation, as a teammate.
    for (const body of [
      { action: 'findAvailability', teamMembers: [outsider.memberId] },
      {
        action: 'scheduleEvent',
        teamMembers: [outsider.memberId],
        requestId: 'x',
        eventDetails: { summary: 'Hi', startTime: new Date(Date.now() + 5 * HOUR).toISOString(), endTime: new Date(Date.now() + 6 * HOUR).toISOString(), timezone: 'UTC' },
      },
    ]) {
      const res = await call(ada, body);
      expect(res.status).toBe(403);
      expect((await json(res)).error).toBe(CALENDAR_MESSAGES.notATeammate);
    }
    // No token, a forged one.
    const anonymous = await call(ada, { action: 'checkStatus', provider: 'google' }, null);
    expect(anonymous.status).toBe(401);
    expect((await json(anonymous)).error).toBe(CALENDAR_MESSAGES.authenticationRequired);
    expect((await call(ada, { action: 'checkStatus', provider: 'google' }, 'forged.token.value')).status).toBe(401);
    // Bad input.
    for (const body of [
      {},
      { action: 'explode' },
      { action: 'checkStatus', provider: 'yahoo' },
      { action: 'getEvents', provider: 'google', days: 0 },
      { action: 'getEvents', provider: 'google', days: 1000 },
      { action: 'findAvailability', teamMembers: [] },
      { action: 'findAvailability', teamMembers: [bo.memberId], duration: 5 },
      { action: 'authorize', provider: 'google', redirectUri: 'https://evil.example/steal' },
      // The right path on another site: the consent page would send the browser there with its code.
      { action: 'authorize', provider: 'google', redirectUri: 'https://evil.test/calendar/callback' },
      { action: 'connect', provider: 'google', code: 'c', state: 'google.s', redirectUri: 'https://evil.test/calendar/callback' },
      { action: 'scheduleEvent', teamMembers: [bo.memberId], requestId: 'r', eventDetails: { summary: 'x', startTime: 'tomorrow', endTime: 'later', timezone: 'UTC' } },
      { action: 'scheduleEvent', teamMembers: [bo.memberId], requestId: 'r', eventDetails: { summary: 'x', startTime: new Date(Date.now() + 5 * HOUR).toISOString(), endTime: new Date(Date.now() + 4 * HOUR).toISOString(), timezone: 'UTC' } },
      { action: 'scheduleEvent', teamMembers: [bo.memberId], requestId: 'r', eventDetails: { summary: 'x', startTime: new Date(Date.now() + 5 * HOUR).toISOString(), endTime: new Date(Date.now() + 6 * HOUR).toISOString(), timezone: 'Mars/Olympus' } },
      { action: 'scheduleEvent', teamMembers: [bo.memberId, ada.memberId], requestId: 'r', eventDetails: { summary: 'x', startTime: new Date(Date.now() + 5 * HOUR).toISOString(), endTime: new Date(Date.now() + 6 * HOUR).toISOString(), timezone: 'UTC' } },
    ]) {
      const res = await call(ada, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof (await json(res)).error).toBe('string');
    }
    // Events of a calendar that is not connected.
    const notConnected = await call(outsider, { action: 'getEvents', provider: 'microsoft' });
    expect(notConnected.status).toBe(409);
    expect((await json(notConnected)).code).toBe('CALENDAR_NOT_CONNECTED');
  });

  it('the consent page answers a body it cannot read with 400, and the consent stays open', async () => {
    const org = await addOrg(t.db);
    const member = await addMember(t, { orgcodes: [org] });
    const authorized = await call(member, { action: 'authorize', provider: 'google', redirectUri: REDIRECT });
    const consentUrl = new URL(((await authorized.json()) as { url: string }).url);
    const path = `${consentUrl.pathname}${consentUrl.search}`;
    for (const [contentType, body] of [
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="decision"\r\n\r\nallow'],
      ['multipart/form-data', 'decision=allow'],
    ] as const) {
      const res = await t.request(path, { method: 'POST', headers: { 'content-type': contentType }, body });
      expect(res.status, contentType).toBe(400);
      expect((await json(res)).error).toBe('The answer could not be read: send decision=allow or decision=cancel as a form.');
    }
    // Nothing was issued, and the member can still answer.
    const answered = await t.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision: 'allow' }).toString(),
    });
    expect(answered.status).toBe(303);
    expect(new URL(answered.headers.get('location')!).searchParams.get('code')).toBeTruthy();
  });

  it('a withdrawn grant marks the calendar revoked and the client is told to connect again', async () => {
    const org = await addOrg(t.db);
    const member = await addMember(t, { orgcodes: [org] });
    await connectSandbox(member, 'microsoft');
    // The grant is withdrawn at the "provider", and the stored access token has run out.
    await t.db.query(`UPDATE sandbox_calendar_grants SET revoked_at = now() WHERE user_id = $1`, [member.userId]);
    const res = await call(member, { action: 'getEvents', provider: 'microsoft' });
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ code: 'CALENDAR_REVOKED', error: CALENDAR_MESSAGES.reconnect });
    const status = statusResponseSchema.parse(await (await call(member, { action: 'checkStatus', provider: 'microsoft' })).json());
    expect(status.connected).toBe(false);
  });

  it('disconnects: the connection goes, the grant is withdrawn, and doing it again is fine', async () => {
    const org = await addOrg(t.db);
    const member = await addMember(t, { orgcodes: [org] });
    await connectSandbox(member);
    const res = await call(member, { action: 'disconnect', provider: 'google' });
    expect(await res.json()).toEqual({ disconnected: true, provider: 'google' });
    const grants = await t.db.query(`SELECT 1 FROM sandbox_calendar_grants WHERE user_id = $1 AND kind <> 'code' AND revoked_at IS NULL`, [member.userId]);
    expect(grants.rows).toHaveLength(0);
    expect((await call(member, { action: 'disconnect', provider: 'google' })).status).toBe(200);
    const status = statusResponseSchema.parse(await (await call(member, { action: 'checkStatus', provider: 'google' })).json());
    expect(status.connected).toBe(false);
  });
});
