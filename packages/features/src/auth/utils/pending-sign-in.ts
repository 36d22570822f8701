import type { IdentityErrorCode } from '@kindred/contracts/api/identity';

/** The server's answers after which a sign-in waiting for its code is gone: the code expired, too many wrong tries, or the sign-in itself expired. */
const ENDING_CODES: ReadonlySet<string> = new Set<IdentityErrorCode>(['CODE_EXPIRED', 'TOO_MANY_ATTEMPTS', 'SIGN_IN_SESSION_EXPIRED']);

/** True when the error code means the visitor must start over from their email and password. */
export function endsPendingSignIn(code: string | undefined): boolean {
  return code !== undefined && ENDING_CODES.has(code);
}
