/**
 * The administrator's console: an organisation's members and their roles,
 * removing a member, many invitations at once, resending one, and the community's settings; and a member leaving.
 *
 * - Only the organisation's administrators call these (403 for everyone else, the same for an unknown code).
 * - An organisation always keeps an administrator: a demotion, removal or departure that would leave members
 *   without one answers 409. These run under a lock on the organisation's row, so two administrators demoting
 *   each other at once cannot both succeed.
 * - Removing a member (or leaving) ends the membership only: the person loses the organisation's directory,
 *   matching and community. Matches already made and their conversations stay between the two people, as a
 *   connection lets its two members see each other (profile/visibility.ts).
 * - A bulk invitation answers each address in its row and sends each invitation through the one single-invite
 *   path (service.ts `invite`), so every invitation e-mail is the same.
 */
import {
  ADMIN_MESSAGES,
  ORGANIZATION_MESSAGES,
  parseInvitationEmail,
} from '@kindred/contracts/api/organizations';
import type {
  AdminMember,
  BulkInvitationResponse,
  CommunitySettings,
  Invitation,
  MemberRole,
} from '@kindred/contracts/api/organizations';
import type { Clock } from '../../platform/clock.ts';
import type { Db, Queryable } from '../../platform/db/types.ts';
import { conflict, DomainError, forbidden, notFound } from '../../platform/errors.ts';
import { enforceRateLimit } from '../../platform/rate-limit/rate-limit.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limit.ts';
import * as adminRepo from './admin-repository.ts';
import type { AdminMemberRow } from './admin-repository.ts';
import { JOIN_LIMITS } from './service.ts';
import type { OrganizationsCaller, OrganizationsService } from './service.ts';

export interface OrganizationAdminDeps {
  db: Db;
  rateLimiter: RateLimiter;
  clock: Clock;
  organizations: Pick<OrganizationsService, 'invite'>;
}

function toMember(row: AdminMemberRow): AdminMember {
  return {
    memberId: row.memberId,
    name: row.name,
    email: row.email,
    title: row.title,
    department: row.department,
    role: row.role,
    joinedAt: row.joinedAt.toISOString(),
    profileComplete: row.profileComplete,
    matchingPaused: row.matchingPaused,
  };
}

