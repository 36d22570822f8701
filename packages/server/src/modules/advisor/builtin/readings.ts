/**
 * Readings of the facts that every topic shares: what ties a suggestion to the member (a trait the topic turns
 * on, else their archetype), the activities that fit a question and the member, and the words that say what a
 * question is about.
 */
import { ARCHETYPE_CATALOGUE } from '@kindred/contracts/content/archetypes';
import { recommendationsFor } from '@kindred/contracts/content/recommendations';
import { traitBand, type TraitKey, type TraitScores } from '@kindred/contracts/domain/hexaco';
import type { AdvisorFacts, ColleagueFact } from '../types.ts';
import { ACTIVITY_ENTRIES, type ActivityEntry, searchActivities, searchRecommendations } from './catalogue.ts';
import { firstSentence, uncapitalise, withArticle } from './phrasing.ts';
import { relevantTrait, TRAIT_CLAUSES, traitAt, traitReason } from './profile-text.ts';
import type { AskContext } from './reply.ts';

export function archetypeWord(facts: AdvisorFacts): string | null {
  return facts.member.archetypeName ? facts.member.archetypeName.replace(/^The /, '') : null;
}

export function colleagueArchetype(c: ColleagueFact): string | null {
  return c.archetypeName ? c.archetypeName.replace(/^The /, '') : null;
}

/** The sentence that ties a suggestion to the member: a trait of theirs that the topic turns on, else their archetype. */
export function memberReason(facts: AdvisorFacts, order: readonly TraitKey[]): string {
  const traits = facts.member.traits;
  if (traits) return `${traitReason(traits, relevantTrait(traits, order))}.`;
  const word = archetypeWord(facts);
  if (word) return `As ${withArticle(word)}, ${uncapitalise(firstSentence(ARCHETYPE_CATALOGUE[facts.member.archetype!].summary))}`;
  return 'Once you complete your personality profile, I can tailor this to your traits.';
}

export function completedIds(facts: AdvisorFacts): Set<string> {
  return new Set(facts.activities.completed.map((c) => c.activityId));
}

/** How well an activity's format suits the member's traits, and why in words (null when nothing stands out). */
function activityFit(a: ActivityEntry, traits: TraitScores | null): { bonus: number; why: string | null } {
  if (!traits) return { bonus: 0, why: null };
  const fits: Array<{ bonus: number; key: TraitKey; clause: string }> = [];
  const x = traitBand(traits.extraversion);
  const o = traitBand(traits.opennessToExperience);
  const e = traitBand(traits.emotionality);
  const c = traitBand(traits.conscientiousness);
  if (x === 'low' && a.pairs) fits.push({ bonus: 2, key: 'extraversion', clause: `a pairs format like ${a.title} suits you better than a big group` });
  if (x === 'low' && a.writing) fits.push({ bonus: 1, key: 'extraversion', clause: `${a.title} lets you think on paper before you speak` });
  if (x === 'high' && !a.pairs) fits.push({ bonus: 1, key: 'extraversion', clause: `a group activity like ${a.title} plays to your energy` });
  if (o === 'high' && a.ideas) fits.push({ bonus: 1.5, key: 'opennessToExperience', clause: `${a.title} gives you room for ideas` });
  if (o === 'low' && !a.ideas) fits.push({ bonus: 0.5, key: 'opennessToExperience', clause: `${a.title} is concrete and practical` });
  if (e === 'high' && (a.category === 'Check-in' || a.category === 'Recognition'))
    fits.push({ bonus: 1, key: 'emotionality', clause: `${a.title} makes space for how people feel` });
  if (c === 'high' && (a.category === 'Feedback' || a.category === 'Leadership' || a.category === 'Check-in'))
    fits.push({ bonus: 0.5, key: 'conscientiousness', clause: `${a.title} has a clear structure to follow` });
  if (c === 'low' && a.minutes <= 15) fits.push({ bonus: 0.5, key: 'conscientiousness', clause: `${a.title} needs no preparation` });
  if (fits.length === 0) return { bonus: 0, why: null };
  fits.sort((p, q) => q.bonus - p.bonus);
  const best = fits[0]!;
  return { bonus: fits.reduce((sum, f) => sum + f.bonus, 0), why: `With your ${traitAt(traits, best.key)}, ${TRAIT_CLAUSES[best.key][traitBand(traits[best.key])]}, so ${best.clause}.` };
}

