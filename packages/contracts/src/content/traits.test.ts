import { describe, expect, it } from 'vitest';
import { TRAIT_KEYS, TRAIT_NAMES } from '@kindred/contracts/domain/hexaco';
import { TRAITS, TRAIT_LIST, traitInfoSchema } from './traits.ts';

const HEXACO_PI_R_FACETS = {
  honestyHumility: ['Sincerity', 'Fairness', 'Greed Avoidance', 'Modesty'],
  emotionality: ['Fearfulness', 'Anxiety', 'Dependence', 'Sentimentality'],
  extraversion: ['Social Self-Esteem', 'Social Boldness', 'Sociability', 'Liveliness'],
  agreeablenessVsAnger: ['Forgiveness', 'Gentleness', 'Flexibility', 'Patience'],
  conscientiousness: ['Organization', 'Diligence', 'Perfectionism', 'Prudence'],
  opennessToExperience: ['Aesthetic Appreciation', 'Inquisitiveness', 'Creativity', 'Unconventionality'],
} as const;

describe('trait catalogue', () => {
  it('has the six HEXACO traits in order, keyed by trait key', () => {
    expect(Object.keys(TRAITS)).toEqual([...TRAIT_KEYS]);
    expect(TRAIT_LIST.map((trait) => trait.key)).toEqual([...TRAIT_KEYS]);
    expect(TRAIT_LIST.map((trait) => trait.letter).join('')).toBe('HEXACO');
  });

  it('validates against the schema and uses the shared names', () => {
    for (const key of TRAIT_KEYS) {
      expect(traitInfoSchema.parse(TRAITS[key])).toEqual(TRAITS[key]);
      expect(TRAITS[key].key).toBe(key);
      expect(TRAITS[key].name).toBe(TRAIT_NAMES[key]);
    }
  });

  it('lists the four HEXACO-PI-R facets of each trait', () => {
    for (const key of TRAIT_KEYS) {
      expect(TRAITS[key].facets.map((facet) => facet.name)).toEqual([...HEXACO_PI_R_FACETS[key]]);
    }
  });

  it('describes every band differently', () => {
    const texts = TRAIT_LIST.flatMap((trait) => [trait.description, trait.bands.high, trait.bands.medium, trait.bands.low]);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
