/**
 * MSW handlers for the messaging calls (chat-list, chat, latest-s3, chatId, message, message-reset, relationship,
 * recipient) over an in-memory state, with the server's rules: statuses from the other member's marks (the caller's
 * fetch delivers the other's messages; message-reset reads them), the length limit with the server's words,
 * relationships only with connections. Calls of other types fall through to the next handler.
 * `state` keeps what was asked for play functions; `peer` lets a story act as the other member.
 */
import { PROFILE_PATH, CHAT_MESSAGE_MAX, type ChatMessage, type ChatMessageStatus, type Conversation } from '@kindred/contracts/api/chat';
import { HttpResponse, http, type HttpResponseResolver } from 'msw';
import { callerIdOf } from './session.ts';
import { stalledResponse } from './stall.ts';

export interface MockChatMessage {
  id: number;
  fromPeer: boolean;
  content: string;
  timestamp: string;
}

export interface MessagingMockOptions {
  conversations?: Conversation[];
  /** Messages per member id of the other member (a chat id is made for each). */
  messages?: Record<string, MockChatMessage[]>;
  /** How far each other member got through the caller's messages (message ids). */
  peerProgress?: Record<string, { delivered: number; read: number }>;
  /** Fail this many sends (all when `Infinity`) with this status and message. */
  failSends?: { count: number; status: number; error: string };
  /** Never answer the list (its loading state). */
  stallList?: boolean;
  /** Answer the list with this error. */
  failList?: { status: number; error: string };
}

const json = (status: number, body: unknown) => HttpResponse.json(body as never, { status });

