/**
 * Joining an organisation, and what its administrators manage about it.
 *
 * A person joins (add-orgcode) with the organisation's join code (random,
 * rotatable), or with its public code when their e-mail's domain is allowed or
 * an invitation for their address stands. Every other code answers 404
 * 'Organization not found', the same whether the organisation exists or not,
 * and counts toward two limits (per account and per client address), so codes
 * cannot be guessed and organisations cannot be enumerated.
 */
import { INVITATION_DAYS, ORGANIZATION_MESSAGES } from '@kindred/contracts/api/organizations';
import type { Admission, Invitation } from '@kindred/contracts/api/organizations';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config/config.ts';
import type { Db, Queryable } from '../../platform/db/types.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { enforceRateLimit } from '../../platform/rate-limit/rate-limit.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limit.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { Organization } from '@kindred/contracts/api/profile';
import type * as z from 'zod/mini';
import type * as api from '@kindred/contracts/api/profile';
import { requireSelfEmail, requireSelfMemberId } from '../identity/index.ts';
import type { Caller } from '../identity/index.ts';
import * as repo from './repository.ts';
import type { InvitationByToken, InvitationRow, OrganizationRow } from './repository.ts';
import { invitationMail, invitationTokenHash, joinLink, newInvitationToken } from './invitation-link.ts';

export interface OrganizationsDeps {
  db: Db;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  clock: Clock;
  config: Pick<Config, 'appOrigins'>;
  log: { warn(obj: object, msg: string): void };
}

export interface OrganizationsCaller {
  userId: string;
  email: string;
}

/** [limit, window in seconds] of each limit; packages/server/docs/security.md lists them. */
export const JOIN_LIMITS = {
  /** Codes that admitted nobody, per account. */
  wrongCodesPerAccount: [10, 3600],
  /** Codes that admitted nobody, per client address (any account). */
  wrongCodesPerAddress: [30, 3600],
  /** Invitations sent per administrator (each one is an e-mail). */
  invitationsPerAdmin: [100, 3600],
  /** Bulk invitations per administrator (each up to BULK_INVITATION_MAX addresses; a day's window). */
  bulkInvitationsPerAdmin: [10, 86_400],
} as const satisfies Record<string, readonly [number, number]>;

const ORGANIZATION_NOT_FOUND = 'Organization not found';

export interface JoinResult {
  orgcode: string;
  /** False when the caller was already a member. */
  joined: boolean;
}

function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

export const notAMemberMessage = (orgcode: string) => `You are not a member of organization ${orgcode}`;

function toOrganization(row: OrganizationRow): Organization {
  return {
    orgcode: row.orgcode,
    orgname: row.name,
    name: row.name,
    description: row.description,
    archetype: row.archetype,
    showCommunityPage: row.showCommunityPage,
    isUsersOpen: row.isUsersOpen,
    IsUsersOpen: row.isUsersOpen,
  };
}

function toInvitation(row: InvitationRow): Invitation {
  return {
    email: row.email,
    invitedAt: row.invitedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt ? row.acceptedAt.toISOString() : null,
  };
}

