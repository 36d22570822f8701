/**
 * Achievements' rules (docs/product.md#states "Achievements"): the 14 definitions, their categories, and how
 * progress, points and level are computed. Pure: the server awards by these rules, the client draws by them.
 */

/** The counters an achievement can ask for (docs/product.md#what-it-keeps "Achievements state"). */
export const ACHIEVEMENT_METRICS = [
  'activityCompleted',
  'quickConnectScheduled',
  'quickConnectCompleted',
  'aiChatOpened',
  'aiMessagesSent',
  'calendarConnected',
  'quickConnectRescheduled',
  'profileAvatarUpdated',
  'profilesViewed',
] as const;
type AchievementMetric = (typeof ACHIEVEMENT_METRICS)[number];
export type AchievementCounters = Record<AchievementMetric, number>;

export const ACHIEVEMENT_CATEGORIES = ['activities', 'quick', 'ai', 'calendar', 'profile'] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

export const ACHIEVEMENT_IDS = [
  'first_activity',
  'five_activities',
  'ten_activities',
  'first_quick_connect',
  'three_quick_connects',
  'five_quick_connects',
  'first_ai_chat',
  'ai_regular',
  'calendar_connected',
  'ai_first_question',
  'ai_contributor',
  'first_qc_reschedule',
  'avatar_set',
  'profile_explorer',
] as const;
export type AchievementId = (typeof ACHIEVEMENT_IDS)[number];

export function isAchievementId(value: unknown): value is AchievementId {
  return typeof value === 'string' && (ACHIEVEMENT_IDS as readonly string[]).includes(value);
}

interface AchievementRule {
  metric: AchievementMetric;
  threshold: number;
  /** How to earn it, one sentence. */
  hint: string;
  /** Where to go to earn it. */
  cta: { label: string; url: string };
}

export interface AchievementDefinition {
  id: AchievementId;
  title: string;
  description: string;
  points: number;
  rule: AchievementRule;
}

