/**
 * The advisor feature's public entry: Link's catalogue of prompts, its calls, the launcher every page may use to
 * open the popup, and the popup with the quick-actions menu (`LinkAssistant`), whose code loads on demand.
 */
import { deferred } from '@kindred/ui/lazy';
import type { LinkAssistantProps } from './LinkAssistant.tsx';

export * from './content/conversation.ts';
export { ADVISOR_CLIENT_MESSAGES, AdvisorError, askLink, recentTurns, type AskLinkReply, type AskLinkRequest } from './api/ask-link.ts';
export { sendFeedback } from './api/send-feedback.ts';
export { newSessionId, recordChatOpened, useRecordChatOpened } from './api/record-chat-opened.ts';
export { advisorKeys } from './api/keys.ts';
export { isLinkShortcut, requestLinkOpen, takePendingLinkOpen, type LinkOpenOptions, type LinkOpenRequest } from './launch.ts';
export { LINK_TOASTS, followLink, useFollowLink, type FollowLinkDeps, type FollowLinkOptions } from './chat/follow-link.ts';
export type { LinkAssistantProps };

/**
 * Link's popup and the quick-actions menu, for every signed-in page (inside the router and the query client).
 * Its code is fetched when it is first rendered (or on `LinkAssistant.preload()`), so a page that renders it once
 * idle keeps it off its first download.
 */
export const LinkAssistant = deferred<LinkAssistantProps>(() => import('./LinkAssistant.tsx').then((module) => module.LinkAssistant));

// The AI context and this browser's analytics of Link (advisor/context): what Link is told about the member, and how they use it.
export {
  AI_CONTEXT_VERSION,
  APP_FEATURES,
  CONTEXT_LIMITS,
  DEFAULT_DIVERSITY_INDEX,
  DEFAULT_ROLE,
  DEFAULT_TEAM_SIZE,
  TYPICAL_MEETING_MINUTES,
  activityStreak,
  aiContextHint,
  buildAiContext,
  communicationPreference,
  contextEvents,
  diversityIndex,
  engagementLevel,
  eventType,
  minimalAiContext,
  nextAvailableSlot,
  usagePattern,
  workStyle,
  type AiContext,
  type AiContextEvent,
  type AiContextHint,
  type AiContextSources,
  type EngagementLevel,
  type EventType,
  type PageContext,
  type UsagePattern,
} from './context/ai-context.ts';
export { aiContextCollector, createAiContextCollector, type AiContextCollector, type AiContextSource, type CollectedContext } from './context/collector.ts';
export {
  AI_CONTEXT_FRESH_MS,
  AI_CONTEXT_KEPT_MS,
  AI_CONTEXT_TIMEOUT_MS,
  aiContextQueryOptions,
  collectAiContext,
  contextMember,
  useAiContext,
  type CollectAiContextOptions,
  type UseAiContext,
} from './context/use-ai-context.ts';
export {
  ACTIVE_USER_SCORE,
  ADVISOR_EVENTS,
  AI_COST_PER_1K_TOKENS,
  AI_EVENT_KINDS,
  AI_SUMMARY_DAYS,
  activityScore,
  aiUsageSummary,
  behaviourMetrics,
  engagementScore,
  estimateTokens,
  readAdvisorAnalytics,
  recencyScore,
  recordAdvisorEvent,
  usageRecommendations,
  type AdvisorEventType,
  type AiUsageSummary,
  type BehaviourMetrics,
  type UsageRecommendation,
} from './context/analytics.ts';

// Developer pages (development and demo builds only; the app routes them): /ai-dev-demo and /dev/ai-analytics.
export { AI_DEV_DEMO_TITLE, AiDevDemo, DEMO_COST_PER_MILLION_TOKENS, DEMO_ERROR_RATE, DEMO_RATE_LIMIT, DEMO_REPLY_DELAY_MS, type AiDevDemoProps } from './dev/AiDevDemo.tsx';
export { AI_ANALYTICS_TITLE, AiAnalyticsPage, NO_AI_ACTIVITY, type AiAnalyticsPageProps } from './dev/AiAnalyticsPage.tsx';

// Link's insights page (/insights, 'Workplace Insights'): the conversation beside the member's persona.
export { INSIGHTS_TITLE, InsightsScreen, NEW_CHAT, POPULAR_QUESTIONS_TITLE, type InsightsScreenProps } from './insights/InsightsScreen.tsx';
export { QUICK_PROMPTS_TITLE } from './insights/QuickPromptsDrawer.tsx';
export {
  HANDOVER_HIGHLIGHT_MS,
  INSIGHTS_MESSAGES_KEY,
  INSIGHTS_MODEL_KEY,
  INSIGHTS_REVEAL_CHARS,
  INSIGHTS_TEXT,
  MODEL_LABELS,
  checkLimits,
  greetingWords,
  historyOf,
  type InsightsMessage,
} from './insights/insights-chat.ts';
export { useInsightsChat, type InsightsChat, type InsightsChatOptions, type InsightsPhase } from './insights/use-insights-chat.ts';
