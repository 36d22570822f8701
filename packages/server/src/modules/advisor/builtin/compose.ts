/**
 * The built-in advisor's replies (docs/decisions.md#the-advisor): for each topic, the specific activity, resource,
 * colleague or free time that fits this member and this question, a sentence saying why in terms of their own
 * traits or archetype, and the links to follow. It names only what exists: activities and resources of the
 * catalogues, colleagues among the member's connections, events and free times of their own calendar. When it
 * lacks the data (no connections yet, no calendar) it says so.
 *
 * A reply is a list of parts; each part is one or two sentences with the links that belong to it. `core` parts
 * make the short popup reply; the insights page shows every part. A link travels only with the text that names
 * it, so a part left out of a short reply takes its links with it.
 */
import type { AdvisorLink, ChatMode } from '@kindred/contracts/api/advisor';
import { ARCHETYPE_CATALOGUE } from '@kindred/contracts/content/archetypes';
import { LATEST_RELEASE } from '@kindred/contracts/content/changelog';
import { recommendationsFor } from '@kindred/contracts/content/recommendations';
import { RESOURCES, type Resource } from '@kindred/contracts/content/resources';
import { TRAITS } from '@kindred/contracts/content/traits';
import { ARCHETYPE_PROTOTYPES, archetypeDisplayName, toArchetypeId } from '@kindred/contracts/domain/archetypes';
import { TRAIT_KEYS, TRAIT_NAMES, strengthLabel, traitBand, type TraitBand, type TraitKey, type TraitScores } from '@kindred/contracts/domain/hexaco';
import type { AdvisorFacts, ColleagueFact, EventFact } from '../types.ts';
import {
  ACTIVITY_BY_ID,
  ACTIVITY_ENTRIES,
  activityNamedIn,
  archetypeNamedIn,
  resourceById,
  resourceNamedIn,
  searchActivities,
  searchChanges,
  searchArchetypes,
  searchRecommendations,
  searchResources,
  type ActivityEntry,
} from './catalogue.ts';
import type { AdvisorIntent, Classification, DurationAsk, GuardVerdict } from './intents.ts';
import { firstSentence, listOf, uncapitalise, variant, withArticle } from './phrasing.ts';
import { TOPIC_TRAITS, TRAIT_CLAUSES, distinctiveTraits, relevantTrait, traitAt, traitReason } from './profile-text.ts';
import { dayKey, formatSlot, formatWhen, localHour, timeLabel } from './time-text.ts';

export interface Part {
  text: string;
  links?: AdvisorLink[];
  /** Part of the short (popup) reply as well as the long one. */
  core?: boolean;
}

export interface AskContext {
  facts: AdvisorFacts;
  /** The member's last message as they wrote it. */
  question: string;
  /** The same, lower-cased with plain apostrophes. */
  text: string;
  classification: Classification;
  duration: DurationAsk | null;
  seed: number;
  chatMode: ChatMode;
  /** Activities the conversation already suggested, when the member asks for another one. */
  avoid: ReadonlySet<string>;
}

// ---------------------------------------------------------------------------
// Links

const activityLink = (a: ActivityEntry): AdvisorLink => ({ kind: 'activity', label: `Open "${a.title}"`.slice(0, 120), title: a.title, activityId: a.id });
const resourceLink = (r: Resource): AdvisorLink => ({
  kind: 'resource',
  label: `${r.type === 'video' ? 'Watch' : 'Read'} "${r.title}"`.slice(0, 120),
  title: r.title,
  resourceId: r.id,
});
const libraryLink: AdvisorLink = { kind: 'resource', label: 'Open the resources library' };
const activitiesPageLink: AdvisorLink = { kind: 'activities-page', label: 'Browse all activities' };
const quickConnectLink = (c?: ColleagueFact): AdvisorLink =>
  c ? { kind: 'quick-connect', label: `Quick Connect with ${c.firstName}`.slice(0, 120), memberId: c.memberId, name: c.name } : { kind: 'quick-connect', label: 'Open Quick Connect' };
const eventLink = (e?: EventFact): AdvisorLink =>
  e ? { kind: 'calendar-event', label: `See "${e.title}"`.slice(0, 120), eventId: e.id, title: e.title } : { kind: 'calendar-event', label: 'Open your events' };

// ---------------------------------------------------------------------------
// Shared readings of the facts

function archetypeWord(facts: AdvisorFacts): string | null {
  return facts.member.archetypeName ? facts.member.archetypeName.replace(/^The /, '') : null;
}

function colleagueArchetype(c: ColleagueFact): string | null {
  return c.archetypeName ? c.archetypeName.replace(/^The /, '') : null;
}

/** The sentence that ties a suggestion to the member: a trait of theirs that the topic turns on, else their archetype. */
function memberReason(facts: AdvisorFacts, order: readonly TraitKey[]): string {
  const traits = facts.member.traits;
  if (traits) return `${traitReason(traits, relevantTrait(traits, order))}.`;
  const word = archetypeWord(facts);
  if (word) return `As ${withArticle(word)}, ${uncapitalise(firstSentence(ARCHETYPE_CATALOGUE[facts.member.archetype!].summary))}`;
  return 'Once you complete your personality profile, I can tailor this to your traits.';
}

