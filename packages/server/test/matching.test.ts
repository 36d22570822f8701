/**
 * Weekly matching (docs/decisions.md#matching): the pure picker and the job on both engines.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAW_TRAIT_KEYS, connectionStrength, rawHexacoToScores, rawToPercent } from '@kindred/contracts/domain/hexaco';
import type { RawHexaco } from '@kindred/contracts/domain/hexaco';
import { generateWeeklyConnections, weekKey, weekStartOf } from '../src/modules/connections/matching.ts';
import { DEPARTMENT_BONUS, weeklyPairs, workingMask, type PairingMember } from '../src/modules/connections/pairing.ts';
import * as api from '@kindred/contracts/api/profile-calls';
import { createTestServer, engines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { addMember, addOrg, connect } from './profile-fixtures.ts';
import type { Member } from './profile-fixtures.ts';

const rawArb = fc.record(
  Object.fromEntries(RAW_TRAIT_KEYS.map((key) => [key, fc.integer({ min: 0, max: 30 })])) as Record<
    keyof RawHexaco,
    fc.Arbitrary<number>
  >,
);

const DEPARTMENTS = ['Design', 'Engineering', 'Sales', null] as const;

function scored(raws: RawHexaco[], departments: (string | null)[] = [], recent: number[] = []): PairingMember[] {
  return raws.map((raw, i) => ({
    userId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    ...raw,
    department: departments[i] ?? null,
    recentMatches: recent[i] ?? 0,
  }));
}

/** A generated organisation: 2 to `max` members, departments, recent matches, some pairs already connected. */
function organisation(max: number) {
  return fc
    .integer({ min: 2, max })
    .chain((n) =>
      fc.record({
        raws: fc.array(rawArb, { minLength: n, maxLength: n }),
        departments: fc.array(fc.constantFrom(...DEPARTMENTS), { minLength: n, maxLength: n }),
        recent: fc.array(fc.integer({ min: 0, max: 8 }), { minLength: n, maxLength: n }),
        existing: fc.array(fc.tuple(fc.nat({ max: n - 1 }), fc.nat({ max: n - 1 })), { maxLength: Math.min(3 * n, 400) }),
        lastDouble: fc.option(fc.nat({ max: n - 1 }), { nil: null }),
      }),
    )
    .map(({ raws, departments, recent, existing, lastDouble }) => {
      const members = scored(raws, [...departments], recent);
      const connectedKeys = new Set(
        existing.filter(([x, y]) => x !== y).map(([x, y]) => key(members[x]!.userId, members[y]!.userId)),
      );
      return { members, connectedKeys, lastDouble: lastDouble === null ? null : members[lastDouble]!.userId };
    });
}

const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const pairsOf = (keys: Set<string>) => [...keys].map((k) => k.split('|') as [string, string]);

function check(members: PairingMember[], connectedKeys: Set<string>, lastDouble: string | null) {
  const result = weeklyPairs({ members, connected: pairsOf(connectedKeys), lastDouble });
  const counts = new Map<string, number>();
  const seen = new Set<string>();
  for (const pair of result.pairs) {
    expect(pair.member1 < pair.member2).toBe(true);
    const k = key(pair.member1, pair.member2);
    expect(seen.has(k), 'a pair twice').toBe(false);
    expect(connectedKeys.has(k), 'an existing connection').toBe(false);
    seen.add(k);
    counts.set(pair.member1, (counts.get(pair.member1) ?? 0) + 1);
    counts.set(pair.member2, (counts.get(pair.member2) ?? 0) + 1);
  }
  const twice = [...counts].filter(([, count]) => count === 2).map(([id]) => id);
  // Nobody has more than two; only the odd week's double has two, and never last week's.
  expect([...counts.values()].every((count) => count <= 2)).toBe(true);
  expect(twice).toEqual(result.double ? [result.double] : []);
  if (result.double) {
    expect(result.double).not.toBe(lastDouble);
    expect(members.length % 2).toBe(1);
  }
  return { result, counts };
}

