/**
 * The rules of identity (spec 000 §4, §5, §7, §8; DECISIONS §2):
 *
 * - Sign in with e-mail and password. An account with `mfa_required` gets a
 *   6-digit e-mail code first; the answer names the next step.
 * - Codes come from `crypto.randomInt`, are stored hashed, work once, expire
 *   after 10 minutes and die after 5 tries. Issuing a code voids the previous
 *   one of the same purpose.
 * - Sessions: an ID token (15 minutes) plus a rotating refresh token. A
 *   session dies on sign-out, after SESSION_IDLE_MINUTES without use, after
 *   SESSION_MAX_DAYS, on a password reset, and when a spent refresh token is
 *   used again (it leaked), unless by the client that spent it within 10 s
 *   (two tabs refreshing at once, which is just refused).
 * - Limits (shared by every instance, see rate-limit.ts) keep windows short,
 *   so an attacker can slow an account down for minutes at most.
 */
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import {
  IDENTITY_MESSAGES as M,
  meetsPasswordRequirements,
} from '@kindred/contracts/api/identity';
import type {
  AuthTokens,
  ConfirmResetPasswordResponse,
  ConfirmSignInResponse,
  ResetPasswordResponse,
  SignInResponse,
  UserAttributes,
} from '@kindred/contracts/api/identity';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config/config.ts';
import type { Db } from '../../platform/db/types.ts';
import { DomainError } from '../../platform/errors.ts';
import { enforceRateLimit } from '../../platform/rate-limit/rate-limit.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limit.ts';
import type { Caller } from './caller.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { createIdentityRepository } from './repository.ts';
import type { CodePurpose, CodeRecord, NewUser, SessionWithUser, UserRecord } from './repository.ts';
import { TokenError, hashToken, newOpaqueToken } from './tokens.ts';
import type { TokenService } from './tokens.ts';

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;

/** Limits: [hits, window in seconds]. */
export const LIMITS = {
  /**
   * Wrong passwords per account from one client address: 10 per 5 minutes, then that address is refused for
   * that account (a sign-in with the right password does not count). Strangers' guesses slow the strangers.
   */
  signInPerAccountAddress: [10, 300],
  /**
   * Wrong passwords per account from all addresses together: past 10 in 5 minutes the account is not refused
   * but asks for the e-mail code (which cannot be guessed from outside), and its owner is told by e-mail.
   */
  signInStepUpPerAccount: [10, 300],
  /** Wrong passwords per client address, any account (people sharing an office's address sign in freely). */
  signInPerAddress: [30, 300],
  /** Codes e-mailed per account (sign-in and reset each): the resend limit. */
  codeSendsPerAccount: [5, 600],
  /** Reset requests per client address. */
  resetPerAddress: [20, 600],
  /** Code confirmations per client address (each code also has its own 5 tries). */
  confirmPerAddress: [30, 300],
  /** Refreshes per client address. */
  refreshPerAddress: [120, 300],
} as const satisfies Record<string, readonly [number, number]>;

/** Where a request comes from; used for limits and recorded on the session. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

export interface IdentityServiceDeps {
  db: Db;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  tokens: TokenService;
  clock: Clock;
  config: Pick<Config, 'session' | 'appOrigins'>;
  log: Logger;
}

export interface NewAccount {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  phoneNumber?: string | null;
  mfaRequired?: boolean;
  memberId?: string;
}

function fail(status: 400 | 401, message: string, code: string): DomainError {
  return new DomainError(status === 401 ? 'unauthenticated' : 'invalid', message, { code });
}

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

/** How long after a refresh token is exchanged its replay by the same client counts as two tabs racing. */
const REFRESH_RACE_MS = 10_000;

