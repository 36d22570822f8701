import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAnalyticsEvents, type AnalyticsEvent } from '../../shared/analytics.ts';
import { memoryStorage } from '../../shared/mocks/memory-storage.ts';
import {
  ADVISOR_EVENTS,
  activityScore,
  aiUsageSummary,
  behaviourMetrics,
  engagementScore,
  estimateTokens,
  recencyScore,
  recordAdvisorEvent,
  usageRecommendations,
} from './analytics.ts';

const DAY = 24 * 3_600_000;
const NOW = Date.UTC(2026, 10, 24, 12);

function event(type: string, data: AnalyticsEvent['data'] = {}, ago = 0, userId = 'mbr-1'): AnalyticsEvent {
  return { type, currentPage: '/insights', timestamp: NOW - ago, userId, sessionId: 's', data };
}

describe('behaviour metrics', () => {
  it('recency: 100 less 10 a day since the last use, never below 0', () => {
    expect(recencyScore(null, NOW)).toBe(0);
    expect(recencyScore(NOW - 3_600_000, NOW)).toBe(100);
    expect(recencyScore(NOW - 3 * DAY, NOW)).toBe(70);
    expect(recencyScore(NOW - 30 * DAY, NOW)).toBe(0);
  });

  it('activity: 2 a quick action, 5 a session, 3 a message, capped at 100', () => {
    expect(activityScore({ totalQuickActions: 1, aiChatSessions: 1, messagesSent: 1 })).toBe(10);
    expect(activityScore({ totalQuickActions: 50, aiChatSessions: 10, messagesSent: 10 })).toBe(100);
    expect(engagementScore(100, 10)).toBe(37);
  });

  it('counts the member’s events, their favourite actions and the last use; active above 50', () => {
    const events = [
      event(ADVISOR_EVENTS.quickAction, { action: 'dailyInsight' }, 2 * DAY),
      event(ADVISOR_EVENTS.quickAction, { action: 'dailyInsight' }, DAY),
      event(ADVISOR_EVENTS.quickAction, { action: 'teamBuilding' }, DAY),
      event(ADVISOR_EVENTS.chatSession, {}, DAY),
      event(ADVISOR_EVENTS.messageSent, {}, DAY),
      event(ADVISOR_EVENTS.messageSent, {}, DAY, 'someone-else'),
      event('profile_viewed', { memberId: 'x' }, 0),
    ];
    const metrics = behaviourMetrics(events, NOW, 'mbr-1');
    expect(metrics).toMatchObject({ totalQuickActions: 3, aiChatSessions: 1, messagesSent: 1, favoriteActions: { dailyInsight: 2, teamBuilding: 1 }, lastUsed: NOW - DAY });
    // 0.3 × 90 + 0.7 × (6 + 5 + 3) = 27 + 9.8
    expect(metrics.engagementScore).toBe(37);
    expect(metrics.isActiveUser).toBe(false);
    const busy = behaviourMetrics(Array.from({ length: 20 }, () => event(ADVISOR_EVENTS.messageSent)), NOW);
    expect(busy.engagementScore).toBe(72);
    expect(busy.isActiveUser).toBe(true);
  });

  it('recommends AI Chat with no session, Quick Actions to a new member, tips past 10 uses of one action', () => {
    const none = behaviourMetrics([], NOW);
    expect(usageRecommendations(none).map((item) => [item.title, item.priority])).toEqual([
      ['AI Chat', 'high'],
      ['Explore Quick Actions', 'medium'],
    ]);
    const power = behaviourMetrics(
      [event(ADVISOR_EVENTS.chatSession), ...Array.from({ length: 11 }, () => event(ADVISOR_EVENTS.quickAction, { action: 'dailyInsight' }))],
      NOW,
    );
    expect(usageRecommendations(power).map((item) => item.title)).toEqual(['Power User Tips']);
    const ten = behaviourMetrics([event(ADVISOR_EVENTS.chatSession), ...Array.from({ length: 10 }, () => event(ADVISOR_EVENTS.quickAction, { action: 'a' }))], NOW);
    expect(usageRecommendations(ten)).toEqual([]);
  });
});

describe('AI usage over 7 days', () => {
  it('counts kinds, models, tokens, feedback and errors, and estimates the cost', () => {
    const events = [
      event(ADVISOR_EVENTS.modelUsed, { model: 'flash', chatMode: 'insights', tokens: 2000 }, DAY),
      event(ADVISOR_EVENTS.modelUsed, { model: 'pro', chatMode: 'insights', tokens: 1000 }, 2 * DAY),
      event(ADVISOR_EVENTS.modelUsed, { model: 'pro', tokens: 999_999 }, 8 * DAY),
      event(ADVISOR_EVENTS.feedback, { feedback: 'like' }),
      event(ADVISOR_EVENTS.feedback, { feedback: 'dislike' }),
      event(ADVISOR_EVENTS.feedback, { feedback: 'like' }),
      event(ADVISOR_EVENTS.error, { kind: 'timeout', message: 'Request timed out. Please try again.' }),
      event(ADVISOR_EVENTS.contextCollected, { version: '3.1.0', source: 'fresh' }),
      event(ADVISOR_EVENTS.messageSent),
    ];
    const summary = aiUsageSummary(events, NOW);
    expect(summary.byKind).toEqual({ ai_model_used: 2, ai_context_collected: 1, ai_feedback: 3, ai_error: 1 });
    expect(summary.models).toEqual({ flash: 1, pro: 1 });
    expect(summary.tokens).toEqual({ flash: 2000, pro: 1000 });
    expect(summary.feedback).toEqual({ like: 2, dislike: 1 });
    expect(summary.errors).toHaveLength(1);
    expect(summary.estimatedCost).toBeCloseTo(2 * 0.00015 + 0.00125, 10);
    expect(summary.events).toHaveLength(7);
  });

  it('estimates tokens at four characters each', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcde')).toBe(2);
  });
});

describe('recording', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.stubGlobal('location', { pathname: '/insights' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps AI events in the shared local analytics', () => {
    recordAdvisorEvent('mbr-1', ADVISOR_EVENTS.feedback, { feedback: 'like', messageId: 'reply-1' });
    expect(readAnalyticsEvents()).toMatchObject([{ type: 'ai_feedback', userId: 'mbr-1', currentPage: '/insights', data: { feedback: 'like' } }]);
  });
});
