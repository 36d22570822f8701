/**
 * Messaging's calls. They are rows of the specification's profile API table (`/v1/user-profile?type=…`), so
 * ../profile-api.ts mounts them, each in its place in that table (which is also its order in the OpenAPI document):
 * here they are defined and bound to the service, named for what they do.
 * - recipient (POST ?type=recipient), a chat with its latest messages (POST ?type=chat), messages newer than a
 *   marker (POST ?type=latest-s3), the chat between two members, made on first use (POST ?type=chatId);
 * - ours: sending a message (POST ?type=message {chatId, content}), the conversation list (POST ?type=chat-list),
 *   marking a chat read (PUT ?type=message-reset), naming a connection one's mentor or mentee (PUT ?type=relationship).
 */
import * as api from '@kindred/contracts/api/profile-calls';
import type { PlatformDeps } from '../../platform/deps.ts';
import { defineRoute, type BoundRoute } from '../../platform/http/openapi.ts';
import { enforceRateLimit } from '../../platform/rate-limit/rate-limit.ts';
import { callerOf } from '../identity/index.ts';
import type { MessagingService } from './service.ts';

const TAGS = ['profile'];
const P = api.PROFILE_PATH;

const routes = {
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
  messageReset: defineRoute({
    method: 'PUT',
    path: `${P}?type=message-reset`,
    summary: "Mark one of the caller's chats as read",
    tags: TAGS,
    auth: true,
    body: api.messageResetBodySchema,
    response: api.messageResetResponseSchema,
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
};

/** Messages a member may send in a minute, in all and into one chat. */
export const MESSAGES_PER_MINUTE = 40;
export const MESSAGES_PER_CHAT_MINUTE = 20;

/** Each of messaging's calls bound to the service, by name, for the profile API's table to place. */
export function messagingRoutes(deps: PlatformDeps & { messaging: MessagingService }): Record<keyof typeof routes, BoundRoute> {
  const { messaging } = deps;
  return {
    recipient: routes.recipient.handle((c, { body }) => messaging.recipient(callerOf(c), body)),
    chat: routes.chat.handle((c, { body }) => messaging.chat(callerOf(c), body)),
    latest: routes.latest.handle((c, { body }) => messaging.latest(callerOf(c), body)),
    chatId: routes.chatId.handle((c, { body }) => messaging.chatId(callerOf(c), body)),
    message: routes.message.handle(async (c, { body, idempotencyKey }) => {
      const caller = callerOf(c);
      // A person types a few messages a minute: a member may send MESSAGES_PER_MINUTE in all, and
      // MESSAGES_PER_CHAT_MINUTE into one chat, so that no script fills a colleague's conversation (or the table).
      // The chat's count first: a message refused there does not use up the member's allowance for other chats.
      await enforceRateLimit(deps.rateLimiter, `messages:${caller.userId}:${body.chatId}`, MESSAGES_PER_CHAT_MINUTE, 60);
      await enforceRateLimit(deps.rateLimiter, `messages:${caller.userId}`, MESSAGES_PER_MINUTE, 60);
      return messaging.send(caller, body, idempotencyKey);
    }),
    chatList: routes.chatList.handle((c) => messaging.conversations(callerOf(c))),
    messageReset: routes.messageReset.handle((c, { body }) => messaging.resetUnread(callerOf(c), body)),
    relationship: routes.relationship.handle((c, { body }) => messaging.setRelationship(callerOf(c), body)),
  };
}
