/**
 * Smart Recommendations (docs/product.md#screens-and-routes "Home"): at most RECOMMENDATIONS_MAX picks for the
 * member, from their own facts (the advisor's, rebuilt on the server: docs/decisions.md#the-advisor) and our
 * catalogues, each with one line saying why. The rules, in order: a colleague not met yet, an activity that fits
 * a free slot and the member's traits, a resource for their most distinctive trait, a tip for it. A rule the data
 * does not support is skipped, never made up; when fewer than five stand, a second activity and a second tip
 * fill in. Pure and deterministic: what varies from day to day rotates by the day of the member's year.
 */
import { RECOMMENDATIONS_MAX, type Recommendation } from '@kindred/contracts/api/home';
import { ACTIVITIES, type ActivityCategory } from '@kindred/contracts/content/activities';
import { TRAIT_RECOMMENDATIONS } from '@kindred/contracts/content/recommendations';
import { RESOURCES, type Resource } from '@kindred/contracts/content/resources';
import { RESOURCE_FOR_TRAIT } from '@kindred/contracts/content/trait-resources';
import { slugify } from '@kindred/contracts/domain/activity-ids';
import { TRAIT_KEYS, TRAIT_NAMES, strengthLabel, traitBand, type TraitKey, type TraitScores } from '@kindred/contracts/domain/hexaco';
import type { AdvisorFacts } from '../advisor/index.ts';
import type { QuickConnectBooking } from '../calendar/index.ts';
import { dateTimeIn, dayIn, dayOfYear, listed, minutesBetween } from './text.ts';

/** With no calendar to read, an activity should fit a Quick Connect's default length (docs/product.md#constants-and-limits). */
const DEFAULT_WINDOW_MINUTES = 20;
/** An activity done this many days back or less is not suggested again. */
const RECENTLY_DONE_DAYS = 7;

// ---------------------------------------------------------------------------
// The activities catalogue, read for what a format suits

export interface ActivityFacts {
  id: string;
  title: string;
  minutes: number;
  category: ActivityCategory;
  /** Done in pairs (a one-to-one) rather than as a group. */
  pairs: boolean;
  /** Imaginative or idea-led. */
  ideas: boolean;
}

/** '15 min' -> 15, '1 hour' -> 60. */
function minutesOf(time: string): number {
  const match = /^(\d+)\s*(min|hour|hours)$/.exec(time.trim());
  if (!match) return DEFAULT_WINDOW_MINUTES;
  return Number(match[1]) * (match[2] === 'min' ? 1 : 60);
}

export const ACTIVITY_FACTS: readonly ActivityFacts[] = ACTIVITIES.map((activity) => {
  const how = `${activity.overview} ${activity.directions.map((direction) => direction.text).join(' ')}`.toLowerCase();
  const all = `${activity.title} ${how} ${activity.sections.map((section) => section.items.map((item) => item.text).join(' ')).join(' ')}`.toLowerCase();
  return {
    id: slugify(activity.title),
    title: activity.title,
    minutes: minutesOf(activity.time),
    category: activity.category,
    pairs: /\b(a pair|pairs|in pairs|one-to-one|two people|your partner|partner)\b/.test(how),
    ideas: /\b(imagin\w*|creative|vision|ideas?|invent\w*)\b/.test(all),
  };
});

// ---------------------------------------------------------------------------
// Traits

/** "Extraversion is low (28%)". */
function traitAt(traits: TraitScores, key: TraitKey): string {
  const score = Math.round(traits[key]);
  return `${TRAIT_NAMES[key]} is ${traitBand(score)} (${score}%)`;
}

/** The traits furthest from the middle of the scale first (ties in HEXACO order): what stands out. */
export function distinctiveTraits(traits: TraitScores): TraitKey[] {
  return [...TRAIT_KEYS].sort((a, b) => Math.abs(traits[b] - 50) - Math.abs(traits[a] - 50) || TRAIT_KEYS.indexOf(a) - TRAIT_KEYS.indexOf(b));
}

