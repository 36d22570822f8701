/**
 * The profile API's routes (000 §7 "Profile API", 001 §7). Each route is a
 * contract from packages/contracts/src/api/profile.ts bound to a service
 * function; no handler touches SQL.
 *
 * Paths the specification does not give, and ours:
 * - matches, directory reading: POST /v1/user-profile?type=matches (the same
 *   body as PUT ?type=get-matches; the answer is the list itself);
 * - organisation members: POST /v1/user-profile?type=org-members {orgcode};
 * - sending a chat message: POST /v1/user-profile?type=message {chatId, content};
 * - a stored picture: GET /v1/profile/picture/{id} (no credential: the id is
 *   unguessable; an <img> cannot send a bearer token);
 * - the preset avatars: GET /v1/profile/avatars/preset-{1,2,3}.svg.
 */
import * as z from 'zod/mini';
import * as api from '@kindred/contracts/api/profile';
import type { PlatformDeps } from '../../platform/deps.ts';
import type { OrganizationsService } from '../organizations/service.ts';
import { notFound } from '../../platform/errors.ts';
import { defineRoute, mountRoutes } from '../../platform/http/openapi.ts';
import { enforceRateLimit } from '../../platform/rate-limit/rate-limit.ts';
import type { AppEnv } from '../../platform/http/types.ts';
import { clientAddress } from '../../platform/http/client-address.ts';
import type { Context } from 'hono';
import { presetAvatarSvg } from '@kindred/contracts/domain/avatars';
import * as service from './service.ts';

const TAGS = ['profile'];
const P = api.PROFILE_PATH;

function caller(c: Context<AppEnv>): service.Caller {
  const { userId, memberId, email } = c.get('auth');
  return { userId, memberId, email };
}

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
  connectionAnswers: defineRoute({
    method: 'PUT',
    path: api.CONNECTION_ANSWERS_PATH,
    summary: "The caller's answers for one of their connections (postType: the kind of answers)",
    tags: TAGS,
    auth: true,
    query: api.connectionAnswersQuerySchema,
    body: api.connectionAnswersBodySchema,
    response: api.connectionAnswersResponseSchema,
  }),
  uploadPicture: defineRoute({
    method: 'POST',
    path: api.PICTURE_PATH,
    summary: "Upload the caller's profile picture (PNG, JPEG, GIF or WebP, at most 5 MB)",
    description:
      'The body is the image itself (or multipart/form-data with one file). The type is read from the bytes; ' +
      'a Content-Type naming another image type is refused. The answer carries the URL it is served at.',
    tags: TAGS,
    auth: true,
    rawBody: {
      contentTypes: [...api.PICTURE_CONTENT_TYPES, 'application/octet-stream', 'multipart/form-data'],
      description: 'The image bytes',
    },
    response: api.pictureUploadResponseSchema,
    status: 201,
  }),
  picture: defineRoute({
    method: 'GET',
    path: `${api.PICTURE_PATH}/:id`,
    summary: 'A stored profile picture',
    tags: TAGS,
    params: z.object({ id: z.string().check(z.maxLength(64)) }),
    responseContent: { 'image/*': 'The image, with its content type' },
  }),
  avatar: defineRoute({
    method: 'GET',
    path: `${api.AVATARS_PATH}/:file`,
    summary: 'One of the three preset avatars (SVG)',
    tags: TAGS,
    params: z.object({ file: z.string().check(z.maxLength(64)) }),
    responseContent: { 'image/svg+xml': 'The avatar' },
  }),
};

/** Images are served inert: no sniffing, no script, cacheable for good (a new upload gets a new id). */
const IMAGE_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

async function readUpload(c: Context<AppEnv>): Promise<{ bytes: Uint8Array; type: string | undefined }> {
  const contentType = c.req.header('content-type');
  if (contentType?.toLowerCase().startsWith('multipart/form-data')) {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      return { bytes: new Uint8Array(), type: undefined };
    }
    const file = Object.values(form).find((value): value is File => value instanceof File);
    if (!file) return { bytes: new Uint8Array(), type: undefined };
    return { bytes: new Uint8Array(await file.arrayBuffer()), type: file.type || undefined };
  }
  return { bytes: new Uint8Array(await c.req.arrayBuffer()), type: contentType };
}

/** Saving answers is a person typing: this many a minute is far above it, and bounds what a script can write. */
export const ANSWERS_PER_MINUTE = 60;

export function profileRoutes(deps: PlatformDeps & { organizations: OrganizationsService }) {
  const { db } = deps;
  return mountRoutes(deps, [
    routes.userSpecific.handle((c, { query }) => service.getUserProfile(db, caller(c), query)),
    routes.connections.handle((c, { body }) => service.getConnections(db, caller(c), body)),
    routes.orgs.handle((c, { body }) => service.getOrganizations(db, caller(c), body)),
    routes.recipient.handle((c, { body }) => service.getRecipient(db, caller(c), body)),
    routes.chat.handle((c, { body }) => service.getChat(db, caller(c), body)),
    routes.latest.handle((c, { body }) => service.getLatestMessages(db, caller(c), body)),
    routes.chatId.handle((c, { body }) => service.getOrCreateChatId(db, caller(c), body)),
    routes.message.handle((c, { body, idempotencyKey }) => service.sendMessage(db, caller(c), body, idempotencyKey)),
    routes.meetingContent.handle((c, { body }) => service.getMeetingContent(db, caller(c), body)),
    routes.matches.handle((c, { body }) => service.getMatches(db, caller(c), body)),
    routes.orgMembers.handle((c, { body }) => service.getOrgMembers(db, caller(c), body)),
    routes.dbedit.handle((c, { body }) => service.editProfile(db, caller(c), body)),
    routes.messageReset.handle((c, { body }) => service.resetUnread(db, caller(c), body)),
    routes.viewed.handle((c, { body }) => service.markViewed(db, caller(c), body)),
    routes.addOrgcode.handle((c, { body }) =>
      service.addOrgcode(db, caller(c), body, (who, code) =>
        deps.organizations.join(who, code, clientAddress(c, deps.config.trustProxy)),
      ),
    ),
    routes.getMatches.handle(async (c, { body }) => ({
      statusCode: 200 as const,
      body: JSON.stringify(await service.getMatches(db, caller(c), body)),
    })),
    routes.connectionAnswers.handle(async (c, { query, body }) => {
      const who = caller(c);
      await enforceRateLimit(deps.rateLimiter, `connection-answers:${who.userId}`, ANSWERS_PER_MINUTE, 60);
      return service.saveAnswers(db, who, query.postType, body);
    }),
    routes.uploadPicture.handle(async (c) => {
      const upload = await readUpload(c);
      return service.uploadPicture(db, caller(c), upload.bytes, upload.type);
    }),
    routes.picture.handle(async (_c, { params }) => {
      const picture = await service.getPicture(db, params.id);
      return new Response(picture.data as Uint8Array<ArrayBuffer>, {
        headers: { ...IMAGE_HEADERS, 'Content-Type': picture.contentType, 'Content-Length': String(picture.size) },
      });
    }),
    routes.avatar.handle((_c, { params }) => {
      const svg = presetAvatarSvg(params.file);
      if (!svg) throw notFound('Avatar not found');
      return new Response(svg, { headers: { ...IMAGE_HEADERS, 'Content-Type': 'image/svg+xml; charset=utf-8' } });
    }),
  ]);
}
