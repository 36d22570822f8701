/**
 * The read cache: answers kept only while the embedded database is unchanged,
 * never with a PostgreSQL server or inside a transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/platform/db/pglite.ts';
import { createReadCache } from '../src/platform/db/read-cache.ts';
import type { Db } from '../src/platform/db/types.ts';
import * as api from '@kindred/contracts/api/profile-calls';
import { createTestServer, engines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { addMember, addOrg, connect } from './profile-fixtures.ts';

describe('data version on PGlite', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite();
    await db.query('CREATE TABLE notes (id int PRIMARY KEY, text text)');
  });
  afterAll(() => db.close());

  it('stays put for plain reads and moves for anything that may write', async () => {
    const before = db.dataVersion()!;
    await db.query('SELECT * FROM notes WHERE id = $1', [1]);
    await db.query('select count(*) FROM notes');
    expect(db.dataVersion()).toBe(before);

    const writes = [
      ['INSERT INTO notes VALUES ($1, $2)', [1, 'a']],
      ['UPDATE notes SET text = $1 WHERE id = $2', ['b', 1]],
      ['WITH gone AS (DELETE FROM notes WHERE id = $1 RETURNING id) SELECT count(*) FROM gone', [99]],
      ['SELECT * FROM notes WHERE id = $1 FOR UPDATE', [1]],
      ['SELECT nextval($1)', ['notes_seq']],
    ] as const;
    await db.query('CREATE SEQUENCE notes_seq');
    for (const [sql, params] of writes) {
      const version = db.dataVersion()!;
      await db.query(sql, params);
      expect(db.dataVersion(), sql).toBeGreaterThan(version);
    }
  });

  it('moves for every transaction, even one that fails', async () => {
    let version = db.dataVersion()!;
    await db.transaction(async (tx) => {
      await tx.query('SELECT 1');
    });
    expect(db.dataVersion()).toBeGreaterThan(version);
    version = db.dataVersion()!;
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO notes VALUES ($1, $2)', [2, 'x']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(db.dataVersion()).toBeGreaterThan(version);
  });

  it('a read that overlapped a write is never taken as current', async () => {
    const cache = createReadCache<string[]>();
    let reads = 0;
    const read = async () => {
      reads++;
      const { rows } = await db.query<{ text: string }>('SELECT text FROM notes ORDER BY id');
      return rows.map((row) => row.text);
    };
    // The write starts while the read is under way; PGlite runs them one after the other.
    const [first] = await Promise.all([cache.get(db, 'notes', read), db.query('INSERT INTO notes VALUES ($1, $2)', [3, 'c'])]);
    expect(first).toBeDefined();
    const second = await cache.get(db, 'notes', read);
    expect(second).toContain('c');
    expect(reads).toBe(2);
  });
});

describe('read cache', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite();
    await db.query('CREATE TABLE items (id int PRIMARY KEY, name text)');
    await db.query("INSERT INTO items VALUES (1, 'first')");
  });
  afterAll(() => db.close());

  const reader = () => {
    let count = 0;
    return {
      get count() {
        return count;
      },
      read: async () => {
        count++;
        return (await db.query<{ id: number; name: string }>('SELECT id, name FROM items ORDER BY id')).rows;
      },
    };
  };

  it('reads once while nothing changes, again after any change, and never from another database', async () => {
    const cache = createReadCache<{ id: number; name: string }[]>();
    const items = reader();
    expect(await cache.get(db, 'all', items.read)).toEqual([{ id: 1, name: 'first' }]);
    await cache.get(db, 'all', items.read);
    expect(items.count).toBe(1);

    await db.query("INSERT INTO items VALUES (2, 'second')");
    expect(await cache.get(db, 'all', items.read)).toHaveLength(2);
    expect(items.count).toBe(2);

    const other = await openPglite();
    try {
      await other.query('CREATE TABLE items (id int PRIMARY KEY, name text)');
      expect(await cache.get(other, 'all', async () => (await other.query<{ id: number; name: string }>('SELECT * FROM items')).rows)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('hands out frozen values, so no caller can change what the next one gets', async () => {
    const cache = createReadCache<{ id: number; name: string }[]>();
    const rows = await cache.get(db, 'all', reader().read);
    expect(() => rows.push({ id: 9, name: 'x' })).toThrow(TypeError);
    expect(() => {
      rows[0]!.name = 'changed';
    }).toThrow(TypeError);
  });

  it('keeps no entry from a failed read, and keeps at most maxEntries', async () => {
    const cache = createReadCache<number>({ maxEntries: 2 });
    await expect(cache.get(db, 'x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    let reads = 0;
    const read = async () => ++reads;
    await cache.get(db, 'a', read);
    await cache.get(db, 'b', read);
    await cache.get(db, 'c', read); // 'a' goes
    expect(await cache.get(db, 'b', read)).toBe(2);
    expect(await cache.get(db, 'a', read)).toBe(4);
  });

  it('never keeps anything read inside a transaction', async () => {
    const cache = createReadCache<number>();
    let reads = 0;
    await db.transaction(async (tx) => {
      await cache.get(tx, 'n', async () => ++reads);
      await cache.get(tx, 'n', async () => ++reads);
    });
    expect(reads).toBe(2);
  });
});

describe.each(engines)('the own-profile read on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ engine });
  });
  afterAll(() => t.close());

  it('shows at once what others change: a new connection, an organisation renamed, the profile edited', async () => {
    const orgcode = await addOrg(t.db, { name: 'Before' });
    const me = await addMember(t, { orgcodes: [orgcode] });
    const colleague = await addMember(t, { orgcodes: [orgcode] });
    const read = async () => {
      const res = await t.request(
        `${api.PROFILE_PATH}?type=userSpecific&memberId=${me.memberId}&email=${encodeURIComponent(me.email)}`,
        { method: 'POST', token: me.token },
      );
      expect(res.status).toBe(200);
      // The second read of an unchanged profile is sent from its kept serialisation: still JSON.
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      return api.userProfileSchema.parse(await res.json());
    };
    const first = await read();
    expect(first.connectionIds).toEqual([]);
    expect(await read()).toEqual(first);

    // Writes that do not go through this member's own calls.
    const connection = await connect(t.db, colleague, me);
    expect((await read()).connectionIds).toEqual([connection.id]);
    await t.db.query('UPDATE organizations SET name = $1 WHERE orgcode = $2', ['After', orgcode]);
    expect((await read()).organizations.map((org) => org.orgname)).toEqual(['After']);
    await t.db.transaction((tx) => tx.query('UPDATE profiles SET title = $1 WHERE user_id = $2', ['Captain', me.userId]));
    expect((await read()).title).toBe('Captain');
  });
});
