/**
 * Local storage with JSON, schema checks and no throws: a private window, a full
 * quota or a corrupted value must never break a screen. Corrupted entries are
 * removed (docs/product.md#states: "Corrupted stored data is cleared").
 */
import type * as z from 'zod/mini';
import type { Guard } from './guards.ts';

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The stored value under `key` if it passes `check`, else null (and a value that fails is removed).
 * `check` is a zod schema, or a type guard for the reads every first screen makes (`guards.ts`).
 */
export function readStored<T>(key: string, check: Guard<T>, kind?: 'local' | 'session'): T | null;
export function readStored<S extends z.ZodMiniType>(key: string, check: S, kind?: 'local' | 'session'): z.output<S> | null;
export function readStored(key: string, check: Guard<unknown> | z.ZodMiniType, kind: 'local' | 'session' = 'local'): unknown {
  const store = storage(kind);
  const raw = store?.getItem(key);
  if (raw == null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof check === 'function') {
      if (check(value)) return value;
    } else {
      const parsed = check.safeParse(value);
      if (parsed.success) return parsed.data;
    }
  } catch {
    // fall through: not JSON
  }
  store?.removeItem(key);
  return null;
}

export function writeStored(key: string, value: unknown, kind: 'local' | 'session' = 'local'): void {
  try {
    storage(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the value simply is not remembered.
  }
}

export function removeStored(key: string, kind: 'local' | 'session' = 'local'): void {
  try {
    storage(kind)?.removeItem(key);
  } catch {
    // ignore
  }
}

/** Log out clears all local storage (docs/product.md#states). */
export function clearLocalStorage(): void {
  try {
    storage('local')?.clear();
  } catch {
    // ignore
  }
}
