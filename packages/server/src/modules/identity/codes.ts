/**
 * E-mail codes (sign-in, password reset and sign-up): six digits from
 * `crypto.randomInt`, stored hashed, one use, 10 minutes, 5 tries; a new code
 * voids the previous one of the same purpose.
 */
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { IDENTITY_MESSAGES as M } from '@kindred/contracts/api/identity';
import { JOIN_MESSAGES } from '@kindred/contracts/api/join';
import { LIMITS, fail } from './context.ts';
import type { IdentityContext } from './context.ts';
import { createIdentityRepository } from './repository.ts';
import type { CodePurpose, CodeRecord, UserRecord } from './repository.ts';
import { hashToken, newOpaqueToken } from './tokens.ts';

const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;

/** `jane.doe@example.com` → `j***@e***.com` */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}

/** Six digits, uniformly from a cryptographic source. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Codes are short: the hash binds the code to its row, and the row dies in 10 minutes. */
function hashCode(codeId: string, code: string): string {
  return createHash('sha256').update(`${codeId}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createCodes(context: IdentityContext) {
  const { db, mailer, clock, repo, appUrl, limit } = context;

  /** Issues a code (voiding the previous one), then mails it. Returns the sign-in handle for sign-in codes. */
  async function issueCode(user: UserRecord, purpose: CodePurpose): Promise<string | null> {
    await limit(`code-send:${purpose}:${user.id}`, LIMITS.codeSendsPerAccount);
    const now = clock.now();
    const code = generateCode();
    const codeId = randomUUID();
    const challenge = purpose === 'sign_in' ? newOpaqueToken() : null;
    await db.transaction(async (tx) => {
      const txRepo = createIdentityRepository(tx);
      await txRepo.deleteOpenCodes(user.id, purpose, now);
      await txRepo.insertCode({
        id: codeId,
        userId: user.id,
        purpose,
        codeHash: hashCode(codeId, code),
        challengeHash: challenge ? hashToken(challenge) : null,
        maxAttempts: CODE_MAX_ATTEMPTS,
        now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
      });
    });
    // Mail goes out after the commit: an SMTP round trip must not hold a transaction open.
    await mailer.send(
      purpose === 'sign_in'
        ? {
            to: user.email,
            subject: 'Your sign-in code',
            text:
              `Hello ${user.givenName},\n\nYour sign-in code is ${code}.\n\n` +
              `It expires in ${CODE_TTL_MINUTES} minutes. If you did not try to sign in, you can ignore this e-mail; ` +
              `someone may know your password, so consider resetting it at ${appUrl}/auth/forgot-password.`,
          }
        : {
            to: user.email,
            subject: 'Your password reset code',
            text:
              `Hello ${user.givenName},\n\nYour verification code is ${code}.\n\n` +
              `Enter it with your new password at ${appUrl}/auth/forgot-password. It expires in ${CODE_TTL_MINUTES} minutes. ` +
              `If you did not ask to reset your password, you can ignore this e-mail.`,
          },
    );
    return challenge;
  }

  /**
   * Checks `given` against a code: spends a try, then compares. The messages
   * differ per purpose (docs/product.md#errors words the wrong-code message of each).
   */
  async function checkCode(code: CodeRecord, given: string, purpose: CodePurpose): Promise<void> {
    const words =
      purpose === 'sign_in'
        ? { invalid: M.invalidSignInCode, expired: M.signInCodeExpired, tooMany: M.signInTooManyAttempts }
        : purpose === 'sign_up'
          ? { invalid: JOIN_MESSAGES.invalidCode, expired: JOIN_MESSAGES.codeExpired, tooMany: JOIN_MESSAGES.tooManyAttempts }
          : { invalid: M.invalidResetCode, expired: M.resetCodeExpired, tooMany: M.resetTooManyAttempts };
    const now = clock.now();
    if (code.consumedAt) {
      throw purpose === 'sign_in'
        ? fail(400, M.signInSessionExpired, 'SIGN_IN_SESSION_EXPIRED')
        : purpose === 'sign_up'
          ? fail(400, JOIN_MESSAGES.signUpExpired, 'SIGN_UP_EXPIRED')
          : fail(400, words.invalid, 'INVALID_CODE');
    }
    if (code.attempts >= code.maxAttempts) throw fail(400, words.tooMany, 'TOO_MANY_ATTEMPTS');
    if (code.expiresAt.getTime() <= now.getTime()) throw fail(400, words.expired, 'CODE_EXPIRED');
    if (!(await repo.claimCodeAttempt(code.id, now))) {
      // Another request spent the last try or used the code in the meantime.
      throw fail(400, words.tooMany, 'TOO_MANY_ATTEMPTS');
    }
    if (!sameHash(hashCode(code.id, given.trim()), code.codeHash)) {
      if (code.attempts + 1 >= code.maxAttempts) throw fail(400, words.tooMany, 'TOO_MANY_ATTEMPTS');
      throw fail(400, words.invalid, 'INVALID_CODE');
    }
  }

  /**
   * Issues the code of a sign-up request and returns its handle. A fresh address is mailed the code; an address
   * with an account is mailed a note that it has one (and how to reset its password) instead, and its code goes
   * nowhere: the requester sees the same answer either way.
   */
  async function issueSignUpCode(request: {
    email: string;
    givenName: string;
    familyName: string;
    passwordHash: string;
    existing: boolean;
  }): Promise<string> {
    const now = clock.now();
    const code = generateCode();
    const codeId = randomUUID();
    const challenge = newOpaqueToken();
    await db.transaction(async (tx) => {
      const txRepo = createIdentityRepository(tx);
      const signUpId = await txRepo.insertSignUpRequest({ ...request, now });
      await txRepo.insertCode({
        id: codeId,
        userId: null,
        signUpId,
        purpose: 'sign_up',
        codeHash: hashCode(codeId, code),
        challengeHash: hashToken(challenge),
        maxAttempts: CODE_MAX_ATTEMPTS,
        now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
      });
    });
    await mailer.send(
      request.existing
        ? {
            to: request.email,
            subject: 'You already have a Kindred account',
            text:
              `Hello,\n\nSomeone (perhaps you) asked to create a Kindred account for this address, which already has one, ` +
              `so no new account was made.\n\nSign in at ${appUrl}/auth/sign-in. If you have forgotten your password, ` +
              `reset it at ${appUrl}/auth/forgot-password. If this was not you, you can ignore this e-mail.`,
          }
        : {
            to: request.email,
            subject: 'Your Kindred verification code',
            text:
              `Hello ${request.givenName},\n\nYour verification code is ${code}.\n\n` +
              `Enter it on the sign-up page to create your Kindred account. It expires in ${CODE_TTL_MINUTES} minutes. ` +
              `If you did not ask for an account, you can ignore this e-mail.`,
          },
    );
    return challenge;
  }

  return { issueCode, checkCode, issueSignUpCode };
}

export type Codes = ReturnType<typeof createCodes>;
