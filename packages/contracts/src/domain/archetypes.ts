/**
 * Archetypes: the twelve named personality types a member is shown, and how a
 * member's archetype follows from their HEXACO profile (docs/decisions.md#matching).
 *
 * Each archetype has a prototype: a point in HEXACO percent space (0-100 per
 * trait, the same scale as `TraitScores`). A member's archetype is the
 * prototype nearest to their six scores by Euclidean distance. The prototypes
 * are our own design, not published norms: each one places an archetype's
 * character on the six traits, using the HEXACO facets as the guide (for
 * example "speaks up about fairness" reads as high Honesty-Humility through its
 * Fairness and Sincerity facets). A prototype is a centre, not a requirement:
 * nobody needs to match one exactly, and most people sit between several.
 *
 * The catalogue text (summaries, descriptions, illustrations) lives with the
 * persona feature; this module holds only what the server and the client both
 * need to agree on.
 */
import * as z from 'zod/mini';
import '../zod-locale.ts';
import { TRAIT_KEYS, clampScore } from './hexaco.ts';
import type { TraitScores } from './hexaco.ts';

/** The twelve archetype ids, spelled as the profile API stores them (docs/product.md#what-it-keeps). */
export const ARCHETYPE_IDS = [
  'the advocate',
  'the promoter',
  'the spark',
  'the rock',
  'the storyteller',
  'the thinker',
  'the caregiver',
  'the individualist',
  'the organizer',
  'the dreamer',
  'the explorer',
  'the traditionalist',
] as const;
export type ArchetypeId = (typeof ARCHETYPE_IDS)[number];

export const archetypeIdSchema = z.enum(ARCHETYPE_IDS);

/** The archetype a profile shows when it has none (docs/product.md#what-it-keeps, "Mapped profile"). */
export const DEFAULT_ARCHETYPE_ID: ArchetypeId = 'the organizer';

/**
 * Prototypes in HEXACO percent space. Traits in HEXACO order:
 * H Honesty-Humility, E Emotionality, X Extraversion, A Agreeableness,
 * C Conscientiousness, O Openness to Experience. 50 is the middle of the scale.
 *
 * Values are multiples of 5: they express a direction and a rough strength,
 * not a measurement. Each prototype sits about as far from the middle of the
 * scale as the others (a prototype close to the middle would claim most
 * ordinary profiles), so that simulated profiles scattered around the middle
 * spread over all twelve archetypes with none left rare. Any two prototypes
 * are at least 25 points apart. The tests check both properties.
 */
export const ARCHETYPE_PROTOTYPES: Record<ArchetypeId, TraitScores> = {
  // Speaks up for people and for what is fair. High H (Fairness, Sincerity);
  // above-middle E (feels colleagues' concerns); X high enough to raise an
  // issue in the room (Social Boldness); A below middle because an advocate
  // will push back rather than smooth things over; C and O moderately high.
  'the advocate': {
    honestyHumility: 80,
    emotionality: 60,
    extraversion: 65,
    agreeablenessVsAnger: 35,
    conscientiousness: 60,
    opennessToExperience: 65,
  },
  // Champions ideas and people, comfortable being visible. Very high X
  // (Social Self-Esteem, Social Boldness); H below middle, read as ease with
  // self-promotion (low Modesty), not as dishonesty; E below middle
  // (unflustered when pitching); A, C and O near the middle.
  'the promoter': {
    honestyHumility: 30,
    emotionality: 40,
    extraversion: 90,
    agreeablenessVsAnger: 60,
    conscientiousness: 55,
    opennessToExperience: 55,
  },
  // Lively starter of new things. High X (Liveliness) and high O (Creativity);
  // low C, read as spontaneity rather than careful planning (low Prudence);
  // A slightly above middle (easy-going); H and E near the middle.
  'the spark': {
    honestyHumility: 50,
    emotionality: 45,
    extraversion: 75,
    agreeablenessVsAnger: 60,
    conscientiousness: 30,
    opennessToExperience: 70,
  },
  // Calm and dependable under pressure. Low E (little Anxiety or
  // Fearfulness); high A (Patience, Gentleness) and high C (Diligence);
  // H above middle; X and O a little below middle (steady rather than novel).
  'the rock': {
    honestyHumility: 65,
    emotionality: 30,
    extraversion: 45,
    agreeablenessVsAnger: 75,
    conscientiousness: 70,
    opennessToExperience: 40,
  },
  // Connects people through stories and shared experience. High X
  // (Sociability) and high O (Aesthetic Appreciation, Creativity); E above
  // middle (Sentimentality gives stories their warmth); A above middle;
  // C below middle (follows the conversation more than the agenda); H near
  // the middle.
  'the storyteller': {
    honestyHumility: 55,
    emotionality: 70,
    extraversion: 75,
    agreeablenessVsAnger: 65,
    conscientiousness: 40,
    opennessToExperience: 70,
  },
  // Reflective and analytical. High O (Inquisitiveness) with high C
  // (Perfectionism, Prudence: thinks things through); low X (prefers depth
  // to airtime); E below middle (detached when weighing evidence); H a little
  // above middle; A in the middle.
  'the thinker': {
    honestyHumility: 60,
    emotionality: 35,
    extraversion: 30,
    agreeablenessVsAnger: 50,
    conscientiousness: 70,
    opennessToExperience: 75,
  },
  // Notices and looks after people. High E (Sentimentality, the empathy side
  // of Emotionality) and high A (Forgiveness, Patience); high H (Sincerity);
  // C above middle (follows through on help offered); X and O near the middle.
  'the caregiver': {
    honestyHumility: 75,
    emotionality: 70,
    extraversion: 55,
    agreeablenessVsAnger: 75,
    conscientiousness: 60,
    opennessToExperience: 45,
  },
  // Independent and unconventional. High O (Unconventionality, Creativity);
  // low A (direct, keeps their own view: low Flexibility); X below
  // middle (self-sufficient); C below middle (own way over set process);
  // E below middle (little Dependence); H in the middle.
  'the individualist': {
    honestyHumility: 50,
    emotionality: 35,
    extraversion: 35,
    agreeablenessVsAnger: 30,
    conscientiousness: 40,
    opennessToExperience: 85,
  },
  // Brings structure and follow-through. Very high C (Organization,
  // Diligence); H above middle (fair process); O below middle (prefers a
  // known method); E, X and A near the middle.
  'the organizer': {
    honestyHumility: 65,
    emotionality: 45,
    extraversion: 55,
    agreeablenessVsAnger: 55,
    conscientiousness: 85,
    opennessToExperience: 40,
  },
  // Imaginative and idealistic. Very high O (Creativity, Aesthetic
  // Appreciation); high E (Sentimentality); low C (ideas before plans);
  // X below middle (an inner world more than a stage); H and A above middle.
  'the dreamer': {
    honestyHumility: 60,
    emotionality: 65,
    extraversion: 35,
    agreeablenessVsAnger: 60,
    conscientiousness: 35,
    opennessToExperience: 85,
  },
  // Curious and bold about the unfamiliar. Very high O (Inquisitiveness);
  // low E (little Fearfulness, comfortable with risk); high X (Social
  // Boldness); H, A and C near the middle.
  'the explorer': {
    honestyHumility: 45,
    emotionality: 30,
    extraversion: 65,
    agreeablenessVsAnger: 50,
    conscientiousness: 45,
    opennessToExperience: 80,
  },
  // Values proven ways, loyalty and reliability. Low O (prefers the familiar
  // to the unconventional); high C (Prudence, Diligence) and high H
  // (Fairness, Sincerity); A above middle; E in the middle; X below middle.
  'the traditionalist': {
    honestyHumility: 70,
    emotionality: 50,
    extraversion: 40,
    agreeablenessVsAnger: 60,
    conscientiousness: 75,
    opennessToExperience: 20,
  },
};

