/**
 * Our calls for an organisation's administrators: who may join it
 * (contracts: packages/contracts/src/api/organizations.ts).
 */
import * as api from '@kindred/contracts/api/organizations';
import type { PlatformDeps } from '../../platform/deps.ts';
import { callerOf } from '../identity/index.ts';
import type { OrganizationsService } from './service.ts';
import { defineRoute, mountRoutes } from '../../platform/http/openapi.ts';

const TAGS = ['organizations'];
const O = `${api.ORGANIZATIONS_PATH}/:orgcode`;

const routes = {
  admission: defineRoute({
    method: 'GET',
    path: `${O}/admission`,
    summary: "How people join the organisation: its join code, allowed e-mail domains and invitations (administrators only)",
    tags: TAGS,
    auth: true,
    params: api.orgcodePathSchema,
    response: api.admissionSchema,
  }),
  rotateJoinCode: defineRoute({
    method: 'POST',
    path: `${O}/join-code`,
    summary: 'A new join code; the previous one stops working at once (administrators only)',
    tags: TAGS,
    auth: true,
    params: api.orgcodePathSchema,
    response: api.joinCodeResponseSchema,
  }),
  allowedDomains: defineRoute({
    method: 'PUT',
    path: `${O}/allowed-domains`,
    summary: 'The e-mail domains whose people may join with the public organisation code (administrators only)',
    tags: TAGS,
    auth: true,
    params: api.orgcodePathSchema,
    body: api.allowedDomainsBodySchema,
    response: api.admissionSchema,
  }),
  invite: defineRoute({
    method: 'POST',
    path: `${O}/invitations`,
    summary: 'Invites one e-mail address (valid 30 days) and mails it (administrators only)',
    tags: TAGS,
    auth: true,
    params: api.orgcodePathSchema,
    body: api.invitationBodySchema,
    response: api.invitationResponseSchema,
    status: 201,
  }),
  revokeInvitation: defineRoute({
    method: 'DELETE',
    path: `${O}/invitations/:email`,
    summary: 'Withdraws an invitation (administrators only)',
    tags: TAGS,
    auth: true,
    params: api.invitationPathSchema,
    status: 204,
  }),
};

export function organizationRoutes(deps: PlatformDeps & { organizations: OrganizationsService }) {
  const { organizations } = deps;
  return mountRoutes(deps, [
    routes.admission.handle((c, { params }) => organizations.admission(callerOf(c), params.orgcode)),
    routes.rotateJoinCode.handle((c, { params }) => organizations.rotateJoinCode(callerOf(c), params.orgcode)),
    routes.allowedDomains.handle((c, { params, body }) =>
      organizations.setAllowedDomains(callerOf(c), params.orgcode, body.domains),
    ),
    routes.invite.handle((c, { params, body }) => organizations.invite(callerOf(c), params.orgcode, body.email)),
    routes.revokeInvitation.handle(async (c, { params }) => {
      await organizations.revokeInvitation(callerOf(c), params.orgcode, params.email);
    }),
  ]);
}
