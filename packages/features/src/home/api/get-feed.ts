/**
 * Home's Recent Activity feed (docs/product.md#screens-and-routes "Home dashboard"), answered by the server from the
 * member's own data, its times written in the member's zone. Fresh for 5 minutes and not retried
 * (docs/product.md#constants-and-limits "Caches"): a failed feed shows 'Welcome Back!'.
 */
import { HOME_FEED_PATH, homeFeedResponseSchema, type FeedItem } from '@kindred/contracts/api/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { homeKeys } from './keys.ts';
import { timeZone } from '../utils/time-zone.ts';

async function fetchFeed(): Promise<FeedItem[]> {
  const answer: unknown = await api.get(HOME_FEED_PATH.slice(1), { searchParams: { timeZone: timeZone() } }).json();
  return homeFeedResponseSchema.parse(answer).items;
}

const feedQueryOptions = (memberId: string) =>
  queryOptions({ queryKey: homeKeys.feed(memberId), queryFn: fetchFeed, staleTime: 5 * 60_000, retry: false, enabled: Boolean(memberId) });

export function useFeed(memberId: string) {
  return useQuery(feedQueryOptions(memberId));
}
