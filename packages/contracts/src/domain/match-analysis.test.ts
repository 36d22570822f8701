import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRAIT_KEYS, TRAIT_NAMES, connectionStrength, type TraitScores } from '@kindred/contracts/domain/hexaco';
import { describeAnalysis, matchAnalysis, matchBand } from './match-analysis.ts';

/** A profile from six percentages in HEXACO order. */
function scores(values: readonly number[]): TraitScores {
  return Object.fromEntries(TRAIT_KEYS.map((key, index) => [key, values[index]])) as TraitScores;
}

const ME = scores([85, 45, 70, 75, 88, 72]);
const PRIYA = scores([60, 50, 75, 40, 88, 80]);

describe('the match analysis', () => {
  it('compares the two profiles trait by trait, in HEXACO order, with the trait names', () => {
    const { traits } = matchAnalysis(ME, PRIYA);
    expect(traits.map((row) => row.trait)).toEqual([...TRAIT_KEYS]);
    expect(traits.map((row) => row.label)).toEqual(TRAIT_KEYS.map((key) => TRAIT_NAMES[key]));
    expect(traits[0]).toEqual({
      trait: 'honestyHumility',
      label: 'Honesty-Humility',
      viewer: 85,
      colleague: 60,
      difference: 25,
      match: 75,
      band: 'medium',
      close: false,
    });
    expect(traits[3]).toMatchObject({ viewer: 75, colleague: 40, difference: 35, match: 65 });
  });

  it.each([
    [60, 'low'],
    [61, 'medium'],
    [80, 'medium'],
    [81, 'high'],
  ] as const)('colours a %s%% trait match as %s', (match, band) => {
    expect(matchBand(match)).toBe(band);
    const { traits } = matchAnalysis(scores([100, 50, 50, 50, 50, 50]), scores([match, 50, 50, 50, 50, 50]));
    expect(traits[0]).toMatchObject({ match, band });
  });

  it('marks two traits close when they differ by 9 points, not by 10', () => {
    const { traits } = matchAnalysis(scores([50, 50, 50, 50, 50, 50]), scores([59, 41, 60, 40, 50, 100]));
    expect(traits.map((row) => row.close)).toEqual([true, true, false, false, true, false]);
  });

  it("gives an overall match equal to the connection's strength", () => {
    expect(matchAnalysis(ME, PRIYA).overall).toBe(connectionStrength(ME, PRIYA));
    expect(matchAnalysis(ME, ME).overall).toBe(100);
    const profile = fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 6, maxLength: 6 }).map(scores);
    fc.assert(
      fc.property(profile, profile, (a, b) => {
        const result = matchAnalysis(a, b);
        const mean = result.traits.reduce((sum, row) => sum + row.match, 0) / TRAIT_KEYS.length;
        expect(result.overall).toBe(Math.round(mean));
        expect(result.overall).toBe(connectionStrength(a, b));
        expect(matchAnalysis(b, a).overall).toBe(result.overall);
      }),
    );
  });

  it('shows scores out of range or missing as the profile screens do: clamped, rounded, missing as 50', () => {
    const odd = { ...scores([120, -5, 49.6, 50, 50, 50]), agreeablenessVsAnger: Number.NaN };
    const { traits } = matchAnalysis(odd, scores([100, 0, 50, 50, 50, 50]));
    expect(traits.map((row) => row.viewer)).toEqual([100, 0, 50, 50, 50, 50]);
    expect(traits.every((row) => row.match === 100)).toBe(true);
  });
});

describe('the match analysis in words', () => {
  it("reads each trait as the viewer's and the colleague's scores, the match, and whether they are close", () => {
    const lines = describeAnalysis(matchAnalysis(ME, PRIYA), 'Priya');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe('Honesty-Humility: you 85%, Priya 60%, 75% match.');
    expect(lines[4]).toBe('Conscientiousness: you 88%, Priya 88%, 100% match (close).');
    expect(lines[5]).toBe('Openness to Experience: you 72%, Priya 80%, 92% match (close).');
  });

  it("calls the colleague 'they' when their first name is unknown", () => {
    expect(describeAnalysis(matchAnalysis(ME, PRIYA), '  ')[1]).toBe('Emotionality: you 45%, they 50%, 95% match (close).');
  });
});
