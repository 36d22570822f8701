/**
 * The weekly introduction (modules/introductions) on both engines: the job sends one e-mail to each member of a
 * week's new pair at 9:00 their time on the matching day, once however many instances tick; its links book the
 * pair's Quick Connect once (in both sandbox calendars), answer a reused, tampered, passed or taken link plainly,
 * and 'Not this week' stops them; the one-click unsubscribe is honoured at once and the next week's run leaves the
 * member out; bad input is a 4xx, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_PATH, eventsResponseSchema } from '@kindred/contracts/api/calendar';
import {
  INTRODUCTION_MESSAGES,
  INTRODUCTION_PATHS,
  bookOutcomeSchema,
  introductionLinkSchema,
  notificationPreferencesSchema,
  type BookOutcome,
} from '@kindred/contracts/api/introductions';
import { createJobs } from '../src/compose.ts';
import type { JobRunner } from '../src/platform/jobs/runner.ts';
import { createTestServer, engines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { addMember, addOrg, json } from './profile-fixtures.ts';
import type { Member } from './profile-fixtures.ts';
import { connectSandboxCalendar, sessionTokens } from './session-fixtures.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Monday 30 November 2026, just after midnight UTC: the matching day. */
const MONDAY = new Date('2026-11-30T00:30:00Z');

const tokensIn = (text: string, page: string): string[] =>
  [...text.matchAll(new RegExp(`${page}\\?token=([A-Za-z0-9_%-]+)`, 'g'))].map((match) => decodeURIComponent(match[1]!));

