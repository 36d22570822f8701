/** PUT ?type=message-reset: the member opened the conversation, so everything in it is read. */
import { PROFILE_PATH, messageResetBodySchema, messageResetResponseSchema } from '@kindred/contracts/api/chat';
import { NO_JWT_TOKEN, bearer, parseRequest, readJson } from '@kindred/features/profile';
import { profileApi } from '../../shared/http.ts';

export async function markRead(memberId: string, chatId: string) {
  const body = parseRequest(messageResetBodySchema, { id: memberId, chatId });
  const headers = await bearer(NO_JWT_TOKEN);
  const response = await profileApi.put(PROFILE_PATH, { searchParams: { type: 'message-reset' }, json: body, headers });
  return messageResetResponseSchema.parse(await readJson(response));
}
