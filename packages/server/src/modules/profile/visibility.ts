/**
 * What a member may read of another member, decided in one place for every
 * call that returns a member (profile, recipient, chats, connections, the
 * directory and matches). The rule:
 *
 * - A member sees another member when they share an organisation, or when the
 *   two are connected (a weekly match). Anyone else answers as an unknown
 *   member (404), so the answer does not tell that the address exists.
 * - Of another member's organisations, only the shared ones are shown; their
 *   connections never are (`sharedOrganizations`).
 * - The directory and matches list only members of the caller's organisations
 *   whose community is open (`isUsersOpen`); naming a closed one answers 403
 *   with the specification's words, naming one the caller is not in answers 403.
 * - A connection's other side and a chat's participants are visible through
 *   the connection or the chat itself: callers only ever get their own.
 *
 * Joining an organisation is what widens the first rule, which is why joining
 * needs an invitation (organizations/service.ts).
 */
import { COMMUNITY_NOT_OPEN } from '@kindred/contracts/api/profile';
import type { Queryable } from '../../platform/db/types.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { notAMemberMessage } from '../organizations/index.ts';
import type { OrganizationRow, OrganizationsService } from '../organizations/index.ts';
import * as repo from './repository.ts';
import type { MemberRow } from './repository.ts';

export interface Viewer {
  userId: string;
}

export interface VisibilityDeps {
  db: Queryable;
  /** Whose organisations are whose: the organisations module's. */
  organizations: Pick<OrganizationsService, 'organizationsOf'>;
}

export function createVisibility({ db, organizations }: VisibilityDeps) {
  /** One of the viewer's organisations by code; 403 when the viewer is not a member. */
  async function viewerOrganization(viewer: Viewer, orgcode: string): Promise<OrganizationRow> {
    const mine = await organizations.organizationsOf(viewer.userId);
    const org = mine.find((candidate) => candidate.orgcode === orgcode);
    if (!org) throw forbidden(notAMemberMessage(orgcode));
    return org;
  }

  return {
    /** The member, when the viewer may see them; otherwise 404 with `message` (the same as for no such member). */
    async visibleMember(viewer: Viewer, target: MemberRow | undefined, message: string): Promise<MemberRow> {
      if (!target || !(await repo.canSee(db, viewer.userId, target.userId))) throw notFound(message);
      return target;
    },

    viewerOrganization,

    /** Of another member's organisations, those the viewer shares. */
    async sharedOrganizations(viewer: Viewer, otherUserId: string): Promise<OrganizationRow[]> {
      const [theirs, mine] = await Promise.all([organizations.organizationsOf(otherUserId), organizations.organizationsOf(viewer.userId)]);
      const mineCodes = new Set(mine.map((org) => org.orgcode));
      return theirs.filter((org) => mineCodes.has(org.orgcode));
    },

    /** The organisations whose members the directory and matches may list for the viewer. */
    async directoryOrganizations(viewer: Viewer, orgcode: string | undefined): Promise<string[]> {
      if (orgcode !== undefined) {
        const org = await viewerOrganization(viewer, orgcode);
        if (!org.isUsersOpen) throw forbidden(COMMUNITY_NOT_OPEN, 'COMMUNITY_NOT_OPEN');
        return [org.orgcode];
      }
      return (await organizations.organizationsOf(viewer.userId)).filter((org) => org.isUsersOpen).map((org) => org.orgcode);
    },
  };
}

export type Visibility = ReturnType<typeof createVisibility>;
