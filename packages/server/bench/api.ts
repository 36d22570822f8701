/**
 * `npm run bench:api -w @kindred/server`: a benchmark, not a test.
 *
 * Starts the API (production settings, PGlite in a temporary data folder,
 * the demo seed plus one benchmark account) and a bare node:http hello-world,
 * each in its own process, then runs autocannon against the hello-world and
 * the authenticated profile read, one after the other, in several rounds,
 * and prints each round's requests per second, latency percentiles and ratio,
 * then the median ratio. Alternating rounds and taking the median keep a
 * passing burst of other work on the machine from deciding the result; every
 * round is printed.
 *
 * Targets: API / hello-world ≥ 0.30 (median of the rounds), API p99 ≤ 20 ms
 * (the worst round).
 *
 * BENCH_ROUNDS (default 3), BENCH_DURATION (seconds per measurement, default
 * 5), BENCH_CONNECTIONS (default 10),
 * BENCH_TARGET=attributes or healthz (measure the user-attributes read, or
 * the framework alone, instead),
 * BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (run the API
 * on a fresh database of that PostgreSQL server instead of PGlite),
 * BENCH_LOG_LEVEL (default info, as in production; logs go to /dev/null),
 * BENCH_CPU_PROF=folder (write a V8 CPU profile of the API process there).
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { answerCpuQueries, cpuMsOf, freshDatabase } from './children.ts';

/**
 * The call measured: the profile read the home screen makes. Until the
 * profile router is mounted, the signed-in user-attributes read stands in.
 */
const PROFILE_READ = {
  key: 'POST /v1/user-profile?type=userSpecific',
  method: 'POST',
  path: (user: { memberId: string; email: string }) =>
    `/v1/user-profile?type=userSpecific&memberId=${encodeURIComponent(user.memberId)}&email=${encodeURIComponent(user.email)}`,
};
const FALLBACK_READ = { key: 'GET /v1/auth/user-attributes', method: 'GET', path: () => '/v1/auth/user-attributes' };
/** The framework alone (no auth, no database): what every route pays. */
const HEALTH = { key: 'GET /healthz', method: 'GET', path: () => '/healthz' };

const TARGET_RATIO = 0.3;
const TARGET_P99_MS = 20;
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Ready {
  port: number;
  request?: { method: string; path: string; headers: Record<string, string>; label: string };
}

// -- child processes -----------------------------------------------------------

async function serveHello(): Promise<void> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('Hello, world');
  });
  answerCpuQueries();
  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port } satisfies Ready));
}

async function serveApi(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const { loadConfig } = await import('../src/platform/config/config.ts');
  const { createDb } = await import('../src/platform/db/create-db.ts');
  const { migrate } = await import('../src/platform/db/migrate.ts');
  const { createDeps } = await import('../src/compose.ts');
  const { createServerApp } = await import('../src/compose.ts');
  const { seedIfEmpty } = await import('../src/modules/seed/seed.ts');
  const { listen } = await import('../src/platform/http/server.ts');

  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  });
  const db = await createDb(config);
  await migrate(db);
  const { createLogger } = await import('../src/platform/log/logger.ts');
  // As main.ts does in production.
  const log = createLogger({ level: config.logLevel, buffered: true });
  const deps = await createDeps(config, { db, log, print: () => {} });
  await seedIfEmpty(deps, undefined, { print: () => {} });
  const user = await deps.identity.createUser({
    email: 'bench@kindred.test',
    password: 'Bench-password1',
    givenName: 'Bench',
    familyName: 'Mark',
    mfaRequired: false,
  });
  const tokens = await deps.identity.startSession(user, { ip: '127.0.0.1', userAgent: 'bench' });
  const app = createServerApp(deps);
  const running = await listen(app, deps);
  const mounted = deps.registry.list().some((route) => route.key === PROFILE_READ.key);
  const target =
    process.env.BENCH_TARGET === 'healthz'
      ? HEALTH
      : mounted && process.env.BENCH_TARGET !== 'attributes'
        ? PROFILE_READ
        : FALLBACK_READ;
  const request = {
    method: target.method,
    path: target.path(user),
    headers: { authorization: `Bearer ${tokens.idToken}`, 'content-type': 'application/json' },
    label: target.key,
  };
  // The read must succeed before it is worth measuring.
  const check = await fetch(`${running.url}${request.path}`, { method: request.method, headers: request.headers });
  if (check.status !== 200) throw new Error(`${request.label} answered ${check.status}: ${await check.text()}`);
  answerCpuQueries();
  // A normal exit, so that --cpu-prof writes its profile.
  process.once('SIGTERM', () => process.exit(0));
  process.send!({ port: running.port, request } satisfies Ready);
}

// -- parent --------------------------------------------------------------------

