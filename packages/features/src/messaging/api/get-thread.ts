/**
 * One conversation's messages. The first read is the chat call (the latest page, with the other member's
 * receipts); each poll after it asks latest-s3 for what is newer than the last message held (its marker), and
 * merges. Either read tells the server this client has the other member's messages (delivered); the receipts
 * move the statuses of the member's own messages on, and never back.
 */
import { PROFILE_PATH, chatBodySchema, chatResponseSchema, latestMessagesBodySchema, latestMessagesResponseSchema, type ChatMessage, type ChatMessageStatus, type ChatReceipts } from '@kindred/contracts/api/chat';
import { NO_JWT_TOKEN, bearer, parseRequest, readJson } from '@kindred/features/profile';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { profileApi } from '../../shared/http.ts';
import { MESSAGES_POLL_MS, messagingKeys } from './keys.ts';

interface Thread {
  chatId: string;
  /** Oldest first. */
  messages: ChatMessage[];
}

const STATUS_RANK: Record<ChatMessageStatus, number> = { sent: 0, delivered: 1, read: 2 };

/** The later of two statuses: a status only moves forward. */
function laterStatus(a: ChatMessageStatus, b: ChatMessageStatus): ChatMessageStatus {
  return STATUS_RANK[b] > STATUS_RANK[a] ? b : a;
}

/** Applies the other member's receipts to the member's own messages. */
function applyReceipts(messages: readonly ChatMessage[], receipts: ChatReceipts): ChatMessage[] {
  const read = receipts.readUpTo === null ? 0 : Number(receipts.readUpTo);
  const delivered = receipts.deliveredUpTo === null ? 0 : Number(receipts.deliveredUpTo);
  return messages.map((message) => {
    if (!message.isCurrentUser) return message;
    const id = Number(message.id);
    const fromReceipts: ChatMessageStatus = id <= read ? 'read' : id <= delivered ? 'delivered' : 'sent';
    const status = laterStatus(message.status, fromReceipts);
    return status === message.status ? message : { ...message, status };
  });
}

/** Adds messages not held yet (by id), keeping the later status of any held twice, oldest first. */
function mergeMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(held.map((message) => [message.id, message]));
  for (const message of incoming) {
    const before = byId.get(message.id);
    byId.set(message.id, before ? { ...message, status: laterStatus(before.status, message.status) } : message);
  }
  return [...byId.values()].sort((a, b) => Number(a.id) - Number(b.id));
}

async function fetchChat(chatId: string): Promise<Thread> {
  const body = parseRequest(chatBodySchema, { chatId });
  const headers = await bearer(NO_JWT_TOKEN);
  const response = await profileApi.post(PROFILE_PATH, { searchParams: { type: 'chat' }, json: body, headers });
  const chat = chatResponseSchema.parse(await readJson(response));
  return { chatId: chat.chatId, messages: applyReceipts(chat.messages, chat.receipts) };
}

async function fetchNewer(held: Thread, selfEmail: string, peerEmail: string): Promise<Thread> {
  const last = held.messages[held.messages.length - 1];
  const body = parseRequest(latestMessagesBodySchema, { sEmail: selfEmail, rEmail: peerEmail, marker: last?.id ?? null });
  const headers = await bearer(NO_JWT_TOKEN);
  const response = await profileApi.post(PROFILE_PATH, { searchParams: { type: 'latest-s3' }, json: body, headers });
  const latest = latestMessagesResponseSchema.parse(await readJson(response));
  return { chatId: held.chatId, messages: applyReceipts(mergeMessages(held.messages, latest.messages), latest.receipts) };
}

function threadQueryOptions(queryClient: QueryClient, chatId: string, selfEmail: string, peerEmail: string) {
  return {
    queryKey: messagingKeys.thread(chatId),
    queryFn: async (): Promise<Thread> => {
      const held = queryClient.getQueryData<Thread>(messagingKeys.thread(chatId));
      return held ? fetchNewer(held, selfEmail, peerEmail) : fetchChat(chatId);
    },
    enabled: Boolean(chatId && selfEmail && peerEmail),
    refetchInterval: MESSAGES_POLL_MS,
  };
}

export function useThread(chatId: string | null, selfEmail: string, peerEmail: string) {
  const queryClient = useQueryClient();
  return useQuery({ ...threadQueryOptions(queryClient, chatId ?? '', selfEmail, peerEmail), enabled: Boolean(chatId && selfEmail && peerEmail) });
}

/** Puts a message the server answered into its thread (a send's answer), without waiting for the next poll. */
export function addToThread(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<Thread>(messagingKeys.thread(message.chatId), (held) =>
    held ? { ...held, messages: mergeMessages(held.messages, [message]) } : held,
  );
}
