/**
 * `npm run bench:faults`: a benchmark, not a test (it restarts this machine's
 * PostgreSQL server, and takes about a minute).
 *
 * Runs the built server (`dist/main.js`, as `npm start` does) on a fresh
 * database of the local PostgreSQL server, with its rate limits in a Redis of
 * its own, under load: BENCH_CLIENTS (default 40) clients each send chat
 * messages one after another, BENCH_READERS (default 20) read their chat list
 * again and again, and two more sign in again and again (the call whose
 * limits live in Redis). A client whose request fails sends it again with the
 * same Idempotency-Key until it is acknowledged, as a real client should; one
 * the messages' limit refuses (429: 40 a minute per member, and the clients
 * all write as the demo member) waits the Retry-After it is given, as a real
 * client should, and that answer is service, not a failure. Failures are what
 * an outage causes: no answer, or a 5xx. Meanwhile PostgreSQL is restarted twice
 * (`pg_ctlcluster … restart`) and Redis once (killed, then started again).
 *
 * Prints, for each outage: the requests that failed, and the seconds clients
 * went without service (from the first failed request to the first success
 * after the last one);
 * then the acknowledged writes lost (target 0), the writes applied twice
 * (target 0) and whether the server process stayed up (target: yes). Exits 1
 * when a target is missed.
 *
 * BENCH_CLIENTS, BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_PG_CLUSTER (default: the one folder under /etc/postgresql, "main"),
 * BENCH_REDIS_SERVER (default /usr/bin/redis-server).
 */
import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { ensureServer, SERVER_DIST } from '../../../scripts/build.mjs';
import { freePort } from '../../../scripts/ports.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 40);
const READERS = Number(process.env.BENCH_READERS ?? 20);
const SIGN_IN_CLIENTS = 2;
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_VERSION = process.env.BENCH_PG_CLUSTER?.split('/')[0] ?? readdirSync('/etc/postgresql')[0]!;
const PG_CLUSTER = process.env.BENCH_PG_CLUSTER?.split('/')[1] ?? 'main';
const REDIS_SERVER = process.env.BENCH_REDIS_SERVER ?? '/usr/bin/redis-server';
const DEMO = { username: 'demo@kindred.test', password: 'Demo-password-1' };
const root = fileURLToPath(new URL('../../../', import.meta.url));

type Kind = 'write' | 'read' | 'sign-in';
interface Attempt {
  kind: Kind;
  at: number;
  ok: boolean;
}

/** Never a synchronous child process: it would stop the load while the outage runs. */
const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function admin<T extends pg.QueryResultRow>(sql: string, params: unknown[] = [], database?: string): Promise<T[]> {
  const url = new URL(ADMIN_URL);
  if (database) url.pathname = `/${database}`;
  // A new connection each time: the server restarts under us.
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`Timed out waiting for ${what}`);
}

function startRedis(port: number, dir: string): ChildProcess {
  return spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: 'ignore',
  });
}

