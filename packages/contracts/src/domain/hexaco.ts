/**
 * The HEXACO model as the product uses it.
 *
 * Profiles are stored raw (0-30 per trait, the questionnaire's scale) under the
 * short keys the profile API has always used; every screen shows percentages
 * (raw / 30, clamped to 0-100 and rounded) under the mapped-profile names.
 */

/** Raw keys as stored and served by the profile API (docs/product.md#what-it-keeps "User profile"). */
export const RAW_TRAIT_KEYS = [
  'honesty',
  'neuroticism',
  'extraversion',
  'agreeableness',
  'conscientiousness',
  'openness',
] as const;
export type RawTraitKey = (typeof RAW_TRAIT_KEYS)[number];
export type RawHexaco = Record<RawTraitKey, number>;

/** Trait keys of the mapped profile (docs/product.md#what-it-keeps "Mapped profile"), in HEXACO order. */
export const TRAIT_KEYS = [
  'honestyHumility',
  'emotionality',
  'extraversion',
  'agreeablenessVsAnger',
  'conscientiousness',
  'opennessToExperience',
] as const;
export type TraitKey = (typeof TRAIT_KEYS)[number];
export type TraitScores = Record<TraitKey, number>;

export const RAW_TO_TRAIT: Record<RawTraitKey, TraitKey> = {
  honesty: 'honestyHumility',
  neuroticism: 'emotionality',
  extraversion: 'extraversion',
  agreeableness: 'agreeablenessVsAnger',
  conscientiousness: 'conscientiousness',
  openness: 'opennessToExperience',
};

export const TRAIT_LETTERS: Record<TraitKey, string> = {
  honestyHumility: 'H',
  emotionality: 'E',
  extraversion: 'X',
  agreeablenessVsAnger: 'A',
  conscientiousness: 'C',
  opennessToExperience: 'O',
};

export const TRAIT_NAMES: Record<TraitKey, string> = {
  honestyHumility: 'Honesty-Humility',
  emotionality: 'Emotionality',
  extraversion: 'Extraversion',
  agreeablenessVsAnger: 'Agreeableness',
  conscientiousness: 'Conscientiousness',
  opennessToExperience: 'Openness to Experience',
};

const RAW_MAX = 30;
/** Score used when a trait is missing: the middle of the scale, so a missing trait reads neither high nor low. */
export const DEFAULT_TRAIT_SCORE = 50;

/** Clamp to 0-100 and round (docs/product.md#validation). Non-numbers become the default score. */
export function clampScore(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_TRAIT_SCORE;
  return Math.round(Math.min(100, Math.max(0, value)));
}

/** Raw 0-30 to a percentage 0-100. */
export function rawToPercent(raw: number): number {
  return clampScore((raw / RAW_MAX) * 100);
}

export function rawHexacoToScores(raw: Partial<Record<RawTraitKey, number>>): TraitScores {
  const scores = {} as TraitScores;
  for (const key of RAW_TRAIT_KEYS) {
    const value = raw[key];
    scores[RAW_TO_TRAIT[key]] = typeof value === 'number' ? rawToPercent(value) : DEFAULT_TRAIT_SCORE;
  }
  return scores;
}

export type TraitBand = 'high' | 'medium' | 'low';

/** Above 65 high, 35 to 65 medium, below 35 low (docs/product.md#constants-and-limits). */
export function traitBand(percent: number): TraitBand {
  if (percent > 65) return 'high';
  if (percent >= 35) return 'medium';
  return 'low';
}

/** Per-trait match: 100 minus the absolute difference of the two percentages (docs/decisions.md#matching). */
function traitMatch(a: number, b: number): number {
  return 100 - Math.abs(clampScore(a) - clampScore(b));
}

/** Connection strength: the mean per-trait match over the six traits, rounded. */
export function connectionStrength(a: TraitScores, b: TraitScores): number {
  let total = 0;
  for (const key of TRAIT_KEYS) total += traitMatch(a[key], b[key]);
  return Math.round(total / TRAIT_KEYS.length);
}

export type StrengthLabel = 'Excellent match' | 'Good match' | 'Growing connection';

/** 80 or more 'Excellent match', 60 or more 'Good match', else 'Growing connection'. */
export function strengthLabel(strength: number): StrengthLabel {
  if (strength >= 80) return 'Excellent match';
  if (strength >= 60) return 'Good match';
  return 'Growing connection';
}
