/**
 * A sign-in waiting for its e-mail code. Kept in session storage so the code
 * can be entered on /auth/two-factor, or after a reload, within the tab.
 */
import { isString, shape, type Guarded } from '../../shared/guards.ts';
import { readStored, removeStored, writeStored } from '../../shared/storage.ts';

const CHALLENGE_KEY = 'kindred.sign-in-challenge';

/** Read as the sign-in page first renders, so checked with a guard rather than zod (see shared/guards.ts). */
const isChallenge = shape({
  session: isString,
  email: isString,
  destination: isString,
});
export type SignInChallenge = Guarded<typeof isChallenge>;

export function readChallenge(): SignInChallenge | null {
  return readStored(CHALLENGE_KEY, isChallenge, 'session');
}

export function saveChallenge(challenge: SignInChallenge): void {
  writeStored(CHALLENGE_KEY, challenge, 'session');
}

export function clearChallenge(): void {
  removeStored(CHALLENGE_KEY, 'session');
}
