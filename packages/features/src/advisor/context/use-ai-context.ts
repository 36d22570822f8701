/**
 * The member's AI context from their real data (docs/product.md#what-it-keeps "AI context"), read through the
 * other features' own queries, so whatever a page already loaded is reused: the profile, the connections, both
 * calendars' status and next week's events, the activities done, and this browser's analytics. The context itself
 * is a query: fresh for 30 seconds, kept for 60 (docs/product.md#constants-and-limits "Caches").
 */
import { CALENDAR_PROVIDERS } from '@kindred/contracts/api/calendar';
import { ACTIVITY_IDS } from '@kindred/contracts/domain/activity-ids';
import { useCurrentUser, type SignedInUser } from '@kindred/features/auth';
import { calendarEventsQuery, calendarStatusQuery } from '@kindred/features/calendar';
import { connectionsQueryOptions, toConnectionCard } from '@kindred/features/connections';
import { ownProfileQueryOptions, toNormalizedProfile, useSelectedOrganization } from '@kindred/features/profile';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { readAnalyticsEvents } from '../../shared/analytics.ts';
import { advisorKeys } from '../api/keys.ts';
import { buildAiContext, minimalAiContext, type AiContext, type AiContextSources } from './ai-context.ts';
import { ADVISOR_EVENTS, recordAdvisorEvent } from './analytics.ts';
import { aiContextCollector } from './collector.ts';

const AI_CONTEXT_FRESH_MS = 30_000;
const AI_CONTEXT_KEPT_MS = 60_000;
/** A collection taking longer than this gives way to the fallback, so a question is never held up by it. */
const AI_CONTEXT_TIMEOUT_MS = 5_000;

/** When this visit began: the page's own start. */
const visitStart = typeof performance !== 'undefined' ? Math.round(performance.timeOrigin) : Date.now();

function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Who counts as signed in for the context: a signed-in member with an id. */
function contextMember(user: SignedInUser): SignedInUser | null {
  return user.status === 'SIGNED_IN' && user.id ? user : null;
}

function nameOf(user: SignedInUser | null): string {
  return user ? [user.firstname, user.lastname].map((part) => part.trim()).filter(Boolean).join(' ') : '';
}

interface CollectAiContextOptions {
  queryClient: QueryClient;
  user: SignedInUser;
  /** The selected organisation's name. */
  organization?: string | null;
  currentPage?: string;
  now?: number;
}

/** Reads everything the context is built from; the profile is required, every other part is best effort. */
async function loadSources({ queryClient, user, organization, currentPage }: CollectAiContextOptions): Promise<AiContextSources> {
  const owner = { id: user.id, email: user.email };
  const raw = await queryClient.fetchQuery(ownProfileQueryOptions(owner));
  const profile = toNormalizedProfile(raw);
  const settle = <T>(promise: Promise<T>) => promise.then((value) => value, () => null);
  const [records, statuses, completions] = await Promise.all([
    settle(queryClient.fetchQuery(connectionsQueryOptions(user.id, raw.connectionIds))),
    Promise.all(CALENDAR_PROVIDERS.map((provider) => settle(queryClient.fetchQuery(calendarStatusQuery(user.id, provider))))),
    // The activities feature's code comes only when a context is collected, not with the pages that show Link.
    settle(
      import('@kindred/features/activities').then(({ completionsQueryOptions }) => queryClient.fetchQuery(completionsQueryOptions(user.id))),
    ),
  ]);
  const connected = CALENDAR_PROVIDERS.filter((_, index) => statuses[index]?.connected === true);
  const lists = await Promise.all(connected.map((provider) => settle(queryClient.fetchQuery(calendarEventsQuery(user.id, provider)))));
  return {
    user: { id: user.id, name: nameOf(user) || profile.fullName, email: user.email },
    organization,
    profile: { archetype: profile.archetype.name, scores: profile.hexacoStats, connectionCount: profile.connectionCount },
    calendar: { connected: connected.length > 0, events: lists.flatMap((list) => list ?? []) },
    connections: records?.map(toConnectionCard).map((card) => ({ name: card.name, archetype: card.archetype, viewed: card.viewed, matchTime: card.matchTime })) ?? null,
    completions: completions?.map((entry) => ({ activityId: entry.activityId, completedAt: Date.parse(entry.completedAt) })) ?? null,
    catalogueSize: ACTIVITY_IDS.length,
    events: readAnalyticsEvents().filter((event) => event.userId === user.id),
    currentPage,
    sessionStart: visitStart,
    timezone: timeZone(),
  };
}

/**
 * Collects the member's context once (a collection under way is shared), falling back to their last good
 * context and then to a minimal one, and records `ai_context_collected` in this browser's analytics.
 */
async function collectAiContext(options: CollectAiContextOptions): Promise<AiContext> {
  const member = contextMember(options.user);
  const minimal = () =>
    minimalAiContext(
      member ? { id: member.id, name: nameOf(member), email: member.email } : null,
      { currentPage: options.currentPage, timezone: timeZone(), organization: options.organization },
      options.now,
    );
  const { context, source } = await aiContextCollector.collect(
    member?.id,
    async () => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('The AI context took too long to collect')), AI_CONTEXT_TIMEOUT_MS);
      });
      try {
        return buildAiContext(await Promise.race([loadSources({ ...options, user: member! }), timeout]), options.now);
      } finally {
        clearTimeout(timer);
      }
    },
    minimal,
  );
  if (member) recordAdvisorEvent(member.id, ADVISOR_EVENTS.contextCollected, { version: context.version, source });
  // A context taken from an earlier page still says where the member is now.
  return { ...context, behavior: { ...context.behavior, currentPage: options.currentPage ?? context.behavior.currentPage } };
}

function aiContextQueryOptions(options: CollectAiContextOptions) {
  return queryOptions({
    queryKey: advisorKeys.context(options.user.id, options.organization ?? ''),
    queryFn: () => collectAiContext(options),
    staleTime: AI_CONTEXT_FRESH_MS,
    gcTime: AI_CONTEXT_KEPT_MS,
    retry: false,
  });
}

export interface UseAiContext {
  /** The context as last collected; the minimal one until then. */
  context: AiContext;
  isLoading: boolean;
  /** The context to send now: the cached one while fresh, else collected again (a collection under way is shared). */
  collect: () => Promise<AiContext>;
}

/** The signed-in member's AI context, for the page they are on. */
export function useAiContext(): UseAiContext {
  const user = useCurrentUser();
  const organization = useSelectedOrganization()?.name ?? null;
  const currentPage = useLocation().pathname;
  const queryClient = useQueryClient();
  const options = { queryClient, user, organization, currentPage };
  const query = useQuery({ ...aiContextQueryOptions(options), enabled: contextMember(user) !== null });
  const collect = useCallback(
    async () => {
      const context = await queryClient.fetchQuery(aiContextQueryOptions({ queryClient, user, organization, currentPage }));
      return { ...context, behavior: { ...context.behavior, currentPage } };
    },
    [queryClient, user, organization, currentPage],
  );
  const member = contextMember(user);
  const context =
    query.data ??
    minimalAiContext(member ? { id: member.id, name: nameOf(member), email: member.email } : null, { currentPage, timezone: timeZone(), organization });
  return { context, isLoading: query.isLoading, collect };
}
