/** Provider tokens sealed at rest (modules/calendar/token-cipher.ts): AES-256-GCM bound to their row. */
import { describe, expect, it } from 'vitest';
import { createTokenCipher, newTokenKey, parseTokenKey } from '../src/modules/calendar/token-cipher.ts';

describe('the calendar token cipher', () => {
  const key = newTokenKey();
  const cipher = createTokenCipher(key);

  it('opens what it sealed, and each sealing differs', () => {
    const a = cipher.encrypt('ya29.secret-access-token', 'user-1:google:access');
    const b = cipher.encrypt('ya29.secret-access-token', 'user-1:google:access');
    expect(a).not.toBe(b);
    expect(a).not.toContain('secret');
    expect(cipher.decrypt(a, 'user-1:google:access')).toBe('ya29.secret-access-token');
  });

  it('refuses a value moved to another row, a tampered value, and another key', () => {
    const sealed = cipher.encrypt('refresh-token', 'user-1:google:refresh');
    expect(() => cipher.decrypt(sealed, 'user-2:google:refresh')).toThrow();
    expect(() => cipher.decrypt(sealed, 'user-1:microsoft:refresh')).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(() => cipher.decrypt([...parts.slice(0, 3), body.toString('base64url')].join('.'), 'user-1:google:refresh')).toThrow();
    expect(() => createTokenCipher(newTokenKey()).decrypt(sealed, 'user-1:google:refresh')).toThrow();
    expect(() => cipher.decrypt('plain-text-token', 'user-1:google:refresh')).toThrow();
  });

  it('reads CALENDAR_TOKEN_KEY as hex or base64 of 32 bytes, and nothing else', () => {
    expect(parseTokenKey(key.toString('hex'))).toEqual(key);
    expect(parseTokenKey(key.toString('base64'))).toEqual(key);
    expect(parseTokenKey(key.toString('base64url'))).toEqual(key);
    expect(parseTokenKey('too-short')).toBeNull();
    expect(() => createTokenCipher(Buffer.alloc(16))).toThrow();
  });
});
