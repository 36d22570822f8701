/**
 * The one database interface every repository uses. Two engines implement it:
 * embedded PGlite (no DATABASE_URL) and a PostgreSQL server through `pg`.
 * SQL is PostgreSQL dialect with $1..$n parameters on both.
 */
export interface QueryResult<T> {
  rows: T[];
  /** Rows changed by INSERT/UPDATE/DELETE, when the engine reports it. */
  affectedRows: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
}

/** The handle a transaction body receives. */
export interface Transaction extends Queryable {
  /** Runs several `;`-separated statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /**
   * Runs `fn` in one transaction: commit when it resolves, roll back when it throws.
   * Inside `fn` use only `tx`: on PGlite (one connection) a query on the outer
   * `db` waits for the transaction to end, so it would never run.
   */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Cheap liveness check for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
  readonly engine: 'pglite' | 'postgres';
  /**
   * A count that changes whenever this process may have changed data, on an
   * engine whose data this process alone writes (PGlite); undefined where
   * others may write too (a PostgreSQL server), so nothing read can be kept
   * across requests there. See read-cache.ts.
   */
  dataVersion(): number | undefined;
}
