/**
 * One statement on the PostgreSQL server's maintenance database (TEST_DATABASE_URL), on a connection of
 * its own: creating, copying, dropping test databases, terminating backends. Used by the harness, the
 * run's global setup and the tests that manage databases themselves (end-to-end included).
 */
import pg from 'pg';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}
