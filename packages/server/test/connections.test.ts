/**
 * Connections over HTTP, on the app engine (harness.ts): the mutual-connection count and the interests on each connection
 * record (POST ?type=connections), and the directory of a 5,000-member organisation (POST ?type=org-members).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as api from '@kindred/contracts/api/profile-calls';
import { ORG_MEMBERS_MAX } from '../src/modules/connections/index.ts';
import * as connectionsRepo from '../src/modules/connections/repository.ts';
import { createTestServer, appEngines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { addMember, addOrg, connect } from './profile-fixtures.ts';
import type { Connection, Member } from './profile-fixtures.ts';

const P = api.PROFILE_PATH;

describe.each(appEngines)('mutual connections on %s', (engine) => {
  let t: TestServer;
  let home: string;
  let x: Member;
  let a: Member;
  let b: Member;
  let c: Member;
  let e: Member;
  let q: Member;
  let r: Member;
  const links = new Map<string, Connection>();
  const link = (one: Member, two: Member) => links.get([one.userId, two.userId].sort().join())!;

  /** The caller's records for all their connections: colleague's member id -> record details. */
  async function recordsOf(caller: Member, ...colleagues: Member[]) {
    const res = await t.request(`${P}?type=connections`, {
      method: 'POST',
      token: caller.token,
      json: { memberId: caller.memberId, connectionIds: colleagues.map((other) => link(caller, other).id) },
    });
    expect(res.status).toBe(200);
    const records = api.connectionsResponseSchema.parse(await res.json());
    return new Map(records.map((record) => [record.connectionDetails.id, record.connectionDetails]));
  }

  async function mutualOf(caller: Member, ...colleagues: Member[]) {
    const details = await recordsOf(caller, ...colleagues);
    return Object.fromEntries(colleagues.map((other) => [other.user.givenName, details.get(other.memberId)?.mutualConnections]));
  }

  beforeAll(async () => {
    t = await createTestServer({ engine });
    home = await addOrg(t.db, { name: 'Home Org' });
    const away = await addOrg(t.db, { name: 'Away Org' });
    const member = (givenName: string, orgcode: string, details?: Record<string, unknown>) =>
      addMember(t, { orgcodes: [orgcode], givenName, familyName: 'Mutual', ...(details ? { details } : {}) });
    x = await member('Xena', home);
    a = await member('Abel', home, { interests: ['Chess', 'Jazz'], interests_choice: ['chess', 'Sailing', 'Pottery', 'Cycling', 'Baking'] });
    b = await member('Bea', home, {});
    c = await member('Cal', home);
    e = await member('Eli', home);
    q = await member('Quin', away);
    r = await member('Rae', away);
    // X-A, X-B, X-E; A, B and C connected to each other; Q (another organisation) to A, B and R.
    for (const [one, two] of [[x, a], [x, b], [x, e], [a, b], [a, c], [b, c], [q, a], [q, b], [q, r]] as const) {
      links.set([one.userId, two.userId].sort().join(), await connect(t.db, one, two));
    }
  });
  afterAll(() => t.close());

  it('counts the members connected to both the caller and the colleague', async () => {
    // C, connected to A and B but not to X, is no mutual connection of X's; neither is Q.
    expect(await mutualOf(x, a, b, e)).toEqual({ Abel: 1, Bea: 1, Eli: 0 });
    // A's connections are X, B, C and Q: B shares X, C and Q with A.
    expect(await mutualOf(a, x, b, c, q)).toEqual({ Xena: 1, Bea: 3, Cal: 1, Quin: 1 });
    expect(await mutualOf(q, a, b, r)).toEqual({ Abel: 1, Bea: 1, Rae: 0 });
    expect(await mutualOf(c, a, b)).toEqual({ Abel: 1, Bea: 1 });
  });

  it('never counts the caller or the colleague themselves', async () => {
    // X and A are connected and share only B: neither X (the caller) nor A (the colleague) is counted.
    expect(await mutualOf(x, a)).toEqual({ Abel: 1 });
    expect(await mutualOf(a, x)).toEqual({ Xena: 1 });
    expect(await connectionsRepo.mutualConnectionCounts(t.db, x.userId, [a.userId, b.userId, e.userId])).toEqual(
      new Map([
        [a.userId, 1],
        [b.userId, 1],
      ]),
    );
  });

  it('gives no count for members who are not the caller’s connections', async () => {
    // C and Q are connected to X's connections, but not to X.
    expect(await connectionsRepo.mutualConnectionCounts(t.db, x.userId, [c.userId, q.userId, r.userId, x.userId])).toEqual(new Map());
    // Over HTTP, only the caller's own connections are answered: another pair's connection id is refused.
    const res = await t.request(`${P}?type=connections`, {
      method: 'POST',
      token: x.token,
      json: { memberId: x.memberId, connectionIds: [link(a, c).id] },
    });
    expect(res.status).toBe(403);
  });

  it('reads the counts of every connection in one statement, however many there are', async () => {
    const spy = vi.spyOn(t.db, 'query');
    try {
      await recordsOf(a, x); // warm: the caller's token and session
      spy.mockClear();
      await recordsOf(a, x);
      const one = spy.mock.calls.length;
      spy.mockClear();
      await recordsOf(a, x, b, c, q);
      expect(spy.mock.calls.length).toBe(one);
    } finally {
      spy.mockRestore();
    }
  });

  it('lists the colleague’s interests as their directory entry does', async () => {
    const details = await recordsOf(x, a, b, e);
    expect(details.get(a.memberId)?.interests).toEqual(['Chess', 'Jazz', 'Sailing', 'Pottery', 'Cycling']);
    expect(details.get(b.memberId)?.interests).toEqual([]);
    const directory = api.orgMembersResponseSchema.parse(
      await (await t.request(`${P}?type=org-members`, { method: 'POST', token: x.token, json: { orgcode: home } })).json(),
    );
    for (const other of [a, b, e]) {
      expect(details.get(other.memberId)?.interests).toEqual(directory.find((entry) => entry.id === other.memberId)?.interests);
    }
  });
});