export function createMessagingMock(options: MessagingMockOptions = {}) {
  const conversations = (options.conversations ?? []).map((c) => ({ ...c }));
  const chats = new Map<string, { memberId: string; messages: MockChatMessage[]; readByCaller: number }>();
  const peerProgress = new Map(Object.entries(options.peerProgress ?? {}));
  let nextId = 1000;
  for (const conversation of conversations) {
    const messages = options.messages?.[conversation.memberId];
    if (!messages && !conversation.chatId) continue;
    const chatId = conversation.chatId ?? `chat-${conversation.memberId}`;
    conversation.chatId = chatId;
    const list = messages ?? [];
    const unread = conversation.unreadCount;
    const incoming = list.filter((m) => m.fromPeer);
    const readByCaller = incoming.length > unread ? (incoming[incoming.length - unread - 1]?.id ?? 0) : 0;
    chats.set(chatId, { memberId: conversation.memberId, messages: list, readByCaller });
  }
  const state = { sends: [] as Array<{ chatId: string; content: string; idempotencyKey: string | null }>, reads: [] as string[], failedSends: 0 };

  const statusOf = (memberId: string, message: MockChatMessage): ChatMessageStatus => {
    const progress = peerProgress.get(memberId) ?? { delivered: 0, read: 0 };
    return message.id <= progress.read ? 'read' : message.id <= progress.delivered ? 'delivered' : 'sent';
  };
  const toMessage = (chatId: string, memberId: string, m: MockChatMessage): ChatMessage => ({
    id: String(m.id),
    chatId,
    senderId: m.fromPeer ? memberId : 'me',
    content: m.content,
    timestamp: m.timestamp,
    isCurrentUser: !m.fromPeer,
    status: m.fromPeer ? 'read' : statusOf(memberId, m),
  });
  const receiptsOf = (memberId: string) => {
    const progress = peerProgress.get(memberId) ?? { delivered: 0, read: 0 };
    return { deliveredUpTo: progress.delivered ? String(progress.delivered) : null, readUpTo: progress.read ? String(progress.read) : null };
  };
  const listAnswer = () =>
    conversations.map((c) => {
      const chat = c.chatId ? chats.get(c.chatId) : undefined;
      const last = chat?.messages[chat.messages.length - 1];
      return {
        ...c,
        lastMessage: last ? { content: last.content, timestamp: last.timestamp, isCurrentUser: !last.fromPeer } : c.lastMessage,
        unreadCount: chat ? chat.messages.filter((m) => m.fromPeer && m.id > chat.readByCaller).length : c.unreadCount,
      };
    });

  const post: HttpResponseResolver = async ({ request }) => {
    const type = new URL(request.url).searchParams.get('type');
    if (!['chat-list', 'chat', 'latest-s3', 'chatId', 'message', 'recipient'].includes(type ?? '')) return undefined;
    if (!callerIdOf(request)) return json(401, { error: 'Authentication required' });
    const body = ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
    switch (type) {
      case 'chat-list':
        if (options.stallList) return stalledResponse();
        if (options.failList) return json(options.failList.status, { error: options.failList.error });
        return json(200, listAnswer());
      case 'chat': {
        const chatId = String(body.chatId);
        const chat = chats.get(chatId);
        if (!chat) return json(404, { error: 'Chat not found' });
        return json(200, {
          chatId,
          participants: [],
          messages: chat.messages.map((m) => toMessage(chatId, chat.memberId, m)),
          unreadCount: chat.messages.filter((m) => m.fromPeer && m.id > chat.readByCaller).length,
          receipts: receiptsOf(chat.memberId),
        });
      }
      case 'latest-s3': {
        const conversation = conversations.find((c) => c.email === body.rEmail);
        const chat = conversation?.chatId ? chats.get(conversation.chatId) : undefined;
        if (!conversation || !chat) return json(200, { chatId: null, messages: [], marker: null, receipts: { deliveredUpTo: null, readUpTo: null } });
        const after = body.marker ? Number(body.marker) : 0;
        const newer = chat.messages.filter((m) => m.id > after);
        return json(200, {
          chatId: conversation.chatId,
          messages: newer.map((m) => toMessage(conversation.chatId!, conversation.memberId, m)),
          marker: newer.length ? String(newer[newer.length - 1]!.id) : (body.marker ?? null),
          receipts: receiptsOf(conversation.memberId),
        });
      }
      case 'chatId': {
        const conversation = conversations.find((c) => c.memberId === body.rId);
        if (!conversation) return json(404, { error: 'Member not found' });
        const created = !conversation.chatId;
        if (created) {
          conversation.chatId = `chat-${conversation.memberId}`;
          chats.set(conversation.chatId, { memberId: conversation.memberId, messages: [], readByCaller: 0 });
        }
        return json(200, { chatId: conversation.chatId, created });
      }
      case 'message': {
        const chatId = String(body.chatId);
        const content = typeof body.content === 'string' ? body.content.trim() : '';
        const chat = chats.get(chatId);
        if (!content) return json(400, { error: 'Missing required parameter: content', code: 'MISSING_PARAMETER', field: 'content' });
        if (content.length > CHAT_MESSAGE_MAX) return json(400, { error: `content must be at most ${CHAT_MESSAGE_MAX} characters`, field: 'content' });
        if (!chat) return json(404, { error: 'Chat not found' });
        const failing = options.failSends;
        if (failing && state.failedSends < failing.count) {
          state.failedSends += 1;
          return json(failing.status, { error: failing.error });
        }
        const idempotencyKey = request.headers.get('Idempotency-Key');
        state.sends.push({ chatId, content, idempotencyKey });
        const message = { id: (nextId += 1), fromPeer: false, content, timestamp: new Date().toISOString() };
        chat.messages.push(message);
        return json(200, toMessage(chatId, chat.memberId, message));
      }
      case 'recipient':
        return json(404, { error: 'Member not found' });
      default:
        return undefined;
    }
  };

  const put: HttpResponseResolver = async ({ request }) => {
    const type = new URL(request.url).searchParams.get('type');
    if (type !== 'message-reset' && type !== 'relationship') return undefined;
    const body = ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
    if (type === 'message-reset') {
      const chat = chats.get(String(body.chatId));
      if (!chat) return json(404, { error: 'Chat not found' });
      chat.readByCaller = Math.max(0, ...chat.messages.map((m) => m.id));
      state.reads.push(String(body.chatId));
      return json(200, { chatId: body.chatId, unreadCount: 0 });
    }
    const conversation = conversations.find((c) => c.memberId === body.memberId && c.isConnection);
    if (!conversation) return json(404, { error: 'You can only name one of your connections as a mentor or mentee' });
    conversation.relationship = body.relationship === 'none' ? null : (body.relationship as 'mentor' | 'mentee');
    return json(200, { memberId: conversation.memberId, relationship: conversation.relationship });
  };

  /** The other member's side: they write, or their client fetches and reads what the caller sent. */
  const peer = {
    write(memberId: string, content: string) {
      const conversation = conversations.find((c) => c.memberId === memberId);
      const chat = conversation?.chatId ? chats.get(conversation.chatId) : undefined;
      chat?.messages.push({ id: (nextId += 1), fromPeer: true, content, timestamp: new Date().toISOString() });
    },
    progress(memberId: string, stage: 'delivered' | 'read') {
      const conversation = conversations.find((c) => c.memberId === memberId);
      const chat = conversation?.chatId ? chats.get(conversation.chatId) : undefined;
      const last = Math.max(0, ...(chat?.messages.filter((m) => !m.fromPeer).map((m) => m.id) ?? []));
      const before = peerProgress.get(memberId) ?? { delivered: 0, read: 0 };
      peerProgress.set(memberId, { delivered: Math.max(before.delivered, last), read: stage === 'read' ? Math.max(before.read, last) : before.read });
    },
  };

  const url = `*${PROFILE_PATH}`;
  return { handlers: [http.post(url, post), http.put(url, put)], state, peer };
}
