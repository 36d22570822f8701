/**
 * Weekly matching (docs/decisions.md#matching): the pure picker and the job on both engines.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAW_TRAIT_KEYS, connectionStrength, rawHexacoToScores } from '@kindred/contracts/domain/hexaco';
import type { RawHexaco } from '@kindred/contracts/domain/hexaco';
import { generateWeeklyConnections, pickMatches, weekKey, weekStartOf } from '../src/modules/connections/matching.ts';
import type { ScoredMember } from '../src/modules/connections/matching-repository.ts';
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

function scored(raws: RawHexaco[]): ScoredMember[] {
  return raws.map((raw, i) => ({ userId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, ...raw }));
}

describe('weekStartOf', () => {
  it('is the Monday 00:00 UTC of the week', () => {
    expect(weekStartOf(new Date('2026-11-22T23:59:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z'); // Sunday
    expect(weekStartOf(new Date('2026-11-16T00:00:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z'); // Monday
    expect(weekKey(new Date('2026-11-18T12:00:00Z'))).toBe('2026-11-16');
  });
});

describe('pickMatches', () => {
  it('gives every pair the strength connectionStrength gives', () => {
    fc.assert(
      fc.property(fc.array(rawArb, { minLength: 2, maxLength: 25 }), fc.integer({ min: 1, max: 4 }), (raws, perMember) => {
        const members = scored(raws);
        const byId = new Map(members.map((m, i) => [m.userId, raws[i]!]));
        for (const pair of pickMatches(members, new Set(), perMember)) {
          const expected = connectionStrength(rawHexacoToScores(byId.get(pair.member1)!), rawHexacoToScores(byId.get(pair.member2)!));
          expect(pair.strength).toBe(expected);
          expect(pair.member1 < pair.member2).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('never repeats a pair or an existing connection, and serves everyone within the cap', () => {
    fc.assert(
      fc.property(
        fc.array(rawArb, { minLength: 2, maxLength: 30 }),
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 40 }),
        (raws, perMember, existingRaw) => {
          const members = scored(raws);
          const n = members.length;
          const existing = new Set<number>();
          for (const [x, y] of existingRaw) {
            const a = x % n;
            const b = y % n;
            if (a !== b) existing.add(Math.min(a, b) * n + Math.max(a, b));
          }
          const index = new Map(members.map((m, i) => [m.userId, i]));
          const pairs = pickMatches(members, existing, perMember);
          const seen = new Set<string>();
          const fresh = new Array<number>(n).fill(0);
          for (const pair of pairs) {
            const key = `${pair.member1}|${pair.member2}`;
            expect(seen.has(key)).toBe(false);
            seen.add(key);
            const a = index.get(pair.member1)!;
            const b = index.get(pair.member2)!;
            expect(existing.has(Math.min(a, b) * n + Math.max(a, b))).toBe(false);
            fresh[a]!++;
            fresh[b]!++;
          }
          for (const count of fresh) expect(count).toBeLessThanOrEqual(perMember + 1);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives the first member their most similar colleague', () => {
    fc.assert(
      fc.property(fc.array(rawArb, { minLength: 3, maxLength: 20 }), (raws) => {
        const members = scored(raws);
        const [first] = pickMatches(members, new Set(), 1);
        const scores = raws.map((raw) => rawHexacoToScores(raw));
        const best = Math.max(...scores.slice(1).map((s) => connectionStrength(scores[0]!, s)));
        expect(first!.strength).toBe(best);
      }),
    );
  });

  it('serves every member when the organisation is large enough', () => {
    const raws = fc.sample(rawArb, { numRuns: 200, seed: 42 });
    const members = scored(raws);
    const pairs = pickMatches(members, new Set(), 3);
    const counts = new Map<string, number>();
    for (const p of pairs) {
      counts.set(p.member1, (counts.get(p.member1) ?? 0) + 1);
      counts.set(p.member2, (counts.get(p.member2) ?? 0) + 1);
    }
    for (const m of members) expect(counts.get(m.userId) ?? 0).toBeGreaterThanOrEqual(3);
  });

  it('scales: 4,000 members in well under the test timeout', () => {
    const raws = fc.sample(rawArb, { numRuns: 4000, seed: 7 });
    const started = performance.now();
    const pairs = pickMatches(scored(raws), new Set(), 3);
    const elapsed = performance.now() - started;
    expect(pairs.length).toBeGreaterThanOrEqual(6000);
    expect(elapsed).toBeLessThan(10_000);
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