describe.each(appEngines)('the directory of a 5,000-member organisation on %s', (engine) => {
  const SIZE = 5000;
  let t: TestServer;
  let orgcode: string;
  let caller: Member;

  beforeAll(async () => {
    t = await createTestServer({ engine });
    orgcode = await addOrg(t.db, { name: 'Big Org' });
    caller = await addMember(t, { orgcodes: [orgcode], givenName: 'Mia', familyName: 'Caller' });
    // The other 4,999 in one statement: given names m0000-m4998 in an order other than insertion's, half
    // capitalised, with varied scores and interests.
    await t.db.query(
      `WITH n AS (
          SELECT i, (i * 7919) % ($2::int - 1) AS k FROM generate_series(0, $2::int - 2) AS i
        ), u AS (
          INSERT INTO users (email, given_name, family_name, password_hash, mfa_required)
          SELECT 'bulk' || i || '@big.example.test',
                 CASE WHEN k % 2 = 0 THEN 'm' ELSE 'M' END || lpad(k::text, 4, '0'),
                 'Bulk', 'x', false
            FROM n
          RETURNING id, given_name
        ), p AS (
          INSERT INTO profiles (user_id, honesty, neuroticism, extraversion, agreeableness, conscientiousness, openness,
                                title, department, headline, details)
          SELECT id, h % 31, (h + 5) % 31, (h + 11) % 31, (h + 17) % 31, (h + 23) % 31, (h + 29) % 31,
                 'Engineer', 'Engineering', 'Bulk member',
                 jsonb_build_object('interests', jsonb_build_array('Chess', 'Running'))
            FROM (SELECT id, right(given_name, 4)::int AS h FROM u) AS s
        )
       INSERT INTO memberships (orgcode, user_id) SELECT $1, id FROM u`,
      [orgcode, SIZE],
    );
  });
  afterAll(() => t.close());

  it(`answers all ${SIZE - 1} others by name, without the caller, in one call`, async () => {
    expect(ORG_MEMBERS_MAX).toBeGreaterThanOrEqual(SIZE);
    const res = await t.request(`${P}?type=org-members`, { method: 'POST', token: caller.token, json: { orgcode } });
    expect(res.status).toBe(200);
    const members = api.orgMembersResponseSchema.parse(await res.json());
    expect(members).toHaveLength(SIZE - 1);
    expect(members.some((member) => member.id === caller.memberId)).toBe(false);
    const expected = Array.from({ length: SIZE - 1 }, (_, k) => `${k % 2 === 0 ? 'm' : 'M'}${String(k).padStart(4, '0')} Bulk`);
    expect(members.map((member) => member.name)).toEqual(expected);
    expect(members.every((member) => member.hexacoScores !== null && member.compatibilityScore !== null)).toBe(true);
  });
});
