/**
 * Sending (POST ?type=message, our addition) with an Idempotency-Key per message: a retry after a lost answer is
 * stored once. Starting a conversation first asks for its chat (POST ?type=chatId, created on first use). The sent
 * message goes into its thread at once, and the conversation list is read again.
 *
 * A plain call rather than a mutation of the query client: the pane keeps each message's own state (sending,
 * failed with Retry) beside the thread, which a single mutation's state could not.
 */
import { PROFILE_PATH, chatIdBodySchema, chatIdResponseSchema, sendMessageBodySchema, sendMessageResponseSchema, type ChatMessage } from '@kindred/contracts/api/chat';
import { NO_JWT_TOKEN, bearer, parseRequest, readJson } from '@kindred/features/profile';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { profileApi } from '../../shared/http.ts';
import { addToThread } from './get-thread.ts';
import { messagingKeys } from './keys.ts';

async function openChat(selfId: string, peerId: string): Promise<string> {
  const body = parseRequest(chatIdBodySchema, { rId: peerId, sId: selfId });
  const headers = await bearer(NO_JWT_TOKEN);
  const response = await profileApi.post(PROFILE_PATH, { searchParams: { type: 'chatId' }, json: body, headers });
  return chatIdResponseSchema.parse(await readJson(response)).chatId;
}

async function sendMessage(chatId: string, content: string, idempotencyKey: string): Promise<ChatMessage> {
  const body = parseRequest(sendMessageBodySchema, { chatId, content });
  const headers = { ...(await bearer(NO_JWT_TOKEN)), 'Idempotency-Key': idempotencyKey };
  const response = await profileApi.post(PROFILE_PATH, { searchParams: { type: 'message' }, json: body, headers, retry: 0 });
  return sendMessageResponseSchema.parse(await readJson(response));
}

export interface OutgoingMessage {
  /** The conversation's chat; null when it has none yet (one is opened with `peerId` first). */
  chatId: string | null;
  peerId: string;
  content: string;
  /** The same on every attempt of one message. */
  idempotencyKey: string;
  /** Told the chat opened for a conversation that had none, before the message is sent. */
  onChatOpened: (chatId: string) => void;
}

/** Sends a message of the member's, opening the conversation's chat first when it has none. */
export function useSendMessage(selfId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async ({ chatId, peerId, content, idempotencyKey, onChatOpened }: OutgoingMessage): Promise<ChatMessage> => {
      let id = chatId;
      if (!id) {
        id = await openChat(selfId, peerId);
        onChatOpened(id);
      }
      const stored = await sendMessage(id, content, idempotencyKey);
      addToThread(queryClient, stored);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations(selfId) });
      return stored;
    },
    [queryClient, selfId],
  );
}