/** The member's recommendation for a trait (of the three for their band) that best fits the question. */
export function recommendationFor(ctx: AskContext, trait: TraitKey, hint: string): string {
  const traits = ctx.facts.member.traits!;
  const band = traitBand(traits[trait]);
  const hit = searchRecommendations(`${hint} ${topicWords(ctx.text)}`, (entry) => entry.trait === trait && entry.band === band)[0];
  return hit?.item.text ?? recommendationsFor(trait, traits[trait])[ctx.seed % 3]!;
}

interface ActivityPick {
  picks: ActivityEntry[];
  /** Nothing in the catalogue is as short as asked: the picks are the shortest there are. */
  tooLong: boolean;
}

/**
 * Activities for a question: relevance to the words (MiniSearch), the topic's preferred categories, a fit with
 * the member's traits, not done before, and within the time asked for.
 */
export function pickActivities(
  ctx: AskContext,
  query: string,
  options: { categories?: readonly string[]; pairsOnly?: boolean; count?: number; exclude?: ReadonlySet<string>; prefer?: (a: ActivityEntry) => number } = {},
): ActivityPick {
  const relevance = new Map(searchActivities(query).map((hit) => [hit.item.id, hit.relevance]));
  const done = completedIds(ctx.facts);
  const max = ctx.duration?.maxMinutes;
  const pool = ACTIVITY_ENTRIES.filter((a) => !options.exclude?.has(a.id) && !ctx.avoid.has(a.id) && (!options.pairsOnly || a.pairs || a.walking));
  let fitting = max === undefined ? pool : pool.filter((a) => a.minutes <= max);
  // Something new, unless everything that fits has been done.
  const fresh = fitting.filter((a) => !done.has(a.id));
  if (fresh.length > 0) fitting = fresh;
  const tooLong = fitting.length === 0;
  if (tooLong) {
    const shortest = Math.min(...pool.map((a) => a.minutes));
    fitting = pool.filter((a) => a.minutes === shortest);
  }
  const score = (a: ActivityEntry) =>
    6 * (relevance.get(a.id) ?? 0) +
    (options.categories?.includes(a.category) ? 3 : 0) +
    (options.prefer?.(a) ?? 0) +
    activityFit(a, ctx.facts.member.traits).bonus +
    (done.has(a.id) ? -4 : 0) +
    (max !== undefined ? a.minutes / max : 0);
  const ranked = fitting
    .map((a, index) => ({ a, index, s: score(a) }))
    .sort((p, q) => q.s - p.s || p.index - q.index)
    .map((entry) => entry.a);
  return { picks: ranked.slice(0, options.count ?? 2), tooLong };
}

/** Why an activity fits: its format against the member's traits, else the topic's trait, else its own reason. */
export function activityWhy(ctx: AskContext, a: ActivityEntry, order: readonly TraitKey[]): string {
  const fit = activityFit(a, ctx.facts.member.traits);
  if (fit.why) return fit.why;
  const traits = ctx.facts.member.traits;
  if (traits) return `${traitReason(traits, relevantTrait(traits, order))}, so ${a.title} should feel natural to you.`;
  return memberReason(ctx.facts, order);
}

export function durationNote(ctx: AskContext, pick: ActivityPick): string | null {
  if (!ctx.duration) return null;
  if (pick.tooLong) return `Nothing in the catalogue takes ${ctx.duration.maxMinutes} minutes or less; the shortest is ${pick.picks[0]?.time ?? '5 min'}.`;
  return null;
}

/** Words of the question that say what it is about, without the words that only say what kind of answer it wants. */
export function topicWords(text: string, extra: RegExp | null = null): string {
  let t = text
    .replace(/\b\d+\s*-?\s*(minutes?|mins?|hours?|hrs?)\b/g, ' ')
    .replace(
      /\b(suggest|recommend|recommendation|give|find|show|need|want|looking|look|idea|ideas|some|something|anything|good|great|best|quick|short|fast|brief|please|can|could|would|you|me|my|i|we|our|us|for|a|an|the|to|do|does|what|which|any|today|tonight|now|this|week|activity|activities|exercise|resource|resources|article|articles|video|videos|read|reading|watch|talk|library|under|less|than|within|team|teams|help|with|of|on|in|about|is|are|it|that|there|tip|tips|link)\b/g,
      ' ',
    );
  if (extra) t = t.replace(extra, ' ');
  return t.replace(/[^\p{L}\p{N}\s-]/gu, ' ').replace(/\s+/g, ' ').trim();
}
