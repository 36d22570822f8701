/**
 * GET /v1/home/feed and GET /v1/home/recommendations (packages/contracts/src/api/home.ts), the identity token as
 * bearer; `?timeZone=` optional (an IANA zone, else UTC), a bad one 400 with the activities' words.
 */
import {
  HOME_FEED_PATH,
  HOME_RECOMMENDATIONS_PATH,
  homeFeedResponseSchema,
  homeQuerySchema,
  homeRecommendationsResponseSchema,
} from '@kindred/contracts/api/home';
import type { PlatformDeps } from '../../platform/deps.ts';
import { defineRoute, mountRoutes } from '../../platform/http/openapi.ts';
import { callerOf } from '../identity/index.ts';
import type { HomeService } from './service.ts';

const feedRoute = defineRoute({
  method: 'GET',
  path: HOME_FEED_PATH,
  summary: "Recent Activity: the caller's new matches, achievements, Quick Connects and messages received, newest first",
  description:
    'At most 20 items. A member with no connections also gets how complete their profile is and a welcome. ' +
    '`timeZone` is the zone the descriptions state times in (UTC when absent).',
  tags: ['home'],
  auth: true,
  query: homeQuerySchema,
  response: homeFeedResponseSchema,
});

const recommendationsRoute = defineRoute({
  method: 'GET',
  path: HOME_RECOMMENDATIONS_PATH,
  summary: 'Smart Recommendations: at most 5 picks (a colleague, an activity, a resource, a tip), each with why, from the caller’s own data',
  description: '`timeZone` places the free slots and the day the picks rotate by (UTC when absent).',
  tags: ['home'],
  auth: true,
  query: homeQuerySchema,
  response: homeRecommendationsResponseSchema,
});

export function homeRoutes(deps: PlatformDeps & { home: HomeService }) {
  return mountRoutes(deps, [
    feedRoute.handle((c, { query }) => deps.home.feed(callerOf(c), query.timeZone)),
    recommendationsRoute.handle((c, { query }) => deps.home.recommendations(callerOf(c), query.timeZone)),
  ]);
}
