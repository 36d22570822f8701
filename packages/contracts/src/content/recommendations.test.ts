import { describe, expect, it } from 'vitest';
import { TRAIT_KEYS } from '@kindred/contracts/domain/hexaco';
import { TRAIT_RECOMMENDATIONS, recommendationsFor, traitRecommendationsSchema } from './recommendations.ts';

const BANDS = ['high', 'medium', 'low'] as const;

describe('trait recommendations', () => {
  it('validates against the schema', () => {
    expect(traitRecommendationsSchema.parse(TRAIT_RECOMMENDATIONS)).toEqual(TRAIT_RECOMMENDATIONS);
  });

  it('has three per trait per band, 54 in all, every one different', () => {
    expect(Object.keys(TRAIT_RECOMMENDATIONS)).toEqual([...TRAIT_KEYS]);
    const all = TRAIT_KEYS.flatMap((trait) =>
      BANDS.flatMap((band) => {
        expect(TRAIT_RECOMMENDATIONS[trait][band], `${trait} ${band}`).toHaveLength(3);
        return [...TRAIT_RECOMMENDATIONS[trait][band]];
      }),
    );
    expect(all).toHaveLength(54);
    expect(new Set(all).size).toBe(54);
    for (const text of all) {
      expect(text.trim()).toBe(text);
      expect(text).toMatch(/^[A-Z"].*[.!?]"?$/);
    }
  });

  it('picks the band from the score: above 65 high, 35 to 65 medium, below 35 low', () => {
    const { opennessToExperience } = TRAIT_RECOMMENDATIONS;
    expect(recommendationsFor('opennessToExperience', 66)).toBe(opennessToExperience.high);
    expect(recommendationsFor('opennessToExperience', 65)).toBe(opennessToExperience.medium);
    expect(recommendationsFor('opennessToExperience', 35)).toBe(opennessToExperience.medium);
    expect(recommendationsFor('opennessToExperience', 34)).toBe(opennessToExperience.low);
  });
});
