/**
 * Storage on both engines: migrations (in order, once, safe when two
 * instances start together), transactions, equal values from both engines,
 * and a PGlite data folder that survives a restart.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config/config.ts';
import { createDb } from '../src/platform/db/create-db.ts';
import { migrate, readMigrations } from '../src/platform/db/migrate.ts';
import { openPglite } from '../src/platform/db/pglite.ts';
import { openPostgres } from '../src/platform/db/postgres.ts';
import type { Db } from '../src/platform/db/types.ts';
import { TEST_DATABASE_URL, createTestServer, engines, pgliteTemplate } from './harness.ts';
import type { Engine } from './harness.ts';

async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kindred_test_db_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function openEmpty(engine: Engine): Promise<{ db: Db; dispose(): Promise<void> }> {
  if (engine === 'pglite') {
    const db = await openPglite();
    return { db, dispose: () => db.close() };
  }
  const fresh = await freshPostgres();
  const db = openPostgres(fresh.url);
  return {
    db,
    async dispose() {
      await db.close();
      await fresh.drop();
    },
  };
}

describe.each(engines)('database on %s', (engine) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await openEmpty(engine));
  });
  afterAll(async () => {
    await dispose?.();
  });

  it('applies every migration once, in order, and records it', async () => {
    const files = readMigrations();
    expect(files[0]).toMatchObject({ version: 1, name: 'identity' });
    const first = await migrate(db);
    expect(first.applied).toEqual(files.map((m) => `${String(m.version).padStart(3, '0')}_${m.name}`));
    const again = await migrate(db);
    expect(again).toEqual({ applied: [], changed: [] });
    const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(files.map((m) => m.version));
  });

  it('rolls a transaction back when its body throws, and commits otherwise', async () => {
    await db.query('CREATE TABLE tx_probe (n integer)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe VALUES (1)');
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe VALUES (2), (3)');
    });
    const { rows } = await db.query<{ n: number }>('SELECT n FROM tx_probe ORDER BY n');
    expect(rows).toEqual([{ n: 2 }, { n: 3 }]);
    const update = await db.query('UPDATE tx_probe SET n = n + 1');
    expect(update.affectedRows).toBe(2);
  });

  it('gives the same JavaScript values on both engines', async () => {
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT count(*) AS count, 2::int8 AS big, 1.5::numeric AS num, true AS flag,
              '{"a":1}'::jsonb AS doc, ARRAY['x','y']::text[] AS list, '2026-01-02T03:04:05Z'::timestamptz AS at`,
    );
    expect(rows[0]).toEqual({
      count: 1,
      big: 2,
      num: '1.5',
      flag: true,
      doc: { a: 1 },
      list: ['x', 'y'],
      at: new Date('2026-01-02T03:04:05Z'),
    });
  });

  it('runs a prepared statement again after it failed, and never keeps a text that did not parse', async () => {
    const byId = 'SELECT $1::uuid::text AS id';
    const id = '6f1c1a52-8a0e-4d43-9d3c-0d6f1b0f2a11';
    for (let i = 0; i < 3; i += 1) {
      await expect(db.query(byId, ['not-a-uuid'])).rejects.toMatchObject({ code: '22P02' });
      expect((await db.query(byId, [id])).rows).toEqual([{ id }]);
    }
    for (let i = 0; i < 2; i += 1) {
      await expect(db.query('SELEC $1::int AS n', [1])).rejects.toMatchObject({ code: '42601' });
    }
    // A statement that failed inside a transaction, and one first seen in an aborted transaction.
    await expect(
      db.transaction(async (tx) => {
        await tx.query(byId, [id]);
        await tx.query(byId, ['not-a-uuid']).catch(() => {});
        await tx.query('SELECT $1::int + 1 AS n', [1]);
      }),
    ).rejects.toMatchObject({ code: '25P02' });
    expect((await db.query<{ n: number }>('SELECT $1::int + 1 AS n', [1])).rows).toEqual([{ n: 2 }]);
    expect((await db.query(byId, [id])).rows).toEqual([{ id }]);
  });

  it('follows a table whose columns changed under a prepared statement', async () => {
    await db.query('CREATE TABLE plan_probe (a integer)');
    await db.query('INSERT INTO plan_probe VALUES ($1)', [1]);
    const read = 'SELECT * FROM plan_probe WHERE a = $1';
    for (let i = 0; i < 6; i += 1) expect((await db.query(read, [1])).rows).toEqual([{ a: 1 }]);
    await db.query('ALTER TABLE plan_probe ADD COLUMN b integer NOT NULL DEFAULT 2');
    for (let i = 0; i < 3; i += 1) expect((await db.query(read, [1])).rows).toEqual([{ a: 1, b: 2 }]);
  });

  it('reports PostgreSQL error codes (unique violation 23505)', async () => {
    await db.query(`INSERT INTO users (email, given_name, family_name, password_hash) VALUES ('dup@example.test', 'A', 'B', 'x')`);
    await expect(
      db.query(`INSERT INTO users (email, given_name, family_name, password_hash) VALUES ('dup@example.test', 'A', 'B', 'x')`),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('stores e-mail addresses lower-cased only', async () => {
    await expect(
      db.query(`INSERT INTO users (email, given_name, family_name, password_hash) VALUES ('Upper@example.test', 'A', 'B', 'x')`),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe.skipIf(!engines.includes('postgres'))('migrations on a PostgreSQL server', () => {
  it('two instances starting at once apply each migration exactly once', async () => {
    const fresh = await freshPostgres();
    const a = openPostgres(fresh.url);
    const b = openPostgres(fresh.url);
    try {
      const [first, second] = await Promise.all([migrate(a), migrate(b)]);
      const all = readMigrations().map((m) => `${String(m.version).padStart(3, '0')}_${m.name}`);
      expect([...first.applied, ...second.applied].sort()).toEqual(all);
      const { rows } = await a.query<{ count: number }>('SELECT count(*) AS count FROM schema_migrations');
      expect(rows[0]!.count).toBe(all.length);
    } finally {
      await a.close();
      await b.close();
      await fresh.drop();
    }
  });
});

describe('a restart keeps the data (PGlite in a data folder)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kindred-restart-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('signs in again after a stop and a reopen; tokens from before still work', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
    expect(config.pgliteDir).toBe(path.join(dir, 'pgdata'));

    // The first start would run initdb in the folder (slow); start it from the migrated template instead.
    const db1 = await openPglite({ dataDir: config.pgliteDir, loadDataDir: await pgliteTemplate() });
    await migrate(db1);
    const first = await createTestServer({ db: db1 });
    const { user, password } = await first.createUser({ email: 'restart@example.test', password: 'Restart-pass1' });
    const signIn = await first.request('/v1/auth/sign-in', { method: 'POST', json: { username: user.email, password } });
    expect(signIn.status).toBe(200);
    const { tokens } = (await signIn.json()) as { tokens: { idToken: string } };
    await first.close();
    await db1.close();

    const db2 = await createDb(config);
    expect(await migrate(db2)).toEqual({ applied: [], changed: [] });
    const second = await createTestServer({ db: db2 });
    try {
      const again = await second.request('/v1/auth/sign-in', { method: 'POST', json: { username: user.email, password } });
      expect(again.status).toBe(200);
      // The signing key and the session were kept too.
      const attributes = await second.request('/v1/auth/user-attributes', { token: tokens.idToken });
      expect(attributes.status).toBe(200);
      expect(await attributes.json()).toMatchObject({ email: 'restart@example.test', 'custom:memberId': user.memberId });
    } finally {
      await second.close();
      await db2.close();
    }
  });
});
