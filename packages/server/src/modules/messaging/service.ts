/**
 * Messaging: one chat per pair of members who may see each other, its
 * messages, and what each has read.
 */
import { CHAT_PAGE_SIZE } from '@kindred/contracts/api/profile';
import type { ChatMessage } from '@kindred/contracts/api/profile';
import type * as z from 'zod/mini';
import type * as api from '@kindred/contracts/api/profile';
import type { Db, Queryable } from '../../platform/db/types.ts';
import { idempotencyKeyReused, invalid, notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { requireSelfEmail, requireSelfMemberId } from '../identity/index.ts';
import type { Caller } from '../identity/index.ts';
import * as profiles from '../profile/index.ts';
import { visibleMember } from '../profile/index.ts';
import * as repo from './repository.ts';
import type { ChatMessageRow, ChatRow } from './repository.ts';

type Input<S extends z.core.$ZodType> = z.output<S>;

const MESSAGES = {
  memberNotFound: 'Member not found',
  chatNotFound: 'Chat not found',
} as const;

export function createMessagingService({ db }: { db: Db }) {
  return {
    recipient: (caller: Caller, body: Input<typeof api.recipientBodySchema>) => getRecipient(db, caller, body),
    chat: (caller: Caller, body: Input<typeof api.chatBodySchema>) => getChat(db, caller, body),
    latest: (caller: Caller, body: Input<typeof api.latestMessagesBodySchema>) => getLatestMessages(db, caller, body),
    chatId: (caller: Caller, body: Input<typeof api.chatIdBodySchema>) => getOrCreateChatId(db, caller, body),
    send: (caller: Caller, body: Input<typeof api.sendMessageBodySchema>, idempotencyKey: string | null) =>
      sendMessage(db, caller, body, idempotencyKey),
    resetUnread: (caller: Caller, body: Input<typeof api.messageResetBodySchema>) => resetUnread(db, caller, body),
    /** The latest `limit` messages others sent the caller, newest first, with who sent each (the home feed). */
    received: (caller: Caller, limit: number) => receivedMessages(db, caller, limit),
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;

function toChatMessage(row: ChatMessageRow, callerId: string): ChatMessage {
  return {
    id: String(row.id),
    chatId: row.chatId,
    senderId: row.senderMemberId,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    isCurrentUser: row.senderId === callerId,
  };
}

async function callerChat(db: Queryable, caller: Caller, chatId: string): Promise<ChatRow> {
  const chat = isUuid(chatId) ? await repo.findChat(db, chatId) : undefined;
  if (!chat || (chat.member1 !== caller.userId && chat.member2 !== caller.userId)) throw notFound(MESSAGES.chatNotFound);
  return chat;
}

async function getRecipient(
  db: Db,
  caller: Caller,
  body: Input<typeof api.recipientBodySchema>,
): Promise<z.output<typeof api.recipientResponseSchema>> {
  const target = await visibleMember(db, caller, await profiles.findMemberByMemberId(db, body.memberId), MESSAGES.memberNotFound);
  const row = await profiles.findProfile(db, target.userId);
  if (!row) throw notFound(MESSAGES.memberNotFound);
  const chat = target.userId === caller.userId ? undefined : await repo.findChatBetween(db, caller.userId, target.userId);
  return {
    id: row.memberId,
    user: { fname: row.givenName, lname: row.familyName, email: row.email, profilePicture: row.profilePicture },
    archetype: row.archetype,
    title: row.title,
    department: row.department,
    chatId: chat?.id ?? null,
  };
}

async function chatParticipants(db: Queryable, chat: ChatRow) {
  const rows = await profiles.findProfiles(db, [chat.member1, chat.member2]);
  return [chat.member1, chat.member2].flatMap((id) => {
    const row = rows.find((candidate) => candidate.userId === id);
    return row
      ? [{ id: row.memberId, fname: row.givenName, lname: row.familyName, email: row.email, profilePicture: row.profilePicture }]
      : [];
  });
}

async function getChat(
  db: Db,
  caller: Caller,
  body: Input<typeof api.chatBodySchema>,
): Promise<z.output<typeof api.chatResponseSchema>> {
  const chat = await callerChat(db, caller, body.chatId);
  const [participants, messages, unread] = await Promise.all([
    chatParticipants(db, chat),
    repo.chatMessages(db, chat.id, { afterId: null, limit: CHAT_PAGE_SIZE }),
    repo.unreadCount(db, chat, caller.userId),
  ]);
  return {
    chatId: chat.id,
    participants,
    messages: messages.map((row) => toChatMessage(row, caller.userId)),
    unreadCount: unread,
  };
}

async function getLatestMessages(
  db: Db,
  caller: Caller,
  body: Input<typeof api.latestMessagesBodySchema>,
): Promise<z.output<typeof api.latestMessagesResponseSchema>> {
  requireSelfEmail(caller, body.sEmail, 'sEmail');
  const recipient = await visibleMember(db, caller, await profiles.findMemberByEmail(db, body.rEmail), MESSAGES.memberNotFound);
  const chat = await repo.findChatBetween(db, caller.userId, recipient.userId);
  if (!chat) return { chatId: null, messages: [], marker: body.marker };
  const rows = await repo.chatMessages(db, chat.id, {
    afterId: body.marker === null ? null : Number(body.marker),
    limit: CHAT_PAGE_SIZE,
  });
  const last = rows[rows.length - 1];
  return {
    chatId: chat.id,
    messages: rows.map((row) => toChatMessage(row, caller.userId)),
    marker: last ? String(last.id) : body.marker,
  };
}

async function getOrCreateChatId(
  db: Db,
  caller: Caller,
  body: Input<typeof api.chatIdBodySchema>,
): Promise<z.output<typeof api.chatIdResponseSchema>> {
  requireSelfMemberId(caller, body.sId, 'sId');
  if (body.rId === caller.memberId) throw invalid('You cannot start a chat with yourself');
  const recipient = await visibleMember(db, caller, await profiles.findMemberByMemberId(db, body.rId), MESSAGES.memberNotFound);
  const { chat, created } = await repo.findOrCreateChat(db, caller.userId, recipient.userId);
  return { chatId: chat.id, created };
}

async function sendMessage(
  db: Db,
  caller: Caller,
  body: Input<typeof api.sendMessageBodySchema>,
  idempotencyKey: string | null = null,
): Promise<ChatMessage> {
  const chat = await callerChat(db, caller, body.chatId);
  const row = await db.transaction(async (tx) => {
    const message = await repo.insertChatMessage(tx, chat.id, caller.userId, body.content, idempotencyKey);
    if (message.replayed) {
      // The same attempt again (its answer was lost): the message is there once; anything else reusing the key is a mistake.
      if (message.chatId !== chat.id || message.content !== body.content) throw idempotencyKeyReused();
      return message;
    }
    // Writing in a chat means having read it.
    await repo.markChatRead(tx, chat, caller.userId);
    return message;
  });
  return toChatMessage(row, caller.userId);
}

async function resetUnread(
  db: Db,
  caller: Caller,
  body: Input<typeof api.messageResetBodySchema>,
): Promise<z.output<typeof api.messageResetResponseSchema>> {
  requireSelfMemberId(caller, body.id, 'id');
  const chat = await callerChat(db, caller, body.chatId);
  await repo.markChatRead(db, chat, caller.userId);
  return { chatId: chat.id, unreadCount: 0 };
}

/** A message another member sent the caller. */
export interface ReceivedMessage {
  id: string;
  senderUserId: string;
  senderMemberId: string;
  content: string;
  sentAt: Date;
}

async function receivedMessages(db: Db, caller: Caller, limit: number): Promise<ReceivedMessage[]> {
  const rows = await repo.messagesReceived(db, caller.userId, limit);
  return rows.map((row) => ({
    id: String(row.id),
    senderUserId: row.senderId,
    senderMemberId: row.senderMemberId,
    content: row.content,
    sentAt: row.createdAt,
  }));
}
