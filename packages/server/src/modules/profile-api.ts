/**
 * The specification's profile API table: `/v1/user-profile?type=…`, one URL
 * for most of what the client asks, each type bound here to the module that
 * owns it (profile, connections, messaging, organizations). The contracts are
 * in packages/contracts/src/api/profile.ts; the rules in each module.
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
import { enforceRateLimit } from '../platform/rate-limit/rate-limit.ts';
import { connectionRoutes } from './connections/index.ts';
import type { ConnectionsService } from './connections/index.ts';
import { callerOf } from './identity/index.ts';
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
  recipient: defineRoute({
    method: 'POST',
    path: `${P}?type=recipient`,
    summary: 'A member to write to (a colleague or a connection)',
    tags: TAGS,
    auth: true,
    body: api.recipientBodySchema,
    response: api.recipientResponseSchema,
  }),
  chat: defineRoute({
    method: 'POST',
    path: `${P}?type=chat`,
    summary: "One of the caller's chats with its latest messages",
    tags: TAGS,
    auth: true,
    body: api.chatBodySchema,
    response: api.chatResponseSchema,
  }),
  latest: defineRoute({
    method: 'POST',
    path: `${P}?type=latest-s3`,
    summary: 'Messages between the caller (sEmail) and a recipient (rEmail) newer than marker',
    tags: TAGS,
    auth: true,
    body: api.latestMessagesBodySchema,
    response: api.latestMessagesResponseSchema,
  }),
  chatId: defineRoute({
    method: 'POST',
    path: `${P}?type=chatId`,
    summary: 'The chat between the caller (sId) and a recipient (rId), created on first use',
    tags: TAGS,
    auth: true,
    body: api.chatIdBodySchema,
    response: api.chatIdResponseSchema,
  }),
  message: defineRoute({
    method: 'POST',
    path: `${P}?type=message`,
    summary: "Send a message in one of the caller's chats (our addition)",
    tags: TAGS,
    auth: true,
    body: api.sendMessageBodySchema,
    response: api.sendMessageResponseSchema,
    idempotencyKey: true,
  }),
  chatList: defineRoute({
    method: 'POST',
    path: `${P}?type=chat-list`,
    summary: "Everyone the caller can message (connections and chat partners) with the last message and unread count (our addition)",
    tags: TAGS,
    auth: true,
    body: api.chatListBodySchema,
    response: api.chatListResponseSchema,
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
  messageReset: defineRoute({
    method: 'PUT',
    path: `${P}?type=message-reset`,
    summary: "Mark one of the caller's chats as read",
    tags: TAGS,
    auth: true,
    body: api.messageResetBodySchema,
    response: api.messageResetResponseSchema,
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
  relationship: defineRoute({
    method: 'PUT',
    path: `${P}?type=relationship`,
    summary: "Name one of the caller's connections their mentor or mentee, or neither (our addition)",
    tags: TAGS,
    auth: true,
    body: api.relationshipBodySchema,
    response: api.relationshipResponseSchema,
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

/** Messages a member may send in a minute, in all and into one chat. */
export const MESSAGES_PER_MINUTE = 40;
export const MESSAGES_PER_CHAT_MINUTE = 20;

export interface ProfileApiDeps extends PlatformDeps {
  profile: ProfileService;
  connections: ConnectionsService;
  messaging: MessagingService;
  organizations: OrganizationsService;
}

export function profileApiRoutes(deps: ProfileApiDeps) {
  const { profile, connections, messaging, organizations } = deps;
  return mountRoutes(deps, [
    routes.userSpecific.handle((c, { query }) => profile.profile(callerOf(c), query)),
    routes.connections.handle((c, { body }) => connections.connections(callerOf(c), body)),
    routes.orgs.handle((c, { body }) => organizations.organizations(callerOf(c), body)),
    routes.recipient.handle((c, { body }) => messaging.recipient(callerOf(c), body)),
    routes.chat.handle((c, { body }) => messaging.chat(callerOf(c), body)),
    routes.latest.handle((c, { body }) => messaging.latest(callerOf(c), body)),
    routes.chatId.handle((c, { body }) => messaging.chatId(callerOf(c), body)),
    routes.message.handle(async (c, { body, idempotencyKey }) => {
      const caller = callerOf(c);
      // A person types a few messages a minute: a member may send MESSAGES_PER_MINUTE in all, and
      // MESSAGES_PER_CHAT_MINUTE into one chat, so that no script fills a colleague's conversation (or the table).
      // The chat's count first: a message refused there does not use up the member's allowance for other chats.
      await enforceRateLimit(deps.rateLimiter, `messages:${caller.userId}:${body.chatId}`, MESSAGES_PER_CHAT_MINUTE, 60);
      await enforceRateLimit(deps.rateLimiter, `messages:${caller.userId}`, MESSAGES_PER_MINUTE, 60);
      return messaging.send(caller, body, idempotencyKey);
    }),
    routes.chatList.handle((c) => messaging.conversations(callerOf(c))),
    routes.meetingContent.handle((c, { body }) => profile.meetingContent(callerOf(c), body)),
    routes.matches.handle((c, { body }) => connections.matches(callerOf(c), body)),
    routes.orgMembers.handle((c, { body }) => connections.directory(callerOf(c), body)),
    routes.dbedit.handle((c, { body }) => profile.edit(callerOf(c), body)),
    routes.messageReset.handle((c, { body }) => messaging.resetUnread(callerOf(c), body)),
    routes.viewed.handle((c, { body }) => connections.markViewed(callerOf(c), body)),
    routes.addOrgcode.handle((c, { body }) =>
      organizations.addOrgcode(callerOf(c), body, clientAddress(c, deps.config.trustProxy)),
    ),
    routes.getMatches.handle(async (c, { body }) => ({
      statusCode: 200 as const,
      body: JSON.stringify(await connections.matches(callerOf(c), body)),
    })),
    routes.relationship.handle((c, { body }) => messaging.setRelationship(callerOf(c), body)),
    routes.matchingSettings.handle((c) => connections.matchingSettings(callerOf(c))),
    routes.pauseMatching.handle((c, { body }) => connections.pauseMatching(callerOf(c), body)),
    ...connectionRoutes(deps),
    ...profileRoutes(deps),
  ]);
}
