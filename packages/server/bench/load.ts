/**
 * `npm run bench:load`: a benchmark, not a test (a few minutes).
 *
 * An organisation of BENCH_MEMBERS (default 200) seeded members, every one
 * signed in, using the product at once for BENCH_DURATION seconds (default
 * 60, after a 10 s warm-up): each member, one after another with no pause,
 * opens a screen and waits for all of its calls, as the app makes them in
 * parallel:
 *
 *   home (35 %)          own profile, feed, recommendations, achievements, calendar events
 *   connections (15 %)   the connections list
 *   messages (15 %)      the conversation list, then one conversation
 *   calendar (10 %)      the next 7 days of events
 *   achievements (10 %)  the achievements
 *   activities (10 %)    completions, and 1 in 5 times one more activity completed
 *   sign-in (2 %)        e-mail and password (argon2, as slow as it should be)
 *
 * on each setup of BENCH_SETUPS (default all three; a setup whose database
 * or Redis is not reachable is skipped, and says so):
 *
 *   pglite          one instance, embedded PGlite
 *   postgres        one instance, a fresh database of BENCH_ADMIN_URL
 *   postgres-redis  two instances on one fresh database and a Redis of their
 *                   own (BENCH_REDIS_SERVER), the members shared between them
 *
 * It prints throughput, p50 / p99 / max per call and for all calls, errors
 * (any answer but 2xx and a limit's 429), the requests a limit refused (429,
 * the answer it should give), and server CPU per request (every instance's CPU over
 * the requests answered). Then, on one instance, each call alone from 20
 * members for BENCH_CALL_SECONDS (default 4) seconds: its server CPU per
 * call, beside the profile read's.
 *
 * BENCH_CPU_PROF=folder writes a V8 CPU profile of the (first) server there.
 *
 * Targets: p99 of all calls ≤ 300 ms on one instance; the feed's and the
 * recommendations' server CPU per call ≤ 2 × the profile read's. Exits 1 when
 * one is missed.
 *
 * The members are in a closed loop without think time: this is the load 200
 * people cannot make (a person reads a screen for seconds), which is the
 * point. A server that answers it in time has room for real use.
 */
import { fork, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Agent, request as httpRequest } from 'node:http';
import { ACTIVITY_IDS } from '@kindred/contracts/domain/activity-ids';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/modules/seed/demo-data.ts';
import { freePort } from '../../../scripts/ports.mjs';
import { answerCpuQueries, cpuMsOf, freshDatabase } from './children.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const WARM_UP_S = Number(process.env.BENCH_WARM_UP ?? 10);
const CALL_SECONDS = Number(process.env.BENCH_CALL_SECONDS ?? 4);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_SERVER = process.env.BENCH_REDIS_SERVER ?? '/usr/bin/redis-server';
const SETUPS = (process.env.BENCH_SETUPS ?? 'pglite,postgres,postgres-redis').split(',').map((s) => s.trim());
const TARGET_P99_MS = 300;
const TARGET_CPU_RATIO = 2;
/** The seeded colleagues' shared password, so that sign-in checks a real hash. */
const PASSWORD = 'Bench-password-1';
const JWT_SECRET = 'bench-load-jwt-secret-of-at-least-32-characters';

// -- the server (a child process) ----------------------------------------------

interface ServeOptions {
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** The first instance seeds and signs the members in. */
  seed: boolean;
}

interface BenchMember {
  memberId: string;
  email: string;
  token: string;
}