/** Why a format suits the member, with a weight; nothing when no trait of theirs speaks to it. */
function fitOf(activity: ActivityFacts, traits: TraitScores | null): { weight: number; why: string | null } {
  if (!traits) return { weight: 0, why: null };
  const band = (key: TraitKey) => traitBand(traits[key]);
  const fits: Array<{ weight: number; why: string }> = [];
  if (band('extraversion') === 'low' && activity.pairs) fits.push({ weight: 2, why: `a one-to-one format suits you: your ${traitAt(traits, 'extraversion')}` });
  if (band('extraversion') === 'low' && activity.category === 'Connection') fits.push({ weight: 1, why: `a quiet way to connect: your ${traitAt(traits, 'extraversion')}` });
  if (band('extraversion') === 'high' && !activity.pairs) fits.push({ weight: 1, why: `a group format plays to your energy: your ${traitAt(traits, 'extraversion')}` });
  if (band('opennessToExperience') === 'high' && activity.ideas) fits.push({ weight: 1.5, why: `room for ideas: your ${traitAt(traits, 'opennessToExperience')}` });
  if (band('opennessToExperience') === 'low' && !activity.ideas) fits.push({ weight: 0.5, why: `concrete and practical: your ${traitAt(traits, 'opennessToExperience')}` });
  if (band('emotionality') === 'high' && (activity.category === 'Check-in' || activity.category === 'Recognition'))
    fits.push({ weight: 1, why: `it makes space for how people feel: your ${traitAt(traits, 'emotionality')}` });
  if (band('conscientiousness') === 'high' && (activity.category === 'Feedback' || activity.category === 'Leadership' || activity.category === 'Check-in'))
    fits.push({ weight: 0.5, why: `a clear structure to follow: your ${traitAt(traits, 'conscientiousness')}` });
  if (band('conscientiousness') === 'low' && activity.minutes <= 15) fits.push({ weight: 0.5, why: `no preparation needed: your ${traitAt(traits, 'conscientiousness')}` });
  if (band('agreeablenessVsAnger') === 'high' && activity.category === 'Recognition')
    fits.push({ weight: 0.5, why: `it gives credit where it is due: your ${traitAt(traits, 'agreeablenessVsAnger')}` });
  if (fits.length === 0) return { weight: 0, why: null };
  fits.sort((a, b) => b.weight - a.weight);
  return { weight: fits.reduce((sum, fit) => sum + fit.weight, 0), why: fits[0]!.why };
}

// ---------------------------------------------------------------------------
// Resources: one per trait and band, what helps someone with that score most (the picks Link makes, its table)

/** For a member with no scores yet: the model their profile will be read in. */
const NO_SCORES_RESOURCE = 'hexaco-model';

const RESOURCE_BY_ID: ReadonlyMap<string, Resource> = new Map(RESOURCES.map((resource) => [resource.id, resource]));

// ---------------------------------------------------------------------------
// The picks

export interface RecommendationInput {
  facts: AdvisorFacts;
  /** The member's Quick Connects (booked or invited), to tell whom they have met or will meet. */
  bookings: readonly QuickConnectBooking[];
}

/** 'The Rock' -> 'Rock'. */
const bare = (archetypeName: string) => archetypeName.replace(/^the\s+/i, '');

function colleaguePicks({ facts, bookings }: RecommendationInput): Recommendation[] {
  const met = new Set(bookings.map((booking) => booking.otherMemberId).filter((id): id is string => id !== null));
  const mine = facts.member.archetypeName;
  return facts.connections
    .filter((colleague) => !met.has(colleague.memberId))
    .sort((a, b) => b.strength - a.strength || Number(a.viewed) - Number(b.viewed) || b.matchDate.localeCompare(a.matchDate) || a.memberId.localeCompare(b.memberId))
    .slice(0, 2)
    .map((colleague) => {
      const why = [`${colleague.strength}% match (${strengthLabel(colleague.strength)})`];
      if (colleague.sharedInterests.length > 0) why.push(`you both like ${listed(colleague.sharedInterests.slice(0, 2))}`);
      else if (colleague.archetypeName && mine && colleague.archetypeName !== mine) why.push(`a ${bare(colleague.archetypeName)} to your ${bare(mine)}: different strengths`);
      why.push(colleague.viewed ? 'no Quick Connect booked yet' : "a new match you haven't opened yet");
      return {
        id: `colleague:${colleague.memberId}`,
        kind: 'colleague',
        title: `Meet ${colleague.name}`,
        reason: `${why.join('; ')}.`,
        action: { label: 'Quick Connect', href: '/quick-connect', external: false, state: { memberId: colleague.memberId } },
      } satisfies Recommendation;
    });
}

