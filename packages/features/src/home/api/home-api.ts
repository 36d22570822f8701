/**
 * Home's live widgets (docs/product.md#screens-and-routes "Home dashboard"): the Recent Activity feed and the
 * Smart Recommendations, both answered by the server from the member's own data. The feed is fresh for 5 minutes
 * and not retried (docs/product.md#constants-and-limits "Caches"); a failed feed shows 'Welcome Back!', failed picks a 'Try again'.
 */
import {
  HOME_FEED_PATH,
  HOME_RECOMMENDATIONS_PATH,
  homeFeedResponseSchema,
  homeRecommendationsResponseSchema,
  type FeedItem,
  type Recommendation,
} from '@kindred/contracts/api/home';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';

export const homeKeys = {
  all: ['home'] as const,
  feed: (memberId: string) => [...homeKeys.all, 'feed', memberId] as const,
  recommendations: (memberId: string) => [...homeKeys.all, 'recommendations', memberId] as const,
};

/** The member's own zone: the server writes times in the feed and fits picks to free time in it. */
function timeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export async function fetchFeed(): Promise<FeedItem[]> {
  const answer: unknown = await api.get(HOME_FEED_PATH.slice(1), { searchParams: { timeZone: timeZone() } }).json();
  return homeFeedResponseSchema.parse(answer).items;
}

export async function fetchRecommendations(): Promise<Recommendation[]> {
  const answer: unknown = await api.get(HOME_RECOMMENDATIONS_PATH.slice(1), { searchParams: { timeZone: timeZone() } }).json();
  return homeRecommendationsResponseSchema.parse(answer).items;
}

export const feedQueryOptions = (memberId: string) =>
  queryOptions({ queryKey: homeKeys.feed(memberId), queryFn: fetchFeed, staleTime: 5 * 60_000, retry: false, enabled: Boolean(memberId) });

export const recommendationsQueryOptions = (memberId: string) =>
  queryOptions({ queryKey: homeKeys.recommendations(memberId), queryFn: fetchRecommendations, staleTime: 5 * 60_000, retry: false, enabled: Boolean(memberId) });
