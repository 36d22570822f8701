/**
 * Test harness: the whole server in-process, on a fresh database, driven
 * through `app.request` (real routing, middleware and error handling; no
 * socket).
 *
 * ```ts
 * import { createTestServer, appEngines } from '../../test/harness.ts';
 *
 * describe.each(appEngines)('profile on %s', (engine) => {
 *   let t: TestServer;
 *   beforeAll(async () => { t = await createTestServer({ engine }); });
 *   afterAll(() => t.close());
 *
 *   it('reads my profile', async () => {
 *     const { user, tokens } = await t.createUser();
 *     const res = await t.request(`/v1/user-profile?type=userSpecific&memberId=${user.memberId}`, {
 *       method: 'POST', token: tokens.idToken,
 *     });
 *     expect(res.status).toBe(200);
 *   });
 * });
 * ```
 *
 * Engines: 'pglite' is an in-memory PGlite cloned from a migrated template
 * (built once, cached in the OS temp folder), about 1-2 s per server. 'postgres'
 * creates a uniquely named database on the server at TEST_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres), copied from the run's
 * migrated template (test/global-setup.ts), and drops it on close. `engines` leaves 'postgres' out, with a note on the console, only
 * when that server is unreachable and CI is not set; on CI it must run. `engines` is for the suites about the
 * database and `appEngines` (one engine) for the suites about the app: see each.
 *
 * Each request gets its own X-Forwarded-For address unless the test sets
 * one, so per-address rate limits only bite in tests that ask for them.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { TEST_DATABASE_URL, adminQuery } from './postgres-admin.ts';
import type { Hono } from 'hono';
import type { Logger } from 'pino';
import type { AuthTokens } from '@kindred/contracts/api/identity';
import type { Clock } from '../src/platform/clock.ts';
import { loadConfig } from '../src/platform/config/config.ts';
import type { Config } from '../src/platform/config/config.ts';
import { migrate, readMigrations } from '../src/platform/db/migrate.ts';
import { openPglite } from '../src/platform/db/pglite.ts';
import { openPostgres } from '../src/platform/db/postgres.ts';
import type { Db } from '../src/platform/db/types.ts';
import { createDeps, createServerApp } from '../src/compose.ts';
import type { Deps, DepsOptions } from '../src/compose.ts';
import type { RateLimiter } from '../src/platform/rate-limit/rate-limit.ts';
import type { AppEnv } from '../src/platform/http/types.ts';
import { hashPassword } from '../src/modules/identity/passwords.ts';
import { createIdentityRepository } from '../src/modules/identity/repository.ts';
import type { UserRecord } from '../src/modules/identity/repository.ts';
import { createLogger } from '../src/platform/log/logger.ts';
import { createOutboxRepository } from '../src/platform/mail/outbox-repository.ts';
import type { OutboxMessage } from '../src/platform/mail/outbox-repository.ts';

export type Engine = 'pglite' | 'postgres';

export { TEST_DATABASE_URL };
const DEFAULT_TEST_PASSWORD = 'Password1';

async function postgresReachable(): Promise<boolean> {
  try {
    await adminQuery('SELECT 1');
    return true;
  } catch {
    return false;
  }
}

async function availableEngines(): Promise<Engine[]> {
  if (await postgresReachable()) return ['pglite', 'postgres'];
  if (process.env.CI) {
    throw new Error(`PostgreSQL at ${TEST_DATABASE_URL} is unreachable, and CI must run the postgres engine tests`);
  }
  console.warn(`[harness] PostgreSQL at ${TEST_DATABASE_URL} is unreachable: skipping the 'postgres' engine tests`);
  return ['pglite'];
}

/**
 * Both engines, unless PostgreSQL is unreachable outside CI: for the suites whose subject is where the engines
 * differ (the database layer and migrations, rate-limit counters, the job runner, the read cache, outages), which
 * run on each.
 */
export const engines: Engine[] = await availableEngines();

