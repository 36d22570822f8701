/**
 * 'Mark as done' on the app engine (harness.ts): POST and GET /v1/activities/completions. Once per activity per day of the
 * member's own calendar (the test clock and the time zone decide the day), clear 400s for anything else, one row
 * for requests sent at once, and each member sees only their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_COMPLETIONS_PATH,
  ACTIVITY_MESSAGES,
  activityCompletionResponseSchema,
  activityCompletionsResponseSchema,
} from '@kindred/contracts/api/activities';
import { ACTIVITY_IDS } from '@kindred/contracts/domain/activity-ids';
import { createTestServer, appEngines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { sessionTokens } from './session-fixtures.ts';
import { addMember, addOrg, json } from './profile-fixtures.ts';
import type { Member } from './profile-fixtures.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(appEngines)('activity completions on %s', (engine) => {
  let t: TestServer;
  let ada: Member;
  let bo: Member;

  const tokens = sessionTokens(() => t, 'activities test');
  const tokenOf = (member: Member) => tokens.of(member);
  const post = async (member: Member, body: unknown) =>
    t.request(ACTIVITY_COMPLETIONS_PATH, { method: 'POST', token: await tokenOf(member), json: body });
  const list = async (member: Member) => {
    const res = await t.request(ACTIVITY_COMPLETIONS_PATH, { token: await tokenOf(member) });
    expect(res.status).toBe(200);
    return activityCompletionsResponseSchema.parse(await res.json()).completions;
  };
  const rowsOf = async (member: Member) =>
    (
      await t.db.query<{ activity: string; day: string }>(
        `SELECT activity_id AS activity, to_char(day, 'YYYY-MM-DD') AS day FROM activity_completions WHERE user_id = $1 ORDER BY completed_at`,
        [member.userId],
      )
    ).rows;

  beforeAll(async () => {
    t = await createTestServer({ engine });
    // Noon UTC: the same date in UTC and in Lisbon (on winter time until the 30th).
    t.clock.set(new Date('2031-03-12T12:00:00.000Z'));
    const org = await addOrg(t.db);
    ada = await addMember(t, { orgcodes: [org], givenName: 'Ada' });
    bo = await addMember(t, { orgcodes: [org], givenName: 'Bo' });
  });
  afterAll(() => t.close());

  it('records the first completion of the day (201), answers a repeat with the first record (200), and records the next day again', async () => {
    const first = await post(ada, { activityId: 'magic-questions', timeZone: 'Europe/Lisbon' });
    expect(first.status).toBe(201);
    const done = activityCompletionResponseSchema.parse(await first.json());
    expect(done).toEqual({ activityId: 'magic-questions', day: '2031-03-12', completedAt: '2031-03-12T12:00:00.000Z', alreadyDone: false });

    t.clock.advance(3 * HOUR);
    const repeat = await post(ada, { activityId: 'magic-questions', timeZone: 'Europe/Lisbon' });
    expect(repeat.status).toBe(200);
    expect(activityCompletionResponseSchema.parse(await repeat.json())).toEqual({ ...done, alreadyDone: true });
    expect(await rowsOf(ada)).toEqual([{ activity: 'magic-questions', day: '2031-03-12' }]);

    t.clock.advance(DAY);
    const nextDay = await post(ada, { activityId: 'magic-questions', timeZone: 'Europe/Lisbon' });
    expect(nextDay.status).toBe(201);
    expect(await json(nextDay)).toEqual({
      activityId: 'magic-questions',
      day: '2031-03-13',
      completedAt: '2031-03-13T15:00:00.000Z',
      alreadyDone: false,
    });
    expect(await rowsOf(ada)).toHaveLength(2);
  });

  it("counts the day in the member's own time zone (UTC without one)", async () => {
    // 2031-03-13T15:00Z: already the 14th in Auckland (UTC+13), still the 13th in UTC and in Honolulu.
    const auckland = await post(ada, { activityId: 'best-mistake', timeZone: 'Pacific/Auckland' });
    expect(auckland.status).toBe(201);
    expect((await json(auckland)).day).toBe('2031-03-14');
    const utc = await post(ada, { activityId: 'best-mistake' });
    expect(utc.status).toBe(201);
    expect((await json(utc)).day).toBe('2031-03-13');
    const honolulu = await post(ada, { activityId: 'best-mistake', timeZone: 'Pacific/Honolulu' });
    expect(honolulu.status).toBe(200);
    expect(await json(honolulu)).toMatchObject({ day: '2031-03-13', alreadyDone: true });
  });

  it('accepts every id of the catalogue', async () => {
    const member = await addMember(t, { orgcodes: [] });
    for (const activityId of ACTIVITY_IDS) expect((await post(member, { activityId })).status, activityId).toBe(201);
    expect(await list(member)).toHaveLength(ACTIVITY_IDS.length);
  });

  it('refuses an unknown activity, a bad time zone, a missing body and junk with a 400 that says why', async () => {
    const cases: Array<[body: unknown, message: string | RegExp]> = [
      [{ activityId: 'not-an-activity' }, ACTIVITY_MESSAGES.unknownActivity],
      [{ activityId: 'Magic Questions' }, ACTIVITY_MESSAGES.unknownActivity],
      [{ activityId: '__proto__' }, ACTIVITY_MESSAGES.unknownActivity],
      [{ activityId: 'magic-questions', timeZone: 'Mars/Olympus' }, ACTIVITY_MESSAGES.timeZone],
      [{ activityId: 'magic-questions', timeZone: '+01:00' }, ACTIVITY_MESSAGES.timeZone],
      [{ activityId: 'magic-questions', timeZone: '' }, ACTIVITY_MESSAGES.timeZone],
      [{ activityId: 'magic-questions', timeZone: 42 }, ACTIVITY_MESSAGES.timeZone],
      [{ activityId: 'magic-questions', timeZone: 'x'.repeat(500) }, ACTIVITY_MESSAGES.timeZone],
      [{}, 'Missing required parameter: activityId'],
      [{ activityId: '' }, 'Missing required parameter: activityId'],
      [{ activityId: null }, 'Missing required parameter: activityId'],
      [{ activityId: 7 }, 'activityId must be a string'],
      [{ activityId: ['magic-questions'] }, 'activityId must be a string'],
      [{ activityId: 'magic-questions', junk: true }, 'Unknown parameter: junk'],
      [[], 'Request body must be a JSON object'],
      ['"magic-questions"', 'Request body must be a JSON object'],
      ['{"activityId": "magic-questions"} trailing', 'Malformed JSON in request body'],
      ['{"activityId": "magic-\\u0000questions"}', /NUL/],
    ];
    for (const [body, message] of cases) {
      const res = await post(bo, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = await json(res);
      if (typeof message === 'string') expect(answer.error, JSON.stringify(body)).toBe(message);
      else expect(answer.error).toMatch(message);
    }
    // No body at all.
    const empty = await t.request(ACTIVITY_COMPLETIONS_PATH, { method: 'POST', token: await tokenOf(bo) });
    expect(empty.status).toBe(400);
    expect((await json(empty)).error).toBe('Missing required parameter: activityId');
    expect(await rowsOf(bo)).toEqual([]);
  });

  it('stores one row for requests sent at once, and answers each with the same record, never a 500', async () => {
    const member = await addMember(t, { orgcodes: [] });
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(member, { activityId: 'rose-thorn-bud', timeZone: 'Europe/Lisbon' })));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const bodies = await Promise.all(answers.map(async (res) => activityCompletionResponseSchema.parse(await res.json())));
    expect(new Set(bodies.map((body) => body.completedAt)).size).toBe(1);
    expect(bodies.filter((body) => !body.alreadyDone)).toHaveLength(1);
    expect(await rowsOf(member)).toHaveLength(1);
  });

  it("lists only the caller's own completions, newest first", async () => {
    const member = await addMember(t, { orgcodes: [] });
    const other = await addMember(t, { orgcodes: [] });
    const start = t.clock.now().getTime();
    for (const [index, activityId] of (['ted-swap', 'top-4', 'pick-a'] as const).entries()) {
      t.clock.set(new Date(start + index * 60_000));
      expect((await post(member, { activityId })).status).toBe(201);
    }
    expect((await post(other, { activityId: 'desert-island' })).status).toBe(201);
    const mine = await list(member);
    expect(mine.map((entry) => entry.activityId)).toEqual(['pick-a', 'top-4', 'ted-swap']);
    expect(mine.map((entry) => entry.completedAt)).toEqual(
      [2, 1, 0].map((minutes) => new Date(start + minutes * 60_000).toISOString()),
    );
    expect((await list(other)).map((entry) => entry.activityId)).toEqual(['desert-island']);
    expect(await list(await addMember(t, { orgcodes: [] }))).toEqual([]);
  });

  it('asks for a token: none or a forged one is 401', async () => {
    const live = await tokenOf(ada);
    for (const token of [undefined, 'forged.token.value', `${live.slice(0, -4)}AAAA`]) {
      const get = await t.request(ACTIVITY_COMPLETIONS_PATH, token ? { token } : {});
      expect(get.status).toBe(401);
      const res = await t.request(ACTIVITY_COMPLETIONS_PATH, { method: 'POST', ...(token ? { token } : {}), json: { activityId: 'magic-questions' } });
      expect(res.status).toBe(401);
    }
  });
});