async function serve(options: ServeOptions): Promise<void> {
  const { loadConfig } = await import('../src/platform/config/config.ts');
  const { createDb } = await import('../src/platform/db/create-db.ts');
  const { migrate } = await import('../src/platform/db/migrate.ts');
  const { createDeps, createServerApp } = await import('../src/compose.ts');
  const { seedDemo, DEMO_ORG } = await import('../src/modules/seed/index.ts');
  const { createIdentityRepository } = await import('../src/modules/identity/repository.ts');
  const { listen } = await import('../src/platform/http/server.ts');
  const { createLogger } = await import('../src/platform/log/logger.ts');

  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: options.dataDir,
    JWT_SECRET,
    // Every member comes from 127.0.0.1: the bench names each one's address, as a proxy would.
    TRUST_PROXY: 'true',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  });
  const db = await createDb(config);
  await migrate(db);
  // As main.ts does in production; stdout goes nowhere.
  const log = createLogger({ level: config.logLevel, buffered: true });
  const deps = await createDeps(config, { db, log, print: () => {} });
  const members: BenchMember[] = [];
  if (options.seed) {
    await seedDemo(db, { members: MEMBERS, colleaguePassword: PASSWORD, calendarConfig: config.calendar });
    const rows = await db.query<{ id: string; member_id: string; email: string }>(
      `SELECT u.id, u.member_id, u.email FROM users u JOIN memberships m ON m.user_id = u.id WHERE m.orgcode = $1 ORDER BY u.email`,
      [DEMO_ORG.orgcode],
    );
    for (const row of rows.rows) {
      const user = (await createIdentityRepository(db).findUserById(row.id))!;
      const tokens = await deps.identity.startSession(user, { ip: '127.0.0.1', userAgent: 'bench:load' });
      members.push({ memberId: row.member_id, email: row.email, token: tokens.idToken });
    }
  }
  const running = await listen(createServerApp(deps), deps);
  answerCpuQueries();
  process.once('SIGTERM', () => void running.close().finally(() => process.exit(0)));
  process.send!({ port: running.port, members });
}

// -- the parent ---------------------------------------------------------------------

interface Instance {
  child: ChildProcess;
  url: string;
}

function startInstance(options: ServeOptions, children: ChildProcess[]): Promise<{ instance: Instance; members: BenchMember[] }> {
  const child = fork(path.resolve(import.meta.dirname, 'load.ts'), ['--serve', JSON.stringify(options)], {
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF && options.seed ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('message', (ready: { port: number; members: BenchMember[] }) =>
      resolve({ instance: { child, url: `http://127.0.0.1:${ready.port}` }, members: ready.members }),
    );
    child.once('exit', (code) => reject(new Error(`A server exited with ${code} before it was ready`)));
  });
}

const cpuOfAll = async (instances: Instance[]) => (await Promise.all(instances.map((i) => cpuMsOf(i.child)))).reduce((a, b) => a + b, 0);

/** What one member knows after its first reads: whom it is connected to and which chats it has. */
interface Session extends BenchMember {
  index: number;
  instance: Instance;
  connectionIds: string[];
  chatIds: string[];
  activityIds: string[];
  /** The calendar the member connected (the app reads events only then), or null. */
  provider: 'google' | 'microsoft' | null;
  /** The demo accounts have the demo password; colleagues the bench's. */
  password: string;
  /** A colleague of the same organisation, whose profile the member reads. */
  colleagueEmail: string;
}

interface Call {
  key: string;
  method: 'GET' | 'POST';
  path: (s: Session) => string;
  body?: (s: Session) => unknown;
  /** Sign-in carries no token. */
  anonymous?: boolean;
}

