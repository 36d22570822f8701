/**
 * The AI context (docs/product.md#what-it-keeps "AI context", version 3.1.0): what Link is told about the member
 * alongside a question, built from the member's real data by pure functions here. The server rebuilds every fact
 * itself (docs/decisions.md#the-advisor), so what the client sends is a hint: `aiContextHint` sizes it and puts the
 * page the member is on, and what they asked about from it, first.
 *
 * The derived parts follow docs/product.md#states and #constants-and-limits: engagement level, usage pattern,
 * activity streak, event type, diversity index, and the work style and communication preference read from traits
 * above 70 or below 30.
 */
import type { CalendarEvent } from '@kindred/contracts/api/calendar';
import { DEFAULT_TRAIT_SCORE, TRAIT_KEYS, type TraitScores } from '@kindred/contracts/domain/hexaco';

export const AI_CONTEXT_VERSION = '3.1.0';
const DEFAULT_ROLE = 'Team Member';
const DEFAULT_ARCHETYPE = 'The Organizer';
const DEFAULT_TEAM_SIZE = 1;
const DEFAULT_DIVERSITY_INDEX = 50;
const TYPICAL_MEETING_MINUTES = 30;
/** How many of each list the context keeps: recent actions 20, viewed connections 10, events 5. */
const CONTEXT_LIMITS = { recentActions: 20, viewedConnections: 10, events: 5 } as const;
/** The distinct archetypes a team can show at most, for the diversity index. */
const DIVERSITY_ARCHETYPES_MAX = 9;

/** The parts of the product Link can point the member to. */
const APP_FEATURES = [
  'AI chat with Link',
  'Quick Connect',
  'Activities',
  'Connections',
  'Community directory',
  'Calendar',
  'Events',
  'Resources',
] as const;

export type EngagementLevel = 'low' | 'medium' | 'high';
export type UsagePattern = 'new' | 'occasional' | 'regular' | 'power_user';
export type EventType = 'quick-connect' | 'meeting' | 'other';

export interface AiContextEvent {
  title: string;
  /** ISO 8601; a date alone for an all-day event. */
  start: string;
  end: string;
  type: EventType;
  attendees: number;
}

export interface AiContext {
  version: typeof AI_CONTEXT_VERSION;
  user: { id: string; name: string; email: string; archetype: string; organization: string; role: string };
  organization: { name: string };
  personality: { hexaco: TraitScores; archetype: string; workStyle: string; communicationPreference: string };
  calendar: { connected: boolean; upcomingEvents: AiContextEvent[]; nextAvailableSlot: string; typicalMeetingLength: number };
  connections: { total: number; recentlyViewed: { name: string; archetype: string | null }[]; upcomingQuickConnects: number };
  /** `points` is null until the member's points are known to the client. */
  activities: { completed: number; inProgress: number; completionRate: number; streak: number; points: number | null };
  team: { size: number; archetypeDistribution: Record<string, number>; diversityIndex: number };
  behavior: {
    currentPage: string;
    /** Seconds since this visit began. */
    sessionDuration: number;
    recentActions: string[];
    preferredFeatures: string[];
    engagementLevel: EngagementLevel;
    usagePattern: UsagePattern;
  };
  appFeatures: string[];
  timezone: string;
  currentDateTime: string;
  collectedAt: string;
}

// ---------------------------------------------------------------------------
// Derived values

/** Medium after a minute and more than 5 recent actions; high after five minutes and more than 10. */
export function engagementLevel(sessionSeconds: number, recentActions: number): EngagementLevel {
  if (sessionSeconds > 300 && recentActions > 10) return 'high';
  if (sessionSeconds > 60 && recentActions > 5) return 'medium';
  return 'low';
}

/** New with no events, regular above 30, a power user above 100, otherwise occasional. */
export function usagePattern(eventCount: number): UsagePattern {
  if (eventCount <= 0) return 'new';
  if (eventCount > 100) return 'power_user';
  if (eventCount > 30) return 'regular';
  return 'occasional';
}

