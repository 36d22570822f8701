/**
 * The specification's profile API table: `/v1/user-profile?type=…`, one URL
 * for most of what the client asks, each type bound here to the module that
 * owns it (profile, connections, messaging, organizations). The contracts are
 * in packages/contracts/src/api/profile.ts; the rules in each module.
 *
 * Messaging's calls are defined and bound in messaging/routes.ts and placed
 * here, each in its row of the table.
 *
 * Types the specification does not give, and ours:
 * - matches, directory reading: POST ?type=matches (the same body as PUT
 *   ?type=get-matches; the answer is the list itself);
 * - organisation members: POST ?type=org-members {orgcode};
 * - sending a chat message: POST ?type=message {chatId, content};
 * - the conversation list: POST ?type=chat-list; naming a connection one's
 *   mentor or mentee: PUT ?type=relationship {memberId, relationship};
 * - the weekly matching setting: POST ?type=matching-settings (read) and PUT
 *   ?type=pause-matching {paused}.
 * Mounted with the same router: the connection answers (connections) and the
 * pictures and preset avatars (profile), in this order, which is also their
 * order in the OpenAPI document.
 */
import * as api from '@kindred/contracts/api/profile-calls';
import type { PlatformDeps } from '../platform/deps.ts';
import { clientAddress } from '../platform/http/client-address.ts';
import { defineRoute, mountRoutes } from '../platform/http/openapi.ts';
import { connectionRoutes } from './connections/index.ts';
import type { ConnectionsService } from './connections/index.ts';
import { callerOf } from './identity/index.ts';
import { messagingRoutes } from './messaging/index.ts';
import type { MessagingService } from './messaging/index.ts';
import type { OrganizationsService } from './organizations/index.ts';
import { profileRoutes } from './profile/index.ts';
import type { ProfileService } from './profile/index.ts';

const TAGS = ['profile'];
const P = api.PROFILE_PATH;

const routes = {
  userSpecific: defineRoute({
    method: 'POST',
    path: `${P}?type=userSpecific`,
    summary: "A profile: the caller's own, or (by e-mail) a colleague's or a connection's",
    tags: TAGS,
    auth: true,
    query: api.userSpecificQuerySchema,
    response: api.userSpecificResponseSchema,
  }),
  connections: defineRoute({
    method: 'POST',
    path: `${P}?type=connections`,
    summary: "The caller's connections by id, most recent first (isTopConnections: the 3 most recent)",
    tags: TAGS,
    auth: true,
    body: api.connectionsBodySchema,
    response: api.connectionsResponseSchema,
  }),
  orgs: defineRoute({
    method: 'POST',
    path: `${P}?type=orgs`,
    summary: "The caller's organisations by org code",
    tags: TAGS,
    auth: true,
    body: api.orgsBodySchema,
    response: api.orgsResponseSchema,
  }),
  meetingContent: defineRoute({
    method: 'POST',
    path: `${P}?type=meeting-content`,
    summary: "Meeting notes for a persona in one of the caller's organisations",
    tags: TAGS,
    auth: true,
    body: api.meetingContentBodySchema,
    response: api.meetingContentResponseSchema,
  }),
  matches: defineRoute({
    method: 'POST',
    path: `${P}?type=matches`,
    summary: "Matches, directory reading: the caller's most similar colleagues, strongest first",
    tags: TAGS,
    auth: true,
    body: api.matchesBodySchema,
    response: api.matchesResponseSchema,
  }),
  orgMembers: defineRoute({
    method: 'POST',
    path: `${P}?type=org-members`,
    summary: "The member directory of one of the caller's organisations (only when its community is open)",
    tags: TAGS,
    auth: true,
    body: api.orgMembersBodySchema,
    response: api.orgMembersResponseSchema,
  }),
  dbedit: defineRoute({
    method: 'PUT',
    path: `${P}?type=dbedit`,
    summary: "Edit the caller's own profile fields (a whitelist; also sets a preset avatar)",
    tags: TAGS,
    auth: true,
    body: api.dbeditBodySchema,
    response: api.dbeditResponseSchema,
  }),
  viewed: defineRoute({
    method: 'PUT',
    path: `${P}?type=viewed`,
    summary: 'Record that the caller opened one of their connections (id: the connection id)',
    tags: TAGS,
    auth: true,
    body: api.viewedBodySchema,
    response: api.viewedResponseSchema,
  }),
  addOrgcode: defineRoute({
    method: 'PUT',
    path: `${P}?type=add-orgcode`,
    summary: 'Join an organisation: by its join code, or by its code when invited or your e-mail domain is allowed',
    tags: TAGS,
    auth: true,
    body: api.addOrgcodeBodySchema,
    response: api.addOrgcodeResponseSchema,
  }),
  getMatches: defineRoute({
    method: 'PUT',
    path: `${P}?type=get-matches`,
    summary: 'Matches: the same list as ?type=matches, as a JSON string in `body`',
    tags: TAGS,
    auth: true,
    body: api.matchesBodySchema,
    response: api.getMatchesResponseSchema,
  }),
  matchingSettings: defineRoute({
    method: 'POST',
    path: `${P}?type=matching-settings`,
    summary: "The caller's weekly matching setting: whether it is paused",
    tags: TAGS,
    auth: true,
    body: api.matchingSettingsBodySchema,
    response: api.matchingSettingsResponseSchema,
  }),
  pauseMatching: defineRoute({
    method: 'PUT',
    path: `${P}?type=pause-matching`,
    summary: "Pause (true) or resume (false) the caller's weekly matches",
    tags: TAGS,
    auth: true,
    body: api.pauseMatchingBodySchema,
    response: api.matchingSettingsResponseSchema,
  }),
};

export interface ProfileApiDeps extends PlatformDeps {
  profile: ProfileService;
  connections: ConnectionsService;
  messaging: MessagingService;
  organizations: OrganizationsService;
}

export function profileApiRoutes(deps: ProfileApiDeps) {
  const { profile, connections, organizations } = deps;
  const messaging = messagingRoutes(deps);
  return mountRoutes(deps, [
    routes.userSpecific.handle((c, { query }) => profile.profile(callerOf(c), query)),
    routes.connections.handle((c, { body }) => connections.connections(callerOf(c), body)),
    routes.orgs.handle((c, { body }) => organizations.organizations(callerOf(c), body)),
    messaging.recipient,
    messaging.chat,
    messaging.latest,
    messaging.chatId,
    messaging.message,
    messaging.chatList,
    routes.meetingContent.handle((c, { body }) => profile.meetingContent(callerOf(c), body)),
    routes.matches.handle((c, { body }) => connections.matches(callerOf(c), body)),
    routes.orgMembers.handle((c, { body }) => connections.directory(callerOf(c), body)),
    routes.dbedit.handle((c, { body }) => profile.edit(callerOf(c), body)),
    messaging.messageReset,
    routes.viewed.handle((c, { body }) => connections.markViewed(callerOf(c), body)),
    routes.addOrgcode.handle((c, { body }) =>
      organizations.addOrgcode(callerOf(c), body, clientAddress(c, deps.config.trustProxy)),
    ),
    routes.getMatches.handle(async (c, { body }) => ({
      statusCode: 200 as const,
      body: JSON.stringify(await connections.matches(callerOf(c), body)),
    })),
    messaging.relationship,
    routes.matchingSettings.handle((c) => connections.matchingSettings(callerOf(c))),
    routes.pauseMatching.handle((c, { body }) => connections.pauseMatching(callerOf(c), body)),
    ...connectionRoutes(deps),
    ...profileRoutes(deps),
  ]);
}
