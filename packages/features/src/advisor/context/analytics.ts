/**
 * What this browser's local analytics say about how the member uses Link (docs/product.md#what-it-keeps "Local
 * analytics", #constants-and-limits): the behaviour metrics, the engagement score and the recommendations that
 * follow from them, and the AI events (model used, context collected, feedback, error) with their 7-day summary
 * and estimated cost. Everything stays in local storage (the shared analytics' newest 1,000 events); nothing here
 * is sent anywhere.
 */
import type { AdvisorModel } from '@kindred/contracts/api/advisor';
import { readAnalyticsEvents, recordAnalyticsEvent, type AnalyticsEvent } from '../../shared/analytics.ts';

/** The event types the advisor records. */
export const ADVISOR_EVENTS = {
  /** A quick-actions menu action was chosen: `{ action }`. */
  quickAction: 'quick_action_used',
  /** A conversation with Link began (the first question of a visit, in the popup or on the insights page): `{ chatMode }`. */
  chatSession: 'ai_chat_session',
  /** The member sent Link a question: `{ chatMode, model }`. */
  messageSent: 'ai_message_sent',
  /** A reply came back: `{ model, chatMode, tokens }` (tokens estimated from the text). */
  modelUsed: 'ai_model_used',
  /** The context was collected: `{ version, source }`. */
  contextCollected: 'ai_context_collected',
  /** Like or dislike of a reply: `{ feedback, messageId, model, chatMode, currentPage }`. */
  feedback: 'ai_feedback',
  /** A question got no reply: `{ kind, message, model, chatMode }`. */
  error: 'ai_error',
} as const;
export type AdvisorEventType = (typeof ADVISOR_EVENTS)[keyof typeof ADVISOR_EVENTS];

/** The four AI analytics kinds (local only). */
const AI_EVENT_KINDS = [ADVISOR_EVENTS.modelUsed, ADVISOR_EVENTS.contextCollected, ADVISOR_EVENTS.feedback, ADVISOR_EVENTS.error] as const;

export function recordAdvisorEvent(userId: string, type: AdvisorEventType, data: AnalyticsEvent['data'] = {}): void {
  recordAnalyticsEvent(userId, type, data);
}

/** A rough token count for text (about four characters a token). */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

// ---------------------------------------------------------------------------
// Behaviour metrics and engagement

const DAY_MS = 24 * 60 * 60 * 1000;
/** Above this score a member counts as active. */
const ACTIVE_USER_SCORE = 50;

export interface BehaviourMetrics {
  totalQuickActions: number;
  aiChatSessions: number;
  messagesSent: number;
  /** How often each quick action was used. */
  favoriteActions: Record<string, number>;
  /** The newest of these events (ms since the epoch), or null. */
  lastUsed: number | null;
  /** 0-100: 30% recency, 70% activity. */
  engagementScore: number;
  isActiveUser: boolean;
}

/** 100 less 10 for each whole day since the last use (0 without one, never below 0). */
export function recencyScore(lastUsed: number | null, now: number): number {
  if (lastUsed === null) return 0;
  const days = Math.max(0, Math.floor((now - lastUsed) / DAY_MS));
  return Math.max(0, 100 - 10 * days);
}

/** 2 a quick action, 5 a chat session, 3 a message, at most 100. */
export function activityScore(metrics: Pick<BehaviourMetrics, 'totalQuickActions' | 'aiChatSessions' | 'messagesSent'>): number {
  return Math.min(100, 2 * metrics.totalQuickActions + 5 * metrics.aiChatSessions + 3 * metrics.messagesSent);
}

export function engagementScore(recency: number, activity: number): number {
  return Math.round(0.3 * recency + 0.7 * activity);
}

const BEHAVIOUR_TYPES: ReadonlySet<string> = new Set([ADVISOR_EVENTS.quickAction, ADVISOR_EVENTS.chatSession, ADVISOR_EVENTS.messageSent]);

/** The metrics of a member's events (all of this browser's when `userId` is omitted). */
export function behaviourMetrics(events: readonly AnalyticsEvent[], now: number = Date.now(), userId?: string): BehaviourMetrics {
  const mine = events.filter((event) => BEHAVIOUR_TYPES.has(event.type) && (userId === undefined || event.userId === userId));
  const favoriteActions: Record<string, number> = {};
  let totalQuickActions = 0;
  let aiChatSessions = 0;
  let messagesSent = 0;
  let lastUsed: number | null = null;
  for (const event of mine) {
    if (event.type === ADVISOR_EVENTS.quickAction) {
      totalQuickActions += 1;
      const action = String(event.data.action ?? 'unknown');
      favoriteActions[action] = (favoriteActions[action] ?? 0) + 1;
    } else if (event.type === ADVISOR_EVENTS.chatSession) aiChatSessions += 1;
    else messagesSent += 1;
    lastUsed = Math.max(lastUsed ?? 0, event.timestamp);
  }
  const score = engagementScore(recencyScore(lastUsed, now), activityScore({ totalQuickActions, aiChatSessions, messagesSent }));
  return { totalQuickActions, aiChatSessions, messagesSent, favoriteActions, lastUsed, engagementScore: score, isActiveUser: score > ACTIVE_USER_SCORE };
}

