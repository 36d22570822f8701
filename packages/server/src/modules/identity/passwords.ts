/**
 * Password hashing with argon2id (@node-rs/argon2, a native binding of the
 * reference implementation). The hash is a self-describing PHC string
 * (`$argon2id$v=19$m=...,t=...,p=...$salt$hash`), so the parameters can be
 * raised later without breaking existing hashes: `verifyPassword` reads them
 * from the stored string.
 *
 * The seed imports `hashPassword` to create demo accounts.
 */
import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's argon2id baseline: 19 MiB memory, 2 passes, 1 lane. The library's
 * default algorithm is argon2id (its `Algorithm` is an ambient const enum,
 * which isolated modules cannot reference, hence no explicit option; a test
 * checks the `$argon2id$` prefix).
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a stored value that is not a valid hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * A real hash of a random password, computed once. Signing in with an unknown
 * e-mail still verifies against it so that the answer takes as long as for a
 * known account (no user enumeration by timing).
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}-${Date.now()}`);
  return dummyHash;
}
