/**
 * The member's own account security (Settings → Security): a new password with the current one first, the
 * sessions they are signed in with, ending one or every other, the e-mail code at sign-in on or off, and the
 * password check the account module asks before it deletes an account.
 *
 * Password checks here are counted like sign-in's wrong passwords (per account and per client address) and
 * given back when the password was right, so a stolen session cannot guess the password faster than sign-in can.
 */
import { ACCOUNT_MESSAGES } from '@kindred/contracts/api/account';
import type { AccountSession } from '@kindred/contracts/api/account';
import { IDENTITY_MESSAGES, meetsPasswordRequirements } from '@kindred/contracts/api/identity';
import { DomainError, notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Caller } from './caller.ts';
import { LIMITS, fail } from './context.ts';
import type { IdentityContext, RequestMeta } from './context.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createIdentityRepository } from './repository.ts';
import { createSecurityRepository } from './security-repository.ts';
import type { Sessions } from './sessions.ts';

/** Wrong passwords given in Settings (changing it, the e-mail code, deleting the account): sign-in's own limits. */
const PASSWORD_CHECK_LIMITS = {
  perAccount: LIMITS.signInPerAccountAddress,
  perAddress: LIMITS.signInPerAddress,
} as const;

const incorrectPassword = () => new DomainError('invalid', ACCOUNT_MESSAGES.incorrectPassword, { code: 'INCORRECT_PASSWORD' });

export function createSecurity(context: IdentityContext, sessions: Sessions) {
  const { db, clock, config, log, mailer, repo, limit, release, appUrl } = context;
  const security = createSecurityRepository(db);
  const idleMs = config.session.idleMinutes * 60_000;

  /** The caller's own password, checked under the limits; 400 INCORRECT_PASSWORD when it is wrong. */
  async function checkOwnPassword(caller: Caller, password: string, meta: RequestMeta) {
    const accountKey = `account-password:account:${caller.userId}`;
    const addressKey = `account-password:address:${meta.ip}`;
    await limit(accountKey, PASSWORD_CHECK_LIMITS.perAccount);
    await limit(addressKey, PASSWORD_CHECK_LIMITS.perAddress);
    const user = await repo.findUserById(caller.userId);
    if (!user) throw fail(401, IDENTITY_MESSAGES.sessionExpired, 'SESSION_EXPIRED');
    if (!(await verifyPassword(user.passwordHash, password))) throw incorrectPassword();
    await Promise.all([release(accountKey, PASSWORD_CHECK_LIMITS.perAccount), release(addressKey, PASSWORD_CHECK_LIMITS.perAddress)]);
    return user;
  }

  return {
    checkOwnPassword,

    /** A new password; every other session ends, the caller's stays. The owner is told by e-mail. */
    async changePassword(
      caller: Caller,
      input: { currentPassword: string; newPassword: string },
      meta: RequestMeta,
    ): Promise<{ changed: true; otherSessionsEnded: number }> {
      // Checked before the current password, so a weak new one does not count as a wrong guess.
      if (!meetsPasswordRequirements(input.newPassword)) throw fail(400, ACCOUNT_MESSAGES.weakPassword, 'INVALID_PASSWORD');
      if (input.newPassword === input.currentPassword) throw fail(400, ACCOUNT_MESSAGES.samePassword, 'SAME_PASSWORD');
      const user = await checkOwnPassword(caller, input.currentPassword, meta);
      const passwordHash = await hashPassword(input.newPassword);
      const ended = await db.transaction(async (tx) => {
        const now = clock.now();
        await createIdentityRepository(tx).updatePassword(user.id, passwordHash, now);
        // Whoever knew the old password is out; the member who changed it stays signed in here.
        return createSecurityRepository(tx).revokeOtherSessions(user.id, caller.sessionId, now);
      });
      sessions.forgetUser(user.id);
      log.info({ userId: user.id, otherSessionsEnded: ended }, 'Password changed');
      await mailer
        .send({
          to: user.email,
          subject: 'Your Kindred password was changed',
          text:
            `Hello ${user.givenName},\n\nThe password of your Kindred account was just changed, and every other device ` +
            `signed in to it was signed out.\n\nIf this was not you, reset your password at ${appUrl}/auth/forgot-password.`,
        })
        .catch((error: unknown) => log.warn({ err: error, userId: user.id }, 'Could not tell an account owner of a password change'));
      return { changed: true, otherSessionsEnded: ended };
    },

    /** Where the caller is signed in: live sessions, last used first, theirs marked. */
    async listSessions(caller: Caller): Promise<AccountSession[]> {
      const now = clock.now();
      const rows = await security.liveSessions(caller.userId, now, new Date(now.getTime() - idleMs));
      return rows.map((row) => ({
        id: row.id,
        userAgent: row.userAgent,
        ipAddress: row.ipAddress,
        signedInAt: row.createdAt.toISOString(),
        lastActiveAt: row.lastSeenAt.toISOString(),
        current: row.id === caller.sessionId,
      }));
    },

    /** Signs out one of the caller's sessions; anyone else's, or none, is 404. */
    async endSession(caller: Caller, sessionId: string): Promise<{ signedOut: number }> {
      if (!isUuid(sessionId) || !(await security.revokeOwnSession(caller.userId, sessionId, clock.now()))) {
        throw notFound(ACCOUNT_MESSAGES.sessionNotFound);
      }
      sessions.forgetUser(caller.userId);
      return { signedOut: 1 };
    },

    /** Signs out every session of the caller's but the one asking. */
    async endOtherSessions(caller: Caller): Promise<{ signedOut: number }> {
      const signedOut = await security.revokeOtherSessions(caller.userId, caller.sessionId, clock.now());
      sessions.forgetUser(caller.userId);
      return { signedOut };
    },

    async emailCode(caller: Caller): Promise<{ enabled: boolean }> {
      const user = await repo.findUserById(caller.userId);
      if (!user) throw fail(401, IDENTITY_MESSAGES.sessionExpired, 'SESSION_EXPIRED');
      return { enabled: user.mfaRequired };
    },

    /** The e-mail code at sign-in on, or off with the password (whoever holds only a session cannot lower it). */
    async setEmailCode(caller: Caller, input: { enabled: boolean; password?: string | undefined }, meta: RequestMeta): Promise<{ enabled: boolean }> {
      if (!input.enabled) {
        if (input.password === undefined) throw fail(400, ACCOUNT_MESSAGES.passwordToTurnOff, 'PASSWORD_REQUIRED');
        await checkOwnPassword(caller, input.password, meta);
      }
      await security.setMfaRequired(caller.userId, input.enabled, clock.now());
      log.info({ userId: caller.userId, enabled: input.enabled }, 'E-mail code at sign-in set');
      return { enabled: input.enabled };
    },

    /** Forgets the cached sessions of an account whose sessions were just removed (the account module's deletion). */
    forgetSessionsOf: (userId: string) => sessions.forgetUser(userId),
  };
}
