/** The token cipher with the configured key, or with the one kept in the database (generated on first use). */
import type { CalendarConfig } from '../../platform/config/config.ts';
import type { Db } from '../../platform/db/types.ts';
import * as repo from './repository.ts';
import { createTokenCipher, newTokenKey, parseTokenKey, type TokenCipher } from './token-cipher.ts';

export async function loadTokenCipher(db: Db, config: Pick<CalendarConfig, 'tokenKey'>): Promise<TokenCipher> {
  if (config.tokenKey) {
    const key = parseTokenKey(config.tokenKey);
    if (!key) throw new Error('CALENDAR_TOKEN_KEY must be 32 bytes');
    return createTokenCipher(key);
  }
  const stored = await db.transaction((tx) => repo.getOrCreateTokenKey(tx, () => newTokenKey().toString('base64url')));
  return createTokenCipher(Buffer.from(stored, 'base64url'));
}

/** What a sealed token is bound to: its member, provider and kind (a copy on another row does not open). */
export const sealContext = (userId: string, provider: string, kind: 'access' | 'refresh') => `${userId}:${provider}:${kind}`;
