/**
 * Sending (POST ?type=message, our addition) with an Idempotency-Key per message: a retry after a lost answer is
 * stored once. Starting a conversation first asks for its chat (POST ?type=chatId, created on first use).
 */
import { PROFILE_PATH, chatIdBodySchema, chatIdResponseSchema, sendMessageBodySchema, sendMessageResponseSchema, type ChatMessage } from '@kindred/contracts/api/chat';
import { NO_JWT_TOKEN, bearer, parseRequest, readJson } from '@kindred/features/profile';
import { profileApi } from '../../shared/http.ts';

export async function openChat(selfId: string, peerId: string): Promise<string> {
  const body = parseRequest(chatIdBodySchema, { rId: peerId, sId: selfId });
  const headers = await bearer(NO_JWT_TOKEN);
  const response = await profileApi.post(PROFILE_PATH, { searchParams: { type: 'chatId' }, json: body, headers });
  return chatIdResponseSchema.parse(await readJson(response)).chatId;
}

export async function sendMessage(chatId: string, content: string, idempotencyKey: string): Promise<ChatMessage> {
  const body = parseRequest(sendMessageBodySchema, { chatId, content });
  const headers = { ...(await bearer(NO_JWT_TOKEN)), 'Idempotency-Key': idempotencyKey };
  const response = await profileApi.post(PROFILE_PATH, { searchParams: { type: 'message' }, json: body, headers, retry: 0 });
  return sendMessageResponseSchema.parse(await readJson(response));
}