export interface UsageRecommendation {
  id: 'ai-chat' | 'explore-quick-actions' | 'power-user-tips';
  title: string;
  description: string;
  priority: 'high' | 'medium' | 'low';
}

/** Over this many uses of one action, the member is shown the power-user tips. */
const POWER_USER_ACTION_USES = 10;

/** AI Chat (high) with no chat yet; Explore Quick Actions for a new member; Power User Tips past 10 uses of one action. */
export function usageRecommendations(metrics: BehaviourMetrics): UsageRecommendation[] {
  const out: UsageRecommendation[] = [];
  if (metrics.aiChatSessions === 0) {
    out.push({
      id: 'ai-chat',
      title: 'AI Chat',
      description: 'Ask Link about your personality, your connections or your calendar.',
      priority: 'high',
    });
  }
  if (metrics.totalQuickActions === 0) {
    out.push({
      id: 'explore-quick-actions',
      title: 'Explore Quick Actions',
      description: 'The quick-actions button opens Link with a question ready for where you are.',
      priority: 'medium',
    });
  }
  if (Object.values(metrics.favoriteActions).some((uses) => uses > POWER_USER_ACTION_USES)) {
    out.push({
      id: 'power-user-tips',
      title: 'Power User Tips',
      description: 'Press Ctrl+K (Cmd+K on a Mac) to open Link from any page.',
      priority: 'low',
    });
  }
  return out;
}

// ---------------------------------------------------------------------------
// AI events over the last 7 days, and what they cost

/** Estimated cost per 1,000 tokens, by model. */
export const AI_COST_PER_1K_TOKENS: Record<AdvisorModel, number> = { flash: 0.00015, pro: 0.00125 };
export const AI_SUMMARY_DAYS = 7;

export interface AiUsageSummary {
  /** The AI events in the window, newest first. */
  events: AnalyticsEvent[];
  byKind: Record<(typeof AI_EVENT_KINDS)[number], number>;
  models: Record<AdvisorModel, number>;
  tokens: Record<AdvisorModel, number>;
  feedback: { like: number; dislike: number };
  errors: AnalyticsEvent[];
  /** Estimated cost of the window's replies, in US dollars. */
  estimatedCost: number;
}

function modelOf(value: unknown): AdvisorModel {
  return value === 'pro' ? 'pro' : 'flash';
}

export function aiUsageSummary(events: readonly AnalyticsEvent[], now: number = Date.now(), userId?: string): AiUsageSummary {
  const since = now - AI_SUMMARY_DAYS * DAY_MS;
  const kinds: readonly string[] = AI_EVENT_KINDS;
  const inWindow = events
    .filter((event) => kinds.includes(event.type) && event.timestamp >= since && (userId === undefined || event.userId === userId))
    .sort((a, b) => b.timestamp - a.timestamp);
  const byKind = Object.fromEntries(AI_EVENT_KINDS.map((kind) => [kind, 0])) as AiUsageSummary['byKind'];
  const models: Record<AdvisorModel, number> = { flash: 0, pro: 0 };
  const tokens: Record<AdvisorModel, number> = { flash: 0, pro: 0 };
  const feedback = { like: 0, dislike: 0 };
  for (const event of inWindow) {
    byKind[event.type as keyof AiUsageSummary['byKind']] += 1;
    if (event.type === ADVISOR_EVENTS.modelUsed) {
      const model = modelOf(event.data.model);
      models[model] += 1;
      tokens[model] += typeof event.data.tokens === 'number' ? event.data.tokens : 0;
    } else if (event.type === ADVISOR_EVENTS.feedback) {
      if (event.data.feedback === 'like') feedback.like += 1;
      else if (event.data.feedback === 'dislike') feedback.dislike += 1;
    }
  }
  const estimatedCost = (tokens.flash / 1000) * AI_COST_PER_1K_TOKENS.flash + (tokens.pro / 1000) * AI_COST_PER_1K_TOKENS.pro;
  return {
    events: inWindow,
    byKind,
    models,
    tokens,
    feedback,
    errors: inWindow.filter((event) => event.type === ADVISOR_EVENTS.error),
    estimatedCost,
  };
}

/** This browser's events, for the screens that read them. */
export function readAdvisorAnalytics(): AnalyticsEvent[] {
  return readAnalyticsEvents();
}
