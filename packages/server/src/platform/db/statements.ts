/**
 * Named prepared statements, one name per SQL text, for both engines.
 *
 * A named statement is parsed and planned once per connection; later runs
 * only bind and execute it. PostgreSQL re-plans a statement by itself when a
 * table it reads changes, except when the change alters the statement's
 * result columns: then it answers `0A000` ("cached plan must not change
 * result type"), and the text gets a fresh name, parsed again on next use.
 * The application's SQL is a fixed set of texts; past `MAX_NAMED` texts (a
 * guard against SQL built from data) statements go unnamed, parsed each run.
 */
const MAX_NAMED = 1000;

/** PostgreSQL's feature_not_supported, the code of "cached plan must not change result type". */
const CACHED_PLAN_CHANGED = '0A000';

export interface StatementNames {
  /** The statement's name, or undefined past the guard. */
  nameOf(sql: string): string | undefined;
  /** After `CACHED_PLAN_CHANGED`: the next run parses the text again, under a new name. */
  renew(sql: string): void;
}

export function createStatementNames(prefix: string): StatementNames {
  const names = new Map<string, string>();
  let next = 0;
  return {
    nameOf(sql) {
      let name = names.get(sql);
      if (name === undefined && names.size < MAX_NAMED) {
        name = `${prefix}${next++}`;
        names.set(sql, name);
      }
      return name;
    },
    renew(sql) {
      names.delete(sql);
    },
  };
}

export function isCachedPlanChanged(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === CACHED_PLAN_CHANGED;
}