export function createOrganizationsService(deps: OrganizationsDeps) {
  const { db, rateLimiter, clock, mailer, log } = deps;
  const appUrl = deps.config.appOrigins[0] ?? 'http://localhost:5173';

  /** The organisation the caller administers; 403 for anyone else (members, strangers, unknown codes alike). */
  async function administered(q: Queryable, caller: OrganizationsCaller, orgcode: string): Promise<repo.AdmissionRow> {
    const [org, role] = await Promise.all([repo.findByOrgcode(q, orgcode), repo.roleOf(q, orgcode, caller.userId)]);
    if (!org || role !== 'admin') throw forbidden(ORGANIZATION_MESSAGES.notAnAdmin);
    return org;
  }

  /** Which organisation `code` admits the caller to, if any. */
  async function admittingOrganization(q: Queryable, caller: OrganizationsCaller, code: string) {
    const byJoinCode = await repo.findByJoinCode(q, code);
    if (byJoinCode) return { org: byJoinCode, invitation: false };
    const named = await repo.findByOrgcode(q, code);
    if (!named) return undefined;
    if (await repo.roleOf(q, named.orgcode, caller.userId)) return { org: named, invitation: false };
    if (named.allowedEmailDomains.includes(emailDomain(caller.email))) return { org: named, invitation: false };
    if (await repo.findValidInvitation(q, named.orgcode, caller.email.toLowerCase(), clock.now())) {
      return { org: named, invitation: true };
    }
    return undefined;
  }

  return {
    /**
     * Joins the organisation `code` admits the caller to. A code that admits
     * nobody is a wrong code: 404, and one step toward both limits.
     */
    async join(caller: OrganizationsCaller, code: string, address: string): Promise<JoinResult> {
      const accountKey = `join-code:account:${caller.userId}`;
      const addressKey = `join-code:address:${address}`;
      await enforceRateLimit(rateLimiter, accountKey, ...JOIN_LIMITS.wrongCodesPerAccount);
      await enforceRateLimit(rateLimiter, addressKey, ...JOIN_LIMITS.wrongCodesPerAddress);
      const result = await db.transaction(async (tx) => {
        const admitted = await admittingOrganization(tx, caller, code);
        if (!admitted) return undefined;
        const joined = await repo.addMember(tx, admitted.org.orgcode, caller.userId);
        if (admitted.invitation) {
          await repo.markInvitationAccepted(tx, admitted.org.orgcode, caller.email.toLowerCase(), clock.now());
        }
        return { orgcode: admitted.org.orgcode, joined };
      });
      if (!result) throw notFound(ORGANIZATION_NOT_FOUND);
      // A code that admitted the caller is not a guess: give both hits back (a failure here must not undo the join).
      await Promise.all([
        rateLimiter.release(accountKey, JOIN_LIMITS.wrongCodesPerAccount[1]),
        rateLimiter.release(addressKey, JOIN_LIMITS.wrongCodesPerAddress[1]),
      ]).catch((error: unknown) => log.warn({ err: error }, 'Could not release a join-code limit hit'));
      return result;
    },

    /** orgs: the caller's organisations among the codes asked for; 403 for a code the caller is not a member of. */
    async organizations(caller: Caller, body: z.output<typeof api.orgsBodySchema>): Promise<Organization[]> {
      const mine = new Map((await repo.organizationsOf(db, caller.userId)).map((org) => [org.orgcode, org]));
      const result: Organization[] = [];
      for (const code of new Set(body.orgcodeList)) {
        const org = mine.get(code);
        if (!org) throw forbidden(notAMemberMessage(code));
        result.push(toOrganization(org));
      }
      return result;
    },

    /** add-orgcode: joins (see `join`) and answers the caller's organisations afterwards. */
    async addOrgcode(
      caller: Caller,
      body: z.output<typeof api.addOrgcodeBodySchema>,
      address: string,
    ): Promise<z.output<typeof api.addOrgcodeResponseSchema>> {
      requireSelfMemberId(caller, body.id, 'id');
      requireSelfEmail(caller, body.email, 'email');
      const { joined } = await this.join(caller, body.orgcode, address);
      const organizations = await repo.organizationsOf(db, caller.userId);
      return {
        orgcode: organizations.map((row) => row.orgcode),
        organizations: organizations.map((row) => ({ orgcode: row.orgcode, orgname: row.name, description: row.description })),
        joined,
      };
    },

    async admission(caller: OrganizationsCaller, orgcode: string): Promise<Admission> {
      const org = await administered(db, caller, orgcode);
      const invitations = await repo.invitationsOf(db, org.orgcode);
      return {
        orgcode: org.orgcode,
        joinCode: org.joinCode,
        allowedEmailDomains: org.allowedEmailDomains,
        invitations: invitations.map(toInvitation),
      };
    },

    async rotateJoinCode(caller: OrganizationsCaller, orgcode: string): Promise<{ joinCode: string }> {
      return db.transaction(async (tx) => {
        const org = await administered(tx, caller, orgcode);
        return { joinCode: await repo.rotateJoinCode(tx, org.orgcode) };
      });
    },

    async setAllowedDomains(caller: OrganizationsCaller, orgcode: string, domains: readonly string[]): Promise<Admission> {
      await db.transaction(async (tx) => {
        const org = await administered(tx, caller, orgcode);
        await repo.setAllowedDomains(tx, org.orgcode, [...new Set(domains)].sort());
      });
      return this.admission(caller, orgcode);
    },

    async invite(
      caller: OrganizationsCaller,
      orgcode: string,
      email: string,
      /** `counted: false`: a row of a bulk invitation, which the bulk call's own limit counts (admin.ts). */
      options: { counted?: boolean } = {},
    ): Promise<{ invitation: Invitation; mailSent: boolean }> {
      const org = await administered(db, caller, orgcode);
      if (options.counted !== false) {
        await enforceRateLimit(rateLimiter, `invitations:${caller.userId}`, ...JOIN_LIMITS.invitationsPerAdmin);
      }
      const now = clock.now();
      // Every invitation (a first one, again, or a resend) gets a new link: the previous link stops working.
      const token = newInvitationToken();
      const row = await db.transaction(async (tx) => {
        if (await repo.isMemberByEmail(tx, org.orgcode, email)) {
          throw conflict(ORGANIZATION_MESSAGES.alreadyMember, 'ALREADY_MEMBER');
        }
        return repo.upsertInvitation(tx, {
          orgcode: org.orgcode,
          email,
          invitedBy: caller.userId,
          now,
          expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
          tokenHash: invitationTokenHash(token),
        });
      });
      // The invitation stands even when its e-mail cannot go now; the answer says so.
      const inviter = await repo.inviterName(db, caller.userId);
      const mailSent = await mailer
        .send(invitationMail({ to: email, inviter, organization: org.name, link: joinLink(appUrl, token), expiresAt: row.expiresAt }))
        .then(
          () => true,
          (error: unknown) => {
            log.warn({ err: error, orgcode: org.orgcode }, 'Could not send an invitation e-mail');
            return false;
          },
        );
      return { invitation: toInvitation(row), mailSent };
    },

    async revokeInvitation(caller: OrganizationsCaller, orgcode: string, email: string): Promise<void> {
      await db.transaction(async (tx) => {
        const org = await administered(tx, caller, orgcode);
        if (!(await repo.revokeInvitation(tx, org.orgcode, email, clock.now()))) {
          throw notFound(ORGANIZATION_MESSAGES.invitationNotFound);
        }
      });
    },

    /**
     * What identity needs to admit a new account (its join and sign-up calls), each on the transaction it is
     * given: the invitation a link's token names, spending it, the organisations a domain may join, a membership.
     */
    enrolment: {
      findInvitationByToken: (q: Queryable, token: string): Promise<InvitationByToken | undefined> =>
        repo.findInvitationByTokenHash(q, invitationTokenHash(token)),
      claimInvitation: (q: Queryable, token: string, now: Date): Promise<boolean> =>
        repo.claimInvitation(q, invitationTokenHash(token), now),
      orgcodesAllowingDomain: (q: Queryable, domain: string): Promise<string[]> => repo.orgcodesAllowingDomain(q, domain.toLowerCase()),
      addMember: (q: Queryable, orgcode: string, userId: string): Promise<boolean> => repo.addMember(q, orgcode, userId),
      isMember: async (q: Queryable, orgcode: string, userId: string): Promise<boolean> =>
        (await repo.roleOf(q, orgcode, userId)) !== undefined,
    },

    /** The organisations the member belongs to (for other modules: who may see whom, Link's and home's facts). */
    organizationsOf: (userId: string): Promise<OrganizationRow[]> => repo.organizationsOf(db, userId),
    /** An organisation's name (the weekly introduction names it); undefined for none. */
    nameOf: async (orgcode: string): Promise<string | undefined> => (await repo.findByOrgcode(db, orgcode))?.name,
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
