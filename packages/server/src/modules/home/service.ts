/**
 * Home's live widgets (docs/product.md#screens-and-routes "Home"): the Recent Activity feed and the Smart
 * Recommendations, made on the server from the caller's own data only. Every part is read through its module's
 * public API as the caller, so home shows no more than the member may see; a part that cannot be read (a
 * calendar provider down) is left out and logged rather than failing the whole answer.
 */
import { FEED_MAX, type FeedItem, type HomeFeedResponse, type HomeRecommendationsResponse } from '@kindred/contracts/api/home';
import { buildFacts, type FactsDeps } from '../advisor/index.ts';
import type { CalendarService } from '../calendar/index.ts';
import { weekStartOf, type ConnectionsService } from '../connections/index.ts';
import type { Caller, IdentityService } from '../identity/index.ts';
import type { MessagingService } from '../messaging/index.ts';
import { interestsOf, type ProfileRow, type ProfileService } from '../profile/index.ts';
import {
  achievementItem,
  bookingItems,
  type Award,
  completenessItem,
  connectionItem,
  messageItem,
  newestFirst,
  personOf,
  welcomeItem,
  type Person,
} from './feed.ts';
import { recommend } from './recommendations.ts';
import { capitalized } from './text.ts';

/**
 * Home owns no table: every item comes from the service of the module that keeps it (matches from connections,
 * bookings from calendar, messages from messaging, awards from achievements, the member from profile, identity and
 * organizations), and the recommendations from the facts Link rebuilds (advisor's `buildFacts`, with its own deps).
 */
export interface HomeDeps extends FactsDeps {
  profile: FactsDeps['profile'] & Pick<ProfileService, 'profilesOf'>;
  connections: FactsDeps['connections'] & Pick<ConnectionsService, 'matchingSettings'>;
  calendar: FactsDeps['calendar'] & Pick<CalendarService, 'quickConnectBookings' | 'checkStatus'>;
  messaging: Pick<MessagingService, 'received'>;
  /** When the member joined (the welcome). */
  identity: Pick<IdentityService, 'joinedAt'>;
  /** The achievements module's awards, newest first (it awards what the member's counters reached as it reads). */
  achievements: { awards(userId: string): Promise<Award[]> };
}

/** Bookings read to know which colleagues the member has met or will meet: far more than anyone books. */
const BOOKINGS_READ = 1000;
const PROVIDERS = ['google', 'microsoft'] as const;

export function createHomeService(deps: HomeDeps) {
  const { clock, log } = deps;

  async function settle<T>(part: string, read: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await read();
    } catch (error) {
      log.warn({ part, err: error instanceof Error ? error.message : String(error) }, 'Home part not read');
      return fallback;
    }
  }

  async function calendarConnected(caller: Caller): Promise<boolean> {
    const statuses = await Promise.all(
      PROVIDERS.map((provider) => deps.calendar.checkStatus(caller, { action: 'checkStatus', userId: caller.memberId, provider })),
    );
    return statuses.some((status) => status.connected);
  }

  /** The items a member with no connections gets: how complete their profile is, and a welcome. */
  async function firstSteps(caller: Caller, profile: ProfileRow | undefined, now: Date): Promise<FeedItem[]> {
    const [connected, organizations, settings, joined] = await Promise.all([
      settle('calendar', () => calendarConnected(caller), false),
      settle('organizations', () => deps.organizations.organizationsOf(caller.userId), []),
      settle('matching', () => deps.connections.matchingSettings(caller), null),
      settle('account', () => deps.identity.joinedAt(caller.userId), null),
    ]);
    return [
      completenessItem(profile, connected, now),
      welcomeItem({
        firstName: capitalized(profile?.givenName.trim() ?? ''),
        organizations: organizations.map((org) => ({ name: org.name, isUsersOpen: org.isUsersOpen })),
        paused: settings?.paused ?? null,
        // Never after now (a clock behind the database's, as in tests): the welcome came first.
        joinedAt: joined && joined.getTime() < now.getTime() ? joined : now,
      }),
    ];
  }

  return {
    /**
     * What happened to the member, newest first, at most FEED_MAX items: their matches, awards, Quick Connects
     * booked, invited to or held, and messages received; with no connections, also the first steps.
     */
    async feed(caller: Caller, timeZone = 'UTC'): Promise<HomeFeedResponse> {
      const now = clock.now();
      const [profile, connections, awards, bookings, messages] = await Promise.all([
        deps.profile.profileOf(caller.userId),
        // A member with no connections gets the first steps; one whose connections cannot be read does not.
        settle('connections', () => deps.connections.recentMatches(caller, FEED_MAX), null),
        settle('achievements', () => deps.achievements.awards(caller.userId), []),
        settle('quick connects', () => deps.calendar.quickConnectBookings(caller.userId, now, FEED_MAX), []),
        settle('messages', () => deps.messaging.received(caller, FEED_MAX), []),
      ]);
      const otherIds = [...new Set([...bookings.map((booking) => booking.otherUserId), ...messages.map((message) => message.senderUserId)])];
      const people = new Map<string, Person | null>(
        (await deps.profile.profilesOf(otherIds.filter((id): id is string => id !== null))).map((row) => [row.userId, personOf(row)]),
      );
      const personBy = (userId: string | null) => (userId ? (people.get(userId) ?? null) : null);
      const context = { ownInterests: profile ? interestsOf(profile) : [], weekStart: weekStartOf(now), timeZone };
      const items: FeedItem[] = [
        ...(connections ?? []).map((record) => connectionItem(record, context)),
        ...awards.map(achievementItem),
        ...bookings.flatMap((booking) => bookingItems(booking, personBy(booking.otherUserId), now, timeZone)),
        ...messages.map((message) => messageItem(message, personBy(message.senderUserId))),
        ...(connections?.length === 0 ? await firstSteps(caller, profile, now) : []),
      ];
      return { items: items.sort(newestFirst).slice(0, FEED_MAX) };
    },

    /** At most RECOMMENDATIONS_MAX picks for the member, each with why (see recommendations.ts). */
    async recommendations(caller: Caller, timeZone?: string): Promise<HomeRecommendationsResponse> {
      const facts = await buildFacts(deps, caller, timeZone ? { timezone: timeZone } : {}, {
        organization: true,
        team: true,
        quickConnects: true,
        upcomingEvents: true,
      });
      const bookings = await settle('quick connects', () => deps.calendar.quickConnectBookings(caller.userId, facts.now, BOOKINGS_READ), []);
      return { items: recommend({ facts, bookings }) };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
