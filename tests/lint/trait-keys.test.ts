/**
 * One list of the HEXACO traits. The kit imports no other package, so it keeps its own (`traitKeys` in
 * packages/ui/src/tokens, which HexacoChart, TraitDialog and Avatar's palette read), and the chart its default names,
 * letters and missing-trait score: each must be the contracts' (packages/contracts/src/domain/hexaco.ts), key for key
 * and in the same order, or a screen would show one trait under another's colour or name.
 */
import { DEFAULT_TRAIT_SCORE, TRAIT_KEYS, TRAIT_LETTERS, TRAIT_NAMES, clampScore } from '@kindred/contracts/domain/hexaco';
import { DEFAULT_TRAIT_SCORE as CHART_DEFAULT_SCORE, defaultTraitLetters, defaultTraitNames, normaliseTraitScore } from '@kindred/ui/HexacoChart';
import { darkColors, lightColors, traitKeys } from '@kindred/ui/tokens';
import { describe, expect, it } from 'vitest';

describe('the HEXACO traits', () => {
  it("are the contracts' keys in the kit, in HEXACO order, each with a colour in both themes", () => {
    expect(traitKeys).toEqual(TRAIT_KEYS);
    expect(Object.keys(lightColors.trait)).toEqual([...TRAIT_KEYS]);
    expect(Object.keys(darkColors.trait)).toEqual([...TRAIT_KEYS]);
  });

  it("carry the contracts' names and letters in the chart", () => {
    expect(defaultTraitNames).toEqual(TRAIT_NAMES);
    expect(defaultTraitLetters).toEqual(TRAIT_LETTERS);
  });

  it('are scored as the contracts score them: clamped, rounded, the default when missing', () => {
    expect(CHART_DEFAULT_SCORE).toBe(DEFAULT_TRAIT_SCORE);
    for (const score of [-5, 0, 49.4, 49.6, 100, 120, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(normaliseTraitScore(score)).toBe(clampScore(score));
    }
    expect(normaliseTraitScore(undefined)).toBe(DEFAULT_TRAIT_SCORE);
  });
});