/** The 14 definitions, in the specification's order (its 'Default' sort). Titles, points and conditions are the specification's. */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    id: 'first_activity',
    title: 'First Activity',
    description: 'You did your first team activity.',
    points: 50,
    rule: { metric: 'activityCompleted', threshold: 1, hint: "Do an activity from the catalogue and mark it as done.", cta: { label: 'Browse activities', url: '/activities' } },
  },
  {
    id: 'five_activities',
    title: 'Activity Streaker',
    description: 'Five team activities done.',
    points: 150,
    rule: { metric: 'activityCompleted', threshold: 5, hint: 'Mark five activities as done (each counts once a day).', cta: { label: 'Browse activities', url: '/activities' } },
  },
  {
    id: 'ten_activities',
    title: 'Activity Achiever',
    description: 'Ten team activities done.',
    points: 300,
    rule: { metric: 'activityCompleted', threshold: 10, hint: 'Mark ten activities as done (each counts once a day).', cta: { label: 'Browse activities', url: '/activities' } },
  },
  {
    id: 'first_quick_connect',
    title: 'Quick Connector',
    description: 'You scheduled your first Quick Connect.',
    points: 75,
    rule: { metric: 'quickConnectScheduled', threshold: 1, hint: 'Schedule a Quick Connect with a colleague.', cta: { label: 'Start a Quick Connect', url: '/quick-connect' } },
  },
  {
    id: 'three_quick_connects',
    title: 'Connector Pro',
    description: 'Three Quick Connects scheduled.',
    points: 150,
    rule: { metric: 'quickConnectScheduled', threshold: 3, hint: 'Schedule three Quick Connects.', cta: { label: 'Start a Quick Connect', url: '/quick-connect' } },
  },
  {
    id: 'five_quick_connects',
    title: 'Connector Plus',
    description: 'Five Quick Connects scheduled.',
    points: 250,
    rule: { metric: 'quickConnectScheduled', threshold: 5, hint: 'Schedule five Quick Connects.', cta: { label: 'Start a Quick Connect', url: '/quick-connect' } },
  },
  {
    id: 'first_ai_chat',
    title: 'AI Explorer',
    description: 'You opened a chat with Link.',
    points: 25,
    rule: { metric: 'aiChatOpened', threshold: 1, hint: 'Open Link, the AI advisor (Ctrl+K or ⌘K), or ask it something in Workplace Insights.', cta: { label: 'Open Workplace Insights', url: '/insights' } },
  },
  {
    id: 'ai_regular',
    title: 'AI Regular',
    description: 'Five chats with Link.',
    points: 100,
    rule: { metric: 'aiChatOpened', threshold: 5, hint: 'Open a chat with Link five times.', cta: { label: 'Open Workplace Insights', url: '/insights' } },
  },
  {
    id: 'calendar_connected',
    title: 'Calendar Synced',
    description: 'Your calendar is connected.',
    points: 50,
    rule: { metric: 'calendarConnected', threshold: 1, hint: 'Connect your Google or Outlook calendar.', cta: { label: 'Connect a calendar', url: '/settings' } },
  },
  {
    id: 'ai_first_question',
    title: 'AI Starter',
    description: 'You asked Link your first question.',
    points: 25,
    rule: { metric: 'aiMessagesSent', threshold: 1, hint: 'Ask Link a question.', cta: { label: 'Ask Link', url: '/insights' } },
  },
  {
    id: 'ai_contributor',
    title: 'AI Conversationalist',
    description: 'Ten questions asked of Link.',
    points: 120,
    rule: { metric: 'aiMessagesSent', threshold: 10, hint: 'Ask Link ten questions.', cta: { label: 'Ask Link', url: '/insights' } },
  },
  {
    id: 'first_qc_reschedule',
    title: 'Schedule Optimizer',
    description: 'You moved a Quick Connect to a better time.',
    points: 50,
    rule: { metric: 'quickConnectRescheduled', threshold: 1, hint: 'Reschedule one of your Quick Connects.', cta: { label: 'Open your calendar', url: '/events' } },
  },
  {
    id: 'avatar_set',
    title: 'Profile Polished',
    description: 'You chose an avatar.',
    points: 50,
    rule: { metric: 'profileAvatarUpdated', threshold: 1, hint: 'Choose an avatar in your account settings.', cta: { label: 'Choose an avatar', url: '/settings' } },
  },
  {
    id: 'profile_explorer',
    title: 'Community Explorer',
    description: "You looked at five colleagues' profiles.",
    points: 75,
    rule: { metric: 'profilesViewed', threshold: 5, hint: 'Open the profiles of five of your connections.', cta: { label: 'See your connections', url: '/connections' } },
  },
];

export const ACHIEVEMENTS_BY_ID: Readonly<Record<AchievementId, AchievementDefinition>> = Object.fromEntries(
  ACHIEVEMENTS.map((definition) => [definition.id, definition]),
) as Record<AchievementId, AchievementDefinition>;

/** The category an id belongs to (docs/product.md#what-it-keeps: it derives from the id). */
export function categoryOf(id: AchievementId): AchievementCategory {
  if (id.includes('activit')) return 'activities';
  if (id.includes('qc') || id.includes('quick_connect')) return 'quick';
  if (id.startsWith('ai_') || id.includes('_ai_')) return 'ai';
  if (id.startsWith('calendar')) return 'calendar';
  return 'profile';
}

/** Points per level (docs/product.md#states "Achievements": level = floor(points / 250) + 1). */
const POINTS_PER_LEVEL = 250;

export function levelOf(points: number): number {
  return Math.floor(Math.max(0, points) / POINTS_PER_LEVEL) + 1;
}

/** Percent of the way from this level to the next, 0-99. */
export function levelProgress(points: number): number {
  return Math.floor(((Math.max(0, points) % POINTS_PER_LEVEL) / POINTS_PER_LEVEL) * 100);
}

/** Progress = counter / threshold, capped at 1. */
export function progressOf(definition: AchievementDefinition, counters: Partial<AchievementCounters>): number {
  const value = counters[definition.rule.metric] ?? 0;
  return Math.min(1, Math.max(0, value) / definition.rule.threshold);
}

/** The achievements the counters have reached. */
export function reachedBy(counters: Partial<AchievementCounters>): AchievementDefinition[] {
  return ACHIEVEMENTS.filter((definition) => (counters[definition.rule.metric] ?? 0) >= definition.rule.threshold);
}
