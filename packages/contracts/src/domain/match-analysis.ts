/**
 * The profile dialog's Match Analysis: the viewer's own six trait percentages
 * beside the colleague's (docs/decisions.md#what-the-specification-simulates: comparisons
 * against the viewer's own traits). A trait's match is 100 minus the
 * difference of the two percentages, and the overall match is their mean,
 * the connection's strength (docs/decisions.md#matching).
 */
import {
  TRAIT_KEYS,
  TRAIT_NAMES,
  clampScore,
  connectionStrength,
  type TraitKey,
  type TraitScores,
} from './hexaco.ts';

/** How well one trait matches: above 80 high, 61 to 80 medium, 60 or less low. */
export type MatchBand = 'high' | 'medium' | 'low';

/** A trait's match above this is high. */
const HIGH_MATCH_ABOVE = 80;
/** A trait's match above this (and up to HIGH_MATCH_ABOVE) is medium; at or below it, low. */
const MEDIUM_MATCH_ABOVE = 60;
/** Two percentages are close when they differ by less than this. */
export const CLOSE_DIFFERENCE_BELOW = 10;

export interface TraitComparison {
  trait: TraitKey;
  /** The trait's name ('Openness to Experience'). */
  label: string;
  /** The viewer's percentage, 0-100. */
  viewer: number;
  /** The colleague's percentage, 0-100. */
  colleague: number;
  /** How far apart the two are, 0-100. */
  difference: number;
  /** 100 minus the difference. */
  match: number;
  band: MatchBand;
  /** The two differ by less than 10 points. */
  close: boolean;
}

export interface MatchAnalysis {
  /** One comparison per trait, in HEXACO order. */
  traits: TraitComparison[];
  /** The mean match over the six traits, rounded: the connection's strength. */
  overall: number;
}

export function matchBand(match: number): MatchBand {
  if (match > HIGH_MATCH_ABOVE) return 'high';
  if (match > MEDIUM_MATCH_ABOVE) return 'medium';
  return 'low';
}

/** Compares trait by trait; scores are clamped to 0-100 and rounded first, a missing one counting as 50. */
export function matchAnalysis(viewer: TraitScores, colleague: TraitScores): MatchAnalysis {
  const traits = TRAIT_KEYS.map((trait): TraitComparison => {
    const mine = clampScore(viewer[trait]);
    const theirs = clampScore(colleague[trait]);
    const difference = Math.abs(mine - theirs);
    const match = 100 - difference;
    return {
      trait,
      label: TRAIT_NAMES[trait],
      viewer: mine,
      colleague: theirs,
      difference,
      match,
      band: matchBand(match),
      close: difference < CLOSE_DIFFERENCE_BELOW,
    };
  });
  return { traits, overall: connectionStrength(viewer, colleague) };
}

/**
 * The picture in words, for readers who cannot see it: one sentence per trait,
 * 'Openness to Experience: you 72%, Priya 80%, 92% match (close).' Without a
 * first name the colleague is 'they'.
 */
export function describeAnalysis(result: MatchAnalysis, colleagueFirstName: string): string[] {
  const name = colleagueFirstName.trim() || 'they';
  return result.traits.map(
    (row) => `${row.label}: you ${row.viewer}%, ${name} ${row.colleague}%, ${row.match}% match${row.close ? ' (close)' : ''}.`,
  );
}
