/**
 * The Quick Connect counters (GET /v1/quick-connect/stats) on the app engine (harness.ts), driven through the calendar endpoint
 * with the built-in sandbox (docs/decisions.md#calendar): two colleagues connect their sandbox calendars, one
 * books a Quick Connect with the other at a slot findAvailability offers, retries it, moves it, and both see it
 * in their own calendars; a member of another organisation cannot be booked; a plain event moves no counter;
 * once the Quick Connect has ended it counts as completed for both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALENDAR_MESSAGES,
  CALENDAR_PATH,
  availabilityResponseSchema,
  eventsResponseSchema,
  scheduleResponseSchema,
  type CalendarEvent,
} from '@kindred/contracts/api/calendar';
import { QUICK_CONNECT_STATS_PATH, quickConnectStatsSchema } from '@kindred/contracts/api/quick-connect';
import { createTestServer, appEngines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { connectSandboxCalendar, sessionTokens } from './session-fixtures.ts';
import { addMember, addOrg, json } from './profile-fixtures.ts';
import type { Member } from './profile-fixtures.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(appEngines)('Quick Connect counters on %s', (engine) => {
  let t: TestServer;
  let ada: Member;
  let bo: Member;
  let outsider: Member;

  const tokens = sessionTokens(() => t, 'quick connect test');
  const tokenOf = (member: Member) => tokens.of(member);

  const call = async (member: Member, body: Record<string, unknown>) =>
    t.request(CALENDAR_PATH, { method: 'POST', token: await tokenOf(member), json: { userId: member.memberId, ...body } });

  async function stats(member: Member) {
    const res = await t.request(QUICK_CONNECT_STATS_PATH, { token: await tokenOf(member) });
    expect(res.status).toBe(200);
    return quickConnectStatsSchema.parse(await res.json());
  }

  const connectSandbox = async (member: Member) => connectSandboxCalendar(t, member, await tokenOf(member));

  async function eventsOf(member: Member): Promise<CalendarEvent[]> {
    const res = await call(member, { action: 'getEvents', provider: 'google', days: 14 });
    expect(res.status).toBe(200);
    return eventsResponseSchema.parse(await res.json()).events;
  }

  async function firstSlot() {
    const res = await call(ada, { action: 'findAvailability', teamMembers: [bo.memberId], duration: 30 });
    expect(res.status).toBe(200);
    const answer = availabilityResponseSchema.parse(await res.json());
    expect(answer.availableSlots.length).toBeGreaterThan(0);
    return answer.availableSlots[0]!;
  }

  const startOf = (event: CalendarEvent) => Date.parse((event.start as { dateTime: string }).dateTime);
  const endOf = (event: CalendarEvent) => Date.parse((event.end as { dateTime: string }).dateTime);

  beforeAll(async () => {
    t = await createTestServer({ engine });
    const org = await addOrg(t.db);
    const elsewhere = await addOrg(t.db);
    ada = await addMember(t, { orgcodes: [org], givenName: 'Ada' });
    bo = await addMember(t, { orgcodes: [org], givenName: 'Bo' });
    outsider = await addMember(t, { orgcodes: [elsewhere], givenName: 'Olu' });
    await connectSandbox(ada);
    await connectSandbox(bo);
    await connectSandbox(outsider);
  });
  afterAll(() => t.close());

  it('counts a Quick Connect booked once, moved once, and completed by both; nothing else moves a counter', async () => {
    const zero = { scheduled: 0, rescheduled: 0, completed: 0 };
    expect(await stats(ada)).toEqual(zero);
    expect(await stats(bo)).toEqual(zero);

    // Booked at the slot findAvailability offers: it lands in both calendars.
    const slot = await firstSlot();
    const booking = {
      action: 'scheduleEvent',
      teamMembers: [bo.memberId],
      requestId: 'qc-1',
      eventDetails: { summary: 'Quick Connect: Virtual Coffee', startTime: slot.start, endTime: slot.end, timezone: 'UTC', quickConnect: true },
    };
    const first = await call(ada, booking);
    expect(first.status).toBe(200);
    const scheduled = scheduleResponseSchema.parse(await first.json()).event!;
    expect(scheduled).toMatchObject({ quickConnect: true, summary: 'Quick Connect: Virtual Coffee' });
    for (const member of [ada, bo]) {
      const mine = (await eventsOf(member)).filter((event) => event.summary === 'Quick Connect: Virtual Coffee');
      expect(mine, member.email).toHaveLength(1);
      expect(startOf(mine[0]!)).toBe(Date.parse(slot.start));
      expect(endOf(mine[0]!)).toBe(Date.parse(slot.end));
      expect(mine[0]!.quickConnect).toBe(true);
    }

    // The same request again (its answer lost): the same booking, one event each, and still one scheduled.
    const retried = await call(ada, booking);
    expect(retried.status).toBe(200);
    expect(scheduleResponseSchema.parse(await retried.json()).event!.id).toBe(scheduled.id);
    const copies = await t.db.query(`SELECT 1 FROM sandbox_calendar_events WHERE summary = 'Quick Connect: Virtual Coffee'`);
    expect(copies.rows).toHaveLength(2);
    expect(await stats(ada)).toEqual({ scheduled: 1, rescheduled: 0, completed: 0 });
    // The attendee scheduled nothing.
    expect(await stats(bo)).toEqual(zero);

    // Moved an hour later: both people's copies move, and the move counts once.
    const later = {
      startTime: new Date(Date.parse(slot.start) + HOUR).toISOString(),
      endTime: new Date(Date.parse(slot.end) + HOUR).toISOString(),
      timezone: 'UTC',
    };
    const moved = await call(ada, { action: 'rescheduleEvent', eventId: scheduled.id, eventDetails: later });
    expect(moved.status).toBe(200);
    expect(scheduleResponseSchema.parse(await moved.json()).success).toBe(true);
    for (const member of [ada, bo]) {
      const mine = (await eventsOf(member)).filter((event) => event.summary === 'Quick Connect: Virtual Coffee');
      expect(mine, member.email).toHaveLength(1);
      expect(startOf(mine[0]!)).toBe(Date.parse(later.startTime));
      expect(endOf(mine[0]!)).toBe(Date.parse(later.endTime));
    }
    expect(await stats(ada)).toEqual({ scheduled: 1, rescheduled: 1, completed: 0 });
    // The same move sent again (its answer lost) is no second move.
    expect((await call(ada, { action: 'rescheduleEvent', eventId: scheduled.id, eventDetails: later })).status).toBe(200);
    expect(await stats(ada)).toEqual({ scheduled: 1, rescheduled: 1, completed: 0 });
    const stored = await t.db.query<{ count: number; startsAt: Date; endsAt: Date }>(
      `SELECT reschedule_count AS count, starts_at AS "startsAt", ends_at AS "endsAt" FROM calendar_bookings WHERE user_id = $1 AND request_id = 'qc-1'`,
      [ada.userId],
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]!.count).toBe(1);
    expect(stored.rows[0]!.startsAt.toISOString()).toBe(later.startTime);
    expect(stored.rows[0]!.endsAt.toISOString()).toBe(later.endTime);
    // A retried booking now answers where the event is.
    const afterMove = scheduleResponseSchema.parse(await (await call(ada, booking)).json()).event!;
    expect(startOf(afterMove)).toBe(Date.parse(later.startTime));

    // A member of another organisation cannot be booked (as before): 403, and nothing is counted.
    const refused = await call(ada, { ...booking, teamMembers: [outsider.memberId], requestId: 'qc-outsider' });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ error: CALENDAR_MESSAGES.notATeammate, code: 'NOT_A_TEAMMATE' });

    // A plain event (not a Quick Connect), booked and moved, moves no counter.
    const plainSlot = await firstSlot();
    const plain = await call(ada, {
      action: 'scheduleEvent',
      teamMembers: [bo.memberId],
      requestId: 'plain-1',
      eventDetails: { summary: 'Planning', startTime: plainSlot.start, endTime: plainSlot.end, timezone: 'UTC', quickConnect: false },
    });
    expect(plain.status).toBe(200);
    const plainEvent = scheduleResponseSchema.parse(await plain.json()).event!;
    expect(plainEvent.quickConnect).toBe(false);
    const plainLater = {
      startTime: new Date(Date.parse(plainSlot.start) + 2 * HOUR).toISOString(),
      endTime: new Date(Date.parse(plainSlot.end) + 2 * HOUR).toISOString(),
      timezone: 'UTC',
    };
    expect((await call(ada, { action: 'rescheduleEvent', eventId: plainEvent.id, eventDetails: plainLater })).status).toBe(200);
    expect(await stats(ada)).toEqual({ scheduled: 1, rescheduled: 1, completed: 0 });
    expect(await stats(bo)).toEqual(zero);
    expect(await stats(outsider)).toEqual(zero);

    // Just before the Quick Connect ends it is not completed; once it has ended it is, for both.
    t.clock.set(new Date(Date.parse(later.endTime) - 60_000));
    expect((await stats(ada)).completed).toBe(0);
    expect((await stats(bo)).completed).toBe(0);
    t.clock.set(new Date(Date.parse(later.endTime)));
    expect(await stats(ada)).toEqual({ scheduled: 1, rescheduled: 1, completed: 1 });
    expect(await stats(bo)).toEqual({ scheduled: 0, rescheduled: 0, completed: 1 });
    // Long after, the plain event has ended too, and still counts for nothing.
    t.clock.advance(20 * DAY);
    expect(await stats(ada)).toEqual({ scheduled: 1, rescheduled: 1, completed: 1 });
    expect(await stats(bo)).toEqual({ scheduled: 0, rescheduled: 0, completed: 1 });
    expect(await stats(outsider)).toEqual(zero);
  });

  it('a cancelled Quick Connect is neither scheduled nor completed (its move still counts)', async () => {
    await t.db.query(`UPDATE calendar_bookings SET cancelled_at = $2 WHERE user_id = $1 AND request_id = 'qc-1'`, [ada.userId, t.clock.now()]);
    expect(await stats(ada)).toEqual({ scheduled: 0, rescheduled: 1, completed: 0 });
    expect(await stats(bo)).toEqual({ scheduled: 0, rescheduled: 0, completed: 0 });
  });

  it('booking and cancelling again and again earns nothing: only the Quick Connects that stand count', async () => {
    const before = await stats(bo);
    for (const n of [1, 2, 3]) {
      const slot = await firstSlot();
      const booked = await call(bo, {
        action: 'scheduleEvent',
        teamMembers: [ada.memberId],
        requestId: `farm-${n}`,
        eventDetails: { summary: 'Quick Connect: Virtual Coffee', startTime: slot.start, endTime: slot.end, timezone: 'UTC', quickConnect: true },
      });
      expect(booked.status).toBe(200);
      expect((await stats(bo)).scheduled).toBe(before.scheduled + 1);
      const eventId = scheduleResponseSchema.parse(await booked.json()).event!.id;
      expect((await call(bo, { action: 'cancelEvent', eventId })).status).toBe(200);
      expect(await stats(bo)).toEqual(before);
    }
  });

  it('asks for a token: none or a forged one is 401', async () => {
    expect((await t.request(QUICK_CONNECT_STATS_PATH)).status).toBe(401);
    expect((await t.request(QUICK_CONNECT_STATS_PATH, { token: 'forged.token.value' })).status).toBe(401);
    const live = await tokenOf(ada);
    expect((await t.request(QUICK_CONNECT_STATS_PATH, { token: `${live.slice(0, -4)}AAAA` })).status).toBe(401);
  });
});