const PROFILE_READ: Call = {
  key: 'profile',
  method: 'POST',
  path: (s) => `/v1/user-profile?type=userSpecific&memberId=${encodeURIComponent(s.memberId)}&alreadyViewed=true&email=${encodeURIComponent(s.email)}`,
};
/** A colleague's profile (the member's own is answered from memory on PGlite). */
const COLLEAGUE_PROFILE_READ: Call = {
  key: "colleague's profile",
  method: 'POST',
  path: (s) => `/v1/user-profile?type=userSpecific&memberId=${encodeURIComponent(s.memberId)}&email=${encodeURIComponent(s.colleagueEmail)}`,
};
const FEED: Call = { key: 'home feed', method: 'GET', path: () => '/v1/home/feed' };
const RECOMMENDATIONS: Call = { key: 'recommendations', method: 'GET', path: () => '/v1/home/recommendations' };
const ACHIEVEMENTS: Call = { key: 'achievements', method: 'GET', path: () => '/v1/achievements' };
const EVENTS: Call = {
  key: 'calendar events',
  method: 'POST',
  path: () => '/v1/calendar',
  body: (s) => ({ action: 'getEvents', userId: s.memberId, provider: s.provider, days: 7 }),
};
const checkStatus = (provider: 'google' | 'microsoft'): Call => ({
  key: 'calendar status',
  method: 'POST',
  path: () => '/v1/calendar',
  body: (s) => ({ action: 'checkStatus', userId: s.memberId, provider }),
});
const CONNECTIONS: Call = {
  key: 'connections',
  method: 'POST',
  path: () => '/v1/user-profile?type=connections',
  body: (s) => ({ memberId: s.memberId, connectionIds: s.connectionIds, isTopConnections: false }),
};
const CHAT_LIST: Call = { key: 'chat-list', method: 'POST', path: () => '/v1/user-profile?type=chat-list', body: () => ({}) };
const CHAT: Call = {
  key: 'messages',
  method: 'POST',
  path: () => '/v1/user-profile?type=chat',
  body: (s) => ({ chatId: s.chatIds[Math.floor(Math.random() * s.chatIds.length)] }),
};
const COMPLETIONS: Call = { key: 'activity completions', method: 'GET', path: () => '/v1/activities/completions' };
const COMPLETE: Call = {
  key: 'complete an activity',
  method: 'POST',
  path: () => '/v1/activities/completions',
  body: (s) => ({ activityId: s.activityIds[Math.floor(Math.random() * s.activityIds.length)] }),
};
const SIGN_IN: Call = {
  key: 'sign-in',
  method: 'POST',
  path: () => '/v1/auth/sign-in',
  body: (s) => ({ username: s.email, password: s.password }),
  anonymous: true,
};

/** A screen: its weight in the mix and the calls it makes at once. */
const SCREENS: { name: string; weight: number; calls: (s: Session) => Call[] }[] = [
  { name: 'home', weight: 35, calls: (s) => [PROFILE_READ, FEED, RECOMMENDATIONS, ACHIEVEMENTS, ...(s.provider ? [EVENTS] : [])] },
  { name: 'connections', weight: 15, calls: () => [CONNECTIONS] },
  { name: 'messages', weight: 15, calls: (s) => (s.chatIds.length > 0 ? [CHAT_LIST, CHAT] : [CHAT_LIST]) },
  { name: 'calendar', weight: 10, calls: (s) => (s.provider ? [EVENTS] : [checkStatus('google')]) },
  { name: 'achievements', weight: 10, calls: () => [ACHIEVEMENTS] },
  { name: 'activities', weight: 10, calls: (s) => (Math.random() < 0.2 && s.activityIds.length > 0 ? [COMPLETIONS, COMPLETE] : [COMPLETIONS]) },
  // People sign in once a day; here every member does every minute or two, and the accounts that ask for an
  // e-mail code meet its limit (5 codes per 10 minutes): those 429s are counted as limited, not as errors.
  { name: 'sign-in', weight: 2, calls: () => [SIGN_IN] },
];
const TOTAL_WEIGHT = SCREENS.reduce((sum, screen) => sum + screen.weight, 0);

function pickScreen() {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const screen of SCREENS) {
    roll -= screen.weight;
    if (roll < 0) return screen;
  }
  return SCREENS[0]!;
}

/** Each member's kept-alive connections, at most six, as a browser keeps per origin. */
const agents: Agent[] = [];
function agentOf(index: number): Agent {
  return (agents[index] ??= new Agent({ keepAlive: true, maxSockets: 6 }));
}

