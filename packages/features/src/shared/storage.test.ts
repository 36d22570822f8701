/**
 * Stored values are read back checked: a value that passes comes back, a corrupted one (not JSON,
 * or the wrong shape) is removed and reads as nothing (docs/product.md#states: "Corrupted stored data is cleared").
 */
import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isString, shape } from './guards.ts';
import { memoryStorage } from './mocks/memory-storage.ts';
import { getSession, resetSessionCache, SESSION_STORAGE_KEY, setSession } from './session.ts';
import { readStored, writeStored } from './storage.ts';

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  resetSessionCache();
});
afterEach(() => vi.unstubAllGlobals());

const isPerson = shape({ name: isString });
const personSchema = z.object({ name: z.string() });

// The same reads, checked by each kind of check readStored takes.
const readers = {
  'a guard': (key: string, kind?: 'local' | 'session') => readStored(key, isPerson, kind),
  'a zod schema': (key: string, kind?: 'local' | 'session') => readStored(key, personSchema, kind),
};

describe.each(Object.entries(readers))('readStored with %s', (_name, read) => {
  it('returns a value of the right shape', () => {
    writeStored('person', { name: 'Ada' });
    expect(read('person')).toEqual({ name: 'Ada' });
    expect(localStorage.getItem('person')).not.toBeNull();
  });

  it('removes a value of the wrong shape', () => {
    writeStored('person', { name: 42 });
    expect(read('person')).toBeNull();
    expect(localStorage.getItem('person')).toBeNull();
  });

  it('removes a value that is not JSON', () => {
    localStorage.setItem('person', '{"name":');
    expect(read('person')).toBeNull();
    expect(localStorage.getItem('person')).toBeNull();
  });

  it('reads session storage when asked, and nothing when the key is absent', () => {
    writeStored('person', { name: 'Grace' }, 'session');
    expect(read('person', 'session')).toEqual({ name: 'Grace' });
    expect(read('person')).toBeNull();
  });
});

describe('the stored session', () => {
  const tokens = { idToken: 'id', refreshToken: 'refresh', expiresIn: 900, tokenType: 'Bearer' as const };

  it('survives a reload (a fresh read from storage)', () => {
    setSession(tokens, 1_000);
    resetSessionCache();
    expect(getSession()).toEqual({ tokens, expiresAt: 901_000 });
  });

  it('is dropped when its tokens are corrupted', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ tokens: { ...tokens, tokenType: 'Basic' }, expiresAt: 5 }));
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