/**
 * The one engine for the suites whose subject is the app: PGlite is the same PostgreSQL compiled to WebAssembly, so
 * the SQL answers alike, and what differs between the engines (connections, locking, start-up) is the subject of the
 * suites above. PostgreSQL when it is there: its copies of the run's template are made in a fraction of a PGlite's
 * start, and its several connections are where two requests at once can really race (PGlite serves one at a time),
 * so the suites' races are tried where they can happen. The embedded default is exercised whole by the npm-start
 * suite and the end-to-end journeys, which run on PGlite.
 */
export const appEngines: Engine[] = engines.includes('postgres') ? ['postgres'] : engines;

/** A clock tests move by hand (code expiry, session limits, rate-limit windows, token expiry). */
export interface TestClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

export function createTestClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(date) {
      current = date.getTime();
    },
  };
}

/**
 * A migrated PGlite, cloned for each server, so initdb and the migrations run
 * once: kept in memory per worker and on disk (keyed by the migrations'
 * checksums) across workers and runs.
 */
let templatePromise: Promise<Blob> | undefined;
async function loadOrBuildTemplate(): Promise<Blob> {
  const key = createHash('sha256')
    .update(readMigrations().map((m) => `${m.version}:${m.checksum}`).join('|'))
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(os.tmpdir(), 'kindred-test-pglite');
  const file = path.join(dir, `template-${key}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not built yet: build it below.
  }
  const db = await openPglite();
  await migrate(db);
  const dump = await db.pglite.dumpDataDir('none');
  await db.close();
  await mkdir(dir, { recursive: true });
  // Write then rename: a worker reading at the same time sees the whole file or none.
  const partial = `${file}.${process.pid}.${randomUUID().slice(0, 8)}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/** The migrated PGlite data folder as a tarball (`openPglite({ loadDataDir })` starts from it). */
export function pgliteTemplate(): Promise<Blob> {
  templatePromise ??= loadOrBuildTemplate();
  return templatePromise;
}

async function pgliteFromTemplate(): Promise<Db> {
  const db = await openPglite({ loadDataDir: await pgliteTemplate() });
  // Migrations added since the template was taken (none within one run) would apply here.
  await migrate(db);
  return db;
}

async function postgresDatabase(): Promise<{ db: Db; url: string; drop(): Promise<void> }> {
  const name = `kindred_test_${process.pid}_${randomUUID().slice(0, 8)}`;
  // A copy of the run's migrated template (global-setup.ts), when there is one; else an empty database.
  const template = inject('postgresTemplate');
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), { poolSize: 5 });
  // Nothing to apply on a copy of the template; everything on an empty database.
  await migrate(db);
  return {
    db,
    url: url.toString(),
    async drop() {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface TestServerOptions {
  engine?: Engine;
  /** Extra environment for loadConfig (NODE_ENV is 'test' unless given). */
  env?: Record<string, string>;
  /** Defaults to a TestClock starting now. */
  clock?: TestClock;
  /** Replace the database-backed limiter (e.g. one that always allows). */
  rateLimiter?: RateLimiter;
  /** An existing, migrated database (restart tests); the harness will not drop it. */
  db?: Db;
  /** Default: silent (or TEST_LOG_LEVEL). */
  log?: Logger;
  /** Serve a built web app from this folder. */
  staticDir?: string;
  /** Calendar adapters in place of the configured ones (the loopback provider fakes). */
  calendarAdapters?: DepsOptions['calendarAdapters'];
  /** The advisor's provider in place of the configured one (a scripted provider). */
  advisorProvider?: DepsOptions['advisorProvider'];
}

interface TestUserOptions {
  email?: string;
  password?: string;
  /** Sign-in asks for an e-mail code. Default false here (true for real accounts). */
  mfa?: boolean;
  givenName?: string;
  familyName?: string;
  phoneNumber?: string | null;
  memberId?: string;
}

export interface TestUser {
  user: UserRecord;
  password: string;
  /** A live session, started directly (no sign-in round trip). */
  tokens: AuthTokens;
  /** `{ Authorization: 'Bearer <idToken>' }` */
  headers: Record<string, string>;
}

interface TestRequestInit extends RequestInit {
  /** Sent as the JSON body (sets Content-Type). */
  json?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
}

export interface TestServer {
  engine: Engine;
  /** The database's own URL on the PostgreSQL engine (for a second instance on the same database). */
  databaseUrl?: string;
  app: Hono<AppEnv>;
  deps: Deps;
  db: Db;
  config: Config;
  clock: TestClock;
  /** Lines the outbox mailer would have printed. */
  printed: string[];
  request(path: string, init?: TestRequestInit): Promise<Response>;
  createUser(options?: TestUserOptions): Promise<TestUser>;
  /** Outbox mail to `to`, newest first. */
  mailTo(to: string): Promise<OutboxMessage[]>;
  /** The 6-digit code of the newest mail to `to`. */
  latestCode(to: string): Promise<string>;
  close(): Promise<void>;
}

const passwordHashes = new Map<string, Promise<string>>();
let userCounter = 0;
let addressCounter = 0;

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const engine = options.engine ?? 'pglite';
  const config = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true', ...options.env });
  const clock = options.clock ?? createTestClock();
  let db: Db;
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (options.db) db = options.db;
  else if (engine === 'postgres') ({ db, drop, url: databaseUrl } = await postgresDatabase());
  else db = await pgliteFromTemplate();

  const printed: string[] = [];
  const deps = await createDeps(config, {
    db,
    clock,
    log: options.log ?? createLogger({ level: (process.env.TEST_LOG_LEVEL as Config['logLevel'] | undefined) ?? 'silent' }),
    print: (line) => printed.push(line),
    ...(options.rateLimiter ? { rateLimiter: options.rateLimiter } : {}),
    ...(options.calendarAdapters ? { calendarAdapters: options.calendarAdapters } : {}),
    ...(options.advisorProvider ? { advisorProvider: options.advisorProvider } : {}),
  });
  const app = createServerApp(deps, options.staticDir ? { staticDir: options.staticDir } : {});
  const outbox = createOutboxRepository(db);

  const server: TestServer = {
    engine,
    ...(databaseUrl ? { databaseUrl } : {}),
    app,
    deps,
    db,
    config,
    clock,
    printed,

    request(path, init = {}) {
      const { json, token, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) {
        headers.set('content-type', 'application/json');
        rest.body = typeof json === 'string' ? json : JSON.stringify(json);
      }
      if (token) headers.set('authorization', `Bearer ${token}`);
      if (!headers.has('x-forwarded-for')) {
        addressCounter += 1;
        headers.set('x-forwarded-for', `198.18.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}`);
      }
      return Promise.resolve(app.request(path, { ...rest, headers }));
    },

    async createUser(userOptions = {}) {
      userCounter += 1;
      const password = userOptions.password ?? DEFAULT_TEST_PASSWORD;
      if (!passwordHashes.has(password)) passwordHashes.set(password, hashPassword(password));
      const user = await createIdentityRepository(db).insertUser({
        email: userOptions.email ?? `user${userCounter}-${randomUUID().slice(0, 8)}@example.test`,
        givenName: userOptions.givenName ?? 'Test',
        familyName: userOptions.familyName ?? `User${userCounter}`,
        phoneNumber: userOptions.phoneNumber ?? null,
        passwordHash: await passwordHashes.get(password)!,
        mfaRequired: userOptions.mfa ?? false,
        ...(userOptions.memberId ? { memberId: userOptions.memberId } : {}),
      });
      const tokens = await deps.identity.startSession(user, { ip: '127.0.0.1', userAgent: 'harness' });
      return { user, password, tokens, headers: { Authorization: `Bearer ${tokens.idToken}` } };
    },

    mailTo: (to) => outbox.list({ to, limit: 100 }),

    async latestCode(to) {
      const [latest] = await outbox.list({ to, limit: 1 });
      const code = latest?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`No code in the outbox for ${to}`);
      return code;
    },

    async close() {
      if (options.db) {
        // The caller owns the database: close what the deps opened besides it.
        await deps.rateLimiter.close();
        await deps.mailer.close();
        return;
      }
      await deps.close();
      await drop?.();
    },
  };
  return server;
}
