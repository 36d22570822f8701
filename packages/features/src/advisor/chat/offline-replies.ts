/**
 * What Link says when it cannot reach the advisor (docs/product.md#errors): a canned reply, chosen by the words of
 * the question, streamed in place of the real one, with a toast saying the chat is offline.
 */

export const OFFLINE_TOAST = 'Connection issue - using offline mode';

export type OfflineReplyKind = 'team' | 'connection' | 'generic';

export const OFFLINE_REPLIES: Record<OfflineReplyKind, string> = {
  team:
    "I can't reach my full advisor right now, but here is something that works for most teams: open a meeting with a five-minute check-in, such as everyone sharing one win and one blocker from their week. The Activities page has more ideas, from five minutes to an hour, and I'll be able to tailor them to your team once I'm back online.",
  connection:
    "I can't reach my full advisor right now, but you don't need me to start: pick one of your connections you haven't spoken to in a while and suggest a 20-minute Quick Connect this week. Ask them what they're working on and what they enjoy about it. Your Connections page lists everyone you've been matched with.",
  generic:
    "I'm having trouble connecting right now, so I can't give you a personalised answer yet. Please try again in a moment. Meanwhile, the Activities and Resources pages are a good place to explore, and your profile explains what your personality traits mean at work.",
};

const KEYWORDS: Record<Exclude<OfflineReplyKind, 'generic'>, readonly string[]> = {
  team: ['team', 'meeting', 'activity', 'activities', 'group', 'collaborat', 'workshop', 'icebreaker', 'ice breaker'],
  connection: ['connect', 'colleague', 'network', 'match', 'coworker', 'co-worker', 'relationship', 'introduc', 'people', 'someone', 'friend'],
};

/** The variant for a question: team words first, then connection words, else the generic reply. */
export function offlineReplyKind(question: string): OfflineReplyKind {
  const text = question.toLowerCase();
  if (KEYWORDS.team.some((word) => text.includes(word))) return 'team';
  if (KEYWORDS.connection.some((word) => text.includes(word))) return 'connection';
  return 'generic';
}

export function offlineReply(question: string): string {
  return OFFLINE_REPLIES[offlineReplyKind(question)];
}
