/**
 * The rules of identity (docs/product.md#states, #validation, #the-calls, #errors; docs/decisions.md#identity):
 *
 * - Sign in with e-mail and password. An account with `mfa_required` gets a
 *   6-digit e-mail code first; the answer names the next step.
 * The parts live in their own files: codes.ts, sessions.ts, sign-in.ts,
 * password-reset.ts, sign-up.ts, invitation-links.ts, tokens.ts; this one assembles them.
 *
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
import type { UserAttributes } from '@kindred/contracts/api/identity';
import { IDENTITY_MESSAGES as M } from '@kindred/contracts/api/identity';
import type { AuthTokens } from '@kindred/contracts/api/identity';
import type { Caller } from './caller.ts';
import { createCodes } from './codes.ts';
import { createIdentityContext, fail } from './context.ts';
import type { IdentityServiceDeps, RequestMeta } from './context.ts';
import { createPasswordReset } from './password-reset.ts';
import { hashPassword } from './passwords.ts';
import type { NewUser, UserRecord } from './repository.ts';
import { createSessions } from './sessions.ts';
import { createSecurity } from './security.ts';
import { createSignIn } from './sign-in.ts';
import { createSignUp } from './sign-up.ts';
import { createInvitationLinks } from './invitation-links.ts';

export { LIMITS } from './context.ts';
export type { IdentityServiceDeps, RequestMeta } from './context.ts';
export { CODE_MAX_ATTEMPTS, generateCode, maskEmail } from './codes.ts';

export interface NewAccount {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  phoneNumber?: string | null;
  mfaRequired?: boolean;
  memberId?: string;
}

export function createIdentityService(deps: IdentityServiceDeps) {
  const context = createIdentityContext(deps);
  const { repo } = context;
  const codes = createCodes(context);
  const sessions = createSessions(context);
  const { startSession } = sessions;
  const signIn = createSignIn(context, codes, sessions);
  const passwordReset = createPasswordReset(context, codes, sessions);
  const signUp = createSignUp(context, codes, sessions);
  const invitationLinks = createInvitationLinks(context, sessions);
  /** Settings → Security: password change, sessions, the e-mail code (security.ts). */
  const security = createSecurity(context, sessions);

  return {
    ...security,

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

    signIn: signIn.signIn,
    confirmSignIn: signIn.confirmSignIn,
    requestPasswordReset: passwordReset.requestPasswordReset,
    confirmPasswordReset: passwordReset.confirmPasswordReset,
    signUp: signUp.signUp,
    confirmSignUp: signUp.confirmSignUp,
    lookupInvitation: invitationLinks.lookupInvitation,
    acceptInvitation: invitationLinks.acceptInvitation,
    joinWithInvitation: invitationLinks.joinWithInvitation,

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

    signOut: sessions.signOut,
    refresh: sessions.refresh,
    authenticate: sessions.authenticate,

    /** When the member's account was made (home's welcome); null when there is no such account. */
    async joinedAt(userId: string): Promise<Date | null> {
      return (await repo.findUserById(userId))?.createdAt ?? null;
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