function httpCall(agent: Agent, url: string, method: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function send(s: Session, call: Call): Promise<{ status: number; ms: number; json: unknown }> {
  const started = performance.now();
  const body = call.body?.(s);
  const { status, text } = await httpCall(
    agentOf(s.index),
    `${s.instance.url}${call.path(s)}`,
    call.method,
    {
      ...(call.anonymous ? {} : { authorization: `Bearer ${s.token}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      // One address per member: the sign-in limits count per address, as they would for 200 people.
      'x-forwarded-for': `10.0.${s.index >> 8}.${s.index & 255}`,
    },
    body === undefined ? undefined : JSON.stringify(body),
  );
  const ms = performance.now() - started;
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status, ms, json };
}

/** The reads a member makes first: its profile (its connections) and its chats; and the activity catalogue's ids. */
async function open(member: BenchMember, index: number, instance: Instance, activityIds: string[], colleagueEmail: string): Promise<Session> {
  const session: Session = {
    ...member,
    index,
    instance,
    connectionIds: [],
    chatIds: [],
    activityIds,
    provider: null,
    password: DEMO_ACCOUNTS.some((account) => account.email === member.email) ? DEMO_PASSWORD : PASSWORD,
    colleagueEmail,
  };
  for (const provider of ['google', 'microsoft'] as const) {
    const status = await send(session, checkStatus(provider));
    if (status.status !== 200) throw new Error(`checkStatus answered ${status.status}: ${JSON.stringify(status.json)}`);
    if ((status.json as { connected: boolean }).connected) {
      session.provider = provider;
      break;
    }
  }
  const profile = await send(session, PROFILE_READ);
  if (profile.status !== 200) throw new Error(`The profile read answered ${profile.status}: ${JSON.stringify(profile.json)}`);
  session.connectionIds = findConnectionIds(profile.json);
  const chats = await send(session, CHAT_LIST);
  if (chats.status !== 200) throw new Error(`The chat list answered ${chats.status}: ${JSON.stringify(chats.json)}`);
  session.chatIds = (chats.json as { chatId?: string | null }[]).flatMap((c) => (c.chatId ? [c.chatId] : []));
  return session;
}

function findConnectionIds(answer: unknown): string[] {
  // The profile answer is the spec's envelope: look for the list wherever the envelope keeps it.
  let found: string[] = [];
  const visit = (value: unknown) => {
    if (found.length > 0 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(visit);
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'connectionIds' && Array.isArray(inner)) {
        found = inner.map(String);
        return;
      }
      visit(inner);
    }
  };
  visit(answer);
  return found;
}

interface Tally {
  latencies: Map<string, number[]>;
  errors: Map<string, Map<number, number>>;
  /** Refused by a limit (429): the right answer, counted apart. */
  limited: Map<string, number>;
  requests: number;
}

function record(tally: Tally, key: string, status: number, ms: number) {
  tally.requests++;
  if (status === 429) tally.limited.set(key, (tally.limited.get(key) ?? 0) + 1);
  else if (status < 200 || status >= 300) {
    const byStatus = tally.errors.get(key) ?? new Map<number, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    tally.errors.set(key, byStatus);
  }
  const list = tally.latencies.get(key) ?? [];
  list.push(ms);
  tally.latencies.set(key, list);
}

/** Every member in its loop until `until` (performance.now()). */
async function runMix(sessions: Session[], untilMs: number, tally: Tally | undefined) {
  await Promise.all(
    sessions.map(async (s) => {
      while (performance.now() < untilMs) {
        // A moment on the screen (exponential, so members do not march in step).
        if (THINK_MS > 0) await new Promise((resolve) => setTimeout(resolve, -THINK_MS * Math.log(1 - Math.random())));
        if (performance.now() >= untilMs) break;
        const screen = pickScreen();
        await Promise.all(
          screen.calls(s).map(async (call) => {
            const answer = await send(s, call).catch(() => ({ status: 0, ms: 0, json: undefined }));
            if (tally) record(tally, call.key, answer.status, answer.ms);
          }),
        );
      }
    }),
  );
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summarise(tally: Tally, seconds: number, cpuMs: number) {
  const all = [...tally.latencies.values()].flat().sort((a, b) => a - b);
  const rows = [...tally.latencies.entries()].sort(([a], [b]) => a.localeCompare(b));
  const line = (label: string, values: number[], errors: number) =>
    `  ${label.padEnd(22)}${values.length.toString().padStart(9)}${Math.round(values.length / seconds).toString().padStart(8)}` +
    `${percentile(values, 50).toFixed(1).padStart(9)}${percentile(values, 99).toFixed(1).padStart(9)}${values[values.length - 1]!.toFixed(1).padStart(9)}${String(errors).padStart(8)}`;
  console.log(`  ${'call'.padEnd(22)}${'requests'.padStart(9)}${'req/s'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}${'errors'.padStart(8)}`);
  let errorCount = 0;
  for (const [key, values] of rows) {
    values.sort((a, b) => a - b);
    const errors = [...(tally.errors.get(key)?.values() ?? [])].reduce((a, b) => a + b, 0);
    errorCount += errors;
    console.log(line(key, values, errors));
  }
  console.log(line('all calls', all, errorCount));
  for (const [key, byStatus] of tally.errors) {
    console.log(`  errors of ${key}: ${[...byStatus].map(([status, n]) => `${n} × ${status || 'no answer'}`).join(', ')}`);
  }
  for (const [key, n] of tally.limited) console.log(`  refused by a limit (429): ${n} of ${key}`);
  console.log(`  server CPU per request: ${(cpuMs / Math.max(1, tally.requests)).toFixed(2)} ms (all instances)`);
  return { p99: percentile(all, 99), errors: errorCount };
}

/** Each call alone, from 20 members in turn: its server CPU per call. */
async function cpuPerCall(sessions: Session[], instance: Instance) {
  const calls = [PROFILE_READ, COLLEAGUE_PROFILE_READ, FEED, RECOMMENDATIONS, ACHIEVEMENTS, EVENTS, CONNECTIONS, CHAT_LIST, COMPLETIONS];
  const results = new Map<string, number>();
  for (const call of calls) {
    const loopers = sessions.filter((s) => s.instance === instance && (call !== EVENTS || s.provider)).slice(0, 20);
    const until = performance.now() + CALL_SECONDS * 1000;
    let count = 0;
    const before = await cpuMsOf(instance.child);
    await Promise.all(
      loopers.map(async (s) => {
        while (performance.now() < until) {
          const answer = await send(s, call);
          if (answer.status !== 200) throw new Error(`${call.key} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
          count++;
        }
      }),
    );
    results.set(call.key, ((await cpuMsOf(instance.child)) - before) / Math.max(1, count));
  }
  const profile = results.get(PROFILE_READ.key)!;
  console.log(`\n  each call alone (20 members, ${CALL_SECONDS} s each): server CPU per call`);
  const colleague = results.get(COLLEAGUE_PROFILE_READ.key)!;
  for (const [key, ms] of results) {
    console.log(
      `  ${key.padEnd(22)}${ms.toFixed(2).padStart(8)} ms  ${(ms / profile).toFixed(1).padStart(5)} × one's own profile read  ${(ms / colleague).toFixed(1).padStart(5)} × a colleague's`,
    );
  }
  return { feed: results.get(FEED.key)! / profile, recommendations: results.get(RECOMMENDATIONS.key)! / profile };
}

