import { randomUUID } from 'node:crypto';
import type { Config } from '../../platform/config/config.ts';
import type { Db } from '../../platform/db/types.ts';
import { createIdentityRepository } from './repository.ts';
import { newSigningSecret, signingKeyFromSecret } from './tokens.ts';
import type { SigningKey } from './tokens.ts';

/**
 * JWT_SECRET when set; otherwise the key in the database, generated on first
 * start (a fresh clone needs no configuration). Every instance sharing the
 * database signs with the same key.
 */
export async function loadSigningKey(db: Db, config: Pick<Config, 'jwtSecret'>): Promise<SigningKey> {
  if (config.jwtSecret) return signingKeyFromSecret('env', config.jwtSecret, 'utf8');
  const stored = await db.transaction((tx) =>
    createIdentityRepository(tx).getOrCreateSigningKey(() => ({ kid: randomUUID(), secret: newSigningSecret() })),
  );
  return signingKeyFromSecret(stored.kid, stored.secret, 'base64url');
}
