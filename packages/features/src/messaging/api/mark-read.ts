/**
 * PUT ?type=message-reset: the member opened the conversation, so everything in it is read; the conversation list
 * (its unread counts) is read again after it. A plain call, not a mutation of the query client: nothing the member
 * asked for waits on it, and the app's writes that others react to (achievements) are the member's own actions.
 */
import { PROFILE_PATH, messageResetBodySchema, messageResetResponseSchema } from '@kindred/contracts/api/chat';
import { NO_JWT_TOKEN, bearer, parseRequest, readJson } from '@kindred/features/profile';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { profileApi } from '../../shared/http.ts';
import { messagingKeys } from './keys.ts';

async function markRead(memberId: string, chatId: string) {
  const body = parseRequest(messageResetBodySchema, { id: memberId, chatId });
  const headers = await bearer(NO_JWT_TOKEN);
  const response = await profileApi.put(PROFILE_PATH, { searchParams: { type: 'message-reset' }, json: body, headers });
  return messageResetResponseSchema.parse(await readJson(response));
}

/** Marks a conversation of the member's read, then reads their conversation list again. */
export function useMarkRead(selfId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (chatId: string) => {
      await markRead(selfId, chatId);
      await queryClient.invalidateQueries({ queryKey: messagingKeys.conversations(selfId) });
    },
    [queryClient, selfId],
  );
}
