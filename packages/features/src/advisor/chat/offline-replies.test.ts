import { describe, expect, it } from 'vitest';
import { OFFLINE_REPLIES, offlineReply, offlineReplyKind } from './offline-replies.ts';

describe('the offline reply', () => {
  it.each([
    ['Suggest an activity for my team meeting', 'team'],
    ['How do we COLLABORATE better?', 'team'],
    ['Who should I connect with?', 'connection'],
    ['How do I build a relationship with a new colleague?', 'connection'],
    ['Plan a Quick Connect', 'connection'],
    ['What is my archetype?', 'generic'],
    ['', 'generic'],
  ] as const)('%j gets the %s variant', (question, kind) => {
    expect(offlineReplyKind(question)).toBe(kind);
    expect(offlineReply(question)).toBe(OFFLINE_REPLIES[kind]);
  });

  it('prefers team words over connection words', () => {
    expect(offlineReplyKind('connect with my team')).toBe('team');
  });

  it('has three different, non-empty texts', () => {
    const texts = Object.values(OFFLINE_REPLIES);
    expect(new Set(texts).size).toBe(3);
    for (const text of texts) expect(text.length).toBeGreaterThan(40);
  });
});
