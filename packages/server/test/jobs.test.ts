/**
 * The job runner (src/platform/jobs): each key's run happens once however
 * many instances tick, its outcome is recorded, a failed run is tried again
 * after its backoff, and a run whose instance died half way is taken again
 * once its lease runs out. Weekly matching goes through it.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKLY_MATCHING_JOB, weeklyMatchingJob } from '../src/modules/connections/index.ts';
import { openPostgres } from '../src/platform/db/postgres.ts';
import type { Db } from '../src/platform/db/types.ts';
import { createJobRunner } from '../src/platform/jobs/runner.ts';
import * as repo from '../src/platform/jobs/repository.ts';
import { createTestClock, createTestServer, engines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { addMember, addOrg } from './profile-fixtures.ts';

const silent = { info() {}, warn() {}, error() {} };
const HEXACO = [
  { honesty: 20, neuroticism: 12, extraversion: 18, agreeableness: 21, conscientiousness: 25, openness: 15 },
  { honesty: 10, neuroticism: 20, extraversion: 25, agreeableness: 8, conscientiousness: 12, openness: 29 },
  { honesty: 25, neuroticism: 5, extraversion: 10, agreeableness: 28, conscientiousness: 20, openness: 12 },
  { honesty: 15, neuroticism: 25, extraversion: 22, agreeableness: 14, conscientiousness: 9, openness: 20 },
];

describe.each(engines)('the job runner on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ engine });
  });
  afterAll(() => t.close());

  it('runs each due key once, records its outcome, and does not run it again', async () => {
    const ran: string[] = [];
    const runner = createJobRunner({ db: t.db, log: silent, clock: t.clock });
    runner.register({ name: 'once', dueKeys: async () => ['a', 'b'], run: async (key) => (ran.push(key), { key, ok: true }) });
    await runner.tick();
    await runner.tick();
    expect(ran).toEqual(['a', 'b']);
    expect(await repo.findRun(t.db, 'once', 'a')).toMatchObject({ status: 'done', attempts: 1, outcome: { key: 'a', ok: true } });
  });

  it('tries a failed run again after its backoff, up to its attempts', async () => {
    let calls = 0;
    const clock = createTestClock(t.clock.now());
    const runner = createJobRunner({ db: t.db, log: silent, clock });
    runner.register({
      name: 'flaky',
      retryDelaySeconds: 60,
      maxAttempts: 3,
      dueKeys: async () => ['k'],
      run: async () => {
        calls += 1;
        if (calls < 3) throw new Error(`failure ${calls}`);
        return 'fine';
      },
    });
    await runner.tick();
    expect(await repo.findRun(t.db, 'flaky', 'k')).toMatchObject({ status: 'failed', attempts: 1, error: 'failure 1' });
    await runner.tick(); // still within the backoff
    expect(calls).toBe(1);
    clock.advance(61_000);
    await runner.tick();
    expect(await repo.findRun(t.db, 'flaky', 'k')).toMatchObject({ status: 'failed', attempts: 2, error: 'failure 2' });
    clock.advance(121_000); // the backoff doubles
    await runner.tick();
    expect(await repo.findRun(t.db, 'flaky', 'k')).toMatchObject({ status: 'done', attempts: 3, outcome: 'fine', error: null });
  });

  it('stops after the run in progress: the next due key waits for another tick', async () => {
    const ran: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const runner = createJobRunner({ db: t.db, log: silent, clock: t.clock });
    runner.register({
      name: 'stopping',
      dueKeys: async () => ['first', 'second'],
      run: async (key) => {
        ran.push(key);
        if (key === 'first') await gate;
      },
    });
    const ticking = runner.tick();
    while (ran.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const stopping = runner.stop();
    release();
    await Promise.all([ticking, stopping]);
    expect(ran).toEqual(['first']);
    expect(await repo.findRun(t.db, 'stopping', 'first')).toMatchObject({ status: 'done' });
    expect(await repo.findRun(t.db, 'stopping', 'second')).toBeUndefined();
  });

  it('runs weekly matching once per open organisation and week, recording what it made', async () => {
    const open = await addOrg(t.db, { name: 'Jobs Open Org' });
    const closed = await addOrg(t.db, { name: 'Jobs Closed Org', isUsersOpen: false });
    for (const hexaco of HEXACO) await addMember(t, { orgcodes: [open, closed], hexaco });
    const runner = createJobRunner({ db: t.db, log: silent, clock: t.clock });
    runner.register(weeklyMatchingJob({ db: t.db, perMember: 1 }));
    await runner.tick();
    await runner.tick();
    const week = weekOf(t.clock.now());
    const run = await repo.findRun(t.db, WEEKLY_MATCHING_JOB, `${open}@${week}`);
    expect(run).toMatchObject({ status: 'done', attempts: 1, outcome: { orgcode: open, alreadyRun: false } });
    expect((run!.outcome as { created: number }).created).toBeGreaterThan(0);
    expect(await repo.findRun(t.db, WEEKLY_MATCHING_JOB, `${closed}@${week}`)).toBeUndefined();
  });
});

function weekOf(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

describe.runIf(engines.includes('postgres'))('the job runner with several instances on postgres', () => {
  let t: TestServer;
  let second: Db;
  beforeAll(async () => {
    t = await createTestServer({ engine: 'postgres' });
    second = openPostgres(t.databaseUrl!, { poolSize: 5 });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('runs weekly matching once per organisation and week with two instances ticking together', async () => {
    const orgs = [await addOrg(t.db, { name: 'Twin A' }), await addOrg(t.db, { name: 'Twin B' })];
    for (const hexaco of HEXACO) await addMember(t, { orgcodes: orgs, hexaco });
    // Two instances: each its own pool of connections to the one database.
    const runs: string[] = [];
    const instance = (db: Db, owner: string) => {
      const runner = createJobRunner({ db, log: silent, clock: t.clock, owner });
      const job = weeklyMatchingJob({ db, perMember: 1 });
      runner.register({ ...job, run: async (key, context) => (runs.push(`${owner}:${key}`), job.run(key, context)) });
      return runner;
    };
    const a = instance(t.db, 'instance-a');
    const b = instance(second, 'instance-b');
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    await Promise.all([a.tick(), b.tick()]);

    const week = weekOf(t.clock.now());
    for (const orgcode of orgs) {
      expect(runs.filter((run) => run.endsWith(`:${orgcode}@${week}`))).toHaveLength(1);
      expect(await repo.findRun(t.db, WEEKLY_MATCHING_JOB, `${orgcode}@${week}`)).toMatchObject({ status: 'done', attempts: 1 });
      const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM match_runs WHERE orgcode = $1`, [orgcode]);
      expect(rows[0]!.n).toBe(1);
    }
  });

  it('takes again a run whose instance was killed half way, once its lease runs out', async () => {
    await t.db.query(`CREATE TABLE job_marks (mark text NOT NULL)`);
    const leaseSeconds = 2;
    const worker = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./fixtures/job-worker.ts', import.meta.url)), t.databaseUrl!, String(leaseSeconds)],
      { stdio: 'ignore' },
    );
    try {
      // Half way: the doomed instance took the run and started its work.
      for (let i = 0; i < 200; i++) {
        const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM job_marks`);
        if (rows[0]!.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await repo.findRun(t.db, 'slow-job', 'only')).toMatchObject({ status: 'running', attempts: 1, leaseOwner: 'doomed' });
    } finally {
      worker.kill('SIGKILL');
    }
    await new Promise((resolve) => worker.once('exit', resolve));

    // The survivor's clock is set against the lease the dead instance last wrote, so no pause of this machine decides it.
    const { leaseUntil } = (await repo.findRun(t.db, 'slow-job', 'only'))!;
    const clock = createTestClock(new Date(leaseUntil!.getTime() - 500));
    const survivor = createJobRunner({ db: second, log: silent, clock, owner: 'survivor' });
    let finished = 0;
    survivor.register({ name: 'slow-job', leaseSeconds, dueKeys: async () => ['only'], run: async () => ++finished });
    await survivor.tick(); // the dead instance's lease still holds
    expect(finished).toBe(0);
    clock.advance(1000);
    await survivor.tick();
    expect(finished).toBe(1);
    expect(await repo.findRun(t.db, 'slow-job', 'only')).toMatchObject({ status: 'done', attempts: 2, outcome: 1, leaseOwner: null });
  });
});
