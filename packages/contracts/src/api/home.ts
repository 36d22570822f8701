/**
 * Home's live widgets (docs/product.md#screens-and-routes "Home dashboard"): the Recent Activity feed and the
 * Smart Recommendations, both built on the server from the member's own data.
 *
 * - GET /v1/home/feed?timeZone= (bearer): what happened to the member, newest first, at most FEED_MAX items: new
 *   matches (connection), achievements awarded (achievement), Quick Connects booked or held (event) and messages
 *   received (message). A member with no connections also gets the profile-completeness item and the welcome item
 *   (docs/product.md#errors "Activity feed"). `timeZone` (optional, an IANA zone; UTC when absent) is the zone the
 *   descriptions state times in.
 * - GET /v1/home/recommendations?timeZone= (bearer): at most RECOMMENDATIONS_MAX picks for this member, each an
 *   activity, a resource, a colleague or a trait tip, with a one-line reason and one action.
 */
import * as z from 'zod/mini';
import '../zod-locale.ts';
import { ACTIVITY_MESSAGES, isIanaTimeZone } from './activities';

export const HOME_FEED_PATH = '/v1/home/feed';
export const HOME_RECOMMENDATIONS_PATH = '/v1/home/recommendations';
export const FEED_MAX = 20;
export const RECOMMENDATIONS_MAX = 5;

const isoDateTime = z.string().register(z.globalRegistry, { description: 'ISO 8601 date-time' });

/** `?timeZone=`: the member's IANA zone, for the times the answer states; UTC when absent. A bad one is a 400. */
export const homeQuerySchema = z.object({
  timeZone: z.optional(
    z
      .string({ error: ACTIVITY_MESSAGES.timeZone })
      .check(z.maxLength(64, { error: ACTIVITY_MESSAGES.timeZone }), z.refine(isIanaTimeZone, { error: ACTIVITY_MESSAGES.timeZone }))
      .register(z.globalRegistry, { description: "The member's IANA time zone ('Europe/Lisbon'); UTC when absent" }),
  ),
});

const FEED_ITEM_TYPES = ['connection', 'achievement', 'event', 'message'] as const;

/** docs/product.md#what-it-keeps "Activity feed item", with where the item leads (an app path) when it leads anywhere. */
const feedItemSchema = z.object({
  id: z.string(),
  type: z.enum(FEED_ITEM_TYPES),
  title: z.string(),
  description: z.string(),
  timestamp: isoDateTime,
  avatarUrl: z.nullable(z.string()),
  /** Initials (or a short mark) when there is no picture. */
  avatarFallback: z.string(),
  href: z.nullable(z.string()),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const homeFeedResponseSchema = z.object({ items: z.array(feedItemSchema) });
export type HomeFeedResponse = z.infer<typeof homeFeedResponseSchema>;

const RECOMMENDATION_KINDS = ['activity', 'resource', 'colleague', 'tip'] as const;

/** An action: an app path, or (resources) an external address opened in a new tab. */
const recommendationActionSchema = z.object({
  label: z.string(),
  href: z.string(),
  external: z.boolean(),
  /** Navigation state the page reads (Quick Connect's `{ memberId }`, an activity's `{ activityId }`). */
  state: z.optional(z.record(z.string(), z.string())),
});

const recommendationSchema = z.object({
  id: z.string(),
  kind: z.enum(RECOMMENDATION_KINDS),
  title: z.string(),
  /** Why this, for this member, in one line. */
  reason: z.string(),
  action: recommendationActionSchema,
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const homeRecommendationsResponseSchema = z.object({ items: z.array(recommendationSchema) });
export type HomeRecommendationsResponse = z.infer<typeof homeRecommendationsResponseSchema>;
