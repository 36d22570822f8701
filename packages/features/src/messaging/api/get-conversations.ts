/**
 * The conversation list (POST ?type=chat-list): the member's connections and anyone they have a chat with, each
 * with the last message, the unread count and whether the member calls them mentor or mentee. Polled while the
 * page is visible, so unread counts move without a reload.
 */
import { PROFILE_PATH, chatListBodySchema, chatListResponseSchema, type Conversation } from '@kindred/contracts/api/chat';
import { NO_JWT_TOKEN, bearer, parseRequest, readJson } from '@kindred/features/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileApi } from '../../shared/http.ts';
import { MESSAGES_POLL_MS, messagingKeys } from './keys.ts';

async function fetchConversations(): Promise<Conversation[]> {
  const body = parseRequest(chatListBodySchema, {});
  const headers = await bearer(NO_JWT_TOKEN);
  const response = await profileApi.post(PROFILE_PATH, { searchParams: { type: 'chat-list' }, json: body, headers });
  return chatListResponseSchema.parse((await readJson(response)) ?? []);
}

function conversationsQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: messagingKeys.conversations(memberId),
    queryFn: fetchConversations,
    enabled: Boolean(memberId),
    refetchInterval: MESSAGES_POLL_MS,
  });
}

export function useConversations(memberId: string) {
  return useQuery(conversationsQueryOptions(memberId));
}