async function reachable(check: () => Promise<unknown>) {
  try {
    await check();
    return true;
  } catch {
    return false;
  }
}

async function startRedis(children: ChildProcess[]): Promise<string> {
  const port = await freePort();
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  children.push(child);
  const { Redis } = await import('ioredis');
  const url = `redis://127.0.0.1:${port}`;
  for (;;) {
    const client = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
    client.on('error', () => {});
    const ok = await reachable(async () => {
      await client.connect();
      await client.ping();
    });
    client.disconnect();
    if (ok) return url;
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function runSetup(name: string): Promise<{ p99: number; errors: number; instances: number; cpu?: { feed: number; recommendations: number } } | null> {
  const children: ChildProcess[] = [];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kindred-bench-load-'));
  let database: { url: string; drop(): Promise<void> } | undefined;
  try {
    const usesPostgres = name !== 'pglite';
    if (usesPostgres) {
      const { default: pg } = await import('pg');
      const ok = await reachable(async () => {
        const client = new pg.Client({ connectionString: ADMIN_URL });
        await client.connect();
        await client.end();
      });
      if (!ok) {
        console.log(`\n${name}: skipped (no PostgreSQL at ${new URL(ADMIN_URL).host})`);
        return null;
      }
      database = await freshDatabase(ADMIN_URL, 'kindred_bench_load');
    }
    const redisUrl = name === 'postgres-redis' ? await startRedis(children).catch(() => undefined) : undefined;
    if (name === 'postgres-redis' && !redisUrl) {
      console.log(`\n${name}: skipped (could not start ${REDIS_SERVER})`);
      return null;
    }
    const count = name === 'postgres-redis' ? 2 : 1;
    const first = await startInstance({ dataDir, databaseUrl: database?.url, redisUrl, seed: true }, children);
    const instances = [first.instance];
    for (let i = 1; i < count; i++) instances.push((await startInstance({ dataDir, databaseUrl: database?.url, redisUrl, seed: false }, children)).instance);

    console.log(
      `\n${name}: ${count} instance${count > 1 ? 's' : ''}, ${first.members.length} members, ${WARM_UP_S} s warm-up, ${DURATION_S} s measured`,
    );
    const sessions = await Promise.all(
      first.members.map((m, i) => open(m, i, instances[i % count]!, [...ACTIVITY_IDS], first.members[(i + 1) % first.members.length]!.email)),
    );

    await runMix(sessions, performance.now() + WARM_UP_S * 1000, undefined);
    const tally: Tally = { latencies: new Map(), errors: new Map(), limited: new Map(), requests: 0 };
    const cpuBefore = await cpuOfAll(instances);
    const started = performance.now();
    await runMix(sessions, started + DURATION_S * 1000, tally);
    const seconds = (performance.now() - started) / 1000;
    const cpuMs = (await cpuOfAll(instances)) - cpuBefore;
    const result = summarise(tally, seconds, cpuMs);
    const cpu = count === 1 ? await cpuPerCall(sessions, first.instance) : undefined;
    return { ...result, instances: count, cpu };
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)))));
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

