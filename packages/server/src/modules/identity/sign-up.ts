/**
 * Creating an account from the sign-in page (docs/product.md#joining): for an address whose domain some
 * organisation allows. The address is proven by a 6-digit e-mail code (codes.ts, purpose 'sign_up'); the
 * confirmation creates the account (once: the address is unique, and the code is spent in the same
 * transaction), makes it a member of every organisation allowing the domain, and signs it in. A request for an
 * address that has an account answers the same, and mails that address a note instead of a code.
 */
import { JOIN_MESSAGES } from '@kindred/contracts/api/join';
import type { ConfirmSignUpResponse, SignUpResponse } from '@kindred/contracts/api/join';
import { DomainError } from '../../platform/errors.ts';
import { maskEmail } from './codes.ts';
import type { Codes } from './codes.ts';
import { LIMITS, fail } from './context.ts';
import type { IdentityContext, RequestMeta } from './context.ts';
import { hashPassword } from './passwords.ts';
import { createIdentityRepository } from './repository.ts';
import type { Sessions } from './sessions.ts';
import { hashToken } from './tokens.ts';

function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

export function createSignUp(context: IdentityContext, codes: Codes, sessions: Sessions) {
  const { db, clock, log, repo, limit, admission } = context;

  const domainNotAllowed = () => fail(400, JOIN_MESSAGES.domainNotAllowed, 'DOMAIN_NOT_ALLOWED');

  return {
    async signUp(
      input: { username: string; givenName: string; familyName: string; password: string },
      meta: RequestMeta,
    ): Promise<SignUpResponse> {
      const email = input.username.trim().toLowerCase();
      await limit(`sign-up:address:${meta.ip}`, LIMITS.signUpPerAddress);
      if ((await admission.orgcodesAllowingDomain(db, domainOf(email))).length === 0) throw domainNotAllowed();
      // Per address asked for: the mail its owner receives, whoever asks.
      await limit(`sign-up:email:${email}`, LIMITS.signUpPerEmail);
      const existing = Boolean(await repo.findUserByEmail(email));
      // Hashed either way, so that the answer takes as long for an address with an account.
      const passwordHash = await hashPassword(input.password);
      const session = await codes.issueSignUpCode({
        email,
        givenName: input.givenName,
        familyName: input.familyName,
        passwordHash: existing ? '' : passwordHash,
        existing,
      });
      return {
        nextStep: {
          signUpStep: 'CONFIRM_SIGN_UP_WITH_EMAIL_CODE',
          codeDeliveryDetails: { destination: maskEmail(email), deliveryMedium: 'EMAIL', attributeName: 'email' },
        },
        session,
      };
    },

    async confirmSignUp(input: { session: string; code: string }, meta: RequestMeta): Promise<ConfirmSignUpResponse> {
      await limit(`confirm:address:${meta.ip}`, LIMITS.confirmPerAddress);
      const code = await repo.findCodeByChallenge(hashToken(input.session), 'sign_up');
      const request = code?.signUpId ? await repo.findSignUpRequest(code.signUpId) : undefined;
      if (!code || !request) throw fail(400, JOIN_MESSAGES.signUpExpired, 'SIGN_UP_EXPIRED');
      // The form sent twice: the first one made the account.
      if (code.consumedAt && request.userId) {
        throw new DomainError('conflict', JOIN_MESSAGES.signUpDone, { code: 'ACCOUNT_EXISTS' });
      }
      try {
        await codes.checkCode(code, input.code, 'sign_up');
      } catch (error) {
        // The same form sent twice at once: the other request spent the code between our read and our try, and
        // made the account (its transaction has committed once our try could see the code spent).
        const now = await repo.findSignUpRequest(request.id);
        if (now?.userId) throw new DomainError('conflict', JOIN_MESSAGES.signUpDone, { code: 'ACCOUNT_EXISTS' });
        throw error;
      }
      // A request for an address with an account never makes one (its code went nowhere: this was a guess).
      if (request.existing) throw fail(400, JOIN_MESSAGES.invalidCode, 'INVALID_CODE');
      const outcome = await db.transaction(async (tx) => {
        const txRepo = createIdentityRepository(tx);
        const now = clock.now();
        if (!(await txRepo.consumeCode(code.id, now))) return 'spent' as const;
        const orgcodes = await admission.orgcodesAllowingDomain(tx, domainOf(request.email));
        if (orgcodes.length === 0) throw domainNotAllowed();
        const user = await txRepo.insertUserIfAbsent({
          email: request.email,
          givenName: request.givenName,
          familyName: request.familyName,
          passwordHash: request.passwordHash,
          // New accounts ask for the e-mail code at sign-in (docs/decisions.md#identity).
          mfaRequired: true,
        });
        if (!user) throw new DomainError('conflict', JOIN_MESSAGES.signUpDone, { code: 'ACCOUNT_EXISTS' });
        for (const orgcode of orgcodes) await admission.addMember(tx, orgcode, user.id);
        await txRepo.markSignUpDone(request.id, user.id);
        log.info({ userId: user.id, orgcodes }, 'Account created by sign-up');
        return sessions.startSession(user, meta, txRepo);
      });
      if (outcome === 'spent') throw new DomainError('conflict', JOIN_MESSAGES.signUpDone, { code: 'ACCOUNT_EXISTS' });
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' }, tokens: outcome };
    },
  };
}