async function main() {
  console.info('Building the server if it changed...');
  await ensureServer({ log: () => {} });
  const database = `kindred_faults_${process.pid}_${Date.now()}`;
  await admin(`CREATE DATABASE ${database}`);
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'kindred-faults-'));
  const redisPort = await freePort();
  let redis = startRedis(redisPort, scratch);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${database}`;

  let serverExit: string | undefined;
  const serverLog: string[] = [];
  const server = spawn(process.execPath, ['--enable-source-maps', path.join(SERVER_DIST, 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.stdout, server.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      serverLog.push(...chunk.toString().split('\n').filter(Boolean));
      serverLog.splice(0, Math.max(0, serverLog.length - 50));
    });
  }
  server.on('exit', (code, signal) => (serverExit = signal ? `killed by ${signal}` : `exit code ${code}`));

  const cleanup = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    redis.kill('SIGKILL');
    await sleep(500);
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((error: unknown) => console.error(error));
    await rm(scratch, { recursive: true, force: true });
  };

  try {
    await waitFor(async () => (await fetch(`${base}/readyz`)).ok, 120_000, 'the server');
    const signIn = await (await fetch(`${base}/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    })).json() as { tokens: { idToken: string } };
    const auth = { authorization: `Bearer ${signIn.tokens.idToken}`, 'content-type': 'application/json' };
    const members = (await (await fetch(`${base}/v1/user-profile?type=org-members`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ orgcode: 'KINDRED-DEMO' }),
    })).json()) as Array<{ id: string }>;
    const attributes = (await (await fetch(`${base}/v1/auth/user-attributes`, { headers: auth })).json()) as Record<string, string>;
    const me = attributes['custom:memberId']!;
    const chatIds: string[] = [];
    for (const member of members.slice(0, CLIENTS)) {
      const res = await fetch(`${base}/v1/user-profile?type=chatId`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ rId: member.id, sId: me }),
      });
      chatIds.push(((await res.json()) as { chatId: string }).chatId);
    }
    if (chatIds.length < CLIENTS) throw new Error(`Only ${chatIds.length} colleagues to write to`);

    const attempts: Attempt[] = [];
    const acknowledged = new Set<string>();
    let running = true;
    const record = (kind: Kind, ok: boolean) => attempts.push({ kind, at: Date.now(), ok });

    const writer = async (client: number) => {
      for (let n = 0; running; n++) {
        const key = `c${client}-${n}`;
        while (running) {
          const answer = await fetch(`${base}/v1/user-profile?type=message`, {
            method: 'POST',
            headers: { ...auth, 'idempotency-key': key },
            body: JSON.stringify({ chatId: chatIds[client], content: `bench ${key}` }),
            signal: AbortSignal.timeout(10_000),
          }).then(
            async (res) => (await res.arrayBuffer(), { status: res.status, retryAfter: Number(res.headers.get('retry-after') ?? 1) }),
            () => ({ status: 0, retryAfter: 0 }),
          );
          if (answer.status === 429) {
            // The limit answered: the server is there. Wait as told, then send the same message again.
            record('write', true);
            await sleep(answer.retryAfter * 1000);
            continue;
          }
          const ok = answer.status >= 200 && answer.status < 300;
          record('write', ok);
          if (ok) {
            acknowledged.add(key);
            break;
          }
          await sleep(200);
        }
      }
    };
    const reader = async () => {
      while (running) {
        const ok = await fetch(`${base}/v1/user-profile?type=chat-list`, {
          method: 'POST',
          headers: auth,
          body: '{}',
          signal: AbortSignal.timeout(10_000),
        }).then(
          async (res) => (await res.arrayBuffer(), res.ok),
          () => false,
        );
        record('read', ok);
        await sleep(ok ? 50 : 200);
      }
    };
    const signer = async () => {
      while (running) {
        const ok = await fetch(`${base}/v1/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(DEMO),
          signal: AbortSignal.timeout(10_000),
        }).then(
          async (res) => (await res.arrayBuffer(), res.ok),
          () => false,
        );
        record('sign-in', ok);
        await sleep(ok ? 50 : 200);
      }
    };
    const load = [
      ...Array.from({ length: CLIENTS }, (_, client) => writer(client)),
      ...Array.from({ length: READERS }, () => reader()),
      ...Array.from({ length: SIGN_IN_CLIENTS }, () => signer()),
    ];

    interface Outage {
      name: string;
      startedAt: number;
      backAt: number;
    }
    const outages: Outage[] = [];
    const firstSuccessAfter = (kind: Kind, after: number) => attempts.find((a) => a.kind === kind && a.ok && a.at >= after)?.at;
    const outage = async (name: string, act: () => Promise<void>) => {
      const startedAt = Date.now();
      console.info(`${name}...`);
      await act();
      const backAt = Date.now();
      await waitFor(
        async () => firstSuccessAfter('read', backAt) !== undefined && firstSuccessAfter('sign-in', backAt) !== undefined,
        60_000,
        `service after ${name}`,
      );
      outages.push({ name, startedAt, backAt });
      await sleep(5000);
    };
    const restartPostgres = async () => {
      await run('pg_ctlcluster', ['--skip-systemctl-redirect', PG_VERSION, PG_CLUSTER, 'restart']);
    };

    await sleep(5000);
    await outage('PostgreSQL restart 1', restartPostgres);
    await outage('Redis restart', async () => {
      redis.kill('SIGKILL');
      await sleep(2000);
      redis = startRedis(redisPort, scratch);
      await waitFor(async () => {
        return (await run('redis-cli', ['-p', String(redisPort), 'ping'])).stdout.trim() === 'PONG';
      }, 10_000, 'Redis');
    });
    await outage('PostgreSQL restart 2', restartPostgres);
    running = false;
    await Promise.all(load);

    const stayedUp = serverExit === undefined && (await fetch(`${base}/healthz`).then((r) => r.ok, () => false));
    const stored = await admin<{ content: string; n: number }>(
      `SELECT content, count(*)::int AS n FROM chat_messages WHERE content LIKE 'bench %' GROUP BY content`,
      [],
      database,
    );
    const counts = new Map(stored.map((row) => [row.content.slice('bench '.length), row.n]));
    const lost = [...acknowledged].filter((key) => !counts.has(key)).length;
    const twice = stored.filter((row) => row.n > 1).length;

    console.info(
      `\nLoad: ${CLIENTS} clients writing chat messages (each retried with its Idempotency-Key until acknowledged), ` +
        `${READERS} reading their chat list, ${SIGN_IN_CLIENTS} signing in; ${acknowledged.size} writes acknowledged, ` +
        `${attempts.filter((a) => a.kind === 'read' && a.ok).length} reads, ` +
        `${attempts.filter((a) => a.kind === 'sign-in' && a.ok).length} sign-ins.\n`,
    );
    console.info('| outage | command took s | failed writes | failed reads | failed sign-ins | s without service (first failure to first success after the last) |');
    console.info('|---|---:|---:|---:|---:|---:|');
    for (const o of outages) {
      // The outage as clients saw it: from its first failed request to the first success after its last one.
      const window = attempts.filter((a) => a.at >= o.startedAt && a.at <= o.backAt + 5000);
      const failures = window.filter((a) => !a.ok);
      const lastFailure = failures.at(-1)?.at;
      const recovered = lastFailure === undefined ? undefined : window.find((a) => a.ok && a.at > lastFailure)?.at;
      const without = failures.length === 0 ? 0 : (recovered ?? Number.NaN) - failures[0]!.at;
      console.info(
        `| ${o.name} | ${seconds(o.backAt - o.startedAt)} | ${failures.filter((a) => a.kind === 'write').length} | ` +
          `${failures.filter((a) => a.kind === 'read').length} | ${failures.filter((a) => a.kind === 'sign-in').length} | ${seconds(without)} |`,
      );
    }
    console.info(`\nacknowledged writes lost: ${lost} (target 0)`);
    console.info(`writes applied twice: ${twice} (target 0)`);
    console.info(`server process stayed up: ${stayedUp ? 'yes' : `no (${serverExit ?? 'not answering'})`} (target: yes)`);
    if (!stayedUp) console.info(`last server output:\n${serverLog.slice(-20).join('\n')}`);
    process.exitCode = lost === 0 && twice === 0 && stayedUp ? 0 : 1;
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