/** The best total weight over maximum-cardinality matchings, by trying them all (small n only). */
function bruteForce(n: number, weight: (i: number, j: number) => number | null): { size: number; total: number } {
  let best = { size: 0, total: 0 };
  const used = new Array<boolean>(n).fill(false);
  const walk = (i: number, size: number, total: number) => {
    while (i < n && used[i]) i++;
    if (i >= n) {
      if (size > best.size || (size === best.size && total > best.total)) best = { size, total };
      return;
    }
    used[i] = true;
    walk(i + 1, size, total);
    for (let j = i + 1; j < n; j++) {
      const w = weight(i, j);
      if (used[j] || w === null) continue;
      used[j] = true;
      walk(i + 1, size + 1, total + w);
      used[j] = false;
    }
    used[i] = false;
  };
  walk(0, 0, 0);
  return best;
}

describe('weekStartOf', () => {
  it('is the Monday 00:00 UTC of the week', () => {
    expect(weekStartOf(new Date('2026-11-22T23:59:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z'); // Sunday
    expect(weekStartOf(new Date('2026-11-16T00:00:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z'); // Monday
    expect(weekKey(new Date('2026-11-18T12:00:00Z'))).toBe('2026-11-16');
  });
});

describe('weeklyPairs', () => {
  it('is a valid week for organisations of 2 to 60: everyone once, the odd one out with the extra, no pair repeated', () => {
    fc.assert(
      fc.property(organisation(60), ({ members, connectedKeys, lastDouble }) => {
        const { counts } = check(members, connectedKeys, lastDouble);
        // With nothing connected yet, everyone is matched.
        if (connectedKeys.size === 0) for (const member of members) expect(counts.get(member.userId) ?? 0).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  it('stays valid for generated organisations up to 500 members (pruned to near neighbours)', () => {
    fc.assert(
      fc.property(organisation(500), ({ members, connectedKeys, lastDouble }) => {
        const { counts } = check(members, connectedKeys, lastDouble);
        if (connectedKeys.size === 0) {
          for (const member of members) expect(counts.get(member.userId) ?? 0).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('gives every pair the strength connectionStrength gives', () => {
    fc.assert(
      fc.property(fc.array(rawArb, { minLength: 2, maxLength: 25 }), (raws) => {
        const members = scored(raws);
        const byId = new Map(members.map((m, i) => [m.userId, raws[i]!]));
        for (const pair of weeklyPairs({ members, connected: [], lastDouble: null }).pairs) {
          expect(pair.strength).toBe(connectionStrength(rawHexacoToScores(byId.get(pair.member1)!), rawHexacoToScores(byId.get(pair.member2)!)));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('is a maximum-weight matching: no other way to pair everyone scores higher (small organisations, checked exhaustively)', () => {
    fc.assert(
      fc.property(organisation(10), ({ members, connectedKeys }) => {
        // An even count, so there is no odd week's extra to leave out of the comparison.
        const even = members.length % 2 === 0 ? members : members.slice(1);
        const connected = (a: string, b: string) => connectedKeys.has(key(a, b));
        const { pairs } = weeklyPairs({ members: even, connected: pairsOf(connectedKeys), lastDouble: null });
        const prepared = even.map((m) => RAW_TRAIT_KEYS.map((t) => rawToPercent(m[t])));
        const weight = (i: number, j: number) => {
          if (connected(even[i]!.userId, even[j]!.userId)) return null;
          const distance = prepared[i]!.reduce((sum, v, t) => sum + Math.abs(v - prepared[j]![t]!), 0);
          const a = even[i]!.department?.toLowerCase() ?? null;
          const b = even[j]!.department?.toLowerCase() ?? null;
          return 10 * (600 - distance) + (a !== null && b !== null && a !== b ? DEPARTMENT_BONUS : 0);
        };
        const index = new Map(even.map((m, i) => [m.userId, i]));
        const total = pairs.reduce((sum, p) => sum + weight(index.get(p.member1)!, index.get(p.member2)!)!, 0);
        expect({ size: pairs.length, total }).toEqual(bruteForce(even.length, weight));
      }),
      { numRuns: 300 },
    );
  });

  it("rotates the odd week's extra match: the fewest matches lately, never last week's", () => {
    const raws = fc.sample(rawArb, { numRuns: 7, seed: 3 });
    // Member 4 has had the fewest matches lately.
    const members = scored(raws, [], [5, 5, 5, 5, 0, 5, 5]);
    const first = weeklyPairs({ members, connected: [], lastDouble: null });
    expect(first.double).toBe(members[4]!.userId);
    const second = weeklyPairs({ members, connected: [], lastDouble: first.double });
    expect(second.double).not.toBeNull();
    expect(second.double).not.toBe(members[4]!.userId);
  });

  it('prefers a colleague from another department when two are equally close', () => {
    const same = { honesty: 20, neuroticism: 10, extraversion: 25, agreeableness: 20, conscientiousness: 22, openness: 18 };
    const members = scored([same, same, same, same], ['Design', 'Design', 'Sales', 'Sales']);
    const { pairs } = weeklyPairs({ members, connected: [], lastDouble: null });
    const departments = new Map(members.map((m) => [m.userId, m.department]));
    for (const pair of pairs) expect(departments.get(pair.member1)).not.toBe(departments.get(pair.member2));
  });
});

describe('pairs who can meet', () => {
  const HOUR = 3_600_000;
  const monday = Date.parse('2026-11-30T00:00:00Z');
  /** Working periods 9:00-17:00 at `offset` hours from UTC, Monday to Friday. */
  const workdays = (offset: number) =>
    [0, 1, 2, 3, 4].map((day) => ({ start: monday + day * 24 * HOUR + (9 - offset) * HOUR, end: monday + day * 24 * HOUR + (17 - offset) * HOUR }));
  const same = { honesty: 20, neuroticism: 10, extraversion: 25, agreeableness: 20, conscientiousness: 22, openness: 18 };
  const near = { ...same, openness: 19 };

  it('a mask holds the quarter hours wholly inside the periods of the week', () => {
    const mask = workingMask([{ start: monday + 10 * 60_000, end: monday + HOUR }, { start: monday - HOUR, end: monday + 5 * 60_000 }], monday);
    // 00:10-01:00 holds the quarters from 00:15; the period before the week reaches no whole quarter of it.
    expect(mask[0]).toBe(0b1110);
    const all = workingMask([{ start: monday - HOUR, end: monday + 8 * 24 * HOUR }], monday);
    expect([...all].every((word) => word === 0xffffffff)).toBe(true);
  });

  it('never pairs members whose working hours do not meet that week, however alike', () => {
    // Toronto (UTC-5) and Nairobi (UTC+3): 14:00-22:00 and 06:00-14:00 UTC never overlap.
    const members = scored([same, same, near, near]);
    const [a, b, c, d] = members.map((member) => member.userId);
    const weeks = new Map([
      [a!, workingMask(workdays(-5), monday)],
      [b!, workingMask(workdays(3), monday)],
      [c!, workingMask(workdays(-5), monday)],
      [d!, workingMask(workdays(3), monday)],
    ]);
    // Without the hours, the two closest (a, b) pair; with them, each pairs in their own hours.
    expect(weeklyPairs({ members, connected: [], lastDouble: null }).pairs.map((pair) => [pair.member1, pair.member2])).toContainEqual([a, b]);
    const { pairs } = weeklyPairs({ members, connected: [], lastDouble: null, weeks });
    expect(pairs.map((pair) => [pair.member1, pair.member2]).sort()).toEqual([[a, c], [b, d]].sort());
    // A member with no overlap with anyone is left out rather than given a colleague they cannot meet.
    const alone = weeklyPairs({ members: members.slice(0, 2), connected: [], lastDouble: null, weeks });
    expect(alone.pairs).toEqual([]);
  });

  it('of two equally close colleagues, prefers the one with more working time in common', () => {
    const members = scored([same, same, same, same]);
    const [a, b, c, d] = members.map((member) => member.userId);
    // a and c work 9-17 UTC, b and d 9-17 at UTC-6 (15:00-23:00 UTC): two hours a day in common across, eight within.
    const weeks = new Map([
      [a!, workingMask(workdays(0), monday)],
      [b!, workingMask(workdays(-6), monday)],
      [c!, workingMask(workdays(0), monday)],
      [d!, workingMask(workdays(-6), monday)],
    ]);
    const pairsOfRun = (run: ReturnType<typeof weeklyPairs>) => run.pairs.map((pair) => [pair.member1, pair.member2]).sort();
    // Alike in every way: shared time decides, whichever way the hours fall.
    expect(pairsOfRun(weeklyPairs({ members, connected: [], lastDouble: null, weeks }))).toEqual([[a, c], [b, d]].sort());
    const swapped = new Map([
      [a!, weeks.get(a!)!],
      [b!, weeks.get(a!)!],
      [c!, weeks.get(b!)!],
      [d!, weeks.get(b!)!],
    ]);
    expect(pairsOfRun(weeklyPairs({ members, connected: [], lastDouble: null, weeks: swapped }))).toEqual([[a, b], [c, d]].sort());
  });
});

describe.each(engines)('generateWeeklyConnections on %s', (engine) => {
  let t: TestServer;
  let org: string;
  let closedOrg: string;
  let members: Member[];
  let closedMembers: Member[];
  let unscored: Member;
  const week1 = new Date('2026-10-07T10:00:00Z'); // a Wednesday: normalised to Monday 2026-10-05

  beforeAll(async () => {
    t = await createTestServer({ engine });
    org = await addOrg(t.db);
    closedOrg = await addOrg(t.db, { isUsersOpen: false });
    const raws = fc.sample(rawArb, { numRuns: 14, seed: 3 });
    members = [];
    for (const raw of raws) members.push(await addMember(t, { orgcodes: [org], hexaco: raw }));
    closedMembers = [];
    for (const raw of raws.slice(0, 4)) closedMembers.push(await addMember(t, { orgcodes: [closedOrg], hexaco: raw }));
    unscored = await addMember(t, { orgcodes: [org], hexaco: null });
    // An existing connection the job must not repeat.
    await connect(t.db, members[0]!, members[1]!, { matchDateTime: new Date('2026-09-01T00:00:00Z') });
  });
  afterAll(() => t.close());

  async function pairs(): Promise<Array<{ member1: string; member2: string; strength: number; match: Date; orgcode: string | null }>> {
    const { rows } = await t.db.query<{ member1: string; member2: string; strength: number; match: Date; orgcode: string | null }>(
      `SELECT member1::text, member2::text, strength, match_date_time AS match, orgcode FROM connections`,
    );
    return rows;
  }

  it('matches each member of an open organisation, idempotently per week', async () => {
    const ids = new Set(members.map((m) => m.userId));
    const before = await pairs();
    const first = await generateWeeklyConnections(t.db, { weekStart: week1, perMember: 2, orgcodes: [org] });
    expect(first.week).toBe('2026-10-05');
    expect(first.organizations).toEqual([{ orgcode: org, created: expect.any(Number), alreadyRun: false }]);
    const after = await pairs();
    const created = after.filter((p) => p.match.toISOString() === '2026-10-05T00:00:00.000Z');
    expect(created.length).toBe(first.organizations[0]!.created);
    expect(created.length).toBe(after.length - before.length);

    const perMember = new Map<string, number>();
    for (const p of created) {
      expect(ids.has(p.member1) && ids.has(p.member2)).toBe(true);
      expect(p.orgcode).toBe(org);
      perMember.set(p.member1, (perMember.get(p.member1) ?? 0) + 1);
      perMember.set(p.member2, (perMember.get(p.member2) ?? 0) + 1);
    }
    for (const m of members) {
      expect(perMember.get(m.userId) ?? 0).toBeGreaterThanOrEqual(2);
      expect(perMember.get(m.userId) ?? 0).toBeLessThanOrEqual(3);
    }
    expect(perMember.has(unscored.userId)).toBe(false);

    // Strengths are the match rule's.
    const raw = new Map(members.map((m) => [m.userId, m.hexaco!]));
    for (const p of created) {
      expect(p.strength).toBe(connectionStrength(rawHexacoToScores(raw.get(p.member1)!), rawHexacoToScores(raw.get(p.member2)!)));
    }

    // The same week again (any day of it): nothing new.
    const again = await generateWeeklyConnections(t.db, { weekStart: new Date('2026-10-11T23:00:00Z'), perMember: 2 });
    expect(again.organizations.find((o) => o.orgcode === org)).toEqual({ orgcode: org, created: 0, alreadyRun: true });
    expect((await pairs()).length).toBe(after.length);
  });

  it('never pairs members already connected, week after week, and leaves closed organisations alone', async () => {
    for (let week = 1; week <= 4; week++) {
      await generateWeeklyConnections(t.db, { weekStart: new Date(week1.getTime() + week * 7 * 86_400_000), perMember: 2 });
    }
    const all = await pairs();
    const keys = all.map((p) => `${p.member1}|${p.member2}`);
    expect(new Set(keys).size).toBe(keys.length);
    const closedIds = new Set(closedMembers.map((m) => m.userId));
    expect(all.some((p) => closedIds.has(p.member1) || closedIds.has(p.member2))).toBe(false);
    const { rows } = await t.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM match_runs WHERE orgcode = $1`, [closedOrg]);
    expect(rows[0]!.count).toBe(0);
  });

  it('stops when everyone is connected to everyone', async () => {
    for (let week = 5; week <= 12; week++) {
      await generateWeeklyConnections(t.db, { weekStart: new Date(week1.getTime() + week * 7 * 86_400_000), perMember: 3, orgcodes: [org] });
    }
    const n = members.length;
    const inOrg = (await pairs()).filter((p) => p.orgcode === org || p.match.getTime() < week1.getTime());
    expect(inOrg.length).toBe((n * (n - 1)) / 2);
    const next = await generateWeeklyConnections(t.db, { weekStart: new Date(week1.getTime() + 13 * 7 * 86_400_000), perMember: 3, orgcodes: [org] });
    expect(next.organizations[0]!.created).toBe(0);
  });

  it('leaves a paused member out, and rotates an odd week\'s extra match from week to week', async () => {
    const fresh = await addOrg(t.db);
    const team: Member[] = [];
    for (const raw of fc.sample(rawArb, { numRuns: 7, seed: 21 })) team.push(await addMember(t, { orgcodes: [fresh], hexaco: raw }));
    const paused = team[6]!;
    await t.db.query(`UPDATE profiles SET matching_paused = true WHERE user_id = $1`, [paused.userId]);
    const countsOf = async (weekStart: Date) => {
      const { rows } = await t.db.query<{ member1: string; member2: string }>(
        `SELECT member1::text, member2::text FROM connections WHERE orgcode = $1 AND match_date_time = $2`,
        [fresh, weekStart],
      );
      const counts = new Map<string, number>();
      for (const row of rows) for (const id of [row.member1, row.member2]) counts.set(id, (counts.get(id) ?? 0) + 1);
      return counts;
    };
    const week = (n: number) => new Date(Date.UTC(2027, 1, 1 + 7 * n));

    // Six active members: one match each; the paused one gets none.
    await generateWeeklyConnections(t.db, { weekStart: week(0), perMember: 1, orgcodes: [fresh] });
    const first = await countsOf(week(0));
    expect(first.has(paused.userId)).toBe(false);
    for (const member of team.slice(0, 6)) expect(first.get(member.userId)).toBe(1);

    // Back from the pause: seven, so one member takes a second match, and not the same one the week after.
    await t.db.query(`UPDATE profiles SET matching_paused = false WHERE user_id = $1`, [paused.userId]);
    const doubles: string[] = [];
    for (const n of [1, 2]) {
      await generateWeeklyConnections(t.db, { weekStart: week(n), perMember: 1, orgcodes: [fresh] });
      const counts = await countsOf(week(n));
      const twice = [...counts].filter(([, count]) => count === 2).map(([id]) => id);
      expect(twice).toHaveLength(1);
      expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(8);
      const { rows } = await t.db.query<{ double: string }>(
        `SELECT double_user_id::text AS double FROM match_runs WHERE orgcode = $1 AND week_start = $2::date`,
        [fresh, week(n).toISOString().slice(0, 10)],
      );
      expect(rows[0]!.double).toBe(twice[0]);
      doubles.push(twice[0]!);
    }
    expect(doubles[1]).not.toBe(doubles[0]);
  });

  it("the 'Kindred' matches call ranks by the run's weight (across departments first on a tie), from the caller's organisation only", async () => {
    const fresh = await addOrg(t.db);
    const elsewhere = await addOrg(t.db);
    const scores = { honesty: 20, neuroticism: 12, extraversion: 24, agreeableness: 18, conscientiousness: 22, openness: 17 };
    const near = { ...scores, openness: 19 };
    const me = await addMember(t, { orgcodes: [fresh], hexaco: scores, department: 'Design' });
    const sameTeam = await addMember(t, { orgcodes: [fresh], hexaco: near, department: 'Design' });
    const otherTeam = await addMember(t, { orgcodes: [fresh], hexaco: near, department: 'Sales' });
    const far = await addMember(t, { orgcodes: [fresh], hexaco: { ...scores, openness: 30, extraversion: 5 }, department: 'Sales' });
    const twin = await addMember(t, { orgcodes: [elsewhere], hexaco: scores, department: 'Sales' });
    const res = await t.request(`${api.PROFILE_PATH}?type=matches`, {
      method: 'POST',
      token: me.token,
      json: { id: me.memberId, matchType: 'kindred', orgcode: fresh, matchesLimit: '10', connectionsLimit: '10' },
    });
    expect(res.status).toBe(200);
    const ids = api.matchesResponseSchema.parse(await res.json()).map((member) => member.id);
    expect(ids).toEqual([otherTeam.memberId, sameTeam.memberId, far.memberId]);
    expect(ids).not.toContain(twin.memberId);
    // Naming the other organisation is refused.
    const refused = await t.request(`${api.PROFILE_PATH}?type=matches`, {
      method: 'POST',
      token: me.token,
      json: { id: me.memberId, matchType: 'kindred', orgcode: elsewhere },
    });
    expect(refused.status).toBe(403);
  });

  it('a member pauses and resumes their weekly matches through the API; bad input is refused and changes nothing', async () => {
    const fresh = await addOrg(t.db);
    const team: Member[] = [];
    for (const raw of fc.sample(rawArb, { numRuns: 4, seed: 31 })) team.push(await addMember(t, { orgcodes: [fresh], hexaco: raw }));
    const member = team[0]!;
    const call = (method: 'POST' | 'PUT', type: string, body: unknown) =>
      t.request(`${api.PROFILE_PATH}?type=${type}`, { method, token: member.token, json: body });

    expect(await (await call('POST', 'matching-settings', {})).json()).toEqual({ paused: false });
    for (const bad of [{}, { paused: 'yes' }, { paused: null }]) {
      const refused = await call('PUT', 'pause-matching', bad);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toMatch(/paused/);
    }
    expect(await (await call('POST', 'matching-settings', {})).json()).toEqual({ paused: false });

    const paused = await call('PUT', 'pause-matching', { paused: true });
    expect(paused.status).toBe(200);
    expect(await paused.json()).toEqual({ paused: true });
    expect(await (await call('POST', 'matching-settings', {})).json()).toEqual({ paused: true });
    const weekStart = new Date('2027-03-01T00:00:00Z');
    await generateWeeklyConnections(t.db, { weekStart, perMember: 1, orgcodes: [fresh] });
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM connections WHERE orgcode = $1 AND (member1 = $2 OR member2 = $2)`,
      [fresh, member.userId],
    );
    expect(rows[0]!.n).toBe(0);

    expect(await (await call('PUT', 'pause-matching', { paused: false })).json()).toEqual({ paused: false });
    await generateWeeklyConnections(t.db, { weekStart: new Date('2027-03-08T00:00:00Z'), perMember: 1, orgcodes: [fresh] });
    const after = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM connections WHERE orgcode = $1 AND (member1 = $2 OR member2 = $2)`,
      [fresh, member.userId],
    );
    expect(after.rows[0]!.n).toBeGreaterThanOrEqual(1);
  });

  it("the weekly job's run pairs only members whose working hours meet, as the calendar keeps them", async () => {
    const fresh = await addOrg(t.db);
    const alike = { honesty: 20, neuroticism: 10, extraversion: 25, agreeableness: 20, conscientiousness: 22, openness: 18 };
    const toronto = [await addMember(t, { orgcodes: [fresh], hexaco: alike }), await addMember(t, { orgcodes: [fresh], hexaco: { ...alike, openness: 5 } })];
    const nairobi = [await addMember(t, { orgcodes: [fresh], hexaco: alike }), await addMember(t, { orgcodes: [fresh], hexaco: { ...alike, openness: 5 } })];
    for (const [members, zone] of [[toronto, 'America/Toronto'], [nairobi, 'Africa/Nairobi']] as const) {
      for (const member of members) {
        await t.db.query(`INSERT INTO calendar_schedules (user_id, time_zone) VALUES ($1, $2)`, [member.userId, zone]);
      }
    }
    await generateWeeklyConnections(t.db, {
      weekStart: new Date('2027-02-01T00:00:00Z'),
      perMember: 1,
      orgcodes: [fresh],
      workingPeriods: t.deps.calendar.workingPeriodsOf,
    });
    const { rows } = await t.db.query<{ member1: string; member2: string }>(`SELECT member1::text, member2::text FROM connections WHERE orgcode = $1`, [fresh]);
    const pairs = rows.map((row) => [row.member1, row.member2].sort());
    // The two most alike are in different cities; each is paired in their own hours instead.
    expect(pairs.sort()).toEqual([toronto.map((m) => m.userId).sort(), nairobi.map((m) => m.userId).sort()].sort());
  });

  it('two runs of one week at once create the matches once', async () => {
    const fresh = await addOrg(t.db);
    for (const raw of fc.sample(rawArb, { numRuns: 8, seed: 11 })) await addMember(t, { orgcodes: [fresh], hexaco: raw });
    const weekStart = new Date('2027-01-04T00:00:00Z');
    const [a, b] = await Promise.all([
      generateWeeklyConnections(t.db, { weekStart, perMember: 2, orgcodes: [fresh] }),
      generateWeeklyConnections(t.db, { weekStart, perMember: 2, orgcodes: [fresh] }),
    ]);
    const created = a.organizations[0]!.created + b.organizations[0]!.created;
    const { rows } = await t.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM connections WHERE orgcode = $1`, [fresh]);
    expect(rows[0]!.count).toBe(created);
    expect([a.organizations[0]!.alreadyRun, b.organizations[0]!.alreadyRun].filter(Boolean).length).toBe(1);
  });
});