function start(role: string, children: ChildProcess[], extra: string[] = []): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(path.resolve(import.meta.dirname, 'api.ts'), [role, ...extra], {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF && role === '--serve-api'
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
    ],
    // The API logs every request as production does; the logs go nowhere.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  // Known at once, so that one child failing to start never leaves the other running.
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('message', (ready: Ready) => resolve({ child, ready }));
    child.once('exit', (code) => reject(new Error(`${role} exited with ${code} before it was ready`)));
  });
}

type Target = { child: ChildProcess; url: string; method?: string; headers?: Record<string, string> };

/** Warm-up: JIT, connection pools, page cache. */
async function warmUp({ url, method, headers }: Target) {
  await autocannon({ url, ...(method ? { method } : {}), headers, connections: CONNECTIONS, duration: 2 });
}

async function measure({ child, url, method, headers }: Target) {
  const base = { url, ...(method ? { method } : {}), headers, connections: CONNECTIONS };
  const cpuBefore = await cpuMsOf(child);
  const result = await autocannon({ ...base, duration: DURATION });
  const cpuMs = (await cpuMsOf(child)) - cpuBefore;
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  }
  return { ...result, cpuMsPerRequest: cpuMs / Math.max(1, result.requests.total) };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kindred-bench-'));
  const database = process.env.BENCH_DATABASE_URL ? await freshDatabase(process.env.BENCH_DATABASE_URL, 'kindred_bench') : undefined;
  const children: ChildProcess[] = [];
  try {
    console.log(
      `Starting the API (${database ? 'PostgreSQL server' : 'PGlite in a temporary folder'}, demo seed) and the hello-world...`,
    );
    const [api, hello] = await Promise.all([
      start('--serve-api', children, [dataDir, ...(database ? [database.url] : [])]),
      start('--serve-hello', children),
    ]);
    const request = api.ready.request!;
    console.log(`${ROUNDS} rounds of ${DURATION} s each, ${CONNECTIONS} connections, after a 2 s warm-up.\n`);

    const helloTarget: Target = { child: hello.child, url: `http://127.0.0.1:${hello.ready.port}/` };
    const apiTarget: Target = { child: api.child, url: `http://127.0.0.1:${api.ready.port}${request.path}`, method: request.method, headers: request.headers };
    await warmUp(helloTarget);
    await warmUp(apiTarget);

    type Result = Awaited<ReturnType<typeof measure>>;
    const header = `${'round  target'.padEnd(49)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}${'server CPU ms/req'.padStart(19)}${'bytes/answer'.padStart(14)}`;
    const row = (round: string, label: string, r: Result) =>
      `${`${round.padEnd(7)}${label}`.padEnd(49)}${Math.round(r.requests.average).toString().padStart(10)}${String(r.latency.p50).padStart(9)}${String(r.latency.p99).padStart(9)}${String(r.latency.max).padStart(9)}${r.cpuMsPerRequest.toFixed(3).padStart(19)}${Math.round(r.throughput.total / Math.max(1, r.requests.total)).toString().padStart(14)}`;
    console.log(header);
    const rounds: { hello: Result; api: Result; ratio: number }[] = [];
    for (let i = 1; i <= ROUNDS; i++) {
      const helloResult = await measure(helloTarget);
      const apiResult = await measure(apiTarget);
      const ratio = apiResult.requests.average / helloResult.requests.average;
      rounds.push({ hello: helloResult, api: apiResult, ratio });
      console.log(row(String(i), 'node:http hello-world', helloResult));
      console.log(row('', request.label, apiResult));
      console.log(`${''.padEnd(7)}ratio ${ratio.toFixed(2)}`);
    }

    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
    };
    const ratio = median(rounds.map((r) => r.ratio));
    const p99 = Math.max(...rounds.map((r) => r.api.latency.p99));
    const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
    console.log(`\nratio API / hello-world, median of ${ROUNDS}: ${ratio.toFixed(2)} (rounds ${rounds.map((r) => r.ratio.toFixed(2)).join(', ')}; target ≥ ${TARGET_RATIO}: ${mark(ratio >= TARGET_RATIO)})`);
    console.log(
      `server CPU per request, median: hello-world ${median(rounds.map((r) => r.hello.cpuMsPerRequest)).toFixed(3)} ms, API ${median(rounds.map((r) => r.api.cpuMsPerRequest)).toFixed(3)} ms`,
    );
    console.log(`API p99, worst round: ${p99} ms (target ≤ ${TARGET_P99_MS} ms: ${mark(p99 <= TARGET_P99_MS)})`);
    console.log(`machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)))));
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

const role = process.argv[2];
const run = role === '--serve-hello' ? serveHello() : role === '--serve-api' ? serveApi(process.argv[3]!, process.argv[4]) : main();
run.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
