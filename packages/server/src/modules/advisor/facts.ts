/**
 * What Link knows about the member who asks, rebuilt on the server from its own data for every question
 * (docs/decisions.md#the-advisor): the client's context is a hint about the page, never a source of facts
 * about people. Each part is read through its module's public API, as the caller, so Link can see no more than
 * the member can; a part that cannot be read (a calendar provider down) is left empty rather than failing.
 */
import { advisorContextHintSchema } from '@kindred/contracts/api/advisor';
import { isIanaTimeZone } from '@kindred/contracts/api/activities';
import { archetypeDisplayName, toArchetypeId } from '@kindred/contracts/domain/archetypes';
import type { ArchetypeId } from '@kindred/contracts/domain/archetypes';
import { CONNECTIONS_LIMIT_MAX } from '@kindred/contracts/api/profile';
import { rawHexacoToScores } from '@kindred/contracts/domain/hexaco';
import type { Logger } from 'pino';
import type { Clock } from '../../platform/clock.ts';
import type { ActivitiesService } from '../activities/index.ts';
import type { CalendarService } from '../calendar/index.ts';
import type { ConnectionsService } from '../connections/index.ts';
import type { Caller } from '../identity/index.ts';
import type { OrganizationsService } from '../organizations/index.ts';
import { interestsOf, traitScoresOf, type ProfileService } from '../profile/index.ts';
import type { QuickConnectService } from '../quick-connect/index.ts';
import type { AdvisorFacts, ColleagueFact, EventFact, EventKind } from './types.ts';

/** The services each part of the facts is read from, as the caller. */
export interface FactsDeps {
  clock: Clock;
  log: Logger;
  profile: Pick<ProfileService, 'profileOf' | 'archetypeDistribution'>;
  organizations: Pick<OrganizationsService, 'organizationsOf'>;
  connections: Pick<ConnectionsService, 'recentMatches'>;
  calendar: Pick<CalendarService, 'ownAvailability' | 'getEvents'>;
  activities: Pick<ActivitiesService, 'list'>;
  quickConnect: Pick<QuickConnectService, 'stats'>;
}

/** Connections Link considers, strongest first. */
const CONNECTIONS_READ = 50;
const UPCOMING_DAYS = 7;
const FREE_SLOTS = 5;

function capitalized(name: string): string {
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}

/** docs/product.md#validation "Event categorization". */
function eventKindOf(title: string, attendeeCount: number): EventKind {
  const lower = title.toLowerCase();
  if (lower.includes('quick connect') || lower.includes('1:1') || lower.includes('1-on-1')) return 'quick-connect';
  if (attendeeCount === 2 && (lower.includes('coffee') || lower.includes('chat'))) return 'quick-connect';
  if (lower.includes('meeting') || attendeeCount > 2) return 'meeting';
  return 'other';
}

/** Diversity index: distinct archetypes divided by the smaller of team size and 9, as a percent (docs/product.md#constants-and-limits). */
function diversityIndex(distinct: number, size: number): number {
  if (size <= 0) return 50;
  return Math.round((Math.min(distinct, 9) / Math.min(size, 9)) * 100);
}

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;
}

/** The parts of the client's hint Link may use: the page and what was handed over from it; nothing about people. */
function readHint(hint: unknown): { timeZone: string | null; page: AdvisorFacts['page'] } {
  const parsed = advisorContextHintSchema.safeParse(hint);
  if (!parsed.success) return { timeZone: null, page: { currentPage: null, pageContext: null } };
  const { currentPage, timezone, pageContext } = parsed.data;
  const page = text(currentPage, 200);
  return {
    timeZone: timezone && isIanaTimeZone(timezone) ? timezone : null,
    page: {
      // A path of this app, not a URL elsewhere.
      currentPage: page && page.startsWith('/') ? page : null,
      pageContext: pageContext
        ? {
            type: text(pageContext.type, 40),
            title: text(pageContext.title, 200),
            description: text(pageContext.description, 1000),
            category: text(pageContext.category, 100),
          }
        : null,
    },
  };
}

const NO_TEAM: AdvisorFacts['team'] = { size: 1, archetypeCounts: {}, diversityIndex: 50 };
const NO_QUICK_CONNECTS = { scheduled: 0, rescheduled: 0, completed: 0 };

async function settle<T>(log: Logger, part: string, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    log.warn({ part, err: error instanceof Error ? error.message : String(error) }, 'Advisor context part not read');
    return fallback;
  }
}

/**
 * The parts a caller does not use, left unread: each then holds its empty value (no organisation, a team of one,
 * no Quick Connects, no upcoming events), so a caller that skips a part must not read it. Home's recommendations
 * use the member, their connections, their first free time and their activities; reading the rest cost them
 * more than a third of their CPU (bench:load).
 */
export interface FactsSkipped {
  organization?: boolean;
  team?: boolean;
  quickConnects?: boolean;
  upcomingEvents?: boolean;
}

