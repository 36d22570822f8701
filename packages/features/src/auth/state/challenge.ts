/**
 * A sign-in waiting for its e-mail code. Kept in session storage so the code
 * can be entered on /auth/two-factor, or after a reload, within the tab.
 */
import * as z from 'zod/mini';
import { readStored, removeStored, writeStored } from '../../shared/storage.ts';

const CHALLENGE_KEY = 'kindred.sign-in-challenge';

const challengeSchema = z.object({
  session: z.string(),
  email: z.string(),
  destination: z.string(),
});
export type SignInChallenge = z.infer<typeof challengeSchema>;

export function readChallenge(): SignInChallenge | null {
  return readStored(CHALLENGE_KEY, challengeSchema, 'session');
}

export function saveChallenge(challenge: SignInChallenge): void {
  writeStored(CHALLENGE_KEY, challenge, 'session');
}

export function clearChallenge(): void {
  removeStored(CHALLENGE_KEY, 'session');
}
