/**
 * A PostgreSQL server through a `pg` connection pool (DATABASE_URL). Several
 * server instances can share one database. Queries with parameters are named
 * prepared statements (statements.ts): behind a connection pooler in
 * transaction mode, the pooler must support them (PgBouncer 1.21 or later
 * with max_prepared_statements set).
 */
import pg from 'pg';
import { createStatementNames, isCachedPlanChanged } from './statements.ts';
import type { StatementNames } from './statements.ts';
import type { Db, QueryResult, Transaction } from './types.ts';

const INT8_OID = 20;

/**
 * Both engines must give the same JavaScript values. PGlite reads bigint
 * (int8, e.g. `count(*)`) as a number, `pg` as a string: read it as a number
 * here too (counts and ids we store stay far below 2^53).
 */
function getTypeParser(oid: number, format?: string): (value: string) => unknown {
  if (oid === INT8_OID) return (value: string) => Number(value);
  return pg.types.getTypeParser(oid, format as 'text');
}

interface PgQueryable {
  query(config: pg.QueryConfig): Promise<pg.QueryResult>;
  query(sql: string): Promise<pg.QueryResult>;
}

/**
 * Queries with parameters run as named prepared statements (statements.ts):
 * each pooled connection parses and plans a text once. Queries without
 * parameters keep pg's simple protocol, as before.
 * `retry`: see pglite.ts (outside a transaction only).
 */
function queryOn(target: PgQueryable, names: StatementNames, retry: boolean) {
  const run = async (sql: string, params: readonly unknown[] | undefined) => {
    if (!params || params.length === 0) return target.query(sql);
    const name = names.nameOf(sql);
    return target.query({ ...(name === undefined ? {} : { name }), text: sql, values: [...params] });
  };
  return async <T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> => {
    let result: pg.QueryResult;
    try {
      result = await run(sql, params);
    } catch (error) {
      if (!params?.length || !isCachedPlanChanged(error)) throw error;
      names.renew(sql);
      if (!retry) throw error;
      result = await run(sql, params);
    }
    return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
  };
}

export function openPostgres(connectionString: string, options: { poolSize?: number } = {}): Db & { pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    types: { getTypeParser } as pg.CustomTypesConfig,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor may one in use: the pool listens to its clients only while they are idle, and a client between two
  // statements of its user (or handed from one user to the next) that loses its connection emits 'error' with
  // nobody listening, which ends the process. Every client listens for its whole life; the error still reaches
  // the query in flight, the transaction below, or the pool's idle handler.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const names = createStatementNames('kindred_');
  let closed = false;
  return {
    engine: 'postgres',
    // Other instances write to the same server: nothing read is kept across requests.
    dataVersion: () => undefined,
    pool,
    query: queryOn(pool, names, true),
    async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      // A checked-out client has no listener of the pool's: without this one, losing the connection mid-transaction
      // (a database restart, a terminated backend) is an unhandled 'error' event, which ends the process.
      let lost: Error | undefined;
      const onError = (error: Error) => {
        lost = error;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: queryOn(client, names, false),
          async exec(sql: string) {
            // Without parameters pg uses the simple protocol, which runs several statements.
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        if (!lost) await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.off('error', onError);
        // A client whose connection was lost is destroyed, not given back to the pool.
        client.release(lost);
      }
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
