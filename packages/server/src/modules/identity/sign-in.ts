/**
 * Signing in with e-mail and password. An account with `mfa_required` gets a
 * 6-digit e-mail code first; the answer names the next step. Wrong passwords
 * are limited per address and per account and address; across addresses they
 * never refuse the owner, but make the account ask for the code.
 */
import { IDENTITY_MESSAGES as M } from '@kindred/contracts/api/identity';
import type { ConfirmSignInResponse, SignInResponse } from '@kindred/contracts/api/identity';
import { maskEmail } from './codes.ts';
import type { Codes } from './codes.ts';
import { LIMITS, fail } from './context.ts';
import type { IdentityContext, RequestMeta } from './context.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
import { createIdentityRepository } from './repository.ts';
import type { UserRecord } from './repository.ts';
import type { Sessions } from './sessions.ts';
import { hashToken } from './tokens.ts';

export function createSignIn(context: IdentityContext, codes: Codes, sessionsPart: Sessions) {
  const { db, mailer, rateLimiter, clock, log, repo, appUrl, limit, release } = context;
  const { issueCode, checkCode } = codes;
  const { startSession } = sessionsPart;

  /**
   * Tells an account's owner, once per window, that wrong passwords keep arriving from elsewhere and that
   * signing in asks for a code meanwhile. A mail failure does not change the sign-in's answer.
   */
  async function warnOwner(user: UserRecord): Promise<void> {
    const [, windowSeconds] = LIMITS.signInStepUpPerAccount;
    const once = await rateLimiter.hit(`sign-in:owner-warned:${user.id}`, 1, windowSeconds);
    if (!once.allowed) return;
    await mailer
      .send({
        to: user.email,
        subject: 'Someone is trying to sign in to your account',
        text:
          `Hello ${user.givenName},\n\nWe have seen many sign-ins to your Kindred account with a wrong password in the last ` +
          `few minutes. None of them got in. Until they stop, signing in asks for a code sent to this address as well.\n\n` +
          `If this was you, you can reset your password at ${appUrl}/auth/forgot-password. If not, nothing is needed.`,
      })
      .catch((error: unknown) => log.warn({ err: error, userId: user.id }, 'Could not warn an account owner of failed sign-ins'));
  }

  return {
    async signIn(input: { username: string; password: string }, meta: RequestMeta): Promise<SignInResponse> {
      const email = input.username;
      // The sign-in limits count wrong passwords, not sign-ins: the owner, or an office whose people
      // share one address, may sign in as often as they need; a guesser gets the limit's tries. Each
      // attempt is counted before the password is checked (parallel guesses cannot slip in under the
      // limit), and given back when the password was right. A stranger's guesses are refused per
      // address (any account, and this account); across addresses they never refuse the owner: past the
      // threshold the account asks for the e-mail code instead.
      const addressKey = `sign-in:address:${meta.ip}`;
      const pairKey = `sign-in:account-address:${email}:${meta.ip}`;
      const accountKey = `sign-in:account:${email}`;
      await limit(addressKey, LIMITS.signInPerAddress);
      await limit(pairKey, LIMITS.signInPerAccountAddress);
      const acrossAddresses = await rateLimiter.hit(accountKey, ...LIMITS.signInStepUpPerAccount);
      // Past the threshold: this sign-in needs the code. At it (the failure that fills it) or past: the owner is told.
      const underAttack = !acrossAddresses.allowed;
      const thresholdReached = underAttack || acrossAddresses.remaining === 0;
      const user = await repo.findUserByEmail(email);
      // An unknown account costs the same hash as a known one: no enumeration by timing.
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!user || !valid) {
        if (user && thresholdReached) await warnOwner(user);
        throw fail(400, M.incorrectCredentials, 'NOT_AUTHORIZED');
      }
      await Promise.all([
        release(addressKey, LIMITS.signInPerAddress),
        release(pairKey, LIMITS.signInPerAccountAddress),
        // A refused hit was not counted: giving one back would free a place for the next guess.
        ...(acrossAddresses.allowed ? [release(accountKey, LIMITS.signInStepUpPerAccount)] : []),
      ]);

      if (user.mfaRequired || underAttack) {
        const session = (await issueCode(user, 'sign_in'))!;
        return {
          isSignedIn: false,
          nextStep: {
            signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
            codeDeliveryDetails: { destination: maskEmail(user.email), deliveryMedium: 'EMAIL', attributeName: 'email' },
          },
          session,
        };
      }
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' }, tokens: await startSession(user, meta) };
    },

    async confirmSignIn(input: { session: string; challengeResponse: string }, meta: RequestMeta): Promise<ConfirmSignInResponse> {
      await limit(`confirm:address:${meta.ip}`, LIMITS.confirmPerAddress);
      const code = await repo.findCodeByChallenge(hashToken(input.session));
      if (!code) throw fail(400, M.signInSessionExpired, 'SIGN_IN_SESSION_EXPIRED');
      await checkCode(code, input.challengeResponse, 'sign_in');
      const user = code.userId ? await repo.findUserById(code.userId) : undefined;
      if (!user) throw fail(400, M.signInSessionExpired, 'SIGN_IN_SESSION_EXPIRED');
      const tokens = await db.transaction(async (tx) => {
        const txRepo = createIdentityRepository(tx);
        if (!(await txRepo.consumeCode(code.id, clock.now()))) return null;
        return startSession(user, meta, txRepo);
      });
      if (!tokens) throw fail(400, M.signInSessionExpired, 'SIGN_IN_SESSION_EXPIRED');
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' }, tokens };
    },

  };
}
