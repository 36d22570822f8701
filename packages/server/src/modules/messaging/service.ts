/**
 * Messaging: one chat per pair of members who may see each other, its
 * messages, and what each has read.
 */
import { archetypeShownName } from '@kindred/contracts/domain/archetypes';
import { CHAT_PAGE_SIZE } from '@kindred/contracts/api/profile-calls';
import type { ChatMessage } from '@kindred/contracts/api/profile-calls';
import type * as z from 'zod/mini';
import type * as api from '@kindred/contracts/api/profile-calls';
import type { Db, Queryable } from '../../platform/db/types.ts';
import { conflict, idempotencyKeyReused, invalid, notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { requireSelfEmail, requireSelfMemberId } from '../identity/index.ts';
import type { Caller } from '../identity/index.ts';
import type { ProfileService } from '../profile/index.ts';
import * as repo from './repository.ts';
import type { ChatMessageRow, ChatRow } from './repository.ts';

type Input<S extends z.core.$ZodType> = z.output<S>;

const MESSAGES = {
  memberNotFound: 'Member not found',
  chatNotFound: 'Chat not found',
  connectionNotFound: 'You can only name one of your connections as a mentor or mentee',
  notYourself: 'You cannot be your own mentor or mentee',
  formerMember: 'This member has deleted their account: they can no longer receive messages.',
} as const;

/** Members, their profiles, and who may see whom: the profile module's. */
type Profiles = Pick<ProfileService, 'memberByMemberId' | 'memberByEmail' | 'profileOf' | 'profilesOf' | 'visibleMember'>;

export interface MessagingDeps {
  db: Db;
  profile: Profiles;
}

export function createMessagingService({ db, profile }: MessagingDeps) {
  return {
    recipient: (caller: Caller, body: Input<typeof api.recipientBodySchema>) => getRecipient(db, profile, caller, body),
    chat: (caller: Caller, body: Input<typeof api.chatBodySchema>) => getChat(db, profile, caller, body),
    latest: (caller: Caller, body: Input<typeof api.latestMessagesBodySchema>) => getLatestMessages(db, profile, caller, body),
    chatId: (caller: Caller, body: Input<typeof api.chatIdBodySchema>) => getOrCreateChatId(db, profile, caller, body),
    send: (caller: Caller, body: Input<typeof api.sendMessageBodySchema>, idempotencyKey: string | null) =>
      sendMessage(db, caller, body, idempotencyKey),
    resetUnread: (caller: Caller, body: Input<typeof api.messageResetBodySchema>) => resetUnread(db, caller, body),
    /** The latest `limit` messages others sent the caller, newest first, with who sent each (the home feed). */
    received: (caller: Caller, limit: number) => receivedMessages(db, caller, limit),
    conversations: (caller: Caller) => getConversations(db, caller),
    setRelationship: (caller: Caller, body: Input<typeof api.relationshipBodySchema>) => setRelationship(db, profile, caller, body),
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;

/** How far each member of the chat has got: what their client fetched (delivered) and what they opened (read). */
function progressOf(chat: ChatRow, userId: string): { delivered: number; read: number } {
  return chat.member1 === userId
    ? { delivered: chat.deliveredUpToMember1, read: chat.readUpToMember1 }
    : { delivered: chat.deliveredUpToMember2, read: chat.readUpToMember2 };
}

function otherOf(chat: ChatRow, userId: string): string {
  return chat.member1 === userId ? chat.member2 : chat.member1;
}

/** The other member's progress through the caller's messages, as message ids (null: nothing yet). */
function receiptsFor(chat: ChatRow, callerId: string): api.ChatReceipts {
  const other = progressOf(chat, otherOf(chat, callerId));
  return {
    deliveredUpTo: other.delivered > 0 ? String(other.delivered) : null,
    readUpTo: other.read > 0 ? String(other.read) : null,
  };
}

/**
 * A message's status follows its recipient's marks: stored is `sent`, fetched by the recipient's client is
 * `delivered`, opened by the recipient is `read`. The marks only grow, so the status only moves forward.
 */
function toChatMessage(row: ChatMessageRow, callerId: string, chat?: ChatRow): ChatMessage {
  const recipient = chat ? progressOf(chat, row.senderId === chat.member1 ? chat.member2 : chat.member1) : undefined;
  const status = !recipient ? 'sent' : row.id <= recipient.read ? 'read' : row.id <= recipient.delivered ? 'delivered' : 'sent';
  return {
    id: String(row.id),
    chatId: row.chatId,
    senderId: row.senderMemberId,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    isCurrentUser: row.senderId === callerId,
    status,
  };
}

/** The caller's client now holds these messages: the ones the other member sent are delivered to the caller. */
async function markFetched(db: Queryable, chat: ChatRow, callerId: string, rows: readonly ChatMessageRow[]): Promise<ChatRow> {
  let upTo = 0;
  for (const row of rows) if (row.senderId !== callerId && row.id > upTo) upTo = row.id;
  if (upTo <= progressOf(chat, callerId).delivered) return chat;
  return repo.markChatDelivered(db, chat, callerId, upTo);
}

async function callerChat(db: Queryable, caller: Caller, chatId: string): Promise<ChatRow> {
  const chat = isUuid(chatId) ? await repo.findChat(db, chatId) : undefined;
  if (!chat || (chat.member1 !== caller.userId && chat.member2 !== caller.userId)) throw notFound(MESSAGES.chatNotFound);
  return chat;
}

async function getRecipient(
  db: Db,
  profiles: Profiles,
  caller: Caller,
  body: Input<typeof api.recipientBodySchema>,
): Promise<z.output<typeof api.recipientResponseSchema>> {
  const target = await profiles.visibleMember(caller, await profiles.memberByMemberId(body.memberId), MESSAGES.memberNotFound);
  const row = await profiles.profileOf(target.userId);
  if (!row) throw notFound(MESSAGES.memberNotFound);
  const chat = target.userId === caller.userId ? undefined : await repo.findChatBetween(db, caller.userId, target.userId);
  return {
    id: row.memberId,
    user: { fname: row.givenName, lname: row.familyName, email: row.email, profilePicture: row.profilePicture },
    archetype: row.archetype === null ? null : archetypeShownName(row.archetype),
    title: row.title,
    department: row.department,
    chatId: chat?.id ?? null,
  };
}

async function chatParticipants(profiles: Profiles, chat: ChatRow) {
  const rows = await profiles.profilesOf([chat.member1, chat.member2]);
  return [chat.member1, chat.member2].flatMap((id) => {
    const row = rows.find((candidate) => candidate.userId === id);
    return row
      ? [{ id: row.memberId, fname: row.givenName, lname: row.familyName, email: row.email, profilePicture: row.profilePicture }]
      : [];
  });
}

async function getChat(
  db: Db,
  profiles: Profiles,
  caller: Caller,
  body: Input<typeof api.chatBodySchema>,
): Promise<z.output<typeof api.chatResponseSchema>> {
  const found = await callerChat(db, caller, body.chatId);
  const [participants, messages, unread] = await Promise.all([
    chatParticipants(profiles, found),
    repo.chatMessages(db, found.id, { afterId: null, limit: CHAT_PAGE_SIZE }),
    repo.unreadCount(db, found, caller.userId),
  ]);
  const chat = await markFetched(db, found, caller.userId, messages);
  return {
    chatId: chat.id,
    participants,
    messages: messages.map((row) => toChatMessage(row, caller.userId, chat)),
    unreadCount: unread,
    receipts: receiptsFor(chat, caller.userId),
  };
}

async function getLatestMessages(
  db: Db,
  profiles: Profiles,
  caller: Caller,
  body: Input<typeof api.latestMessagesBodySchema>,
): Promise<z.output<typeof api.latestMessagesResponseSchema>> {
  requireSelfEmail(caller, body.sEmail, 'sEmail');
  const member = await profiles.memberByEmail(body.rEmail);
  // A chat's participants are visible through the chat itself (profile/visibility.ts): a member who deleted their
  // account shares no organisation any more, and their messages stay readable to the other person.
  const between = member && member.userId !== caller.userId ? await repo.findChatBetween(db, caller.userId, member.userId) : undefined;
  const recipient = between ? member! : await profiles.visibleMember(caller, member, MESSAGES.memberNotFound);
  const found = between ?? (await repo.findChatBetween(db, caller.userId, recipient.userId));
  if (!found) return { chatId: null, messages: [], marker: body.marker, receipts: { deliveredUpTo: null, readUpTo: null } };
  const rows = await repo.chatMessages(db, found.id, {
    afterId: body.marker === null ? null : Number(body.marker),
    limit: CHAT_PAGE_SIZE,
  });
  const chat = await markFetched(db, found, caller.userId, rows);
  const last = rows[rows.length - 1];
  return {
    chatId: chat.id,
    messages: rows.map((row) => toChatMessage(row, caller.userId, chat)),
    marker: last ? String(last.id) : body.marker,
    receipts: receiptsFor(chat, caller.userId),
  };
}

async function getOrCreateChatId(
  db: Db,
  profiles: Profiles,
  caller: Caller,
  body: Input<typeof api.chatIdBodySchema>,
): Promise<z.output<typeof api.chatIdResponseSchema>> {
  requireSelfMemberId(caller, body.sId, 'sId');
  if (body.rId === caller.memberId) throw invalid('You cannot start a chat with yourself');
  const recipient = await profiles.visibleMember(caller, await profiles.memberByMemberId(body.rId), MESSAGES.memberNotFound);
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
  if (await repo.isFormerMember(db, otherOf(chat, caller.userId))) throw conflict(MESSAGES.formerMember, 'FORMER_MEMBER');
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
  // A message sent again after a lost answer may have moved on since; read its chat again for its status.
  return toChatMessage(row, caller.userId, row.replayed ? await repo.findChat(db, chat.id) : chat);
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

async function getConversations(db: Db, caller: Caller): Promise<z.output<typeof api.chatListResponseSchema>> {
  const rows = await repo.conversationsOf(db, caller.userId);
  return rows.map((row) => ({
    memberId: row.memberId,
    fname: row.givenName,
    lname: row.familyName,
    email: row.email,
    profilePicture: row.profilePicture,
    archetype: row.archetype === null ? null : archetypeShownName(row.archetype),
    title: row.title,
    department: row.department,
    isConnection: row.isConnection,
    connectionStrength: row.connectionStrength,
    matchDateTime: row.matchDateTime ? row.matchDateTime.toISOString() : null,
    relationship: row.relationship,
    chatId: row.chatId,
    lastMessage:
      row.lastContent !== null && row.lastAt
        ? { content: row.lastContent, timestamp: row.lastAt.toISOString(), isCurrentUser: row.lastSenderId === caller.userId }
        : null,
    unreadCount: row.unreadCount,
  }));
}

/** A member names one of their own connections their mentor or mentee (or neither); anyone else is refused. */
async function setRelationship(
  db: Db,
  profiles: Profiles,
  caller: Caller,
  body: Input<typeof api.relationshipBodySchema>,
): Promise<z.output<typeof api.relationshipResponseSchema>> {
  if (body.memberId === caller.memberId) throw invalid(MESSAGES.notYourself);
  const other = await profiles.memberByMemberId(body.memberId);
  if (!other || !(await repo.areConnected(db, caller.userId, other.userId))) throw notFound(MESSAGES.connectionNotFound);
  const relationship = body.relationship === 'none' ? null : body.relationship;
  await repo.setRelationship(db, caller.userId, other.userId, relationship);
  return { memberId: other.memberId, relationship };
}