export function createOrganizationAdmin(deps: OrganizationAdminDeps) {
  const { db, rateLimiter, clock, organizations } = deps;

  /** 403 unless the caller administers the organisation (members, strangers and unknown codes alike). */
  async function requireAdmin(q: Queryable, caller: OrganizationsCaller, orgcode: string): Promise<void> {
    if ((await adminRepo.roleIn(q, orgcode, caller.userId)) !== 'admin') throw forbidden(ORGANIZATION_MESSAGES.notAnAdmin);
  }

  async function targetMember(q: Queryable, orgcode: string, memberId: string): Promise<AdminMemberRow> {
    const member = await adminRepo.memberOf(q, orgcode, memberId);
    if (!member) throw notFound(ADMIN_MESSAGES.memberNotFound);
    return member;
  }

  /** Ends a membership unless it would leave the other members without an administrator. */
  async function endMembership(tx: Queryable, orgcode: string, userId: string, role: MemberRole, lastAdminMessage: string) {
    if (role === 'admin') {
      const { members, admins } = await adminRepo.countMembers(tx, orgcode);
      if (admins <= 1 && members > 1) throw conflict(lastAdminMessage, 'LAST_ADMIN');
    }
    await adminRepo.deleteMembership(tx, orgcode, userId);
  }

  return {
    /** The organisations the caller administers (the app shows the console only to them). */
    async administered(caller: OrganizationsCaller) {
      return { organizations: await adminRepo.administeredBy(db, caller.userId) };
    },

    async members(caller: OrganizationsCaller, orgcode: string): Promise<{ members: AdminMember[] }> {
      await requireAdmin(db, caller, orgcode);
      return { members: (await adminRepo.membersOf(db, orgcode)).map(toMember) };
    },

    async setRole(caller: OrganizationsCaller, orgcode: string, memberId: string, role: MemberRole): Promise<{ member: AdminMember }> {
      return db.transaction(async (tx) => {
        await adminRepo.lockOrganization(tx, orgcode);
        await requireAdmin(tx, caller, orgcode);
        const member = await targetMember(tx, orgcode, memberId);
        if (member.role === 'admin' && role === 'member') {
          const { admins } = await adminRepo.countMembers(tx, orgcode);
          if (admins <= 1) throw conflict(ADMIN_MESSAGES.lastAdmin, 'LAST_ADMIN');
        }
        if (member.role !== role) await adminRepo.setRole(tx, orgcode, member.userId, role);
        return { member: toMember({ ...member, role }) };
      });
    },

    async removeMember(caller: OrganizationsCaller, orgcode: string, memberId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await adminRepo.lockOrganization(tx, orgcode);
        await requireAdmin(tx, caller, orgcode);
        const member = await targetMember(tx, orgcode, memberId);
        await endMembership(tx, orgcode, member.userId, member.role, ADMIN_MESSAGES.lastAdmin);
      });
    },

    /** The caller leaves the organisation; its last administrator may not while other members remain. */
    async leave(caller: OrganizationsCaller, orgcode: string): Promise<void> {
      await db.transaction(async (tx) => {
        await adminRepo.lockOrganization(tx, orgcode);
        const role = await adminRepo.roleIn(tx, orgcode, caller.userId);
        if (!role) throw notFound(ADMIN_MESSAGES.notAMember(orgcode));
        await endMembership(tx, orgcode, caller.userId, role, ADMIN_MESSAGES.lastAdminLeaving);
      });
    },

    /**
     * Invites each address of the list (at most BULK_INVITATION_MAX, the contract checks): one row per address,
     * in order. Counted once against the bulk limit, not per row against the single invitations' limit.
     */
    async inviteMany(caller: OrganizationsCaller, orgcode: string, emails: readonly string[]): Promise<BulkInvitationResponse> {
      await requireAdmin(db, caller, orgcode);
      await enforceRateLimit(rateLimiter, `bulk-invitations:${caller.userId}`, ...JOIN_LIMITS.bulkInvitationsPerAdmin);
      const parsed = emails.map((given) => ({ given: given.trim(), email: parseInvitationEmail(given) }));
      const valid = [...new Set(parsed.flatMap((row) => (row.email ? [row.email] : [])))];
      const [members, pending] = await Promise.all([
        adminRepo.memberEmails(db, orgcode, valid),
        adminRepo.pendingInvitations(db, orgcode, valid, clock.now()),
      ]);
      const results: BulkInvitationResponse['results'] = [];
      for (const { given, email } of parsed) {
        if (!email) results.push({ email: given, status: 'invalid' });
        else if (members.has(email)) results.push({ email, status: 'alreadyMember' });
        else if (pending.has(email)) results.push({ email, status: 'invitedBefore' });
        else {
          results.push(await inviteRow(caller, orgcode, email));
          // A repeated address is answered as invited before.
          pending.add(email);
        }
      }
      return { results };
    },

    /** Sends a pending invitation's e-mail again, with a new expiry (the single-invite path). */
    async resendInvitation(caller: OrganizationsCaller, orgcode: string, email: string): Promise<{ invitation: Invitation; mailSent: boolean }> {
      await requireAdmin(db, caller, orgcode);
      const invitation = await adminRepo.invitationState(db, orgcode, email);
      if (!invitation || invitation.revokedAt) throw notFound(ORGANIZATION_MESSAGES.invitationNotFound);
      if (invitation.acceptedAt) throw conflict(ADMIN_MESSAGES.invitationAccepted, 'INVITATION_ACCEPTED');
      return organizations.invite(caller, orgcode, email);
    },

    async settings(caller: OrganizationsCaller, orgcode: string): Promise<CommunitySettings> {
      await requireAdmin(db, caller, orgcode);
      const settings = await adminRepo.settingsOf(db, orgcode);
      if (!settings) throw forbidden(ORGANIZATION_MESSAGES.notAnAdmin);
      return settings;
    },

    async updateSettings(
      caller: OrganizationsCaller,
      orgcode: string,
      body: { isUsersOpen?: boolean | undefined; showCommunityPage?: boolean | undefined; matchingPaused?: boolean | undefined },
    ): Promise<CommunitySettings> {
      return db.transaction(async (tx) => {
        await requireAdmin(tx, caller, orgcode);
        const settings = await adminRepo.updateSettings(tx, orgcode, body);
        if (!settings) throw forbidden(ORGANIZATION_MESSAGES.notAnAdmin);
        return settings;
      });
    },
  };

  /** One address of a bulk invitation; a member who joined meanwhile is answered as one. */
  async function inviteRow(caller: OrganizationsCaller, orgcode: string, email: string) {
    try {
      const { mailSent } = await organizations.invite(caller, orgcode, email, { counted: false });
      return { email, status: 'invited' as const, mailSent };
    } catch (error) {
      if (error instanceof DomainError && error.code === 'ALREADY_MEMBER') return { email, status: 'alreadyMember' as const };
      throw error;
    }
  }
}
