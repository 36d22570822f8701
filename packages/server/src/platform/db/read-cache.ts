/**
 * Answers kept between requests for as long as the data they were read from
 * is unchanged.
 *
 * Only on an engine whose data this process alone writes (PGlite), which
 * counts its own changes (`Db.dataVersion`): an entry is used only while the
 * count is what it was when its read began, so any change anywhere (a write
 * outside a transaction or any transaction at all) retires every entry. That
 * is coarse on purpose: no one has to know which writes touch which answer.
 * With PostgreSQL, where other instances write too, and inside a transaction
 * (a `Transaction` has no count), every `get` reads.
 *
 * Values are shared between callers, so they are frozen when stored: treat
 * them as read-only (a mutation throws).
 */
import type { Queryable } from './types.ts';

interface Entry<V> {
  version: number;
  value: V;
}

export interface ReadCache<V> {
  /** The value for `key` as `read` would give it now, from memory when nothing has changed since it was read. */
  get(db: Queryable, key: string, read: () => Promise<V>): Promise<V>;
}

function deepFreeze<V>(value: V): V {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

function versionOf(db: Queryable): number | undefined {
  const { dataVersion } = db as { dataVersion?: () => number | undefined };
  return typeof dataVersion === 'function' ? dataVersion.call(db) : undefined;
}

/** `maxEntries` per database: past it the oldest entry goes. */
export function createReadCache<V>(options: { maxEntries?: number } = {}): ReadCache<V> {
  const maxEntries = options.maxEntries ?? 1000;
  // One map per database handle, so that two databases in one process (tests) never share answers.
  const perDb = new WeakMap<object, Map<string, Entry<V>>>();
  return {
    async get(db, key, read) {
      const version = versionOf(db);
      if (version === undefined) return read();
      let entries = perDb.get(db);
      if (!entries) perDb.set(db, (entries = new Map()));
      const entry = entries.get(key);
      if (entry && entry.version === version) return entry.value;
      const value = deepFreeze(await read());
      // Stamped with the count from before the read: if anything changed meanwhile, it is already stale.
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { version, value });
      return value;
    },
  };
}