/** A client, as far as the server can tell one: its address and user agent, hashed (nothing new is kept of it). */
function clientKey(meta: RequestMeta): string {
  return createHash('sha256').update(`${meta.ip}\n${meta.userAgent ?? ''}`).digest('base64url').slice(0, 22);
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

/**
 * Live sessions kept in memory on the embedded engine only. There this
 * process is the database's one client, so every change to a session goes
 * through this service, which drops the entry as it makes it: sign-out still
 * ends the session at once. Entries also expire after a minute, in case
 * something else edits an account. With PostgreSQL several instances share
 * the sessions, so every request reads its row.
 */
function createSessionCache(enabled: boolean, clock: Clock) {
  const TTL_MS = 60_000;
  const MAX_ENTRIES = 10_000;
  const entries = new Map<string, { session: SessionWithUser; cachedAt: number }>();
  // Bumped by every forget: a row read before a revocation must not be cached after it.
  let epoch = 0;
  return {
    epoch: () => epoch,
    get(sessionId: string): SessionWithUser | undefined {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (clock.now().getTime() - entry.cachedAt > TTL_MS) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.session;
    },
    /** Caches `session` unless something was forgotten since `readAt` (the epoch when it was read). */
    remember(session: SessionWithUser, readAt: number): void {
      if (!enabled || readAt !== epoch || entries.has(session.id)) return;
      // Oldest first out: a Map iterates in insertion order.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(session.id, { session, cachedAt: clock.now().getTime() });
    },
    forget(sessionId: string): void {
      epoch += 1;
      entries.delete(sessionId);
    },
    forgetUser(userId: string): void {
      epoch += 1;
      for (const [id, entry] of entries) if (entry.session.userId === userId) entries.delete(id);
    },
  };
}

export function createIdentityService(deps: IdentityServiceDeps) {
  const { db, mailer, rateLimiter, tokens, clock, config, log } = deps;
  const repo = createIdentityRepository(db);
  const idleMs = config.session.idleMinutes * 60_000;
  const maxMs = config.session.maxDays * 86_400_000;
  const appUrl = config.appOrigins[0] ?? 'http://localhost:5173';

  const sessions = createSessionCache(db.engine === 'pglite', clock);

  const limit = (key: string, [hits, windowSeconds]: readonly [number, number]) =>
    enforceRateLimit(rateLimiter, key, hits, windowSeconds);
  /**
   * Gives back a hit once the attempt is known to be one the limit is not about. A failure here must
   * not fail what already succeeded: the hit then simply stays counted until its window ends.
   */
  const release = (key: string, [, windowSeconds]: readonly [number, number]) =>
    rateLimiter.release(key, windowSeconds).catch((error: unknown) => log.warn({ err: error, key }, 'Could not release a rate-limit hit'));

  async function startSession(user: UserRecord, meta: RequestMeta, q = repo): Promise<AuthTokens> {
    const now = clock.now();
    const refreshToken = newOpaqueToken();
    const session = await q.insertSession({
      userId: user.id,
      refreshTokenHash: hashToken(refreshToken),
      now,
      expiresAt: new Date(now.getTime() + maxMs),
      userAgent: meta.userAgent,
      ipAddress: meta.ip,
    });
    return issueTokens(user, session.id, refreshToken);
  }

  async function issueTokens(user: UserRecord, sessionId: string, refreshToken: string): Promise<AuthTokens> {
    return {
      idToken: await tokens.issueIdToken(user, sessionId),
      refreshToken,
      expiresIn: tokens.ttlSeconds,
      tokenType: 'Bearer',
    };
  }

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
   * differ per purpose (spec 000 §8 words the wrong-code message of each).
   */
  async function checkCode(code: CodeRecord, given: string, purpose: CodePurpose): Promise<void> {
    const words =
      purpose === 'sign_in'
        ? { invalid: M.invalidSignInCode, expired: M.signInCodeExpired, tooMany: M.signInTooManyAttempts }
        : { invalid: M.invalidResetCode, expired: M.resetCodeExpired, tooMany: M.resetTooManyAttempts };
    const now = clock.now();
    if (code.consumedAt) {
      throw purpose === 'sign_in'
        ? fail(400, M.signInSessionExpired, 'SIGN_IN_SESSION_EXPIRED')
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

  return {
    /** Starts a session without a password (tests, tools): the caller has already proven who this is. */
    startSession(user: UserRecord, meta: RequestMeta): Promise<AuthTokens> {
      return startSession(user, meta);
    },

    async createUser(account: NewAccount): Promise<UserRecord> {
      const user: NewUser = {
        email: account.email.trim().toLowerCase(),
        givenName: account.givenName,
        familyName: account.familyName,
        phoneNumber: account.phoneNumber ?? null,
        passwordHash: await hashPassword(account.password),
        mfaRequired: account.mfaRequired ?? true,
        ...(account.memberId ? { memberId: account.memberId } : {}),
      };
      return repo.insertUser(user);
    },

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
        release(accountKey, LIMITS.signInStepUpPerAccount),
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
      const user = await repo.findUserById(code.userId);
      if (!user) throw fail(400, M.signInSessionExpired, 'SIGN_IN_SESSION_EXPIRED');
      const tokens = await db.transaction(async (tx) => {
        const txRepo = createIdentityRepository(tx);
        if (!(await txRepo.consumeCode(code.id, clock.now()))) return null;
        return startSession(user, meta, txRepo);
      });
      if (!tokens) throw fail(400, M.signInSessionExpired, 'SIGN_IN_SESSION_EXPIRED');
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' }, tokens };
    },

    async requestPasswordReset(input: { username: string }, meta: RequestMeta): Promise<ResetPasswordResponse> {
      await limit(`reset:address:${meta.ip}`, LIMITS.resetPerAddress);
      const user = await repo.findUserByEmail(input.username);
      // The spec asks for this message (000 §8), so the reset form tells people they mistyped.
      if (!user) throw fail(400, M.userNotFound, 'USER_NOT_FOUND');
      await issueCode(user, 'reset_password');
      return {
        isPasswordReset: false,
        nextStep: {
          resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
          codeDeliveryDetails: { destination: maskEmail(user.email), deliveryMedium: 'EMAIL', attributeName: 'email' },
        },
      };
    },

    async confirmPasswordReset(
      input: { username: string; confirmationCode: string; newPassword: string },
      meta: RequestMeta,
    ): Promise<ConfirmResetPasswordResponse> {
      await limit(`confirm:address:${meta.ip}`, LIMITS.confirmPerAddress);
      const user = await repo.findUserByEmail(input.username);
      if (!user) throw fail(400, M.userNotFound, 'USER_NOT_FOUND');
      // Checked before the code, so a weak password does not spend one of its tries.
      if (!meetsPasswordRequirements(input.newPassword)) throw fail(400, M.weakPassword, 'INVALID_PASSWORD');
      const code = await repo.findLatestCode(user.id, 'reset_password');
      if (!code) throw fail(400, M.invalidResetCode, 'INVALID_CODE');
      await checkCode(code, input.confirmationCode, 'reset_password');
      const passwordHash = await hashPassword(input.newPassword);
      const done = await db.transaction(async (tx) => {
        const txRepo = createIdentityRepository(tx);
        const now = clock.now();
        if (!(await txRepo.consumeCode(code.id, now))) return false;
        await txRepo.updatePassword(user.id, passwordHash, now);
        // A new password ends every session: whoever knew the old one is out.
        await txRepo.revokeUserSessions(user.id, now);
        sessions.forgetUser(user.id);
        return true;
      });
      if (!done) throw fail(400, M.invalidResetCode, 'INVALID_CODE');
      log.info({ userId: user.id }, 'Password reset');
      return { isPasswordReset: true, nextStep: { resetPasswordStep: 'DONE' } };
    },

    async userAttributes(auth: Caller): Promise<UserAttributes> {
      const user = await repo.findUserById(auth.userId);
      if (!user) throw fail(401, M.sessionExpired, 'SESSION_EXPIRED');
      return {
        sub: user.id,
        email: user.email,
        given_name: user.givenName,
        family_name: user.familyName,
        phone_number: user.phoneNumber,
        'custom:memberId': user.memberId,
      };
    },

    async signOut(auth: Caller, options: { global?: boolean }): Promise<void> {
      const now = clock.now();
      if (options.global) await repo.revokeUserSessions(auth.userId, now);
      else await repo.revokeSession(auth.sessionId, now);
      sessions.forgetUser(auth.userId);
    },

    async refresh(input: { refreshToken: string }, meta: RequestMeta): Promise<AuthTokens> {
      await limit(`refresh:address:${meta.ip}`, LIMITS.refreshPerAddress);
      const now = clock.now();
      const presented = hashToken(input.refreshToken);
      const session = await repo.findSessionByRefreshHash(presented);
      if (!session) {
        const rotated = await repo.findSessionByPreviousRefreshHash(presented);
        // A refresh token that was already exchanged is being replayed: it leaked, so the session ends, and with
        // it the token that replaced it, whoever holds that. Only the client that exchanged it, within a few
        // seconds, is more likely two tabs refreshing at once: that is just refused.
        const twoTabs =
          rotated?.rotatedAt != null &&
          now.getTime() - rotated.rotatedAt.getTime() <= REFRESH_RACE_MS &&
          rotated.rotatedBy === clientKey(meta);
        if (rotated && !twoTabs) {
          await repo.revokeSession(rotated.id, now);
          sessions.forget(rotated.id);
          log.warn({ sessionId: rotated.id }, 'Refresh token reused; session revoked');
        }
        throw fail(401, M.sessionExpired, 'SESSION_EXPIRED');
      }
      if (!isAlive(session, now)) throw fail(401, M.sessionExpired, 'SESSION_EXPIRED');
      const user = await repo.findUserById(session.userId);
      if (!user) throw fail(401, M.sessionExpired, 'SESSION_EXPIRED');
      const next = newOpaqueToken();
      if (!(await repo.rotateRefreshToken(session.id, presented, hashToken(next), now, clientKey(meta)))) {
        throw fail(401, M.sessionExpired, 'SESSION_EXPIRED');
      }
      sessions.forget(session.id);
      return issueTokens(user, session.id, next);
    },

    /** Bearer ID token → the caller, if the token is valid and its session alive. */
    async authenticate(idToken: string): Promise<Caller> {
      let claims;
      try {
        claims = await tokens.verifyIdToken(idToken);
      } catch (error) {
        if (error instanceof TokenError && error.reason === 'expired') throw fail(401, M.sessionExpired, 'TOKEN_EXPIRED');
        throw fail(401, M.authenticationRequired, 'UNAUTHORIZED');
      }
      const readAt = sessions.epoch();
      const session = sessions.get(claims.sessionId) ?? (await repo.findSessionWithUser(claims.sessionId));
      const now = clock.now();
      if (!session || session.userId !== claims.userId || !isAlive(session, now)) {
        sessions.forget(claims.sessionId);
        throw fail(401, M.sessionExpired, 'SESSION_EXPIRED');
      }
      // One write a minute at most per session, not one per request.
      if (now.getTime() - session.lastSeenAt.getTime() > 60_000) {
        await repo.touchSession(session.id, now);
        session.lastSeenAt = now;
      }
      sessions.remember(session, readAt);
      return { userId: session.userId, memberId: session.memberId, email: session.email, sessionId: session.id };
    },
  };

  function isAlive(session: { revokedAt: Date | null; expiresAt: Date; lastSeenAt: Date }, now: Date): boolean {
    return (
      session.revokedAt === null &&
      session.expiresAt.getTime() > now.getTime() &&
      now.getTime() - session.lastSeenAt.getTime() <= idleMs
    );
  }
}

export type IdentityService = ReturnType<typeof createIdentityService>;