function completedIds(facts: AdvisorFacts): Set<string> {
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
function recommendationFor(ctx: AskContext, trait: TraitKey, hint: string): string {
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
function pickActivities(
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
function activityWhy(ctx: AskContext, a: ActivityEntry, order: readonly TraitKey[]): string {
  const fit = activityFit(a, ctx.facts.member.traits);
  if (fit.why) return fit.why;
  const traits = ctx.facts.member.traits;
  if (traits) return `${traitReason(traits, relevantTrait(traits, order))}, so ${a.title} should feel natural to you.`;
  return memberReason(ctx.facts, order);
}

function durationNote(ctx: AskContext, pick: ActivityPick): string | null {
  if (!ctx.duration) return null;
  if (pick.tooLong) return `Nothing in the catalogue takes ${ctx.duration.maxMinutes} minutes or less; the shortest is ${pick.picks[0]?.time ?? '5 min'}.`;
  return null;
}

/** Words of the question that say what it is about, without the words that only say what kind of answer it wants. */
function topicWords(text: string, extra: RegExp | null = null): string {
  let t = text
    .replace(/\b\d+\s*-?\s*(minutes?|mins?|hours?|hrs?)\b/g, ' ')
    .replace(
      /\b(suggest|recommend|recommendation|give|find|show|need|want|looking|look|idea|ideas|some|something|anything|good|great|best|quick|short|fast|brief|please|can|could|would|you|me|my|i|we|our|us|for|a|an|the|to|do|does|what|which|any|today|tonight|now|this|week|activity|activities|exercise|resource|resources|article|articles|video|videos|read|reading|watch|talk|library|under|less|than|within|team|teams|help|with|of|on|in|about|is|are|it|that|there|tip|tips|link)\b/g,
      ' ',
    );
  if (extra) t = t.replace(extra, ' ');
  return t.replace(/[^\p{L}\p{N}\s-]/gu, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The colleague to suggest: match strength, plus a new match not yet opened, interests in common (one the question
 * names above all) and a match made this week.
 */
function bestColleague(connections: readonly ColleagueFact[], now: Date, exclude?: ColleagueFact, text = ''): ColleagueFact | undefined {
  const weekAgo = now.getTime() - 7 * 86_400_000;
  const named = (c: ColleagueFact) => c.sharedInterests.some((i) => text.includes(i.toLowerCase()));
  const value = (c: ColleagueFact) =>
    c.strength + (c.viewed ? 0 : 12) + 6 * Math.min(3, c.sharedInterests.length) + (Date.parse(c.matchDate) >= weekAgo ? 5 : 0) + (named(c) ? 40 : 0);
  return [...connections].filter((c) => c !== exclude).sort((a, b) => value(b) - value(a) || a.name.localeCompare(b.name))[0];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A connection the question names, by full name first, then by first name. */
export function namedConnection(question: string, connections: readonly ColleagueFact[]): ColleagueFact | undefined {
  const full = connections.find((c) => new RegExp(`\\b${escapeRegExp(c.name)}\\b`, 'iu').test(question));
  if (full) return full;
  return connections.find((c) => c.firstName.length > 1 && new RegExp(`(^|[^\\p{L}])${escapeRegExp(c.firstName)}($|[^\\p{L}])`, 'iu').test(question));
}

/** Capitalised words that are not people, so a question's capitalised words can be read as names. */
const NOT_PEOPLE = new Set(
  (
    'i link kindred quick connect google outlook microsoft calendar today tomorrow monday tuesday wednesday thursday friday saturday sunday ' +
    'january february march april may june july august september october november december ted hexaco team the a an my our your what who how ' +
    'when where why which can could should would is are do does please thanks hi hello hey settings insights activities resources events ' +
    'honesty humility emotionality extraversion agreeableness conscientiousness openness advocate promoter spark rock storyteller thinker caregiver ' +
    'individualist organizer dreamer explorer traditionalist zoom slack teams it that this me him her them there here he she we they you ' +
    "let let's that's it's there's here's what's who's where's how's one someone everyone nobody anyone manager boss lead"
  ).split(' '),
);

/** Names the question gives of people who are not among the member's connections (never described: not known). */
export function strangersNamed(question: string, facts: AdvisorFacts): string[] {
  const known = new Set<string>([facts.member.firstName.toLowerCase(), ...facts.member.fullName.toLowerCase().split(' ')]);
  for (const c of facts.connections) for (const part of c.name.toLowerCase().split(' ')) known.add(part);
  const out: string[] = [];
  const re = /\b(?:with|meet|meeting|to|about|approach|know|and|ask|from)\s+([A-Z][\p{L}-]+)|\b([A-Z][\p{L}-]+)'s\b/gu;
  for (const m of question.replace(/[\u2018\u2019]/g, "'").matchAll(re)) {
    const name = m[1] ?? m[2]!;
    if (!NOT_PEOPLE.has(name.toLowerCase()) && !known.has(name.toLowerCase()) && !out.includes(name)) out.push(name);
  }
  return out;
}

/** Events worth preparing for: not lunch, focus time or an absence. */
function isMeetingLike(e: EventFact): boolean {
  return !/\b(lunch|focus|deep work|no-meeting|out of office|vacation|holiday|conference|offsite|break)\b/i.test(e.title);
}

/** Kinds of meeting a question may name, and how a calendar title shows each. */
const MEETING_KINDS: ReadonlyArray<{ asked: RegExp; title: RegExp; said: string }> = [
  { asked: /\b(1:1|1-on-1|one[- ]on[- ]one|one[- ]to[- ]one)s?\b/, title: /1:1|1-on-1|one[- ]on[- ]one|quick connect/i, said: 'a 1:1' },
  { asked: /\b(manager|boss|lead)\b/, title: /\b(1:1|manager|boss|lead)\b/i, said: 'a meeting with your manager' },
  { asked: /\breviews?\b/, title: /\breview\b/i, said: 'a review' },
  { asked: /\b(retro|retrospective)s?\b/, title: /\bretro/i, said: 'a retro' },
  { asked: /\bplanning\b/, title: /\bplanning\b/i, said: 'a planning session' },
  { asked: /\binterviews?\b|\bhiring\b/, title: /\binterview|hiring\b/i, said: 'an interview' },
  { asked: /\b(customer|client)\b/, title: /\b(customer|client)\b/i, said: 'a customer call' },
  { asked: /\bsync\b/, title: /\bsync\b/i, said: 'a sync' },
  { asked: /\bstand-?ups?\b/, title: /\bstand-?up\b/i, said: 'a stand-up' },
];

/** Words of a question that point at an event of the member's own ('my next meeting', not 'a good agenda'). */
const OWN_EVENT = /\b(my|our|next|upcoming|today|tomorrow|later|this week|the)\b/;

/**
 * The event a question is about: one whose title shares words with it, or of the kind it names ('my 1:1'); for
 * 'my next meeting', the next real meeting. `missing` says what was asked for and is not in the calendar; a
 * question about meetings in general ('how do I write an agenda?') is about no event.
 */
function eventAskedAbout(ctx: AskContext): { event?: EventFact; missing?: string } {
  const upcoming = ctx.facts.calendar.upcoming;
  const stop = new Set(['the', 'and', 'with', 'for', 'team', 'weekly', 'daily']);
  const words = (title: string) => title.toLowerCase().split(/[^a-z0-9:-]+/).filter((w) => (w.length >= 3 || w === '1:1') && !stop.has(w));
  let best: EventFact | undefined;
  let bestHits = 0;
  for (const e of upcoming) {
    const hits = words(e.title).filter((w) => new RegExp(`\\b${escapeRegExp(w)}`).test(ctx.text)).length;
    if (hits > bestHits) {
      best = e;
      bestHits = hits;
    }
  }
  if (best) return { event: best };
  const kind = MEETING_KINDS.find((k) => k.asked.test(ctx.text));
  if (kind) {
    const found = upcoming.find((e) => kind.title.test(e.title) || (kind.said === 'a 1:1' && e.kind === 'quick-connect'));
    return found ? { event: found } : { missing: kind.said };
  }
  if (!OWN_EVENT.test(ctx.text)) return {};
  const next =
    upcoming.find((e) => e.kind !== 'other' && isMeetingLike(e)) ??
    upcoming.find((e) => isMeetingLike(e) && !/\bstand-?up\b/i.test(e.title)) ??
    upcoming.find(isMeetingLike);
  return next ? { event: next } : { missing: 'a meeting' };
}

/** A connection among an event's attendees (matched by name). */
function colleagueAt(e: EventFact, connections: readonly ColleagueFact[]): ColleagueFact | undefined {
  const attendees = e.attendees.map((a) => a.toLowerCase());
  return connections.find((c) => attendees.some((a) => a === c.name.toLowerCase() || a.includes(c.name.toLowerCase())));
}

function meetingNote(c: ColleagueFact, seed: number): string | null {
  if (!c.archetype) return null;
  const notes = ARCHETYPE_CATALOGUE[c.archetype].meeting_notes;
  return notes.length > 0 ? notes[seed % notes.length]! : null;
}

/** 'Priya Raman is an Explorer. Suggest a change of scene...': what the product shows of a colleague, and a tip. */
function colleagueTip(c: ColleagueFact, seed: number): string | null {
  const word = colleagueArchetype(c);
  const note = meetingNote(c, seed);
  return word && note ? `${c.name} is ${withArticle(word)}. ${note}` : null;
}

/** Free times to offer: on different days where possible, never two that overlap. */
function distinctSlots(slots: AdvisorFacts['calendar']['freeSlots'], timeZone: string, count: number) {
  const chosen: typeof slots = [];
  const days = new Set<string>();
  const overlaps = (slot: (typeof slots)[number]) => chosen.some((c) => slot.start < c.end && c.start < slot.end);
  const dayOf = (slot: (typeof slots)[number]) => dayKey(new Date(slot.start), timeZone);
  for (const slot of slots) {
    if (chosen.length < count && !overlaps(slot) && !days.has(dayOf(slot))) {
      chosen.push(slot);
      days.add(dayOf(slot));
    }
  }
  for (const slot of slots) if (chosen.length < count && !overlaps(slot)) chosen.push(slot);
  return chosen.sort((a, b) => a.start.localeCompare(b.start));
}

function slotText(ctx: AskContext, count: number): string | null {
  const { facts } = ctx;
  if (!facts.calendar.connected) return null;
  const slots = distinctSlots(facts.calendar.freeSlots, facts.timeZone, count);
  if (slots.length === 0) return null;
  return listOf(slots.map((slot) => formatSlot(slot, facts.timeZone, facts.now)));
}


// ---------------------------------------------------------------------------
// Openers: the reply's first words, chosen from what is cheap to know, so they can be sent at once

export function openerFor(ctx: AskContext, guard: GuardVerdict): string {
  const { facts, seed } = ctx;
  const first = facts.member.firstName;
  if (guard) return guard.kind === 'instructions' ? "I can't share my instructions or how I'm set up." : "I can't share another member's private details.";
  const page = facts.page.pageContext;
  switch (ctx.classification.intent) {
    case 'connect':
      if (facts.connections.length === 0) return `You don't have any connections yet, ${first}.`;
      if (strangersNamed(ctx.question, facts).length > 0 && !namedConnection(ctx.question, facts.connections)) return 'Let me check your connections.';
      return variant(["Here's who I'd get to know next.", `Good question, ${first}.`, "Let's find the right person for you to meet."], seed, 1);
    case 'meeting':
      return variant(["Let's get you ready.", 'A little preparation goes a long way.', "Here's how I'd prepare."], seed, 1);
    case 'conflict':
      return variant([
        'Tension with a colleague is worth handling early.',
        "That sounds uncomfortable; here's an approach that tends to work.",
        "Let's turn this into a conversation rather than a clash.",
      ], seed, 1);
    case 'team':
      if (page?.type === 'activity' && activityNamedIn(page.title)) return `Here's how ${activityNamedIn(page.title)!.title} fits you.`;
      return variant(["Here's an activity that fits.", 'I have just the thing.', "Here's what I'd run."], seed, 1);
    case 'self':
      if (page?.type === 'archetype' || /\b(which|what) (archetypes?|personas?|type of|kind of)\b/.test(ctx.text)) return "Here's what I know about that archetype.";
      return variant(["Here's what your profile says.", "Let's look at your profile.", 'Good question to ask.'], seed, 1);
    case 'schedule':
      return facts.calendar.connected ? variant(["Here's your week at a glance.", "Here's what's coming up."], seed, 1) : "Your calendar isn't connected yet.";
    case 'resource':
      return variant(["Here's something worth your time.", "I'd start with this one.", 'Here is a good pick from the library.'], seed, 1);
    case 'wellbeing':
      if (/\b(i'?m|i am|i feel|i'?ve been|feeling|i think i)\b/.test(ctx.text)) {
        return variant(['Thanks for saying so; looking after yourself matters.', "Let's make some room for you.", "That's worth taking seriously."], seed, 1);
      }
      return variant(["Here's a self-care idea that fits you.", 'Looking after yourself is part of the job.'], seed, 1);
    case 'product':
      return variant(['Happy to help with that.', "Here's how that works.", 'Good question.'], seed, 1);
    case 'fallback':
      if (/^(hi|hello|hey|good (morning|afternoon|evening)|hiya|yo)\b/.test(ctx.text)) return `Hi ${first}!`;
      if (/\b(thanks|thank you|cheers|great|perfect)\b/.test(ctx.text)) return `You're welcome, ${first}!`;
      return variant([`I'm not sure I understood that, ${first}.`, `I didn't quite catch what you need, ${first}.`], seed, 1);
  }
}

// ---------------------------------------------------------------------------
// The topics

function refusal(ctx: AskContext, guard: NonNullable<GuardVerdict>): Part[] {
  const parts: Part[] = [
    {
      core: true,
      text:
        "I can only talk about your own profile and what colleagues share in the product, such as their archetype, interests you share and your match strength.",
    },
  ];
  const about = guard.kind === 'private-data' && guard.about ? namedConnection(guard.about, ctx.facts.connections) : undefined;
  if (about) {
    parts.push({
      core: true,
      text: `${about.name} is one of your connections (${about.strength}% match); the best way to learn more is to ask them, over a Quick Connect.`,
      links: [quickConnectLink(about)],
    });
  } else {
    parts.push({ core: true, text: 'Ask me about your own traits, a colleague to meet or an activity for your team instead.' });
  }
  return parts;
}

function connect(ctx: AskContext): Part[] {
  const { facts, seed } = ctx;
  const parts: Part[] = [];
  const order = TOPIC_TRAITS.connect;
  const strangers = strangersNamed(ctx.question, facts);
  const named = namedConnection(ctx.question, facts.connections);
  if (facts.connections.length === 0) {
    const pick = pickActivities(ctx, `get to know colleague conversation ${topicWords(ctx.text)}`, { categories: ['Connection'], count: 1 });
    const a = pick.picks[0]!;
    parts.push({
      core: true,
      text: `New matches arrive weekly, made from your personality profile${facts.organization ? ` among the people of ${facts.organization.name}` : ''}, so I have no colleague to suggest yet${strangers.length ? ` and can't tell you about ${strangers[0]}` : ''}.`,
    });
    parts.push({ core: true, text: `Once your first match arrives, try ${a.title} (${a.time}): ${uncapitalise(firstSentence(a.overview))}`, links: [activityLink(a)] });
    parts.push({ core: true, text: activityWhy(ctx, a, order) });
    parts.push({ text: 'Quick Connect is where you will schedule that first chat.', links: [quickConnectLink()] });
    return parts;
  }
  if (strangers.length > 0 && !named) {
    parts.push({ core: true, text: `I can't find ${strangers[0]} among your connections, so I can't tell you about them; here's who I can vouch for.` });
  }
  const pick = named ?? bestColleague(facts.connections, facts.now, undefined, ctx.text)!;
  const archetype = colleagueArchetype(pick);
  const details = [
    `you match at ${pick.strength}% (${strengthLabel(pick.strength).toLowerCase()})`,
    ...(pick.sharedInterests.length > 0 ? [`you both enjoy ${listOf(pick.sharedInterests.slice(0, 2).map((i) => i.toLowerCase()))}`] : []),
    ...(pick.viewed ? [] : ["you haven't opened their profile yet"]),
  ];
  const who = `${pick.name}${archetype ? `, ${withArticle(archetype)},` : ''}`;
  const lead = named
    ? variant([`${who} is a good call`, `${who} is a fine choice`], seed, 2)
    : variant([`I'd start with ${who.replace(/,$/, '')}`, `Reach out to ${who.replace(/,$/, '')}`, `${who} is my first choice`], seed, 2);
  parts.push({ core: true, text: `${lead}: ${listOf(details)}.`, links: [quickConnectLink(pick)] });
  parts.push({ core: true, text: memberReason(facts, order) });
  const query = `get to know each other ${pick.sharedInterests.join(' ')} ${topicWords(ctx.text)}`;
  const activity = pickActivities(ctx, query, { categories: ['Connection'], pairsOnly: true, count: 1 }).picks[0];
  if (activity) {
    parts.push({
      core: true,
      text: `For a first Quick Connect, try ${activity.title} (${activity.time}): ${uncapitalise(firstSentence(activity.overview))}`,
      links: [activityLink(activity)],
    });
  }
  const slots = slotText(ctx, 1);
  if (slots) parts.push({ core: true, text: `You're free ${slots}, a good moment to book it.` });
  const note = meetingNote(pick, seed);
  if (note && archetype) parts.push({ text: `A tip for meeting ${withArticle(archetype)}: ${note}` });
  const second = bestColleague(facts.connections, facts.now, pick);
  if (second) parts.push({ text: `Next on my list: ${second.name} (${second.strength}% match${second.sharedInterests[0] ? `, you both enjoy ${second.sharedInterests[0].toLowerCase()}` : ''}).` });
  return parts;
}

/** One practical line per trait and band for the member's own preparation. */
const PREP_TIPS: Record<'conscientiousness' | 'extraversion' | 'agreeablenessVsAnger' | 'emotionality', Record<'high' | 'medium' | 'low', string>> = {
  conscientiousness: {
    high: 'write down the two decisions you need and leave room for the unplanned',
    medium: 'jot down the one outcome that would make the meeting worth it',
    low: 'write three bullet points now, so you are not relying on memory',
  },
  extraversion: {
    high: 'plan a question to ask before you share your own view, so others get airtime',
    medium: 'decide whether you are there mainly to listen or to lead',
    low: 'prepare the one point you most want heard and say it early',
  },
  agreeablenessVsAnger: {
    high: 'note the one thing you will not concede, so agreement does not come too easily',
    medium: 'decide where you can give and where you will hold firm',
    low: 'pair each challenge with a question such as "What am I missing?"',
  },
  emotionality: {
    high: 'decide what support or information would put you at ease, and ask for it beforehand',
    medium: 'give yourself five quiet minutes before it starts',
    low: 'ask how others feel about the topic, not only what they think',
  },
};

function meeting(ctx: AskContext): Part[] {
  const { facts, seed } = ctx;
  const parts: Part[] = [];
  const order = TOPIC_TRAITS.meeting;
  const asked = facts.calendar.connected ? eventAskedAbout(ctx) : {};
  const event = asked.event;
  if (event) {
    const colleague = colleagueAt(event, facts.connections) ?? namedConnection(ctx.question, facts.connections);
    parts.push({ core: true, text: `Your ${event.title} is ${formatWhen(event.start, facts.timeZone, facts.now)}.`, links: [eventLink(event)] });
    const tip = colleague ? colleagueTip(colleague, seed) : null;
    if (colleague && tip) parts.push({ core: true, text: tip, links: [quickConnectLink(colleague)] });
  } else if (!facts.calendar.connected) {
    if (OWN_EVENT.test(ctx.text)) {
      parts.push({ core: true, text: "I can't see your calendar, so I don't know which meeting it is; connect Google Calendar or Outlook in Settings and I can prepare you for the exact one." });
    }
  } else if (asked.missing) {
    parts.push({ core: true, text: `I don't see ${asked.missing} in your calendar for the next 7 days, so here is how I'd prepare for any.` });
  }
  const traits = facts.member.traits;
  if (traits) {
    const key = relevantTrait(traits, order) as keyof typeof PREP_TIPS;
    parts.push({ core: true, text: `With your ${traitAt(traits, key)}, ${TRAIT_CLAUSES[key][traitBand(traits[key])]}: ${PREP_TIPS[key][traitBand(traits[key])]}.` });
    const second = distinctiveTraits(traits, order).find((k) => k !== key) as keyof typeof PREP_TIPS | undefined;
    if (second) parts.push({ text: `With ${traitAt(traits, second)} as well, ${PREP_TIPS[second][traitBand(traits[second])]}.` });
  } else {
    parts.push({ core: true, text: memberReason(facts, order) });
  }
  const oneToOne = /\b(1:1|1-on-1|one[- ]on[- ]one|one[- ]to[- ]one|quick connect|first chat|coffee)\b/.test(ctx.text) || event?.kind === 'quick-connect';
  const resource = oneToOne
    ? resourceById('first-one-to-one-questions')!
    : (searchResources(`meeting conversation ${topicWords(ctx.text)}`)[0]?.item ?? resourceById('better-conversation')!);
  parts.push({ core: true, text: `${resource.title} (${resource.source}) is worth a look first: ${uncapitalise(firstSentence(resource.description))}`, links: [resourceLink(resource)] });
  const activity = pickActivities(ctx, oneToOne ? 'one-to-one check in questions' : 'meeting reset check in', { categories: ['Check-in'], count: 1 }).picks[0];
  if (activity) parts.push({ text: `To open it, ${activity.title} (${activity.time}) warms people up.`, links: [activityLink(activity)] });
  return parts;
}

/**
 * The library's guide for a hard conversation: by what the question is about (listening, feedback, saying no, a
 * team), else by how the member tends to disagree (Agreeableness): the direct get a structure, the accommodating a
 * case for candour.
 */
function conflictResourceId(ctx: AskContext, teamWide: boolean): string {
  const t = ctx.text;
  if (teamWide) return 'working-agreements-play';
  if (/\b(interrupt\w*|listen\w*|talks over|ignor\w*)\b/.test(t)) return 'listen-better';
  if (/\b(say no|saying no|push ?back|stand my ground|candou?r|honest)\b/.test(t)) return 'radical-candor';
  if (/\b(feedback|criticis\w*|criticiz\w*|credit)\b/.test(t)) return 'feedback-equation';
  const traits = ctx.facts.member.traits;
  const band = traits ? traitBand(traits.agreeablenessVsAnger) : 'medium';
  return band === 'high' ? 'radical-candor' : band === 'low' ? 'feedback-equation' : 'better-conversation';
}

function conflict(ctx: AskContext): Part[] {
  const { facts, seed } = ctx;
  const parts: Part[] = [];
  const order = TOPIC_TRAITS.conflict;
  const named = namedConnection(ctx.question, facts.connections);
  const strangers = strangersNamed(ctx.question, facts);
  const traits = facts.member.traits;
  const teamWide = /\b(team|everyone|group|reorg|department|we|us)\b/.test(ctx.text) && !named;
  const approach = teamWide
    ? 'Bring it into the open together: name the tension without blaming anyone, ask each person what they need, and agree how you will work and disagree from now on.'
    : 'Talk to them privately and soon: describe the situation, the behaviour and its impact on you, then ask how they see it.';
  parts.push({ core: true, text: approach });
  if (traits) {
    const band = traitBand(traits.agreeablenessVsAnger);
    const advice =
      band === 'high'
        ? 'so your instinct may be to smooth it over; name the issue plainly once, with "I see it differently"'
        : band === 'low'
          ? 'so you will be clear; pair the challenge with a question such as "What am I missing?" to keep it a conversation'
          : 'so decide beforehand what you will hold firm on and where you can give';
    parts.push({ core: true, text: `With your ${traitAt(traits, 'agreeablenessVsAnger')}, ${TRAIT_CLAUSES.agreeablenessVsAnger[band]}, ${advice}.` });
    if (traitBand(traits.emotionality) === 'high') parts.push({ text: `Your ${traitAt(traits, 'emotionality')} means this may weigh on you: write down what you want to say first.` });
  } else {
    parts.push({ core: true, text: memberReason(facts, order) });
  }
  const tip = named ? colleagueTip(named, seed) : null;
  if (named && tip) {
    parts.push({ core: true, text: tip, links: [quickConnectLink(named)] });
  } else if (strangers.length > 0) {
    parts.push({ text: `${strangers[0]} isn't among your connections, so I can't say anything about them; the approach works with anyone.` });
  }
  const resource = resourceById(conflictResourceId(ctx, teamWide))!;
  parts.push({
    core: true,
    text: `${variant(['Before you talk, read', 'Worth reading first:', 'A good guide for it:'], seed, 3)} ${resource.title} by ${resource.source}, ${uncapitalise(firstSentence(resource.description))}`,
    links: [resourceLink(resource)],
  });
  const activity = pickActivities(
    ctx,
    teamWide ? 'trust team agree how we work' : /\b(interrupt\w*|listen\w*)\b/.test(ctx.text) ? 'listening triads listen' : 'feedback practice situation behavior impact',
    { categories: teamWide ? ['Team Building'] : ['Feedback', 'Communication'], count: 1 },
  ).picks[0];
  if (activity) parts.push({ core: true, text: `To practise, ${activity.title} (${activity.time}) helps: ${uncapitalise(firstSentence(activity.overview))}`, links: [activityLink(activity)] });
  if (traits) parts.push({ text: `One more for you: ${uncapitalise(recommendationFor(ctx, 'agreeablenessVsAnger', 'disagree challenge'))}` });
  return parts;
}

function team(ctx: AskContext): Part[] {
  const { facts } = ctx;
  const parts: Part[] = [];
  const order = TOPIC_TRAITS.team;
  const page = facts.page.pageContext;
  const subject = (page?.type === 'activity' ? activityNamedIn(page.title) : undefined) ?? activityNamedIn(ctx.question);
  if (subject) {
    const done = completedIds(facts).has(subject.id);
    parts.push({ core: true, text: `${subject.title} takes ${subject.time} (${subject.category}): ${uncapitalise(firstSentence(subject.overview))}`, links: [activityLink(subject)] });
    parts.push({ core: true, text: activityWhy(ctx, subject, order) });
    if (ctx.duration && subject.minutes > ctx.duration.maxMinutes) {
      const shorter = pickActivities(ctx, `${subject.category} ${subject.title}`, { categories: [subject.category], count: 1, exclude: new Set([subject.id]) }).picks[0];
      if (shorter) parts.push({ core: true, text: `It's longer than ${ctx.duration.said}; ${shorter.title} (${shorter.time}) fits instead.`, links: [activityLink(shorter)] });
    } else if (done) {
      parts.push({ core: true, text: "You've done it before, so try a variation: swap the questions or the pairs." });
    }
    if (subject.reason) parts.push({ text: `Why it works: ${uncapitalise(subject.reason)}` });
    parts.push({ text: 'The activities page has the full directions.', links: [activitiesPageLink] });
    return parts;
  }
  if (/\b(have i|i've|did i) (already )?(done|completed|finished|tried)\b/.test(ctx.text)) {
    const done = facts.activities.completed.map((c) => ACTIVITY_BY_ID.get(c.activityId)?.title).filter((t): t is string => Boolean(t));
    const unique = [...new Set(done)];
    parts.push({
      core: true,
      text: unique.length
        ? `You've marked ${unique.length} ${unique.length === 1 ? 'activity' : 'activities'} as done: ${listOf(unique.slice(0, 5))}${unique.length > 5 ? ' and more' : ''}.`
        : "You haven't marked any activity as done yet; use Mark as done on an activity's page after you run it.",
    });
  }
  const words = topicWords(ctx.text, /\b(building|bonding|icebreaker|icebreakers|fun|game|games|already|done|completed|finished|tried|have|i've|did)\b/g);
  const icebreaker = /\b(icebreaker|ice breaker|ice-breaker|warm-?up|get to know|new team|new joiner|new starter)\b/.test(ctx.text);
  const categories = icebreaker ? ['Connection', 'Team Building'] : /\b(check.?in|stand-?up)\b/.test(ctx.text) ? ['Check-in'] : /\b(feedback|retro)\b/.test(ctx.text) ? ['Feedback'] : /\b(thank|recogni|appreciat|celebrat)/.test(ctx.text) ? ['Recognition'] : ['Team Building', 'Connection'];
  const pick = pickActivities(ctx, `${words} ${icebreaker ? 'get to know icebreaker' : ''}`, { categories, count: 2 });
  const [a, b] = pick.picks;
  if (!a) return [{ core: true, text: 'The activities page lists all 46, by category.', links: [activitiesPageLink] }];
  const note = durationNote(ctx, pick);
  if (note) parts.push({ core: true, text: note });
  const within = ctx.duration && !pick.tooLong ? `, within your ${ctx.duration.maxMinutes} minutes` : '';
  parts.push({
    core: true,
    text: `${variant([`Try ${a.title}`, `Go for ${a.title}`, `${a.title} works well`], ctx.seed, 4)} (${a.time}${within}): ${uncapitalise(firstSentence(a.overview))}`,
    links: [activityLink(a)],
  });
  parts.push({ core: true, text: activityWhy(ctx, a, order) });
  if (b) parts.push({ text: `Another good one: ${b.title} (${b.time}), ${uncapitalise(firstSentence(b.overview))}`, links: [activityLink(b)] });
  if (facts.team.size > 1) {
    const kinds = Object.keys(facts.team.archetypeCounts).length;
    if (kinds > 1) parts.push({ text: `${facts.organization?.name ?? 'Your organisation'} has ${kinds} archetypes among ${facts.team.size} people, so a format where everyone speaks in turn works well.` });
  }
  parts.push({ core: true, text: 'More ideas are on the activities page.', links: [activitiesPageLink] });
  return parts;
}

function traitNamedIn(text: string): TraitKey | undefined {
  const t = text.toLowerCase();
  if (/\bhonesty|humility\b/.test(t)) return 'honestyHumility';
  if (/\bemotionality|emotional\b/.test(t)) return 'emotionality';
  if (/\bextraversion|extroversion|introvert\w*|extravert\w*|extrovert\w*\b/.test(t)) return 'extraversion';
  if (/\bagreeableness|agreeable\b/.test(t)) return 'agreeablenessVsAnger';
  if (/\bconscientiousness|conscientious\b/.test(t)) return 'conscientiousness';
  if (/\bopenness\b/.test(t)) return 'opennessToExperience';
  return undefined;
}

function self(ctx: AskContext): Part[] {
  const { facts, seed } = ctx;
  const parts: Part[] = [];
  const page = facts.page.pageContext;
  const traits = facts.member.traits;
  const trait = traitNamedIn(ctx.question) ?? (page && (page.type === 'persona-trait' || page.type === 'trait') ? traitNamedIn(`${page.title ?? ''}`) : undefined);
  const own = facts.member.archetype;
  const namedArchetype =
    (page?.type === 'archetype' ? (toArchetypeId(page.title ?? '') ?? archetypeNamedIn(page.title)?.id) : undefined) ??
    (/\b(archetype|persona|type)s?\b/.test(ctx.text) ? archetypeNamedIn(ctx.question)?.id : undefined);
  // 'Which archetype is the most curious?': the archetype whose description fits the words best.
  const searched =
    !namedArchetype && /\b(which|what) (archetype|persona|type)s?\b/.test(ctx.text)
      ? searchArchetypes(topicWords(ctx.text, /\b(archetypes?|personas?|types?|most|kind|which|likes?|loves?|people|person|colleagues?)\b/g))[0]?.item.id
      : undefined;
  const askedArchetype = namedArchetype ?? searched;
  const scaleLink = resourceLink(resourceById('hexaco-scale-descriptions')!);
  if (!traits && !own) {
    return [
      { core: true, text: "You haven't completed your personality profile yet, so I have no traits or archetype to describe." },
      { core: true, text: 'The HEXACO-PI-R Scale Descriptions explain the six traits in the meantime.', links: [scaleLink] },
    ];
  }
  if (trait && traits) {
    const band = traitBand(traits[trait]);
    parts.push({ core: true, text: `Your ${TRAIT_NAMES[trait]} is ${Math.round(traits[trait])}% (${band}). ${TRAITS[trait].bands[band]}`, links: [scaleLink] });
    parts.push({ core: true, text: `One thing to try: ${uncapitalise(recommendationsFor(trait, traits[trait])[seed % 3]!)}` });
    parts.push({ text: `${TRAIT_NAMES[trait]} covers ${listOf(TRAITS[trait].facets.map((f) => f.name.toLowerCase()))}.` });
    return parts;
  }
  if (askedArchetype && (askedArchetype !== own || searched)) {
    const entry = ARCHETYPE_CATALOGUE[askedArchetype];
    const name = archetypeDisplayName(askedArchetype).replace(/^The /, '');
    parts.push({ core: true, text: `${searched ? `That sounds like ${archetypeDisplayName(askedArchetype)}${askedArchetype === own ? ', your own archetype' : ''}. ` : ''}${entry.summary}` });
    parts.push({ core: true, text: `Meeting one: ${uncapitalise(entry.meeting_notes[seed % entry.meeting_notes.length]!)}` });
    const ownWord = archetypeWord(facts);
    if (askedArchetype === own && traits) {
      const [k1, k2] = distinctiveTraits(traits);
      parts.push({ core: true, text: `In you it shows as ${traitAt(traits, k1!)} and ${traitAt(traits, k2!)}.` });
    } else if (ownWord && traits) {
      // Where the member is furthest from that archetype's centre in trait space.
      const centre = ARCHETYPE_PROTOTYPES[askedArchetype];
      const key = [...TRAIT_KEYS].sort((a, b) => Math.abs(traits[b] - centre[b]) - Math.abs(traits[a] - centre[a]))[0]!;
      parts.push({
        core: true,
        text: `You're ${withArticle(ownWord)}; the biggest difference is ${TRAIT_NAMES[key]}: you're at ${Math.round(traits[key])}% (${traitBand(traits[key])}), where ${entry.plural_name.toLowerCase()} centre on ${centre[key]}%, so expect them to score ${traits[key] > centre[key] ? 'lower' : 'higher'} than you there.`,
      });
    } else if (ownWord) {
      parts.push({ core: true, text: `You're ${withArticle(ownWord)}, so compare how you and ${entry.plural_name.toLowerCase()} like to work.` });
    }
    const theirs = facts.connections.filter((c) => c.archetype === askedArchetype).slice(0, 2);
    parts.push(
      theirs.length > 0
        ? {
            core: true,
            text: `Among your connections, ${listOf(theirs.map((c) => c.name))} ${theirs.length > 1 ? `are ${entry.plural_name}` : `is ${withArticle(name)}`}.`,
            links: theirs.map((c) => quickConnectLink(c)),
          }
        : { text: `None of your connections is ${withArticle(name)} yet.` },
    );
    return parts;
  }
  const word = archetypeWord(facts);
  if (word && own) {
    const entry = ARCHETYPE_CATALOGUE[own];
    parts.push({ core: true, text: `You're ${withArticle(word)}: ${uncapitalise(entry.summary)}` });
  }
  if (traits) {
    const [k1, k2] = distinctiveTraits(traits);
    parts.push({ core: true, text: `What stands out: ${traitAt(traits, k1!)} and ${traitAt(traits, k2!)}; ${TRAIT_CLAUSES[k1!][traitBand(traits[k1!])]}, and ${TRAIT_CLAUSES[k2!][traitBand(traits[k2!])]}.` });
    parts.push({ core: true, text: `To grow: ${uncapitalise(recommendationsFor(k1!, traits[k1!])[seed % 3]!)}`, links: [scaleLink] });
  }
  if (own) {
    const strengths = ARCHETYPE_CATALOGUE[own].descriptions.find((d) => d.title === 'Strengths');
    const watch = ARCHETYPE_CATALOGUE[own].descriptions.find((d) => d.title === 'Watch out for');
    if (/\b(weakness|weaknesses|blind spot|blind spots|watch out)\b/.test(ctx.text) && watch) parts.push({ core: true, text: `Watch out for: ${uncapitalise(firstSentence(watch.text))}` });
    else if (strengths) parts.push({ text: `Your strengths: ${uncapitalise(firstSentence(strengths.text))}` });
  }
  const activity = pickActivities(ctx, 'personality strengths how you work user manual', { categories: ['Communication'], count: 1 }).picks[0];
  if (activity) parts.push({ text: `${activity.title} (${activity.time}) is a good way to share this with your team.`, links: [activityLink(activity)] });
  return parts;
}

/** The part of the week a question asks about: a day ('today', 'tomorrow') and maybe a half of it. */
function periodAsked(ctx: AskContext): { day: string; label: string; from: number; to: number } | null {
  const { facts, text } = ctx;
  const half = /\bafternoon\b/.test(text) ? { from: 12, to: 24, part: ' afternoon' } : /\bmorning\b/.test(text) ? { from: 0, to: 12, part: ' morning' } : { from: 0, to: 24, part: '' };
  if (/\btomorrow\b/.test(text)) return { day: dayKey(new Date(facts.now.getTime() + 86_400_000), facts.timeZone), label: `tomorrow${half.part}`, from: half.from, to: half.to };
  if (/\b(today|tonight|this afternoon|this morning|later)\b/.test(text)) {
    return { day: dayKey(facts.now, facts.timeZone), label: half.part ? `this${half.part}` : 'today', from: half.from, to: half.to };
  }
  return null;
}

function schedule(ctx: AskContext): Part[] {
  const { facts } = ctx;
  const parts: Part[] = [];
  const named = namedConnection(ctx.question, facts.connections);
  const colleague = named ?? bestColleague(facts.connections, facts.now, undefined, ctx.text);
  const strangers = named ? [] : strangersNamed(ctx.question, facts);
  if (strangers.length > 0) {
    parts.push({ core: true, text: `I can't find ${strangers[0]} among your connections, so I can't suggest a time with them.` });
  }
  if (/\b(can you|could you|please|for me)\b/.test(ctx.text) && /\b(book|schedule|set up|arrange|organi[sz]e)\b/.test(ctx.text)) {
    parts.push({
      core: true,
      text: colleague
        ? `I can't book it myself, but Quick Connect with ${colleague.firstName} finds a time that suits you both and sends the invitation.`
        : "I can't book it myself, but Quick Connect finds a time that suits you both and sends the invitation.",
      links: [quickConnectLink(colleague)],
    });
  }
  if (!facts.calendar.connected) {
    parts.push({ core: true, text: "Connect Google Calendar or Outlook in Settings and I'll read your events and free times." });
    if (colleague) {
      parts.push({ core: true, text: `Meanwhile, Quick Connect can still suggest times to meet ${colleague.name}, your ${colleague.strength}% match.`, links: [quickConnectLink(colleague)] });
    } else {
      parts.push({ core: true, text: 'Meanwhile, Quick Connect can still suggest times for a one-to-one.', links: [quickConnectLink()] });
    }
    const traits = facts.member.traits;
    parts.push({
      core: true,
      text: traits ? `${traitReason(traits, relevantTrait(traits, TOPIC_TRAITS.schedule))}, so seeing your week in one place will help.` : memberReason(facts, TOPIC_TRAITS.schedule),
    });
    return parts;
  }
  const zone = facts.timeZone;
  const period = periodAsked(ctx);
  // Within the day asked about, the time alone; otherwise the day too.
  const when = (e: { start: string }) => (period && inPeriodDay(e.start) ? `at ${timeLabel(new Date(e.start), zone)}` : formatWhen(e.start, zone, facts.now));
  function inPeriodDay(iso: string) {
    return period !== null && dayKey(new Date(iso), zone) === period.day;
  }
  const inPeriod = (iso: string) => {
    if (!period) return true;
    const instant = new Date(iso);
    const hour = localHour(instant, zone);
    return dayKey(instant, zone) === period.day && hour >= period.from && hour < period.to;
  };
  const upcoming = facts.calendar.upcoming;
  const literalNext = /\bnext (event|meeting|thing)\b|what'?s next/.test(ctx.text);
  // Each recurring event once, and lunch or focus time only when asked for the very next thing.
  const seen = new Set<string>();
  const worth = upcoming.filter((e) => {
    if (!inPeriod(e.start) || (!literalNext && !isMeetingLike(e)) || seen.has(e.title)) return false;
    seen.add(e.title);
    return true;
  });
  const shown = worth.slice(0, ctx.chatMode === 'popup' ? 2 : 3);
  const busyCount = upcoming.filter((e) => inPeriod(e.start)).length;
  if (shown.length === 0) {
    const next = upcoming.find(isMeetingLike) ?? upcoming[0];
    parts.push({
      core: true,
      text: `${period ? `Nothing is booked ${period.label}` : 'Nothing is booked in the next 7 days'}${next && period ? `; your next event is ${next.title} ${when(next)}` : ''}.`,
      links: [eventLink(period ? next : undefined)],
    });
  } else {
    const [next, ...rest] = shown;
    const lead = period ? `${period.label.charAt(0).toUpperCase()}${period.label.slice(1)} you have` : 'Next up:';
    const at = (e: EventFact) => (period ? `${e.title} ${when(e)}` : `${e.title}, ${when(e)}`);
    parts.push({
      core: true,
      text: `${lead} ${at(next!)}${rest.length ? `; then ${listOf(rest.map(at))}` : ''}.`,
      links: [eventLink(next)],
    });
    if (busyCount > shown.length) parts.push({ text: `That's ${busyCount} calendar entries ${period ? period.label : 'in the next 7 days'}, counting lunch and focus time.` });
  }
  const periodSlots = facts.calendar.freeSlots.filter((slot) => inPeriod(slot.start));
  const slots = slotText({ ...ctx, facts: { ...facts, calendar: { ...facts.calendar, freeSlots: periodSlots.length ? periodSlots : facts.calendar.freeSlots } } }, 2);
  if (slots) {
    // The free times are the first few the calendar found, not all of them: none in the period proves nothing.
    parts.push({ core: true, text: period && periodSlots.length === 0 ? `The first free times I can see are ${slots}.` : `You're free ${slots}.` });
    if (colleague) parts.push({ core: true, text: `That's a good time for a Quick Connect with ${colleague.name} (${colleague.strength}% match).`, links: [quickConnectLink(colleague)] });
  } else {
    parts.push({ core: true, text: "I don't see a free 30-minute slot in your working hours over the next days." });
    if (colleague) parts.push({ core: true, text: `Quick Connect can look further ahead for a time with ${colleague.name}.`, links: [quickConnectLink(colleague)] });
  }
  const traits = facts.member.traits;
  if (traits) {
    const key = relevantTrait(traits, TOPIC_TRAITS.schedule);
    const band = traitBand(traits[key]);
    const tail =
      key === 'conscientiousness'
        ? band === 'low' ? 'book it now rather than later' : 'protect that slot before it fills up'
        : key === 'extraversion'
          ? band === 'low' ? 'keep one of those slots free to recharge' : 'use one of those slots to catch up with someone'
          : 'leave some breathing room between meetings';
    parts.push({ core: true, text: `${traitReason(traits, key)}, so ${tail}.` });
  } else {
    parts.push({ core: true, text: memberReason(facts, TOPIC_TRAITS.schedule) });
  }
  return parts;
}

/**
 * A resource for each trait and band, when a question names no topic: what helps someone with that score most.
 * Home's Smart Recommendations pick from it too (the advisor's index exports it).
 */
export const RESOURCE_FOR_TRAIT: Readonly<Record<TraitKey, Readonly<Record<TraitBand, string>>>> = {
  honestyHumility: { high: 'psychological-safety-and-learning', medium: 'first-one-to-one-questions', low: 'radical-candor' },
  emotionality: { high: 'forget-the-pecking-order', medium: 'better-conversation', low: 'listen-better' },
  extraversion: { high: 'listen-better', medium: 'better-conversation', low: 'power-of-introverts' },
  agreeablenessVsAnger: { high: 'radical-candor', medium: 'feedback-equation', low: 'feedback-equation' },
  conscientiousness: { high: 'working-agreements-play', medium: 'retrospectives-play', low: 'my-user-manual-play' },
  opennessToExperience: { high: 'strangers-into-a-team', medium: 'understand-team-effectiveness', low: 'health-monitor-play' },
};

/** The trait each of those resources speaks to, and for which bands. */
const RESOURCE_TRAITS: ReadonlyMap<string, ReadonlyArray<{ trait: TraitKey; band: TraitBand }>> = (() => {
  const map = new Map<string, Array<{ trait: TraitKey; band: TraitBand }>>();
  for (const trait of Object.keys(RESOURCE_FOR_TRAIT) as TraitKey[]) {
    for (const band of ['high', 'medium', 'low'] as const) {
      const id = RESOURCE_FOR_TRAIT[trait][band];
      map.set(id, [...(map.get(id) ?? []), { trait, band }]);
    }
  }
  return map;
})();

/** Why a resource fits: a trait of the member's it was chosen for (their band), or the opposite band's (working with others). */
function resourceReason(traits: TraitScores, id: string): string | null {
  const entries = RESOURCE_TRAITS.get(id) ?? [];
  const own = entries.filter((e) => traitBand(traits[e.trait]) === e.band).sort((a, b) => Math.abs(traits[b.trait] - 50) - Math.abs(traits[a.trait] - 50))[0];
  if (own) return `${traitReason(traits, own.trait)}, so this one speaks directly to how you work.`;
  // Introverts and extraverts working together is the one opposite worth naming.
  const opposite = entries.find(
    (e) => e.trait === 'extraversion' && e.band !== 'medium' && traitBand(traits[e.trait]) !== 'medium' && traitBand(traits[e.trait]) !== e.band,
  );
  if (opposite) return `${traitReason(traits, opposite.trait)}, and this one helps you work with colleagues who score the other way.`;
  return null;
}

function resource(ctx: AskContext): Part[] {
  const { facts } = ctx;
  const parts: Part[] = [];
  const order = TOPIC_TRAITS.resource;
  const traits = facts.member.traits;
  const page = facts.page.pageContext;
  const type = /\b(video|videos|watch|talk|ted)\b/.test(ctx.text) ? 'video' : /\b(article|articles|blog|post)\b/.test(ctx.text) ? 'article' : null;
  const subject = (page?.type === 'resource' ? resourceNamedIn(page.title) : undefined) ?? resourceNamedIn(ctx.question);
  let chosen: Resource | undefined = subject;
  let why: string | null = null;
  if (!chosen) {
    const words = topicWords(ctx.text, /\b(today|watch|learn|more|material|materials|podcast|document|guide|paper|books?)\b/g);
    const hits = words ? searchResources(words).filter((hit) => !type || hit.item.type === type) : [];
    chosen = hits[0]?.item;
  }
  if (!chosen && traits) {
    for (const key of distinctiveTraits(traits, order)) {
      const candidate = resourceById(RESOURCE_FOR_TRAIT[key][traitBand(traits[key])]);
      if (candidate && (!type || candidate.type === type)) {
        chosen = candidate;
        why = `${traitReason(traits, key)}, which is why I picked it for you.`;
        break;
      }
    }
  }
  chosen ??= RESOURCES.find((r) => !type || r.type === type) ?? RESOURCES[0]!;
  parts.push({
    core: true,
    text: `${chosen.type === 'video' ? 'Watch' : 'Read'} ${chosen.title} by ${chosen.source}: ${uncapitalise(firstSentence(chosen.description))}`,
    links: [resourceLink(chosen)],
  });
  if (!why) {
    const related = traits ? resourceReason(traits, chosen.id) : null;
    if (related) {
      why = related;
    } else if (traits) {
      why = `${traitReason(traits, relevantTrait(traits, order))}, so it should speak to you.`;
    } else {
      why = memberReason(facts, order);
    }
  }
  parts.push({ core: true, text: why });
  const related = searchResources(`${chosen.title} ${chosen.description}`).find((hit) => hit.item.id !== chosen.id && (!type || hit.item.type === type))?.item;
  if (related) parts.push({ text: `If you want more: ${related.title} (${related.source}).`, links: [resourceLink(related)] });
  parts.push({ text: 'The whole library is on the resources page.', links: [libraryLink] });
  return parts;
}

/**
 * Self-care that fits how the member handles pressure (Emotionality): the first two for the high band are the
 * trait recommendations' own; the rest are written for looking after oneself rather than others.
 */
const SELF_CARE: Record<TraitBand, readonly [string, string]> = {
  high: [
    'When worry builds, write down what is in your control and take one small step on it.',
    'Before a stressful event, decide what support would help and ask for it in advance.',
  ],
  medium: [
    'Notice what recharges you under pressure, and protect time for it in busy weeks.',
    'End the day by writing down the one thing that went well; it keeps a hard week in proportion.',
  ],
  low: [
    'Check in with yourself once a day (energy, sleep, mood): a calm surface can hide a heavy load.',
    'Block one short break a day in your calendar and treat it like a meeting.',
  ],
};

function wellbeing(ctx: AskContext): Part[] {
  const { facts, seed } = ctx;
  const parts: Part[] = [];
  const traits = facts.member.traits;
  const lonely = /\b(lonely|isolated|alone|disconnected|left out)\b/.test(ctx.text);
  const friend = facts.connections.find((c) => c.sharedInterests.length > 0) ?? facts.connections[0];
  if (lonely && friend) {
    parts.push({
      core: true,
      text: `Reach out to ${friend.name}${friend.sharedInterests[0] ? `: you both enjoy ${friend.sharedInterests[0].toLowerCase()}` : `, your ${friend.strength}% match`}, and a short Quick Connect is an easy start.`,
      links: [quickConnectLink(friend)],
    });
  }
  if (traits) {
    const band = traitBand(traits.emotionality);
    const framing =
      band === 'high'
        ? 'so pressure can weigh on you more; that is a signal to act on, not a flaw'
        : band === 'low'
          ? 'so you may notice stress late; check in with yourself before it builds'
          : 'so a small routine usually keeps stress in proportion';
    parts.push({ core: true, text: `With your ${traitAt(traits, 'emotionality')}, ${TRAIT_CLAUSES.emotionality[band]}, ${framing}.` });
    parts.push({ core: true, text: `Try this: ${uncapitalise(SELF_CARE[band][seed % 2]!)}` });
    const x = traitBand(traits.extraversion);
    parts.push({
      text: `And with ${traitAt(traits, 'extraversion')}, ${x === 'high' ? 'time with people who lift you counts as rest too' : x === 'low' ? 'quiet time on your own is how you recharge, so protect it' : 'mix some time with people and some time alone'}.`,
    });
  } else {
    parts.push({ core: true, text: memberReason(facts, TOPIC_TRAITS.wellbeing) });
  }
  const ctxShort = { ...ctx, duration: ctx.duration ?? { maxMinutes: 20, said: '20 minutes' } };
  const activity = pickActivities(ctxShort, lonely ? 'get to know colleague talk' : 'walk talk outside anything but work', {
    categories: lonely ? ['Connection'] : ['Check-in'],
    count: 1,
    prefer: (a) => (a.walking ? 3 : 0),
  }).picks[0];
  if (activity) parts.push({ core: true, text: `A gentle reset: ${activity.title} (${activity.time}); ${uncapitalise(firstSentence(activity.overview))}`, links: [activityLink(activity)] });
  const slots = slotText(ctx, 1);
  if (slots) parts.push({ core: true, text: `You're free ${slots}: block it for a break before someone else books it.`, links: [eventLink()] });
  else if (!facts.calendar.connected) parts.push({ text: 'With a calendar connected in Settings, I could point you to free time for a break.' });
  const meetings = facts.calendar.upcoming.filter((e) => isMeetingLike(e) && !/\bstand-?up\b/i.test(e.title)).length;
  if (facts.calendar.connected && meetings >= 4) parts.push({ text: `You have ${meetings} meetings in the next 7 days besides stand-ups; is there one you could decline or shorten?` });
  if (!lonely && friend?.sharedInterests[0]) {
    parts.push({ text: `Talking helps too: you and ${friend.name} both enjoy ${friend.sharedInterests[0].toLowerCase()}.`, links: [quickConnectLink(friend)] });
  }
  return parts;
}

interface FaqEntry {
  id: string;
  pattern: RegExp;
  answer: (ctx: AskContext) => Part[];
}

const FAQ: readonly FaqEntry[] = [
  {
    id: 'calendar',
    pattern: /\b(calendar|google|outlook|microsoft|sync)\b/,
    answer: ({ facts }) => [
      {
        core: true,
        text: facts.calendar.connected
          ? 'Your calendar is already connected, so I can read your events and free times; you can change or disconnect it in Settings.'
          : 'Open Settings and connect Google Calendar or Outlook; once you consent, I can read your events and free times, and Quick Connect finds times that suit you both.',
        links: [eventLink()],
      },
    ],
  },
  {
    id: 'whats-new',
    pattern: /\b(new|release|releases|version|update|updates|changelog)\b/,
    answer: () => [
      {
        core: true,
        text: `The latest release is ${LATEST_RELEASE.version} (${LATEST_RELEASE.date}), "${LATEST_RELEASE.title}". It brought ${LATEST_RELEASE.features[0]}; ${uncapitalise(LATEST_RELEASE.features[4] ?? LATEST_RELEASE.features[1]!)}.`,
      },
      { core: true, text: `It also brought ${LATEST_RELEASE.features.find((f) => /activities/.test(f)) ?? '46 activities'}; browse them on the activities page.`, links: [activitiesPageLink] },
      { text: `And: ${LATEST_RELEASE.features.slice(1, 4).join('; ')}.` },
    ],
  },
  {
    id: 'matching',
    pattern: /\b(match|matches|matching|matched|connections?|strength)\b/,
    answer: ({ facts }) => [
      {
        core: true,
        text: `New connections are made weekly from your personality profile: you're paired with colleagues${facts.organization ? ` in ${facts.organization.name}` : ''} whose profiles are most similar to yours.`,
      },
      { core: true, text: "A connection's strength is 100 minus the average gap between your six trait scores, so 80% or more is an excellent match.", links: [quickConnectLink()] },
    ],
  },
  {
    id: 'archetype',
    pattern: /\b(archetype|archetypes|persona)\b/,
    answer: ({ facts }) => [
      {
        core: true,
        text: `Your archetype is the closest of twelve archetype profiles to your six HEXACO scores${facts.member.archetypeName ? `; yours is ${facts.member.archetypeName}` : ''}.`,
        links: [resourceLink(resourceById('hexaco-model')!)],
      },
    ],
  },
  {
    id: 'quick-connect',
    pattern: /\bquick connect\b/,
    answer: () => [
      {
        core: true,
        text: 'Quick Connect sets up a one-to-one in four steps: choose an activity, invite a colleague, pick a time (from both calendars when they are connected) and confirm.',
        links: [quickConnectLink()],
      },
    ],
  },
  {
    id: 'activities',
    pattern: /\bactivit(y|ies)\b/,
    answer: () => [{ core: true, text: 'The activities page lists all 46 activities, from 5 to 60 minutes, with directions for each; search or filter by category.', links: [activitiesPageLink] }],
  },
  {
    id: 'resources',
    pattern: /\b(resource|resources|library|articles?|videos?)\b/,
    answer: () => [{ core: true, text: 'The resources page holds articles, talks and guides on personality, feedback and teamwork; search by title or filter by type.', links: [libraryLink] }],
  },
  {
    id: 'settings',
    pattern: /\b(settings|dark mode|theme|password|notifications?|account|sign in|log in|log out)\b/,
    answer: () => [{ core: true, text: 'Account options such as your password, the theme and your calendar are in Settings, from the sidebar.' }],
  },
  {
    id: 'privacy',
    pattern: /\b(privacy|private|data|who can see)\b/,
    answer: () => [
      {
        core: true,
        text: 'I answer from your own profile, your connections, your calendar and the catalogues, and I never share another member’s scores or private details with you.'.replace('’', "'"),
      },
    ],
  },
  {
    id: 'link',
    pattern: /\b(what can you do|what do you do|who are you|what are you|how do i use|link|help)\b/,
    answer: ({ facts }) => [
      {
        core: true,
        text: "I'm Link, your workplace advisor: I can suggest who to get to know, prepare you for a meeting, pick an activity or a resource, and check your calendar for free time.",
        links: [activitiesPageLink, quickConnectLink()],
      },
      { core: true, text: `I answer from your own profile${archetypeWord(facts) ? ` (you're ${withArticle(archetypeWord(facts)!)})` : ''}, connections and calendar.` },
    ],
  },
];

function product(ctx: AskContext): Part[] {
  const { text } = ctx;
  if (/\b(when (was|did)|which (version|release)|what version)\b/.test(text)) {
    const hit = searchChanges(topicWords(text, /\b(when|was|did|version|release|added|come|came|get|new)\b/g))[0];
    if (hit) {
      return [{ core: true, text: `That came in version ${hit.item.version} (${hit.item.date}), "${hit.item.title}": ${uncapitalise(hit.item.text)}.` }];
    }
  }
  const entry = FAQ.find((f) => f.pattern.test(text)) ?? FAQ[FAQ.length - 1]!;
  return entry.answer(ctx);
}

function fallback(ctx: AskContext): Part[] {
  const { facts } = ctx;
  const parts: Part[] = [
    {
      core: true,
      text: 'I can suggest someone to get to know, prepare you for a meeting, pick an activity or a resource, or check your calendar for free time.',
    },
  ];
  const fresh = facts.connections.find((c) => !c.viewed);
  if (fresh) {
    parts.push({ core: true, text: `A good start: ${fresh.name} is a new ${fresh.strength}% match you haven't opened yet.`, links: [quickConnectLink(fresh)] });
  }
  const traits = facts.member.traits;
  const pick = pickActivities(ctx, '', { categories: ['Connection'], count: 1 }).picks[0];
  if (pick) {
    parts.push({ core: true, text: `Or try ${pick.title} (${pick.time}).`, links: [activityLink(pick)] });
    if (traits) parts.push({ core: true, text: activityWhy(ctx, pick, TOPIC_TRAITS.team) });
  }
  if (!traits) parts.push({ core: true, text: memberReason(facts, TOPIC_TRAITS.team) });
  parts.push({ text: 'Or browse the activities page.', links: [activitiesPageLink] });
  return parts;
}

const TOPICS: Record<AdvisorIntent, (ctx: AskContext) => Part[]> = {
  connect,
  meeting,
  conflict,
  team,
  self,
  schedule,
  resource,
  wellbeing,
  product,
  fallback,
};

/** The reply's parts after its opener. */
export function composeReply(ctx: AskContext, guard: GuardVerdict): Part[] {
  if (guard) return refusal(ctx, guard);
  return TOPICS[ctx.classification.intent](ctx);
}
