/**
 * The profile API's calls in one table (docs/product.md#the-calls): each call's method, path, type and schemas, for
 * clients and MSW handlers that dispatch on `type`. A module of its own: a page that imports one profile schema does
 * not carry the chat calls with it.
 */
import type * as z from 'zod/mini';
import { chatBodySchema, chatIdBodySchema, chatIdResponseSchema, chatListBodySchema, chatListResponseSchema, chatResponseSchema, latestMessagesBodySchema, latestMessagesResponseSchema, messageResetBodySchema, messageResetResponseSchema, relationshipBodySchema, relationshipResponseSchema, sendMessageBodySchema, sendMessageResponseSchema, recipientBodySchema, recipientResponseSchema } from './chat';
import { CONNECTION_ANSWERS_PATH, PICTURE_PATH, PROFILE_PATH, addOrgcodeBodySchema, addOrgcodeResponseSchema, meetingContentBodySchema, meetingContentResponseSchema, orgsBodySchema, orgsResponseSchema, pictureUploadResponseSchema, userSpecificQuerySchema, userSpecificResponseSchema } from './profile';
import { connectionAnswersBodySchema, connectionAnswersQuerySchema, connectionAnswersResponseSchema, connectionsBodySchema, connectionsResponseSchema, getMatchesResponseSchema, matchesBodySchema, matchesResponseSchema, matchingSettingsBodySchema, matchingSettingsResponseSchema, orgMembersBodySchema, orgMembersResponseSchema, pauseMatchingBodySchema, viewedBodySchema, viewedResponseSchema } from './connections';
import { dbeditBodySchema, dbeditResponseSchema } from './profile-edit';

type Method = 'GET' | 'POST' | 'PUT';
interface ProfileCall {
  method: Method;
  path: string;
  /** The `type` (or `postType`) query value, when the path dispatches on it. */
  type?: string;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
}

export const profileCalls = {
  userSpecific: { method: 'POST', path: PROFILE_PATH, type: 'userSpecific', query: userSpecificQuerySchema, response: userSpecificResponseSchema },
  connections: { method: 'POST', path: PROFILE_PATH, type: 'connections', body: connectionsBodySchema, response: connectionsResponseSchema },
  orgs: { method: 'POST', path: PROFILE_PATH, type: 'orgs', body: orgsBodySchema, response: orgsResponseSchema },
  picture: { method: 'POST', path: PICTURE_PATH, response: pictureUploadResponseSchema },
  recipient: { method: 'POST', path: PROFILE_PATH, type: 'recipient', body: recipientBodySchema, response: recipientResponseSchema },
  chat: { method: 'POST', path: PROFILE_PATH, type: 'chat', body: chatBodySchema, response: chatResponseSchema },
  'latest-s3': { method: 'POST', path: PROFILE_PATH, type: 'latest-s3', body: latestMessagesBodySchema, response: latestMessagesResponseSchema },
  chatId: { method: 'POST', path: PROFILE_PATH, type: 'chatId', body: chatIdBodySchema, response: chatIdResponseSchema },
  message: { method: 'POST', path: PROFILE_PATH, type: 'message', body: sendMessageBodySchema, response: sendMessageResponseSchema },
  'chat-list': { method: 'POST', path: PROFILE_PATH, type: 'chat-list', body: chatListBodySchema, response: chatListResponseSchema },
  relationship: { method: 'PUT', path: PROFILE_PATH, type: 'relationship', body: relationshipBodySchema, response: relationshipResponseSchema },
  'meeting-content': { method: 'POST', path: PROFILE_PATH, type: 'meeting-content', body: meetingContentBodySchema, response: meetingContentResponseSchema },
  matches: { method: 'POST', path: PROFILE_PATH, type: 'matches', body: matchesBodySchema, response: matchesResponseSchema },
  'org-members': { method: 'POST', path: PROFILE_PATH, type: 'org-members', body: orgMembersBodySchema, response: orgMembersResponseSchema },
  dbedit: { method: 'PUT', path: PROFILE_PATH, type: 'dbedit', body: dbeditBodySchema, response: dbeditResponseSchema },
  'message-reset': { method: 'PUT', path: PROFILE_PATH, type: 'message-reset', body: messageResetBodySchema, response: messageResetResponseSchema },
  viewed: { method: 'PUT', path: PROFILE_PATH, type: 'viewed', body: viewedBodySchema, response: viewedResponseSchema },
  'add-orgcode': { method: 'PUT', path: PROFILE_PATH, type: 'add-orgcode', body: addOrgcodeBodySchema, response: addOrgcodeResponseSchema },
  'get-matches': { method: 'PUT', path: PROFILE_PATH, type: 'get-matches', body: matchesBodySchema, response: getMatchesResponseSchema },
  'matching-settings': { method: 'POST', path: PROFILE_PATH, type: 'matching-settings', body: matchingSettingsBodySchema, response: matchingSettingsResponseSchema },
  'pause-matching': { method: 'PUT', path: PROFILE_PATH, type: 'pause-matching', body: pauseMatchingBodySchema, response: matchingSettingsResponseSchema },
  'connection-answers': { method: 'PUT', path: CONNECTION_ANSWERS_PATH, query: connectionAnswersQuerySchema, body: connectionAnswersBodySchema, response: connectionAnswersResponseSchema },
} as const satisfies Record<string, ProfileCall>;
export type ProfileCallName = keyof typeof profileCalls;

// Every profile call's schemas from one module, for the server and the MSW handlers (never a page's bundle).
export * from './profile';
export * from './profile-edit';
export * from './connections';
export * from './chat';
