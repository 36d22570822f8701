import { describe, expect, it } from 'vitest';
import {
  CURRENT_USER_ID,
  SIMULATED_REPLIES,
  chatMessageSchema,
  createSampleChats,
  mockChatSchema,
} from './sample-chats.ts';

const NOW = new Date('2025-09-15T12:00:00.000Z');

describe('sample chats', () => {
  const { chats, messages } = createSampleChats(NOW);

  it('validates every chat and message', () => {
    for (const chat of chats) expect(mockChatSchema.parse(chat)).toEqual(chat);
    for (const list of Object.values(messages)) {
      for (const message of list) expect(chatMessageSchema.parse(message)).toEqual(message);
    }
  });

  it('fills each tab: mentors, mentees and connections, each chat in exactly one', () => {
    for (const chat of chats) {
      expect([chat.isMentor, chat.isMentee, chat.isConnection].filter(Boolean)).toHaveLength(1);
    }
    expect(chats.filter((chat) => chat.isMentor).length).toBeGreaterThanOrEqual(2);
    expect(chats.filter((chat) => chat.isMentee).length).toBeGreaterThanOrEqual(2);
    expect(chats.filter((chat) => chat.isConnection).length).toBeGreaterThanOrEqual(3);
  });

  it('has unique chat ids, names and message ids', () => {
    expect(new Set(chats.map((chat) => chat.id)).size).toBe(chats.length);
    expect(new Set(chats.map((chat) => chat.name)).size).toBe(chats.length);
    const ids = Object.values(messages).flatMap((list) => list.map((message) => message.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every chat a few messages, oldest first, ending with its last message', () => {
    for (const chat of chats) {
      const list = messages[chat.id] ?? [];
      expect(list.length, chat.name).toBeGreaterThanOrEqual(2);
      const times = list.map((message) => message.timestamp);
      expect([...times].sort()).toEqual(times);
      expect(list.at(-1)?.content).toBe(chat.lastMessage);
      expect(list.at(-1)?.timestamp).toBe(chat.timestamp);
    }
  });

  it('lists the most recent conversation first', () => {
    const times = chats.map((chat) => chat.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('counts unread messages from the other person only', () => {
    for (const chat of chats) {
      const list = messages[chat.id] ?? [];
      const unread = list.filter((message) => !message.isCurrentUser && message.status === 'delivered');
      expect(unread.length, chat.name).toBe(chat.unreadCount);
    }
    expect(chats.some((chat) => chat.unreadCount > 0)).toBe(true);
  });

  it('marks who sent each message consistently', () => {
    for (const [chatId, list] of Object.entries(messages)) {
      for (const message of list) {
        expect(message.isCurrentUser).toBe(message.sender.id === CURRENT_USER_ID);
        if (!message.isCurrentUser) expect(chats.find((chat) => chat.id === chatId)?.name).toBe(message.sender.name);
      }
    }
  });

  it('puts every message in the past, relative to the time given', () => {
    for (const list of Object.values(messages)) {
      for (const message of list) expect(Date.parse(message.timestamp)).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('uses no avatar images', () => {
    for (const chat of chats) expect(chat.avatarUrl).toBeUndefined();
    for (const list of Object.values(messages)) {
      for (const message of list) expect(message.sender.avatarUrl).toBeUndefined();
    }
  });

  it('offers a few simulated replies', () => {
    expect(SIMULATED_REPLIES.length).toBeGreaterThanOrEqual(3);
    expect(new Set(SIMULATED_REPLIES).size).toBe(SIMULATED_REPLIES.length);
  });
});
