/**
 * MSW handlers for home's widgets (packages/contracts/src/api/home.ts): the Recent Activity feed and the Smart
 * Recommendations, each answered from the story's list (parsed by the contract's schema), or failing, or stalled.
 */
import {
  HOME_FEED_PATH,
  HOME_RECOMMENDATIONS_PATH,
  homeFeedResponseSchema,
  homeRecommendationsResponseSchema,
  type FeedItem,
  type Recommendation,
} from '@kindred/contracts/api/home';
import { HttpResponse, http } from 'msw';
import { stalledResponse } from './stall.ts';

export interface HomeMockOptions {
  feed?: FeedItem[] | 'fail' | 'stall';
  /** 'fail-once': the first call fails, later ones answer the sample picks. */
  recommendations?: Recommendation[] | 'fail' | 'fail-once' | 'stall';
}

/**
 * Maya's feed: a new match, an award, a Quick Connect and a message, newest first, each dated so long before `now`.
 * The handler dates them when it answers, not when this module loads: a story that runs a minute after the module
 * was loaded (story files share a page) would otherwise find 'just now' turned into '1m ago'.
 */
function sampleFeed(now = Date.now()): FeedItem[] {
  const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
  return [
    {
      id: 'achievement:first_activity',
      type: 'achievement',
      title: 'Achievement unlocked: First Activity',
      description: 'You did your first team activity. +50 points',
      timestamp: minutesAgo(0.5),
      avatarUrl: null,
      avatarFallback: '★',
      href: '/achievements',
    },
    {
      id: 'event:booking-1',
      type: 'event',
      title: 'Quick Connect booked with Liam',
      description: 'Two Truths and a Lie, Thursday at 14:00',
      timestamp: minutesAgo(42),
      avatarUrl: null,
      avatarFallback: 'LO',
      href: '/events',
    },
    {
      id: 'message:m-1',
      type: 'message',
      title: 'Message from Sofia',
      description: 'Thanks for the chat yesterday! Shall we try the walk and talk next week?',
      timestamp: minutesAgo(5 * 60),
      avatarUrl: null,
      avatarFallback: 'SR',
      href: '/chat',
    },
    {
      id: 'connection:c-1',
      type: 'connection',
      title: 'New connection: Liam O’Brien',
      description: 'You matched this week (strength 86%).',
      timestamp: minutesAgo(3 * 24 * 60),
      avatarUrl: null,
      avatarFallback: 'LO',
      href: '/connections',
    },
    {
      id: 'connection:c-0',
      type: 'connection',
      title: 'New connection: Ana Silva',
      description: 'You matched (strength 74%).',
      timestamp: minutesAgo(12 * 24 * 60),
      avatarUrl: null,
      avatarFallback: 'AS',
      href: '/connections',
    },
  ];
}

/** The sample feed as of when this module loaded: for its titles and order (dates come from `sampleFeed`). */
export const SAMPLE_FEED: FeedItem[] = sampleFeed();

/** Maya's picks: a colleague, an activity, a resource, a tip. */
export const SAMPLE_RECOMMENDATIONS: Recommendation[] = [
  {
    id: 'colleague:liam',
    kind: 'colleague',
    title: 'Get to know Liam O’Brien',
    reason: 'You both like hiking, and you have not met since you matched.',
    action: { label: 'Quick Connect', href: '/quick-connect', external: false, state: { memberId: 'liam' } },
  },
  {
    id: 'activity:two-truths-and-a-lie',
    kind: 'activity',
    title: 'Two Truths and a Lie',
    reason: 'Fits the 30 minutes you have free tomorrow at 10:00, and suits your high Extraversion.',
    action: { label: 'Open activity', href: '/activities', external: false, state: { activity: 'Two Truths and a Lie' } },
  },
  {
    id: 'resource:active-listening',
    kind: 'resource',
    title: 'Active listening at work',
    reason: 'Your Agreeableness is in the medium band: this guide helps you hold your ground kindly.',
    action: { label: 'View Resource', href: 'https://example.com/active-listening', external: true },
  },
  {
    id: 'tip:extraversion-high',
    kind: 'tip',
    title: 'A tip for your Extraversion',
    reason: 'Leave space in meetings for quieter colleagues to speak first.',
    action: { label: 'Ask Link', href: '/insights', external: false },
  },
];

export function createHomeMock(options: HomeMockOptions = {}) {
  const feed = options.feed;
  const recommendations = options.recommendations ?? SAMPLE_RECOMMENDATIONS;
  const state = { feedCalls: 0, recommendationCalls: 0, timeZones: [] as string[] };
  const handlers = [
    http.get(`*${HOME_FEED_PATH}`, async () => {
      state.feedCalls += 1;
      if (feed === 'stall') return stalledResponse();
      if (feed === 'fail') return HttpResponse.json({ error: 'Service unavailable' }, { status: 503 });
      return HttpResponse.json(homeFeedResponseSchema.parse({ items: feed ?? sampleFeed() }));
    }),
    http.get(`*${HOME_RECOMMENDATIONS_PATH}`, async ({ request }) => {
      state.recommendationCalls += 1;
      state.timeZones.push(new URL(request.url).searchParams.get('timeZone') ?? '');
      if (recommendations === 'stall') return stalledResponse();
      if (recommendations === 'fail' || (recommendations === 'fail-once' && state.recommendationCalls === 1)) {
        return HttpResponse.json({ error: 'Service unavailable' }, { status: 503 });
      }
      const items = recommendations === 'fail-once' ? SAMPLE_RECOMMENDATIONS : recommendations;
      return HttpResponse.json(homeRecommendationsResponseSchema.parse({ items }));
    }),
  ];
  return { handlers, state };
}