function localDay(time: number): string {
  const date = new Date(time);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

/** 2 with activity today and yesterday, 1 with either, else 0. */
export function activityStreak(timestamps: readonly number[], now: number): number {
  const days = new Set(timestamps.map(localDay));
  const today = days.has(localDay(now));
  const yesterdayDate = new Date(now);
  yesterdayDate.setDate(yesterdayDate.getDate() - 1);
  const yesterday = days.has(localDay(yesterdayDate.getTime()));
  return (today ? 1 : 0) + (yesterday ? 1 : 0);
}

/**
 * A title naming a Quick Connect, a 1:1 or a 1-on-1, or a coffee or chat with exactly two people, is a Quick
 * Connect; one naming a meeting, or with more than two people, is a meeting; anything else is other.
 */
export function eventType(title: string, attendees: number): EventType {
  const text = title.toLowerCase();
  if (text.includes('quick connect') || text.includes('1:1') || text.includes('1-on-1')) return 'quick-connect';
  if (attendees === 2 && (text.includes('coffee') || text.includes('chat'))) return 'quick-connect';
  if (text.includes('meeting') || attendees > 2) return 'meeting';
  return 'other';
}

/** Distinct archetypes over the smaller of the team's size and 9, as a whole percent (at most 100). */
export function diversityIndex(archetypes: readonly string[], teamSize: number): number {
  if (teamSize <= 0) return DEFAULT_DIVERSITY_INDEX;
  const distinct = new Set(archetypes.map((name) => name.trim().toLowerCase()).filter(Boolean)).size;
  return Math.min(100, Math.round((distinct / Math.min(teamSize, DIVERSITY_ARCHETYPES_MAX)) * 100));
}

const HIGH = 70;
const LOW = 30;

/** How the member tends to work, from the traits that stand out (above 70 or below 30). */
export function workStyle(scores: TraitScores): string {
  const parts: string[] = [];
  if (scores.conscientiousness > HIGH) parts.push('structured and thorough, plans ahead and follows through');
  if (scores.conscientiousness < LOW) parts.push('flexible and spontaneous, happy to start before everything is planned');
  if (scores.extraversion > HIGH) parts.push('energised by collaboration and group work');
  if (scores.extraversion < LOW) parts.push('does their best work independently, with time to focus');
  if (scores.opennessToExperience > HIGH) parts.push('drawn to new ideas and creative problems');
  if (scores.opennessToExperience < LOW) parts.push('prefers practical, proven approaches');
  if (scores.honestyHumility > HIGH) parts.push('fair and principled');
  if (parts.length === 0) return 'Balanced and adaptable: adjusts their way of working to the task and the team';
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How the member likes to communicate, from the traits that stand out (above 70 or below 30). */
export function communicationPreference(scores: TraitScores): string {
  const parts: string[] = [];
  if (scores.extraversion > HIGH) parts.push('enjoys talking things through live, in person or on a call');
  if (scores.extraversion < LOW) parts.push('prefers written messages and time to think before replying');
  if (scores.agreeablenessVsAnger > HIGH) parts.push('diplomatic and patient, looks for common ground');
  if (scores.agreeablenessVsAnger < LOW) parts.push('direct and candid, says what they think');
  if (scores.emotionality > HIGH) parts.push('values empathy and checking in on how people feel');
  if (scores.emotionality < LOW) parts.push('calm and matter-of-fact, even under pressure');
  if (parts.length === 0) return 'Adaptable: comfortable with live conversation and written messages alike';
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Six default scores (50 each). */
export function defaultScores(): TraitScores {
  return Object.fromEntries(TRAIT_KEYS.map((key) => [key, DEFAULT_TRAIT_SCORE])) as TraitScores;
}

function startOf(time: CalendarEvent['start']): number {
  if ('date' in time) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(time.date);
    return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime() : Number.NaN;
  }
  return Date.parse(time.dateTime);
}

function textOf(time: CalendarEvent['start']): string {
  return 'date' in time ? time.date : time.dateTime;
}

/** The events still to come (or under way), soonest first, as the context lists them (at most 5). */
export function contextEvents(events: readonly CalendarEvent[], now: number, limit: number = CONTEXT_LIMITS.events): AiContextEvent[] {
  return events
    .map((event) => ({ event, start: startOf(event.start), end: startOf(event.end) }))
    .filter(({ start, end }) => Number.isFinite(start) && (Number.isFinite(end) ? end > now : start >= now))
    .sort((a, b) => a.start - b.start)
    .slice(0, limit)
    .map(({ event }) => ({
      title: event.summary || 'Untitled event',
      start: textOf(event.start),
      end: textOf(event.end),
      type: eventType(event.summary, event.attendees.length),
      attendees: event.attendees.length,
    }));
}

/**
 * The next time the member looks free for a typical meeting: tomorrow at 14:00, moved on by half hours past any
 * event it would overlap, until 17:00; tomorrow at 14:00 when the whole afternoon is taken.
 */
export function nextAvailableSlot(events: readonly CalendarEvent[], now: number): string {
  const first = new Date(now);
  first.setDate(first.getDate() + 1);
  first.setHours(14, 0, 0, 0);
  const busy = events
    .filter((event) => !('date' in event.start))
    .map((event) => ({ start: startOf(event.start), end: startOf(event.end) }))
    .filter(({ start, end }) => Number.isFinite(start) && Number.isFinite(end));
  const length = TYPICAL_MEETING_MINUTES * 60_000;
  for (let start = first.getTime(); start + length <= first.getTime() + 3 * 3_600_000; start += length) {
    if (!busy.some((event) => event.start < start + length && event.end > start)) return new Date(start).toISOString();
  }
  return first.toISOString();
}

// ---------------------------------------------------------------------------
// Building it

/** Everything the context is built from; each part is optional, a missing one gives its defaults. */
export interface AiContextSources {
  user: { id: string; name: string; email: string; role?: string } | null;
  organization?: string | null;
  profile?: { archetype: string; scores: TraitScores; connectionCount: number } | null;
  calendar?: { connected: boolean; events: readonly CalendarEvent[] } | null;
  connections?: readonly { name: string; archetype: string | null; viewed: boolean; matchTime: number }[] | null;
  /** Ids of the catalogue's activities done, one entry per completion, and when. */
  completions?: readonly { activityId: string; completedAt: number }[] | null;
  /** The catalogue's size, for the completion rate. */
  catalogueSize?: number;
  /** This browser's analytics events of the member, oldest first. */
  events?: readonly { type: string; currentPage: string; timestamp: number }[];
  currentPage?: string;
  /** When this visit began (ms since the epoch). */
  sessionStart?: number;
  timezone?: string;
}

function count<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** Builds the context from what is known; whatever is missing reads its default. */
export function buildAiContext(sources: AiContextSources, now: number = Date.now()): AiContext {
  const scores = sources.profile?.scores ?? defaultScores();
  const archetype = sources.profile?.archetype || DEFAULT_ARCHETYPE;
  const organization = sources.organization?.trim() || 'Personal';
  const calendarConnected = sources.calendar?.connected === true;
  // A calendar that is not connected has no events, whatever was cached before.
  const calendarEvents = calendarConnected ? (sources.calendar?.events ?? []) : [];
  const upcoming = contextEvents(calendarEvents, now);
  const connections = sources.connections ?? [];
  const completions = sources.completions ?? [];
  const events = sources.events ?? [];
  const recent = events.slice(-CONTEXT_LIMITS.recentActions).reverse();
  const sessionSeconds = Math.max(0, Math.round((now - (sources.sessionStart ?? now)) / 1000));
  const distinctDone = new Set(completions.map((entry) => entry.activityId)).size;
  const team = [archetype, ...connections.map((connection) => connection.archetype ?? '')].filter(Boolean);
  const teamSize = sources.connections ? connections.length + 1 : DEFAULT_TEAM_SIZE;
  const distribution = Object.fromEntries(count(team, (name) => name));
  const preferred = [...count(events, (event) => event.type)]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([type]) => type);
  const quickConnects = contextEvents(calendarEvents, now, Infinity).filter((event) => event.type === 'quick-connect').length;
  return {
    version: AI_CONTEXT_VERSION,
    user: {
      id: sources.user?.id ?? '',
      name: sources.user?.name || 'User',
      email: sources.user?.email ?? '',
      archetype,
      organization,
      role: sources.user?.role || DEFAULT_ROLE,
    },
    organization: { name: organization },
    personality: { hexaco: scores, archetype, workStyle: workStyle(scores), communicationPreference: communicationPreference(scores) },
    calendar: {
      connected: calendarConnected,
      upcomingEvents: upcoming,
      nextAvailableSlot: nextAvailableSlot(calendarEvents, now),
      typicalMeetingLength: TYPICAL_MEETING_MINUTES,
    },
    connections: {
      total: sources.connections ? connections.length : (sources.profile?.connectionCount ?? 0),
      recentlyViewed: connections
        .filter((connection) => connection.viewed)
        .sort((a, b) => b.matchTime - a.matchTime)
        .slice(0, CONTEXT_LIMITS.viewedConnections)
        .map(({ name, archetype: theirs }) => ({ name, archetype: theirs })),
      upcomingQuickConnects: quickConnects,
    },
    activities: {
      completed: completions.length,
      inProgress: 0,
      completionRate: sources.catalogueSize ? Math.round((distinctDone / sources.catalogueSize) * 100) : 0,
      streak: activityStreak([...completions.map((entry) => entry.completedAt), ...events.map((event) => event.timestamp)], now),
      points: null,
    },
    team: {
      size: teamSize,
      archetypeDistribution: distribution,
      diversityIndex: sources.connections ? diversityIndex(team, teamSize) : DEFAULT_DIVERSITY_INDEX,
    },
    behavior: {
      currentPage: sources.currentPage ?? '/',
      sessionDuration: sessionSeconds,
      recentActions: recent.map((event) => event.type),
      preferredFeatures: preferred,
      engagementLevel: engagementLevel(sessionSeconds, recent.length),
      usagePattern: usagePattern(events.length),
    },
    appFeatures: [...APP_FEATURES],
    timezone: sources.timezone || 'UTC',
    currentDateTime: new Date(now).toISOString(),
    collectedAt: new Date(now).toISOString(),
  };
}

/** The context for someone not signed in, or when nothing could be read: the signed-in member's name at most. */
export function minimalAiContext(
  user: AiContextSources['user'] = null,
  options: Pick<AiContextSources, 'currentPage' | 'timezone' | 'organization'> = {},
  now: number = Date.now(),
): AiContext {
  return buildAiContext({ user, ...options }, now);
}

// ---------------------------------------------------------------------------
// The hint sent with a question

/** What a page hands Link about the thing the member asked from (an Ask-Link hand-over). */
export interface PageContext {
  type: string;
  title: string;
  description: string;
  category: string;
  metadata?: Record<string, string | number | boolean>;
}

/** The hint the chat call sends (the contract's `advisorContextHintSchema` reads its page, time zone and page context). */
export interface AiContextHint extends AiContext {
  currentPage: string;
  timezone: string;
  pageContext?: PageContext;
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * The context as the chat call sends it: the page first, then the context, each list and text within the sizes
 * the server reads (page 200 characters, time zone 64, the page context's type 40, title 200, description 1,000
 * and category 100), so that a long hand-over can never make the server drop the whole hint.
 */
export function aiContextHint(context: AiContext, options: { currentPage?: string; pageContext?: PageContext | null } = {}): AiContextHint {
  const pageContext = options.pageContext;
  return {
    ...context,
    currentPage: clip(options.currentPage ?? context.behavior.currentPage, 200),
    timezone: clip(context.timezone, 64),
    ...(pageContext
      ? {
          pageContext: {
            type: clip(pageContext.type, 40),
            title: clip(pageContext.title, 200),
            description: clip(pageContext.description, 1000),
            category: clip(pageContext.category, 100),
            ...(pageContext.metadata ? { metadata: pageContext.metadata } : {}),
          },
        }
      : {}),
    calendar: {
      ...context.calendar,
      upcomingEvents: context.calendar.upcomingEvents.slice(0, CONTEXT_LIMITS.events).map((event) => ({ ...event, title: clip(event.title, 200) })),
    },
    behavior: { ...context.behavior, recentActions: context.behavior.recentActions.slice(0, CONTEXT_LIMITS.recentActions) },
    connections: { ...context.connections, recentlyViewed: context.connections.recentlyViewed.slice(0, CONTEXT_LIMITS.viewedConnections) },
  };
}
