/**
 * Home's Smart Recommendations (docs/product.md#screens-and-routes "Home dashboard"), picked by the server from the
 * member's own data and fitted to free time in their zone. Fresh for 5 minutes and not retried
 * (docs/product.md#constants-and-limits "Caches"): failed picks offer 'Try again'.
 */
import { HOME_RECOMMENDATIONS_PATH, homeRecommendationsResponseSchema, type Recommendation } from '@kindred/contracts/api/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { homeKeys } from './keys.ts';
import { timeZone } from '../utils/time-zone.ts';

async function fetchRecommendations(): Promise<Recommendation[]> {
  const answer: unknown = await api.get(HOME_RECOMMENDATIONS_PATH.slice(1), { searchParams: { timeZone: timeZone() } }).json();
  return homeRecommendationsResponseSchema.parse(answer).items;
}

const recommendationsQueryOptions = (memberId: string) =>
  queryOptions({ queryKey: homeKeys.recommendations(memberId), queryFn: fetchRecommendations, staleTime: 5 * 60_000, retry: false, enabled: Boolean(memberId) });

export function useRecommendations(memberId: string) {
  return useQuery(recommendationsQueryOptions(memberId));
}