export function isArchetypeId(value: unknown): value is ArchetypeId {
  return typeof value === 'string' && (ARCHETYPE_IDS as readonly string[]).includes(value);
}

/**
 * Reads an archetype name in any common spelling ('The Organizer',
 * 'organizer', '  the  ORGANIZER ') as an id; undefined when it is not one of
 * the twelve.
 */
export function toArchetypeId(name: string): ArchetypeId | undefined {
  const words = name.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const candidate = words[0] === 'the' ? words.join(' ') : ['the', ...words].join(' ');
  return isArchetypeId(candidate) ? candidate : undefined;
}

/** 'the advocate' -> 'The Advocate'. */
export function archetypeDisplayName(id: ArchetypeId): string {
  return id
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A stored archetype name as it is shown everywhere ('the traditionalist' -> 'The Traditionalist'); another name as stored. */
export function archetypeShownName(stored: string): string {
  const id = toArchetypeId(stored);
  return id ? archetypeDisplayName(id) : stored;
}

export interface ArchetypeDistance {
  id: ArchetypeId;
  /** Euclidean distance in percent space. */
  distance: number;
}

function squaredDistance(a: TraitScores, b: TraitScores): number {
  let sum = 0;
  for (const key of TRAIT_KEYS) {
    const d = a[key] - b[key];
    sum += d * d;
  }
  return sum;
}

/** Scores clamped and rounded as every screen shows them; missing or invalid traits count as the default 50. */
function normalise(scores: TraitScores): TraitScores {
  const out = {} as TraitScores;
  for (const key of TRAIT_KEYS) out[key] = clampScore(scores[key]);
  return out;
}

/**
 * Every archetype with its distance from the profile, nearest first. Equal
 * distances keep the order of ARCHETYPE_IDS, so the ranking is deterministic.
 * Comparison uses exact squared distances of the rounded scores (integers), so
 * ties are real ties and not floating-point accidents.
 */
export function rankArchetypes(scores: TraitScores): ArchetypeDistance[] {
  const profile = normalise(scores);
  return ARCHETYPE_IDS.map((id, index) => ({
    id,
    index,
    squared: squaredDistance(profile, ARCHETYPE_PROTOTYPES[id]),
  }))
    .sort((a, b) => a.squared - b.squared || a.index - b.index)
    .map(({ id, squared }) => ({ id, distance: Math.sqrt(squared) }));
}

/**
 * A member's archetype: the prototype nearest to their scores by Euclidean
 * distance; on a tie, the archetype listed first in ARCHETYPE_IDS.
 */
export function assignArchetype(scores: TraitScores): ArchetypeId {
  const profile = normalise(scores);
  let best: ArchetypeId = ARCHETYPE_IDS[0];
  let bestSquared = Number.POSITIVE_INFINITY;
  for (const id of ARCHETYPE_IDS) {
    const squared = squaredDistance(profile, ARCHETYPE_PROTOTYPES[id]);
    if (squared < bestSquared) {
      best = id;
      bestSquared = squared;
    }
  }
  return best;
}