describe.each(engines)('the weekly introduction on %s', (engine) => {
  let t: TestServer;
  let second: TestServer;
  let runners: JobRunner[];
  let ada: Member; // UTC, calendar connected
  let bo: Member; // Toronto, calendar connected
  let cy: Member; // no calendar
  let di: Member;
  let eve: Member; // calendar connected, in an organisation whose community opens late on Monday
  let fay: Member;
  let lateOrg: string;
  const tokens = sessionTokens(() => t, 'introductions test');

  const post = (path: string, body: unknown, ip = '203.0.113.7') =>
    t.request(path, { method: 'POST', json: body, headers: { 'x-forwarded-for': ip } });
  const linkOf = async (token: string) => introductionLinkSchema.parse(await json(await post(INTRODUCTION_PATHS.link, { token })));
  const book = async (token: string): Promise<BookOutcome> => {
    const res = await post(INTRODUCTION_PATHS.book, { token });
    expect(res.status).toBe(200);
    return bookOutcomeSchema.parse(await res.json());
  };
  const introductionsTo = async (member: Member) => (await t.mailTo(member.email)).filter((mail) => mail.subject.startsWith('Meet '));
  const tickBoth = () => Promise.all(runners.map((runner) => runner.tick()));
  const quickConnects = async (member: Member) => {
    const res = await t.request(CALENDAR_PATH, {
      method: 'POST',
      token: await tokens.of(member),
      json: { action: 'getEvents', userId: member.memberId, provider: 'google', days: 14 },
    });
    expect(res.status).toBe(200);
    return eventsResponseSchema.parse(await res.json()).events.filter((event) => event.summary.startsWith('Quick Connect'));
  };

  beforeAll(async () => {
    t = await createTestServer({ engine });
    second = await createTestServer({ db: t.db, clock: t.clock });
    t.clock.set(new Date(MONDAY.getTime() - 7 * DAY));
    const pairOrg = await addOrg(t.db, { name: 'Introduction Org' });
    const quietOrg = await addOrg(t.db, { name: 'Quiet Org' });
    ada = await addMember(t, { orgcodes: [pairOrg], givenName: 'Ada', familyName: 'Lovelace', title: 'Analyst' });
    bo = await addMember(t, { orgcodes: [pairOrg], givenName: 'Bo', familyName: 'Brandt', title: 'Designer' });
    cy = await addMember(t, { orgcodes: [quietOrg], givenName: 'Cy', familyName: 'Young' });
    di = await addMember(t, { orgcodes: [quietOrg], givenName: 'Di', familyName: 'Dunn' });
    lateOrg = await addOrg(t.db, { name: 'Late Org', isUsersOpen: false });
    eve = await addMember(t, { orgcodes: [lateOrg], givenName: 'Eve', familyName: 'Early' });
    fay = await addMember(t, { orgcodes: [lateOrg], givenName: 'Fay', familyName: 'Fast' });
    await connectSandboxCalendar(t, eve, await tokens.of(eve));
    await connectSandboxCalendar(t, fay, await tokens.of(fay));
    await connectSandboxCalendar(t, ada, await tokens.of(ada));
    await connectSandboxCalendar(t, bo, await tokens.of(bo));
    await t.db.query(`INSERT INTO calendar_schedules (user_id, time_zone) VALUES ($1, 'UTC'), ($2, 'America/Toronto')`, [ada.userId, bo.userId]);
    runners = [createJobs(t.deps, { owner: 'one' }), createJobs(second.deps, { owner: 'two' })];
    t.clock.set(MONDAY);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('sends nothing before 9:00 in the member’s zone on the matching day, once the week’s pairs are made', async () => {
    await tickBoth();
    const { rows } = await t.db.query(`SELECT 1 FROM connections WHERE member1 = $1 OR member2 = $1`, [ada.userId]);
    expect(rows).toHaveLength(1);
    expect(await introductionsTo(ada)).toHaveLength(0);
    expect(await introductionsTo(bo)).toHaveLength(0);
  });

  it('sends each member one introduction at 9:00 their time, however many instances tick', async () => {
    t.clock.set(new Date('2026-11-30T09:00:00Z'));
    await tickBoth();
    await tickBoth();
    const [mail] = await introductionsTo(ada);
    expect(await introductionsTo(ada)).toHaveLength(1);
    // Bo is in Toronto: 9:00 there is 14:00 UTC.
    expect(await introductionsTo(bo)).toHaveLength(0);
    expect(mail!.subject).toBe('Meet Bo Brandt, your Kindred match this week');
    expect(mail!.text).toContain('This week Kindred matched you with Bo Brandt at Introduction Org.');
    expect(mail!.text).toContain('Bo: Designer');
    expect(mail!.text).toContain('To break the ice: "');
    expect(mail!.html).toContain('Times you are both free');
    expect(mail!.headers['List-Unsubscribe']).toMatch(/^<http.*\/v1\/notifications\/unsubscribe\?token=.+>$/);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const times = tokensIn(mail!.text, '/book');
    expect(times).toHaveLength(3);
    // Each a time both are free: in Ada's hours (9-17 UTC) and Bo's (9-17 Toronto, 14-22 UTC), in the coming week.
    for (const token of times) {
      const link = await linkOf(token);
      expect(link).toMatchObject({ action: 'book', state: 'open', colleague: { name: 'Bo Brandt', firstName: 'Bo' }, booked: null, timeZone: 'UTC' });
      const start = new Date(link.time!.start);
      expect(start.getUTCHours()).toBeGreaterThanOrEqual(14);
      expect(new Date(link.time!.end).getTime() - start.getTime()).toBe(30 * 60_000);
      expect(start.getTime()).toBeLessThan(t.clock.now().getTime() + 7 * DAY);
      expect(mail!.text).toContain(`/book?token=${token}`);
    }

    t.clock.set(new Date('2026-11-30T14:00:00Z'));
    await tickBoth();
    await tickBoth();
    const toBo = await introductionsTo(bo);
    expect(toBo).toHaveLength(1);
    expect(toBo[0]!.text).toContain('(Toronto time)');
    expect(await introductionsTo(ada)).toHaveLength(1);
    // Bulk mail is in the outbox, not echoed on the console line by line.
    expect(t.printed.filter((line) => line.includes('Meet '))).toEqual([]);
  });

  it('answers a missing, altered or unknown token plainly, and limits unknown ones per address', async () => {
    const [mail] = await introductionsTo(ada);
    const token = tokensIn(mail!.text, '/book')[0]!;
    let res = await post(INTRODUCTION_PATHS.book, {});
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(INTRODUCTION_MESSAGES.invalidToken);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [INTRODUCTION_PATHS.link, INTRODUCTION_PATHS.book, INTRODUCTION_PATHS.decline]) {
      res = await post(path, { token: altered });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: INTRODUCTION_MESSAGES.notFound, code: 'LINK_NOT_FOUND' });
    }
    res = await post(INTRODUCTION_PATHS.book, { token: 'x'.repeat(600) });
    expect(res.status).toBe(400);
    res = await post(INTRODUCTION_PATHS.book, 'not json');
    expect(res.status).toBe(400);
    // Twenty unknown tokens an hour from one address; the next is refused, another address is not.
    for (let i = 0; i < 20; i++) await post(INTRODUCTION_PATHS.link, { token: `guess-${i}` }, '198.51.100.9');
    expect((await post(INTRODUCTION_PATHS.link, { token: 'guess-21' }, '198.51.100.9')).status).toBe(429);
    expect((await post(INTRODUCTION_PATHS.link, { token }, '198.51.100.10')).status).toBe(200);
  });

  it('books the time for both in one click, once: a reused link and the colleague’s own links answer the booking', async () => {
    const [mail] = await introductionsTo(ada);
    const [first] = tokensIn(mail!.text, '/book');
    const link = await linkOf(first!);
    const booked = await book(first!);
    expect(booked).toMatchObject({ outcome: 'booked', time: link.time, colleague: 'Bo Brandt', timeZone: 'UTC' });
    // In both calendars.
    const adas = await quickConnects(ada);
    const bos = await quickConnects(bo);
    expect(adas.map((event) => event.summary)).toEqual([expect.stringMatching(/^Quick Connect: .+ with Bo Brandt$/)]);
    expect(bos).toHaveLength(1);
    expect(bos[0]!.summary).toBe(adas[0]!.summary);

    // The same link again, and Bo's links (other times): the pair's booking, nothing new.
    expect(await book(first!)).toEqual(booked);
    const [toBo] = await introductionsTo(bo);
    for (const token of tokensIn(toBo!.text, '/book')) expect(await book(token)).toMatchObject({ outcome: 'booked', time: link.time });
    expect(await linkOf(tokensIn(toBo!.text, '/book')[1]!)).toMatchObject({ state: 'booked', booked: link.time });
    expect(await quickConnects(ada)).toHaveLength(1);
    // 'Not this week' after booking keeps the booking.
    const decline = await post(INTRODUCTION_PATHS.decline, { token: tokensIn(toBo!.text, '/not-this-week')[0] });
    expect(await decline.json()).toEqual({ outcome: 'booked', colleague: 'Ada Lovelace' });
  });

  it("introduces a member without a calendar with no times and the way to connect one; 'Not this week' stops the pair's links", async () => {
    // Cy and Di (no calendars, no zone kept: UTC) were paired with everyone this morning, and told at 9:00.
    const [toCy] = await introductionsTo(cy);
    expect(toCy!.text).toContain('Connect your calendar and Kindred will suggest times you are both free');
    expect(tokensIn(toCy!.text, '/book')).toEqual([]);

    const [toDi] = await introductionsTo(di);
    expect(tokensIn(toDi!.text, '/book')).toEqual([]);
    const declineToken = tokensIn(toDi!.text, '/not-this-week')[0]!;
    expect(await linkOf(declineToken)).toMatchObject({ action: 'decline', state: 'open', time: null });
    expect(await (await post(INTRODUCTION_PATHS.decline, { token: declineToken })).json()).toEqual({ outcome: 'declined', colleague: 'Cy Young' });
    expect(await linkOf(declineToken)).toMatchObject({ state: 'declined' });
  });

  it('a time that has passed answers with fresh times, and a time taken meanwhile too', async () => {
    // Their organisation opens its community this afternoon: the week's pairs are made as the job next sees it.
    await t.db.query(`UPDATE organizations SET is_users_open = true WHERE orgcode = $1`, [lateOrg]);
    t.clock.set(new Date('2026-11-30T17:00:00Z'));
    await tickBoth();
    const [toEve] = await introductionsTo(eve);
    const times = tokensIn(toEve!.text, '/book');
    expect(times).toHaveLength(3);
    const firstTime = (await linkOf(times[0]!)).time!;

    // Fay books her own meeting over Eve's second time: that time is taken.
    const secondTime = (await linkOf(times[1]!)).time!;
    const busy = await t.request(CALENDAR_PATH, {
      method: 'POST',
      token: await tokens.of(fay),
      json: {
        action: 'scheduleEvent',
        userId: fay.memberId,
        teamMembers: [eve.memberId],
        requestId: 'fay-own-meeting',
        eventDetails: { summary: 'Planning', startTime: secondTime.start, endTime: secondTime.end, timezone: 'UTC', quickConnect: false },
      },
    });
    expect(busy.status).toBe(200);
    const taken = await book(times[1]!);
    expect(taken.outcome).toBe('taken');
    if (taken.outcome !== 'taken') return;
    expect(taken.times.length).toBeGreaterThan(0);
    expect(taken.times.map((time) => time.start)).not.toContain(secondTime.start);

    // The first time goes by: the link says so, and offers fresh times, which book.
    t.clock.set(new Date(Date.parse(firstTime.end) + HOUR));
    expect(await linkOf(times[0]!)).toMatchObject({ state: 'passed' });
    const passed = await book(times[0]!);
    expect(passed.outcome).toBe('passed');
    if (passed.outcome !== 'passed') return;
    expect(passed.times.every((time) => Date.parse(time.start) > t.clock.now().getTime())).toBe(true);
    const fresh = await book(passed.times[0]!.token);
    expect(fresh).toMatchObject({ outcome: 'booked', time: { start: passed.times[0]!.start, end: passed.times[0]!.end } });
  });

  it('preferences: the member’s own, on by default, with the matching day; bad input is a 400', async () => {
    const res = await t.request(INTRODUCTION_PATHS.preferences, { token: await tokens.of(ada) });
    expect(notificationPreferencesSchema.parse(await res.json())).toEqual({ introductions: true, matchingDay: 'Monday' });
    expect((await t.request(INTRODUCTION_PATHS.preferences)).status).toBe(401);
    for (const body of [{}, { introductions: 'no' }, null]) {
      const bad = await t.request(INTRODUCTION_PATHS.preferences, { method: 'PUT', token: await tokens.of(ada), json: body });
      expect(bad.status).toBe(400);
    }
    const off = await t.request(INTRODUCTION_PATHS.preferences, { method: 'PUT', token: await tokens.of(ada), json: { introductions: false } });
    expect(await off.json()).toEqual({ introductions: false, matchingDay: 'Monday' });
    const on = await t.request(INTRODUCTION_PATHS.preferences, { method: 'PUT', token: await tokens.of(ada), json: { introductions: true } });
    expect(await on.json()).toEqual({ introductions: true, matchingDay: 'Monday' });
  });

  it('the one-click unsubscribe is honoured at once, and the next week’s run leaves the member out', async () => {
    const [toBo] = await introductionsTo(bo);
    const header = toBo!.headers['List-Unsubscribe']!.slice(1, -1);
    const url = new URL(header);
    // A mail client's one-click POST (RFC 8058).
    const res = await t.request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ kind: 'introductions', unsubscribed: true });
    const prefs = await t.request(INTRODUCTION_PATHS.preferences, { token: await tokens.of(bo) });
    expect(await prefs.json()).toMatchObject({ introductions: false });
    // The app's page sends it as JSON; again is harmless.
    const again = await post(INTRODUCTION_PATHS.unsubscribe, { token: url.searchParams.get('token') });
    expect(again.status).toBe(200);
    expect((await post(INTRODUCTION_PATHS.unsubscribe, { token: 'nothing' })).status).toBe(404);
    expect((await post(INTRODUCTION_PATHS.unsubscribe, {})).status).toBe(400);

    // A week on: a newcomer to Ada and Bo's organisation makes new pairs for both, and only the wanting are told.
    const [pairOrg] = (await t.db.query<{ orgcode: string }>(`SELECT orgcode FROM memberships WHERE user_id = $1`, [ada.userId])).rows;
    await addMember(t, { orgcodes: [pairOrg!.orgcode], givenName: 'Gil', familyName: 'Green' });
    t.clock.set(new Date('2026-12-07T20:00:00Z'));
    await tickBoth();
    expect(await introductionsTo(bo)).toHaveLength(1);
    expect((await introductionsTo(ada)).length).toBe(2);
  });
});
