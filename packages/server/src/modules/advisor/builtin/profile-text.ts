/**
 * How the advisor speaks about the member's own profile: a trait with its percent score and band
 * (docs/product.md#constants-and-limits: above 65 high, 35 to 65 medium, below 35 low), and the reason a
 * suggestion fits them. Only the member's own scores are ever put into words; colleagues are described by what
 * the product shows of them (archetype, match strength, shared interests).
 */
import { TRAIT_KEYS, TRAIT_NAMES, traitBand, type TraitBand, type TraitKey, type TraitScores } from '@kindred/contracts/domain/hexaco';

/** 'Extraversion at 28% (low)'. */
export function traitAt(traits: TraitScores, key: TraitKey): string {
  const score = Math.round(traits[key]);
  return `${TRAIT_NAMES[key]} at ${score}% (${traitBand(score)})`;
}

/** The traits furthest from the middle of the scale first: what stands out in a profile. */
export function distinctiveTraits(traits: TraitScores, among: readonly TraitKey[] = TRAIT_KEYS): TraitKey[] {
  return [...among].sort((a, b) => Math.abs(traits[b] - 50) - Math.abs(traits[a] - 50) || TRAIT_KEYS.indexOf(a) - TRAIT_KEYS.indexOf(b));
}

/** A short second-person clause for each trait and band: what the score tends to mean at work. */
export const TRAIT_CLAUSES: Record<TraitKey, Record<TraitBand, string>> = {
  honestyHumility: {
    high: 'you value fairness and straight dealing more than the spotlight',
    medium: 'you balance fairness with making your own case',
    low: 'recognition and visible wins motivate you',
  },
  emotionality: {
    high: 'you feel things deeply and pick up on how others feel',
    medium: "you notice feelings, yours and others', without being carried away by them",
    low: 'you stay calm under pressure and rarely need reassurance',
  },
  extraversion: {
    high: 'you draw energy from people and speak up easily',
    medium: 'you are at ease in company and on your own',
    low: 'you do your best thinking in small groups or one-to-one',
  },
  agreeablenessVsAnger: {
    high: 'you are patient and keep disagreements calm',
    medium: 'you cooperate by default and hold your ground when it matters',
    low: 'you are direct and stand firm on your views',
  },
  conscientiousness: {
    high: 'you like a plan and follow through on it',
    medium: 'you are organised where it counts and relaxed elsewhere',
    low: 'you are spontaneous and adapt quickly',
  },
  opennessToExperience: {
    high: 'you enjoy new ideas and creative work',
    medium: 'you like new ideas when they have a clear purpose',
    low: 'you prefer the practical and the proven',
  },
};

/** 'With your Extraversion at 28% (low), you do your best thinking in small groups or one-to-one'. */
export function traitReason(traits: TraitScores, key: TraitKey): string {
  return `With your ${traitAt(traits, key)}, ${TRAIT_CLAUSES[key][traitBand(traits[key])]}`;
}

/** The trait a topic turns on most, among those that stand out in the member's profile. */
export function relevantTrait(traits: TraitScores, order: readonly TraitKey[]): TraitKey {
  // The most relevant trait unless a later one in the order stands out clearly more (by 15 points or more).
  let best = order[0]!;
  for (const key of order.slice(1)) if (Math.abs(traits[key] - 50) >= Math.abs(traits[best] - 50) + 15) best = key;
  return best;
}

/** Which traits each topic turns on, most relevant first. */
export const TOPIC_TRAITS = {
  connect: ['extraversion', 'agreeablenessVsAnger', 'opennessToExperience', 'emotionality'],
  meeting: ['conscientiousness', 'extraversion', 'agreeablenessVsAnger', 'emotionality'],
  conflict: ['agreeablenessVsAnger', 'emotionality', 'honestyHumility', 'extraversion'],
  team: ['extraversion', 'opennessToExperience', 'agreeablenessVsAnger', 'conscientiousness'],
  schedule: ['conscientiousness', 'extraversion', 'emotionality'],
  resource: ['opennessToExperience', 'conscientiousness', 'extraversion', 'agreeablenessVsAnger'],
  wellbeing: ['emotionality', 'conscientiousness', 'extraversion'],
} as const satisfies Record<string, readonly TraitKey[]>;
