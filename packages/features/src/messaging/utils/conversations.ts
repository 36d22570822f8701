/**
 * The conversation list's tabs and search. Mentors and mentees are what the member calls a connection; the
 * Connections tab holds everyone the member can message (their connections, and a colleague they already have a
 * chat with). Search is case-insensitive over the name, every word of the query in turn.
 */
import type { Conversation } from '@kindred/contracts/api/chat';

export const CONVERSATION_TABS = ['mentors', 'mentees', 'connections'] as const;
export type ConversationTab = (typeof CONVERSATION_TABS)[number];

export const TAB_LABELS: Record<ConversationTab, string> = { mentors: 'Mentors', mentees: 'Mentees', connections: 'Connections' };

/** The empty states of docs/product.md#screens-and-routes ('No mentors available' and its kind). */
export const EMPTY_TAB: Record<ConversationTab, string> = {
  mentors: 'No mentors available',
  mentees: 'No mentees available',
  connections: 'No connections available',
};

export function nameOf(conversation: Pick<Conversation, 'fname' | 'lname'>): string {
  return `${conversation.fname} ${conversation.lname}`.trim() || 'User';
}

export function inTab(conversation: Conversation, tab: ConversationTab): boolean {
  if (tab === 'mentors') return conversation.relationship === 'mentor';
  if (tab === 'mentees') return conversation.relationship === 'mentee';
  return true;
}

export function matchesSearch(conversation: Conversation, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const name = nameOf(conversation).toLowerCase();
  return words.every((word) => name.includes(word));
}

export function tabCounts(conversations: readonly Conversation[]): Record<ConversationTab, number> {
  return {
    mentors: conversations.filter((c) => inTab(c, 'mentors')).length,
    mentees: conversations.filter((c) => inTab(c, 'mentees')).length,
    connections: conversations.length,
  };
}

/** Strength labels of docs/product.md#constants-and-limits. */
export function strengthLabel(strength: number): string {
  return strength >= 80 ? 'Excellent match' : strength >= 60 ? 'Good match' : 'Growing connection';
}