function activityPicks({ facts }: RecommendationInput): Recommendation[] {
  const { now, timeZone } = facts;
  const traits = facts.member.traits;
  const slot = facts.calendar.connected ? facts.calendar.freeSlots[0] : undefined;
  const window = slot ? minutesBetween(new Date(slot.start), new Date(slot.end)) : DEFAULT_WINDOW_MINUTES;
  const since = dayIn(now, timeZone, RECENTLY_DONE_DAYS);
  const recent = new Set(facts.activities.completed.filter((done) => done.day >= since).map((done) => done.activityId));
  const scored = ACTIVITY_FACTS.filter((activity) => activity.minutes <= window && !recent.has(activity.id))
    .map((activity) => {
      const fit = fitOf(activity, traits);
      // Using more of the free time counts a little, never more than a trait's fit.
      return { activity, fit, score: fit.weight + 0.5 * (activity.minutes / window) };
    })
    .sort((a, b) => b.score - a.score || a.activity.id.localeCompare(b.activity.id));
  if (scored.length === 0) return [];
  // Among the equally good, the day of the year chooses, so the pick changes from day to day.
  const rotation = dayOfYear(now, timeZone);
  const pickFrom = (pool: typeof scored) => {
    const best = pool.filter((entry) => pool[0]!.score - entry.score < 1e-9);
    return best[rotation % best.length]!;
  };
  const first = pickFrom(scored);
  const others = scored.filter((entry) => entry.activity.category !== first.activity.category);
  const second = others.length > 0 ? pickFrom(others) : undefined;
  return [first, second]
    .filter((entry) => entry !== undefined)
    .map(({ activity, fit }) => {
      const time = slot
        ? `Fits the ${window} minutes you have free ${dateTimeIn(new Date(slot.start), timeZone)}`
        : `Takes ${activity.minutes} minutes`;
      const why = fit.why ?? `one you haven't done in the last ${RECENTLY_DONE_DAYS} days`;
      return {
        id: `activity:${activity.id}`,
        kind: 'activity',
        title: `${activity.title} (${activity.minutes} min)`,
        reason: `${time}; ${why}.`,
        action: { label: 'Open activity', href: '/activities', external: false, state: { activityId: activity.id, activity: activity.title } },
      } satisfies Recommendation;
    });
}

function resourcePick({ facts }: RecommendationInput): Recommendation[] {
  const traits = facts.member.traits;
  const toRecommendation = (resource: Resource, reason: string): Recommendation[] =>
    resource.url
      ? [{ id: `resource:${resource.id}`, kind: 'resource', title: resource.title, reason, action: { label: 'View Resource', href: resource.url, external: true } }]
      : [];
  if (!traits) {
    const resource = RESOURCE_BY_ID.get(NO_SCORES_RESOURCE);
    return resource ? toRecommendation(resource, "You have no HEXACO scores yet: this explains the six traits your profile will show.") : [];
  }
  // The most distinctive trait's resource; the next trait's when that one has no address to open.
  for (const key of distinctiveTraits(traits)) {
    const resource = RESOURCE_BY_ID.get(RESOURCE_FOR_TRAIT[key][traitBand(traits[key])]);
    if (resource?.url) return toRecommendation(resource, `Your ${traitAt(traits, key)}: this speaks to how you work.`);
  }
  return [];
}

function tipPicks({ facts }: RecommendationInput): Recommendation[] {
  const traits = facts.member.traits;
  const ask = { label: 'Ask Link', href: '/insights', external: false };
  if (!traits) {
    return [
      {
        id: 'tip:complete-profile',
        kind: 'tip',
        title: 'Complete your personality questionnaire',
        reason: 'You have no HEXACO scores yet, so these picks cannot use your traits; Link can tell you what the six traits mean.',
        action: ask,
      },
    ];
  }
  const rotation = dayOfYear(facts.now, facts.timeZone);
  return distinctiveTraits(traits)
    .slice(0, 2)
    .map((key, rank) => {
      const band = traitBand(traits[key]);
      const index = rotation % TRAIT_RECOMMENDATIONS[key][band].length;
      return {
        id: `tip:${key}-${band}-${index}`,
        kind: 'tip',
        title: TRAIT_RECOMMENDATIONS[key][band][index]!,
        reason: `Your ${traitAt(traits, key)}, ${rank === 0 ? 'your most distinctive trait' : 'among your most distinctive traits'}.`,
        action: ask,
      } satisfies Recommendation;
    });
}

const KIND_ORDER: readonly Recommendation['kind'][] = ['colleague', 'activity', 'resource', 'tip'];

export function recommend(input: RecommendationInput): Recommendation[] {
  const colleagues = colleaguePicks(input);
  const activities = activityPicks(input);
  const resources = resourcePick(input);
  const tips = tipPicks(input);
  const picks = [...colleagues, ...activities.slice(0, 1), ...resources, ...tips.slice(0, 1)].slice(0, RECOMMENDATIONS_MAX);
  // Room left: a second activity, then a second tip.
  for (const extra of [activities[1], tips[1]]) {
    if (extra && picks.length < RECOMMENDATIONS_MAX) picks.push(extra);
  }
  return picks.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
}
