/**
 * The embedded engine: PostgreSQL compiled to WebAssembly (PGlite), one
 * connection per process, data in a folder that survives restarts (or in
 * memory for tests). PGlite serialises queries itself, so concurrent requests
 * simply queue; a transaction holds the connection until it ends.
 *
 * Queries take a shorter road than `PGlite.query`: one
 * protocol exchange (Parse, Bind, Describe, Execute, Sync in one message, as
 * a PostgreSQL driver sends them) instead of six, about a third less CPU per
 * query; and each SQL text is a named prepared statement (statements.ts),
 * parsed and planned once: later runs skip PostgreSQL's parser and planner,
 * and the planner's file-size look-ups through PGlite's file system, which
 * were most of a small query's CPU. Parameters are encoded by `pg`'s own `prepareValue`, so both engines
 * send a JavaScript value to PostgreSQL the same way (a Date as a timestamp,
 * an array as a PostgreSQL array, an object as JSON, a Buffer as bytea).
 */
import { mkdirSync } from 'node:fs';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import pgUtils from 'pg/lib/utils.js';
import { createStatementNames, isCachedPlanChanged } from './statements.ts';
import type { StatementNames } from './statements.ts';
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

/** This connection's statement names (see statements.ts), and which of them PostgreSQL has parsed. */
interface Statements {
  names: StatementNames;
  parsed: Set<string>;
}

async function exchange(pglite: PGlite, parts: Uint8Array[]) {
  const { messages } = await pglite.execProtocol(concat(parts), { syncToFs: false });
  return messages;
}

/**
 * One round trip (two the first time a text is seen: its Parse goes alone,
 * so a text that fails to parse is never taken for parsed). The caller holds
 * PGlite's query lock (and, outside a transaction, its transaction lock, so
 * no one else's transaction is open). The trailing Sync makes the backend
 * ready again after an error.
 */
async function runStatement<T>(
  pglite: PGlite,
  statements: Statements,
  sql: string,
  values: ReadonlyArray<string | Buffer | null>,
): Promise<QueryResult<T>> {
  const { serialize } = protocol;
  const name = statements.names.nameOf(sql);
  if (name !== undefined && !statements.parsed.has(name)) {
    await exchange(pglite, [serialize.parse({ name, text: sql, types: [] }), serialize.sync()]);
    statements.parsed.add(name);
  }
  const messages = await exchange(pglite, [
    ...(name === undefined ? [serialize.parse({ text: sql, types: [] })] : []),
    serialize.bind({ ...(name === undefined ? {} : { statement: name }), values: [...values] }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  const [result] = parse.parseResults(messages, pglite.parsers);
  return { rows: (result?.rows ?? []) as T[], affectedRows: result?.affectedRows ?? 0 };
}

/**
 * A query with its parameters. `retry`: outside a transaction, a statement
 * whose plan a table change made unusable runs once more under a new name
 * (it failed before doing anything); inside one the error stands, as the
 * transaction is aborted.
 */
async function extendedQuery<T>(
  pglite: PGlite,
  statements: Statements,
  sql: string,
  params: readonly unknown[],
  retry: boolean,
): Promise<QueryResult<T>> {
  const values = params.map((value) => pgUtils.prepareValue(value) as string | Buffer | null);
  try {
    return await runStatement<T>(pglite, statements, sql, values);
  } catch (error) {
    if (!isCachedPlanChanged(error)) throw error;
    statements.names.renew(sql);
    if (!retry) throw error;
    return runStatement<T>(pglite, statements, sql, values);
  }
}

/**
 * A statement that certainly changes nothing: a plain SELECT naming no
 * writing clause or sequence function. Anything else (WITH, which may hold a
 * data-changing statement, DDL, SELECT … FOR UPDATE) counts as a change.
 */
const CERTAINLY_READ_ONLY =
  /^\s*select\b(?![\s\S]*\b(?:insert|update|delete|merge|nextval|setval|pg_advisory_\w*|for\s+(?:no\s+key\s+)?update|for\s+(?:key\s+)?share)\b)/i;

export async function openPglite(options: PgliteOptions = {}): Promise<Db & { pglite: PGlite }> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // A prepared statement is planned once for every run (a generic plan), not again for each run's values: the
  // first five runs of every statement, and every run of one PostgreSQL judged worth re-planning, spent their
  // CPU in the planner (about a sixth of the home feed's, bench:load). Our statements are lookups by key, whose
  // best plan does not depend on the values; on PGlite the planner's CPU is the server's own.
  await pglite.exec('SET plan_cache_mode = force_generic_plan');
  const statements: Statements = { names: createStatementNames('kindred_'), parsed: new Set() };
  const assertOpen = () => {
    if (pglite.closed) throw new Error('PGlite is closed');
  };
  // This process is the database's only client: counting its own changes tells when a read is still current.
  // The count moves before a change starts and again after it ends, so a read that overlapped one never matches.
  let dataVersion = 0;
  const readOnly = new Map<string, boolean>();
  const isReadOnly = (sql: string) => {
    let known = readOnly.get(sql);
    if (known === undefined) {
      known = CERTAINLY_READ_ONLY.test(sql);
      // Texts are the code's own constants; the bound keeps a stray dynamic text from growing it.
      if (readOnly.size < 10_000) readOnly.set(sql, known);
    }
    return known;
  };

  return {
    engine: 'pglite',
    pglite,
    async query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      assertOpen();
      const changes = !isReadOnly(sql);
      if (changes) dataVersion++;
      try {
        const result = await pglite._runExclusiveTransaction(() =>
          pglite._runExclusiveQuery(() => extendedQuery<T>(pglite, statements, sql, params ?? [], true)),
        );
        await pglite.syncToFs();
        return result;
      } finally {
        if (changes) dataVersion++;
      }
    },
    async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
      assertOpen();
      dataVersion++;
      try {
        // PGlite holds its transaction lock for the whole callback; each statement takes the query lock.
        return await pglite.transaction(async (tx) =>
          fn({
            query: <R>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> =>
              pglite._runExclusiveQuery(() => extendedQuery<R>(pglite, statements, sql, params ?? [], false)),
            async exec(sql: string) {
              await tx.exec(sql);
            },
          }),
        );
      } finally {
        dataVersion++;
      }
    },
    dataVersion: () => dataVersion,
    async ping() {
      await pglite.query('SELECT 1');
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}
