/**
 * A PostgreSQL server through a `pg` connection pool (DATABASE_URL). Several
 * server instances can share one database.
 */
import pg from 'pg';
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
  query(sql: string, params?: unknown[]): Promise<pg.QueryResult>;
}

function queryOn(target: PgQueryable) {
  return async <T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> => {
    const result = await target.query(sql, params ? [...params] : undefined);
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
  let closed = false;
  return {
    engine: 'postgres',
    pool,
    query: queryOn(pool),
    async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: queryOn(client),
          async exec(sql: string) {
            // Without parameters pg uses the simple protocol, which runs several statements.
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
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
