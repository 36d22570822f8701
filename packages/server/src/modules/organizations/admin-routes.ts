/**
 * The administrator's console's calls, and a member leaving an organisation
 * (contracts: packages/contracts/src/api/organizations.ts; rules: admin.ts).
 */
import * as api from '@kindred/contracts/api/organizations';
import type { PlatformDeps } from '../../platform/deps.ts';
import { defineRoute, mountRoutes } from '../../platform/http/openapi.ts';
import { callerOf } from '../identity/index.ts';
import { createOrganizationAdmin } from './admin.ts';
import type { OrganizationsService } from './service.ts';

const TAGS = ['organizations'];
const O = `${api.ORGANIZATIONS_PATH}/:orgcode`;

const routes = {
  administered: defineRoute({
    method: 'GET',
    path: `${api.ORGANIZATIONS_PATH}/administered`,
    summary: 'The organisations the caller administers (none for most members)',
    tags: TAGS,
    auth: true,
    response: api.administeredSchema,
  }),
  members: defineRoute({
    method: 'GET',
    path: `${O}/members`,
    summary: "The organisation's members: role, joined date, whether the profile is complete and matching paused (administrators only)",
    tags: TAGS,
    auth: true,
    params: api.orgcodePathSchema,
    response: api.membersResponseSchema,
  }),
  // Before `/members/:memberId`, which would otherwise take "me" for a member id.
  leave: defineRoute({
    method: 'DELETE',
    path: `${O}/members/me`,
    summary:
      "The caller leaves the organisation; matches and conversations stay. Its only administrator may not leave while others remain (409)",
    tags: TAGS,
    auth: true,
    params: api.orgcodePathSchema,
    status: 204,
    errors: { 404: 'The caller is not a member', 409: 'The caller is its only administrator and other members remain' },
  }),
  setRole: defineRoute({
    method: 'PUT',
    path: `${O}/members/:memberId/role`,
    summary: 'Makes a member an administrator or a member again; the organisation keeps at least one administrator (409)',
    tags: TAGS,
    auth: true,
    params: api.memberPathSchema,
    body: api.roleBodySchema,
    response: api.roleResponseSchema,
    errors: { 404: 'No such member in the organisation', 409: 'The last administrator' },
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: `${O}/members/:memberId`,
    summary:
      'Removes a member from the organisation (administrators only): they lose its directory, matching and community; matches and conversations stay',
    tags: TAGS,
    auth: true,
    params: api.memberPathSchema,
    status: 204,
    errors: { 404: 'No such member in the organisation', 409: 'The last administrator' },
  }),
  inviteMany: defineRoute({
    method: 'POST',
    path: `${O}/invitations/bulk`,
    summary: `Invites up to ${api.BULK_INVITATION_MAX} addresses; each is answered in its row (administrators only)`,
    tags: TAGS,
    auth: true,
    params: api.orgcodePathSchema,
    body: api.bulkInvitationBodySchema,
    response: api.bulkInvitationResponseSchema,
  }),
  resendInvitation: defineRoute({
    method: 'POST',
    path: `${O}/invitations/:email/resend`,
    summary: 'Sends a pending invitation again, valid 30 days from now (administrators only)',
    tags: TAGS,
    auth: true,
    params: api.invitationPathSchema,
    response: api.invitationResponseSchema,
    errors: { 404: 'No pending invitation for the address', 409: 'The invitation was accepted' },
  }),
  settings: defineRoute({
    method: 'GET',
    path: `${O}/settings`,
    summary: "The community's settings: directory open, community page shown, weekly matching paused (administrators only)",
    tags: TAGS,
    auth: true,
    params: api.orgcodePathSchema,
    response: api.communitySettingsSchema,
  }),
  updateSettings: defineRoute({
    method: 'PUT',
    path: `${O}/settings`,
    summary: "Changes the community's settings given; the others stay (administrators only)",
    tags: TAGS,
    auth: true,
    params: api.orgcodePathSchema,
    body: api.communitySettingsBodySchema,
    response: api.communitySettingsSchema,
  }),
};

export function organizationAdminRoutes(deps: PlatformDeps & { organizations: OrganizationsService }) {
  const admin = createOrganizationAdmin(deps);
  return mountRoutes(deps, [
    routes.administered.handle((c) => admin.administered(callerOf(c))),
    routes.members.handle((c, { params }) => admin.members(callerOf(c), params.orgcode)),
    routes.leave.handle(async (c, { params }) => {
      await admin.leave(callerOf(c), params.orgcode);
    }),
    routes.setRole.handle((c, { params, body }) => admin.setRole(callerOf(c), params.orgcode, params.memberId, body.role)),
    routes.removeMember.handle(async (c, { params }) => {
      await admin.removeMember(callerOf(c), params.orgcode, params.memberId);
    }),
    routes.inviteMany.handle((c, { params, body }) => admin.inviteMany(callerOf(c), params.orgcode, body.emails)),
    routes.resendInvitation.handle((c, { params }) => admin.resendInvitation(callerOf(c), params.orgcode, params.email)),
    routes.settings.handle((c, { params }) => admin.settings(callerOf(c), params.orgcode)),
    routes.updateSettings.handle((c, { params, body }) => admin.updateSettings(callerOf(c), params.orgcode, body)),
  ]);
}
