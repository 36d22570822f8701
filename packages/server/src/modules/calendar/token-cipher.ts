/**
 * Provider tokens at rest: AES-256-GCM (node:crypto), a fresh 96-bit IV per value, the 128-bit tag checked
 * on every read, and the member and provider bound in as associated data, so a ciphertext copied onto another
 * member's row does not decrypt. Stored as `v1.<iv>.<tag>.<ciphertext>` in base64url.
 *
 * The key is CALENDAR_TOKEN_KEY (32 bytes, base64 or hex) when set. Without it a key is generated on first
 * start and kept in the database, as the token-signing key is: a fresh clone needs no configuration, and every
 * instance sharing the database reads the same tokens. A production deployment sets the variable, so that a
 * copy of the database alone does not hold the key to its tokens (docs/operations.md says so).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';

export interface TokenCipher {
  encrypt(plain: string, context: string): string;
  /** Throws when the value was not made by this key for this context (tampered, or another row's). */
  decrypt(sealed: string, context: string): string;
}

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('The calendar token key must be 32 bytes');
  return {
    encrypt(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    decrypt(sealed, context) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed calendar token');
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** CALENDAR_TOKEN_KEY's value as 32 bytes: 64 hex characters, or base64/base64url of 32 bytes. */
export function parseTokenKey(value: string): Buffer | null {
  const text = value.trim();
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  const bytes = Buffer.from(text, text.includes('-') || text.includes('_') ? 'base64url' : 'base64');
  return bytes.length === 32 ? bytes : null;
}

export function newTokenKey(): Buffer {
  return randomBytes(32);
}
