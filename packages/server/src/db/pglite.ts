/**
 * The embedded engine: PostgreSQL compiled to WebAssembly (PGlite), one
 * connection per process, data in a folder that survives restarts (or in
 * memory for tests). PGlite serialises queries itself, so concurrent requests
 * simply queue; a transaction holds the connection until it ends.
 *
 * Queries take a shorter road than `PGlite.query`: one
 * protocol exchange (Parse, Bind, Describe, Execute, Sync in one message, as
 * a PostgreSQL driver sends them) instead of six, about a third less CPU per
 * query. Parameters are encoded by `pg`'s own `prepareValue`, so both engines
 * send a JavaScript value to PostgreSQL the same way (a Date as a timestamp,
 * an array as a PostgreSQL array, an object as JSON, a Buffer as bytea).
 */
import { mkdirSync } from 'node:fs';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import pgUtils from 'pg/lib/utils.js';
import type { Db, QueryResult, Transaction } from './types.ts';

export interface PgliteOptions {
  /** Folder of the database; absent means in memory. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob | File;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * One round trip. The caller holds PGlite's query lock (and, outside a
 * transaction, its transaction lock, so no one else's transaction is open).
 * The trailing Sync makes the backend ready again after an error.
 */
async function extendedQuery<T>(pglite: PGlite, sql: string, params: readonly unknown[]): Promise<QueryResult<T>> {
  const { serialize } = protocol;
  const values = params.map((value) => pgUtils.prepareValue(value) as string | Buffer | null);
  const message = concat([
    serialize.parse({ text: sql, types: [] }),
    serialize.bind({ values }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  const { messages } = await pglite.execProtocol(message, { syncToFs: false });
  const [result] = parse.parseResults(messages, pglite.parsers);
  return { rows: (result?.rows ?? []) as T[], affectedRows: result?.affectedRows ?? 0 };
}

export async function openPglite(options: PgliteOptions = {}): Promise<Db & { pglite: PGlite }> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const assertOpen = () => {
    if (pglite.closed) throw new Error('PGlite is closed');
  };

  return {
    engine: 'pglite',
    pglite,
    async query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      assertOpen();
      const result = await pglite._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(() => extendedQuery<T>(pglite, sql, params ?? [])),
      );
      await pglite.syncToFs();
      return result;
    },
    transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
      assertOpen();
      // PGlite holds its transaction lock for the whole callback; each statement takes the query lock.
      return pglite.transaction(async (tx) =>
        fn({
          query: <R>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> =>
            pglite._runExclusiveQuery(() => extendedQuery<R>(pglite, sql, params ?? [])),
          async exec(sql: string) {
            await tx.exec(sql);
          },
        }),
      );
    },
    async ping() {
      await pglite.query('SELECT 1');
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}
