/**
 * POST ?type=recipient: a colleague to write to who is not in the conversation list yet (opened from a link naming
 * them), shaped as a conversation with no messages.
 */
import { PROFILE_PATH, recipientBodySchema, recipientResponseSchema, type Conversation } from '@kindred/contracts/api/chat';
import { NO_JWT_TOKEN, bearer, parseRequest, readJson } from '@kindred/features/profile';
import { useQuery } from '@tanstack/react-query';
import { profileApi } from '../../shared/http.ts';
import { messagingKeys } from './keys.ts';

async function fetchRecipient(memberId: string): Promise<Conversation> {
  const body = parseRequest(recipientBodySchema, { memberId });
  const headers = await bearer(NO_JWT_TOKEN);
  const response = await profileApi.post(PROFILE_PATH, { searchParams: { type: 'recipient' }, json: body, headers });
  const recipient = recipientResponseSchema.parse(await readJson(response));
  return {
    memberId: recipient.id,
    fname: recipient.user.fname,
    lname: recipient.user.lname,
    email: recipient.user.email,
    profilePicture: recipient.user.profilePicture,
    archetype: recipient.archetype,
    title: recipient.title,
    department: recipient.department,
    isConnection: false,
    connectionStrength: null,
    matchDateTime: null,
    relationship: null,
    chatId: recipient.chatId,
    lastMessage: null,
    unreadCount: 0,
  };
}

export function useRecipient(memberId: string | null) {
  return useQuery({
    queryKey: messagingKeys.recipient(memberId ?? ''),
    queryFn: () => fetchRecipient(memberId ?? ''),
    enabled: Boolean(memberId),
    retry: false,
  });
}
