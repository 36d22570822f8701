/**
 * An invitation's link (docs/product.md#joining): what it invites to, a new account from it, or a signed-in
 * member joining with it. The token is single use, bound to its address and valid for INVITATION_DAYS; the
 * organisations module keeps the invitations (AdmissionPort). A token that names no invitation counts toward a
 * per-address limit, as a wrong password does; one that names an invitation gives its hit back.
 */
import { JOIN_MESSAGES } from '@kindred/contracts/api/join';
import type { AcceptInvitationRequest, InvitationLookup, InvitationState, JoinWithInvitationResponse } from '@kindred/contracts/api/join';
import type { AuthTokens } from '@kindred/contracts/api/identity';
import { DomainError, forbidden, notFound } from '../../platform/errors.ts';
import { sameEmail } from './caller.ts';
import type { Caller } from './caller.ts';
import { LIMITS } from './context.ts';
import type { IdentityContext, InvitationLink, RequestMeta } from './context.ts';
import { hashPassword } from './passwords.ts';
import { createIdentityRepository } from './repository.ts';
import type { Sessions } from './sessions.ts';

function stateOf(invitation: InvitationLink, now: Date): InvitationState {
  if (invitation.acceptedAt) return 'spent';
  if (invitation.revokedAt) return 'revoked';
  if (invitation.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

const CLOSED: Record<Exclude<InvitationState, 'open'>, { message: string; code: string }> = {
  spent: { message: JOIN_MESSAGES.invitationSpent, code: 'INVITATION_SPENT' },
  revoked: { message: JOIN_MESSAGES.invitationRevoked, code: 'INVITATION_REVOKED' },
  expired: { message: JOIN_MESSAGES.invitationExpired, code: 'INVITATION_EXPIRED' },
};

function closed(state: Exclude<InvitationState, 'open'>): DomainError {
  return new DomainError('conflict', CLOSED[state].message, { code: CLOSED[state].code });
}

export function createInvitationLinks(context: IdentityContext, sessions: Sessions) {
  const { db, clock, log, repo, limit, release, admission } = context;

  /** The invitation the token names, or 404; counted per client address until it is found. */
  async function invitationOf(token: string, meta: RequestMeta): Promise<InvitationLink> {
    const key = `invitation:address:${meta.ip}`;
    await limit(key, LIMITS.invitationPerAddress);
    const invitation = await admission.findInvitationByToken(db, token);
    if (!invitation) throw notFound(JOIN_MESSAGES.invitationNotFound, 'INVITATION_NOT_FOUND');
    await release(key, LIMITS.invitationPerAddress);
    return invitation;
  }

  return {
    async lookupInvitation(input: { token: string }, meta: RequestMeta): Promise<InvitationLookup> {
      const invitation = await invitationOf(input.token, meta);
      return {
        state: stateOf(invitation, clock.now()),
        organization: { orgcode: invitation.orgcode, name: invitation.organizationName },
        email: invitation.email,
        inviter: invitation.inviterName,
        expiresAt: invitation.expiresAt.toISOString(),
        hasAccount: Boolean(await repo.findUserByEmail(invitation.email)),
      };
    },

    /** A new account for the invited address: verified (the link came to it), a member, signed in. */
    async acceptInvitation(input: AcceptInvitationRequest, meta: RequestMeta): Promise<AuthTokens> {
      const invitation = await invitationOf(input.token, meta);
      const state = stateOf(invitation, clock.now());
      if (state !== 'open') throw closed(state);
      const passwordHash = await hashPassword(input.password);
      const tokens = await db.transaction(async (tx) => {
        const txRepo = createIdentityRepository(tx);
        // Spent in the transaction that makes the account: of two submits, one gets it.
        if (!(await admission.claimInvitation(tx, input.token, clock.now()))) return null;
        const user = await txRepo.insertUserIfAbsent({
          email: invitation.email,
          givenName: input.givenName.trim(),
          familyName: input.familyName.trim(),
          passwordHash,
          // New accounts ask for the e-mail code at sign-in (docs/decisions.md#identity).
          mfaRequired: true,
        });
        if (!user) throw new DomainError('conflict', JOIN_MESSAGES.accountExists, { code: 'ACCOUNT_EXISTS' });
        await admission.addMember(tx, invitation.orgcode, user.id);
        log.info({ userId: user.id, orgcode: invitation.orgcode }, 'Account created from an invitation');
        return sessions.startSession(user, meta, txRepo);
      });
      if (!tokens) {
        // Another request spent it (the form sent twice), or it closed in the meantime.
        const now = await admission.findInvitationByToken(db, input.token);
        const state = now ? stateOf(now, clock.now()) : 'spent';
        throw closed(state === 'open' ? 'spent' : state);
      }
      return tokens;
    },

    /** A signed-in member whose address the invitation names joins its organisation; again is no error. */
    async joinWithInvitation(caller: Caller, input: { token: string }, meta: RequestMeta): Promise<JoinWithInvitationResponse> {
      const invitation = await invitationOf(input.token, meta);
      if (!sameEmail(invitation.email, caller.email)) throw forbidden(JOIN_MESSAGES.otherAddress, 'INVITATION_FOR_ANOTHER_ADDRESS');
      const organization = { orgcode: invitation.orgcode, name: invitation.organizationName };
      const joined = await db.transaction(async (tx) => {
        if (await admission.claimInvitation(tx, input.token, clock.now())) {
          return admission.addMember(tx, invitation.orgcode, caller.userId);
        }
        return null;
      });
      if (joined !== null) return { organization, joined };
      const state = stateOf((await admission.findInvitationByToken(db, input.token)) ?? invitation, clock.now());
      // Spent by this very account (the address is its own), which is still a member: the link opened twice.
      if (state === 'spent' && (await admission.isMember(db, invitation.orgcode, caller.userId))) {
        return { organization, joined: false };
      }
      throw closed(state === 'open' ? 'spent' : state);
    },
  };
}
