/**
 * The demo seed: the plan is deterministic and believable; the seeded
 * database has what the issue lists; the seed refuses a database with users.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACHIEVEMENTS_PATH, achievementsStateSchema } from '@kindred/contracts/api/achievements';
import { IDENTITY_PATHS } from '@kindred/contracts/api/identity';
import * as api from '@kindred/contracts/api/profile-calls';
import { ARCHETYPE_IDS, assignArchetype } from '@kindred/contracts/domain/archetypes';
import { RAW_TRAIT_KEYS, connectionStrength, rawHexacoToScores } from '@kindred/contracts/domain/hexaco';
import type { RawHexaco } from '@kindred/contracts/domain/hexaco';
import { DEMO_ACCOUNTS, DEMO_ORG, DEMO_PASSWORD, SECOND_ORG } from '../src/modules/seed/demo-data.ts';
import { planDemo } from '../src/modules/seed/plan.ts';
import { SeedRefusedError, formatSignIns, seedDemo, seedIfEmpty } from '../src/modules/seed/seed.ts';
import { createTestServer, appEngines } from './harness.ts';
import type { TestServer } from './harness.ts';

describe('the demo plan', () => {
  const plan = planDemo();

  it('is the same every time', () => {
    expect(planDemo()).toEqual(plan);
    expect(planDemo(1)).not.toEqual(plan);
  });

  it('has about 60 members with distinct names, e-mails and member ids', () => {
    expect(plan.members).toHaveLength(60);
    for (const key of ['email', 'memberId'] as const) {
      expect(new Set(plan.members.map((m) => m[key])).size).toBe(60);
    }
    expect(new Set(plan.members.map((m) => `${m.givenName} ${m.familyName}`)).size).toBe(60);
    for (const m of plan.members) expect(m.email).toMatch(/^[a-z0-9.]+@kindred\.test$/);
  });

  it('grows to the size asked (benchmarks), the names again with numbered e-mails, the first 60 as they were', () => {
    const large = planDemo(undefined, { members: 200 });
    expect(large.members).toHaveLength(200);
    expect(new Set(large.members.map((m) => m.email)).size).toBe(200);
    expect(new Set(large.members.map((m) => m.memberId)).size).toBe(200);
    expect(large.members.slice(0, 60).map((m) => m.email)).toEqual(plan.members.map((m) => m.email));
    expect(large.members[60]!.email).toBe(plan.members[2]!.email.replace('@', '2@'));
  });

  it('gives varied HEXACO scores and archetypes consistent with assignArchetype', () => {
    for (const key of RAW_TRAIT_KEYS) {
      const values = plan.members.map((m) => m.hexaco[key]);
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
      expect(sd).toBeGreaterThan(3);
      expect(Math.max(...values) - Math.min(...values)).toBeGreaterThanOrEqual(12);
      for (const v of values) expect(Number.isInteger(v) && v >= 0 && v <= 30).toBe(true);
    }
    for (const m of plan.members) expect(m.archetype).toBe(assignArchetype(rawHexacoToScores(m.hexaco)));
    expect(new Set(plan.members.map((m) => m.archetype)).size).toBeGreaterThanOrEqual(9);
  });

  it('fills the profile fields and fun facts', () => {
    for (const m of plan.members) {
      expect(m.title).toBeTruthy();
      expect(m.department).toBeTruthy();
      expect(m.headline.length).toBeGreaterThan(20);
      expect((m.details.interests as string[]).length).toBeGreaterThanOrEqual(3);
      expect((m.details.favoriteThings as string[]).length).toBeGreaterThan(0);
      expect((m.details.fire_rescue_choice as string[]).length).toBeGreaterThan(0);
      expect(typeof m.details.dobyear).toBe('number');
    }
    expect(new Set(plan.members.map((m) => m.department)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(plan.members.map((m) => m.title)).size).toBeGreaterThanOrEqual(20);
  });

  it('has the demo accounts, one with and one without the e-mail code, and a closed second organisation', () => {
    const demo = plan.members.filter((m) => m.isDemoAccount);
    expect(demo.map((m) => [m.email, m.mfaRequired])).toEqual([
      ['demo@kindred.test', false],
      ['mfa@kindred.test', true],
    ]);
    expect(demo[0]!.orgcodes).toEqual([DEMO_ORG.orgcode, SECOND_ORG.orgcode]);
    const second = plan.organizations.find((o) => o.orgcode === SECOND_ORG.orgcode)!;
    expect(second.isUsersOpen).toBe(false);
    expect(plan.members.filter((m) => m.orgcodes.includes(SECOND_ORG.orgcode)).length).toBeGreaterThan(5);
  });
});

describe.each(appEngines)('seedDemo on %s', (engine) => {
  let t: TestServer;
  const now = new Date('2026-11-19T15:00:00Z'); // a Thursday
  let printed = '';

  beforeAll(async () => {
    t = await createTestServer({ engine });
    const result = await seedIfEmpty(t.db, { info: () => {} }, { now, print: (text) => (printed = text) });
    expect(result).toBeDefined();
  });
  afterAll(() => t.close());

  it('creates the organisations, members and profiles', async () => {
    const count = async (sql: string, params: unknown[] = []) =>
      (await t.db.query<{ n: number }>(sql, params)).rows[0]!.n;
    expect(await count('SELECT count(*)::int AS n FROM users')).toBe(60);
    expect(await count('SELECT count(*)::int AS n FROM profiles WHERE honesty IS NOT NULL AND archetype IS NOT NULL')).toBe(60);
    expect(await count('SELECT count(*)::int AS n FROM memberships WHERE orgcode = $1', [DEMO_ORG.orgcode])).toBe(60);
    expect(await count('SELECT count(*)::int AS n FROM memberships WHERE orgcode = $1', [SECOND_ORG.orgcode])).toBeGreaterThan(5);
    const orgs = await t.db.query<{ orgcode: string; is_users_open: boolean; show_community_page: boolean; archetype: string }>(
      'SELECT orgcode, is_users_open, show_community_page, archetype FROM organizations ORDER BY orgcode',
    );
    expect(orgs.rows.map((o) => [o.orgcode, o.is_users_open, o.show_community_page])).toEqual([
      [DEMO_ORG.orgcode, true, true],
      [SECOND_ORG.orgcode, false, false],
    ]);
    expect(ARCHETYPE_IDS).toContain(orgs.rows[0]!.archetype);
  });

  it('gives every member the archetype assignArchetype gives their scores', async () => {
    const { rows } = await t.db.query<RawHexaco & { archetype: string }>(
      'SELECT honesty, neuroticism, extraversion, agreeableness, conscientiousness, openness, archetype FROM profiles',
    );
    for (const row of rows) expect(row.archetype).toBe(assignArchetype(rawHexacoToScores(row)));
  });

  it('connects members by the match rule over six weeks, none marked viewed (nobody opened them yet)', async () => {
    const { rows } = await t.db.query<{ strength: number; week: string; v1: boolean; v2: boolean; a: RawHexaco; b: RawHexaco }>(
      `SELECT c.strength, to_char(c.match_date_time AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS week,
              c.viewed_by_member1 AS v1, c.viewed_by_member2 AS v2,
              jsonb_build_object('honesty', p1.honesty, 'neuroticism', p1.neuroticism, 'extraversion', p1.extraversion,
                'agreeableness', p1.agreeableness, 'conscientiousness', p1.conscientiousness, 'openness', p1.openness) AS a,
              jsonb_build_object('honesty', p2.honesty, 'neuroticism', p2.neuroticism, 'extraversion', p2.extraversion,
                'agreeableness', p2.agreeableness, 'conscientiousness', p2.conscientiousness, 'openness', p2.openness) AS b
         FROM connections c JOIN profiles p1 ON p1.user_id = c.member1 JOIN profiles p2 ON p2.user_id = c.member2`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(60 * 4);
    for (const row of rows) expect(row.strength).toBe(connectionStrength(rawHexacoToScores(row.a), rawHexacoToScores(row.b)));
    const weeks = [...new Set(rows.map((r) => r.week))].sort();
    expect(weeks).toEqual(['2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16']);
    // A viewed flag is what its member did, counted by 'Community Explorer': the seed sets none.
    expect(rows.filter((r) => r.v1 || r.v2)).toEqual([]);
  });

  it('awards the demo accounts nothing on their first sign-in: they have done nothing yet', async () => {
    const signIn = await t.request(IDENTITY_PATHS.signIn, { method: 'POST', json: { username: 'demo@kindred.test', password: DEMO_PASSWORD } });
    const demo = ((await signIn.json()) as { tokens: { idToken: string } }).tokens.idToken;
    const challenge = await t.request(IDENTITY_PATHS.signIn, { method: 'POST', json: { username: 'mfa@kindred.test', password: DEMO_PASSWORD } });
    const { session } = (await challenge.json()) as { session: string };
    const confirmed = await t.request(IDENTITY_PATHS.confirmSignIn, {
      method: 'POST',
      json: { session, challengeResponse: await t.latestCode('mfa@kindred.test') },
    });
    const mfa = ((await confirmed.json()) as { tokens: { idToken: string } }).tokens.idToken;
    for (const token of [demo, mfa]) {
      const res = await t.request(ACHIEVEMENTS_PATH, { token });
      expect(res.status).toBe(200);
      const state = achievementsStateSchema.parse(await res.json());
      expect(state.counters.profilesViewed).toBe(0);
      expect(state.earned.map((award) => award.id)).not.toContain('profile_explorer');
      expect(state.earned).toEqual([]);
      expect(state.points).toBe(0);
    }
  });

  it('prints the demo sign-ins, and they work', async () => {
    for (const account of DEMO_ACCOUNTS) expect(printed).toContain(account.email);
    expect(printed).toContain(DEMO_PASSWORD);

    const demo = await t.request(IDENTITY_PATHS.signIn, {
      method: 'POST',
      json: { username: 'demo@kindred.test', password: DEMO_PASSWORD },
    });
    expect(demo.status).toBe(200);
    const signedIn = (await demo.json()) as { nextStep: { signInStep: string }; tokens: { idToken: string } };
    expect(signedIn.nextStep.signInStep).toBe('DONE');

    const mfa = await t.request(IDENTITY_PATHS.signIn, {
      method: 'POST',
      json: { username: 'mfa@kindred.test', password: DEMO_PASSWORD },
    });
    expect(((await mfa.json()) as { nextStep: { signInStep: string } }).nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_EMAIL_CODE');

    // Colleagues cannot sign in: their password is unusable.
    const colleague = await t.request(IDENTITY_PATHS.signIn, {
      method: 'POST',
      json: { username: 'amara.okafor@kindred.test', password: DEMO_PASSWORD },
    });
    expect(colleague.status).toBe(400);

    // The demo user sees their profile, connections, the open directory and the closed one.
    const token = signedIn.tokens.idToken;
    const { rows } = await t.db.query<{ member_id: string }>(`SELECT member_id FROM users WHERE email = 'demo@kindred.test'`);
    const memberId = rows[0]!.member_id;
    const profile = api.userProfileSchema.parse(
      await (
        await t.request(`${api.PROFILE_PATH}?type=userSpecific&memberId=${memberId}&email=demo@kindred.test`, { method: 'POST', token })
      ).json(),
    );
    expect(profile.orgcode).toEqual([DEMO_ORG.orgcode, SECOND_ORG.orgcode]);
    expect(profile.connectionIds.length).toBeGreaterThanOrEqual(6);
    const connections = api.connectionsResponseSchema.parse(
      await (
        await t.request(`${api.PROFILE_PATH}?type=connections`, {
          method: 'POST',
          token,
          json: { memberId, connectionIds: profile.connectionIds, isTopConnections: false },
        })
      ).json(),
    );
    expect(connections.some((c) => !c.connectionItems.viewed)).toBe(true);
    const directory = await t.request(`${api.PROFILE_PATH}?type=org-members`, { method: 'POST', token, json: { orgcode: DEMO_ORG.orgcode } });
    expect(((await directory.json()) as unknown[]).length).toBe(59);
    const closed = await t.request(`${api.PROFILE_PATH}?type=org-members`, { method: 'POST', token, json: { orgcode: SECOND_ORG.orgcode } });
    expect(closed.status).toBe(403);
    const orgs = (await (
      await t.request(`${api.PROFILE_PATH}?type=orgs`, { method: 'POST', token, json: { orgcodeList: profile.orgcode } })
    ).json()) as Array<{ IsUsersOpen: boolean }>;
    expect(orgs.map((o) => o.IsUsersOpen)).toEqual([true, false]);

    // The demo user administers both organisations: who may join them is theirs to decide.
    for (const orgcode of [DEMO_ORG.orgcode, SECOND_ORG.orgcode]) {
      const admission = await t.request(`/v1/organizations/${orgcode}/admission`, { token });
      expect(admission.status).toBe(200);
      expect(((await admission.json()) as { joinCode: string }).joinCode).toMatch(/^JOIN-/);
    }
    const admins = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM memberships WHERE role = 'admin'`);
    expect(admins.rows[0]!.n).toBe(2);
  });

  it('has chats for the demo user, one with an unread reply', async () => {
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM chats`);
    expect(rows[0]!.n).toBe(2);
  });

  it('refuses to seed again, and seedIfEmpty skips', async () => {
    await expect(seedDemo(t.db, { now })).rejects.toBeInstanceOf(SeedRefusedError);
    await expect(seedDemo(t.db, { now })).rejects.toThrow(/already has 60 users/);
    expect(await seedIfEmpty(t.db, { info: () => {} })).toBeUndefined();
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(rows[0]!.n).toBe(60);
  });

  it('formats the sign-ins for the console', () => {
    const text = formatSignIns({
      organizations: 2,
      members: 60,
      connections: 100,
      signIns: [{ email: 'demo@kindred.test', password: DEMO_PASSWORD, emailCode: false, note: 'note' }],
    });
    expect(text).toContain('demo@kindred.test');
    expect(text).toContain('no code');
  });
});

describe('npm run seed (the command)', () => {
  const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kindred-seed-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('seeds an empty data folder, prints the sign-ins, then refuses with exit code 1', async () => {
    const run = promisify(execFile);
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development', LOG_LEVEL: 'warn' };
    const first = await run('npx', ['tsx', 'src/modules/seed/cli.ts'], { cwd: serverDir, env });
    expect(first.stdout).toContain('demo@kindred.test');
    expect(first.stdout).toContain('mfa@kindred.test');
    expect(first.stdout).toContain(DEMO_PASSWORD);
    const second = await run('npx', ['tsx', 'src/modules/seed/cli.ts'], { cwd: serverDir, env }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(second.code).toBe(1);
    expect(second.stderr).toContain('Seed refused: The database already has 60 users');
  });
});
