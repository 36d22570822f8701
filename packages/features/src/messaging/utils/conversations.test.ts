import type { Conversation } from '@kindred/contracts/api/chat';
import { describe, expect, it } from 'vitest';
import { inTab, matchesSearch, tabCounts } from './conversations.ts';

const base: Conversation = {
  memberId: 'm1',
  fname: 'Grace',
  lname: 'Hopper',
  email: 'grace@example.com',
  profilePicture: null,
  archetype: null,
  title: null,
  department: null,
  isConnection: true,
  connectionStrength: 80,
  matchDateTime: null,
  relationship: null,
  chatId: null,
  lastMessage: null,
  unreadCount: 0,
};

describe('conversation tabs and search', () => {
  it('puts mentors and mentees in their tabs and everyone under Connections', () => {
    const list = [base, { ...base, memberId: 'm2', relationship: 'mentor' as const }, { ...base, memberId: 'm3', relationship: 'mentee' as const }];
    expect(tabCounts(list)).toEqual({ mentors: 1, mentees: 1, connections: 3 });
    expect(inTab(list[1]!, 'mentees')).toBe(false);
  });

  it('searches names case-insensitively, every word', () => {
    expect(matchesSearch(base, 'grace')).toBe(true);
    expect(matchesSearch(base, 'HOP gra')).toBe(true);
    expect(matchesSearch(base, 'ada')).toBe(false);
    expect(matchesSearch(base, '  ')).toBe(true);
  });
});