async function main() {
  console.log(`machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const missed: string[] = [];
  for (const name of SETUPS) {
    if (!['pglite', 'postgres', 'postgres-redis'].includes(name)) throw new Error(`Unknown setup ${name} (pglite, postgres, postgres-redis)`);
    const result = await runSetup(name);
    if (!result) continue;
    if (result.errors > 0) missed.push(`${name}: ${result.errors} errors`);
    if (result.instances === 1 && result.p99 > TARGET_P99_MS) missed.push(`${name}: p99 ${result.p99.toFixed(0)} ms > ${TARGET_P99_MS} ms`);
    if (result.cpu) {
      for (const [call, ratio] of Object.entries(result.cpu)) {
        if (ratio > TARGET_CPU_RATIO) missed.push(`${name}: ${call} costs ${ratio.toFixed(1)} × the profile read's CPU (target ≤ ${TARGET_CPU_RATIO})`);
      }
    }
  }
  for (const agent of agents) agent.destroy();
  console.log(missed.length === 0 ? '\nEvery target met.' : `\nMISSED:\n${missed.map((m) => `  ${m}`).join('\n')}`);
  process.exitCode = missed.length === 0 ? 0 : 1;
}

const role = process.argv[2];
const run = role === '--serve' ? serve(JSON.parse(process.argv[3]!) as ServeOptions) : main();
run.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