export async function buildFacts(deps: FactsDeps, caller: Caller, hint: unknown, skip: FactsSkipped = {}): Promise<AdvisorFacts> {
  const { log } = deps;
  const now = deps.clock.now();
  const { timeZone, page } = readHint(hint);
  const [profile, organizations] = await Promise.all([
    deps.profile.profileOf(caller.userId),
    skip.organization && skip.team ? [] : deps.organizations.organizationsOf(caller.userId),
  ]);
  const organization = organizations[0] ? { id: organizations[0].orgcode, name: organizations[0].name } : null;
  const archetype = profile?.archetype ? (toArchetypeId(profile.archetype) ?? null) : null;
  const ownInterests = profile ? interestsOf(profile) : [];

  const [connections, team, calendar, completed, quickConnects] = await Promise.all([
    settle(log, 'connections', () => readConnections(deps, caller, ownInterests), []),
    skip.team ? NO_TEAM : settle(log, 'team', () => readTeam(deps, organization?.id ?? null), NO_TEAM),
    settle(log, 'calendar', () => readCalendar(deps, caller, !skip.upcomingEvents), { connected: false, upcoming: [], freeSlots: [] }),
    settle(log, 'activities', async () => (await deps.activities.list(caller.userId)).completions.map(({ activityId, day }) => ({ activityId, day })), []),
    skip.quickConnects ? NO_QUICK_CONNECTS : settle(log, 'quick-connect', () => deps.quickConnect.stats(caller.userId), NO_QUICK_CONNECTS),
  ]);

  const firstName = capitalized(profile?.givenName ?? '') || 'there';
  return {
    now,
    timeZone: timeZone ?? 'UTC',
    member: {
      userId: caller.userId,
      memberId: caller.memberId,
      firstName,
      fullName: [capitalized(profile?.givenName ?? ''), capitalized(profile?.familyName ?? '')].filter(Boolean).join(' ') || 'User',
      archetype,
      archetypeName: archetype ? archetypeDisplayName(archetype) : null,
      traits: profile ? traitScoresOf(profile) : null,
      interests: ownInterests,
    },
    organization: skip.organization ? null : organization,
    connections,
    team,
    calendar,
    activities: { completed, quickConnects },
    page,
  };
}

async function readConnections(deps: FactsDeps, caller: Caller, ownInterests: string[]): Promise<ColleagueFact[]> {
  const records = await deps.connections.recentMatches(caller, Math.min(CONNECTIONS_LIMIT_MAX, CONNECTIONS_READ));
  const mine = new Set(ownInterests.map((interest) => interest.toLowerCase()));
  return records
    .map(({ connectionItems: item, connectionDetails: other }): ColleagueFact => {
      const archetype: ArchetypeId | null = other.archetype ? (toArchetypeId(other.archetype) ?? null) : null;
      const firstName = capitalized(other.user.fname);
      return {
        memberId: other.id,
        name: [firstName, capitalized(other.user.lname)].filter(Boolean).join(' '),
        firstName,
        archetype,
        archetypeName: archetype ? archetypeDisplayName(archetype) : null,
        strength: Math.round(item.connectionStrength),
        matchDate: item.matchDateTime,
        viewed: item.viewed,
        sharedInterests: other.interests.filter((interest) => mine.has(interest.toLowerCase())),
        traits: other.hexaco ? rawHexacoToScores(other.hexaco) : null,
      };
    })
    .sort((a, b) => b.strength - a.strength);
}

async function readTeam(deps: FactsDeps, orgcode: string | null): Promise<AdvisorFacts['team']> {
  if (!orgcode) return { size: 1, archetypeCounts: {}, diversityIndex: 50 };
  const rows = await deps.profile.archetypeDistribution(orgcode);
  const archetypeCounts: Partial<Record<ArchetypeId, number>> = {};
  let size = 0;
  for (const row of rows) {
    size += row.count;
    const id = row.archetype ? toArchetypeId(row.archetype) : undefined;
    if (id) archetypeCounts[id] = (archetypeCounts[id] ?? 0) + row.count;
  }
  return { size: Math.max(size, 1), archetypeCounts, diversityIndex: diversityIndex(Object.keys(archetypeCounts).length, size) };
}

function instant(time: { dateTime: string } | { date: string }): string {
  return 'dateTime' in time ? new Date(time.dateTime).toISOString() : new Date(`${time.date}T00:00:00Z`).toISOString();
}

async function readCalendar(deps: FactsDeps, caller: Caller, withUpcoming: boolean): Promise<AdvisorFacts['calendar']> {
  // Which providers are connected, and the free times, from one read of the member's calendars.
  const { connected, availability } = await deps.calendar.ownAvailability(caller, 30);
  if (connected.length === 0 || !availability) return { connected: false, upcoming: [], freeSlots: [] };
  const lists = await Promise.all(
    (withUpcoming ? connected : []).map(
      async (provider) => (await deps.calendar.getEvents(caller, { action: 'getEvents', userId: caller.memberId, provider, days: UPCOMING_DAYS })).events,
    ),
  );
  const self = caller.email.toLowerCase();
  const upcoming: EventFact[] = lists
    .flat()
    .map((event) => {
      const attendees = event.attendees.filter((attendee) => attendee.email.toLowerCase() !== self).map((attendee) => attendee.name ?? attendee.email);
      return {
        id: event.id,
        title: event.summary || 'Untitled event',
        start: instant(event.start),
        end: instant(event.end),
        attendees,
        kind: eventKindOf(event.summary, event.attendees.length),
      };
    })
    .filter((event) => Date.parse(event.end) > deps.clock.now().getTime())
    .sort((a, b) => a.start.localeCompare(b.start));
  return { connected: true, upcoming, freeSlots: availability.slots.slice(0, FREE_SLOTS).map(({ start, end }) => ({ start, end })).sort((a, b) => a.start.localeCompare(b.start)) };
}
