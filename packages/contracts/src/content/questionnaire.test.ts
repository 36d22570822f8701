import { describe, expect, it } from 'vitest';
import { assignArchetype } from '@kindred/contracts/domain/archetypes';
import { RAW_TRAIT_KEYS, rawToPercent, rawHexacoToScores } from '@kindred/contracts/domain/hexaco';
import {
  AGREEMENT_SCALE,
  QUESTIONNAIRE_ITEMS,
  itemStatement,
  percentToRaw,
  scoreQuestionnaire,
  unansweredItems,
} from './questionnaire.ts';

const every = (answer: number) => Object.fromEntries(QUESTIONNAIRE_ITEMS.map((entry) => [entry.id, answer]));

describe('the Mini-IPIP6 items', () => {
  it('has 24 items, four per trait, ids 1 to 24 in order', () => {
    expect(QUESTIONNAIRE_ITEMS.map((entry) => entry.id)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    for (const key of RAW_TRAIT_KEYS) expect(QUESTIONNAIRE_ITEMS.filter((entry) => entry.trait === key)).toHaveLength(4);
  });

  it('keys the items as the source does: 15 reversed, all four Honesty-Humility items among them', () => {
    const reversed = QUESTIONNAIRE_ITEMS.filter((entry) => entry.reversed);
    expect(reversed.map((entry) => entry.id)).toEqual([6, 7, 8, 9, 10, 11, 12, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(QUESTIONNAIRE_ITEMS.filter((entry) => entry.trait === 'honesty').every((entry) => entry.reversed)).toBe(true);
    expect(QUESTIONNAIRE_ITEMS.filter((entry) => entry.trait === 'openness' && !entry.reversed).map((entry) => entry.text)).toEqual([
      'Have a vivid imagination.',
    ]);
  });

  it('shows each statement in the first person, and five points of agreement', () => {
    expect(itemStatement(QUESTIONNAIRE_ITEMS[0]!)).toBe('I am the life of the party.');
    expect(AGREEMENT_SCALE.map((point) => point.label)).toEqual([
      'Strongly disagree',
      'Disagree',
      'Neither agree nor disagree',
      'Agree',
      'Strongly agree',
    ]);
  });
});

describe('scoring', () => {
  it('scores nothing until every item is answered', () => {
    const partial = { ...every(3) };
    delete partial[24];
    expect(scoreQuestionnaire(partial)).toBeUndefined();
    expect(unansweredItems(partial).map((entry) => entry.id)).toEqual([24]);
    expect(scoreQuestionnaire({ ...every(3), 5: 6 })).toBeUndefined();
  });

  it('all "Strongly agree": reverse keys pull every trait but Openness and Honesty-Humility back to the middle', () => {
    const result = scoreQuestionnaire(every(5))!;
    // X, A, C, E: two items each way, mean (5+5+1+1)/4 = 3, 50 %. O: one forward, three reversed: (5+1+1+1)/4 = 2, 25 %.
    // H: four reversed, mean 1, 0 %.
    expect(result.percent).toEqual({
      honestyHumility: 0,
      emotionality: 50,
      extraversion: 50,
      agreeablenessVsAnger: 50,
      conscientiousness: 50,
      opennessToExperience: 25,
    });
    expect(result.raw).toEqual({ honesty: 0, neuroticism: 15, extraversion: 15, agreeableness: 15, conscientiousness: 15, openness: 8 });
    // 8 of 30 reads back as 27 %: the stored scale's rounding, at most 2 points.
    expect(result.scores.opennessToExperience).toBe(27);
    expect(result.archetype).toBe(assignArchetype(result.scores));
  });

  it('all neutral: 50 everywhere', () => {
    const result = scoreQuestionnaire(every(3))!;
    for (const value of Object.values(result.percent)) expect(value).toBe(50);
    for (const value of Object.values(result.scores)) expect(value).toBe(50);
    expect(Object.values(result.raw)).toEqual([15, 15, 15, 15, 15, 15]);
  });

  it('a hand-scored answer sheet', () => {
    // Answers by item id; reversed items (r -> 6 - r) marked R.
    const answers = {
      // X: 1=4, 7R=2->4, 13=5, 19R=1->5: 18/4 = 4.5 -> 87.5 %, raw 26.25 -> 26, shown 87.
      1: 4, 7: 2, 13: 5, 19: 1,
      // A: 2=3, 8R=3->3, 14=2, 20R=4->2: 10/4 = 2.5 -> 37.5 %, raw 11.25 -> 11, shown 37.
      2: 3, 8: 3, 14: 2, 20: 4,
      // C: 3=5, 9R=1->5, 15=5, 21R=2->4: 19/4 = 4.75 -> 93.75 %, raw 28.125 -> 28, shown 93.
      3: 5, 9: 1, 15: 5, 21: 2,
      // E (Neuroticism): 4=2, 10R=4->2, 16=1, 22R=5->1: 6/4 = 1.5 -> 12.5 %, raw 3.75 -> 4, shown 13.
      4: 2, 10: 4, 16: 1, 22: 5,
      // O: 5=4, 11R=2->4, 17R=1->5, 23R=2->4: 17/4 = 4.25 -> 81.25 %, raw 24.375 -> 24, shown 80.
      5: 4, 11: 2, 17: 1, 23: 2,
      // H: 6R=2->4, 12R=3->3, 18R=1->5, 24R=2->4: 16/4 = 4 -> 75 %, raw 22.5 -> 23, shown 77.
      6: 2, 12: 3, 18: 1, 24: 2,
    };
    const result = scoreQuestionnaire(answers)!;
    expect(result.percent).toEqual({
      extraversion: 87.5,
      agreeablenessVsAnger: 37.5,
      conscientiousness: 93.75,
      emotionality: 12.5,
      opennessToExperience: 81.25,
      honestyHumility: 75,
    });
    expect(result.raw).toEqual({ extraversion: 26, agreeableness: 11, conscientiousness: 28, neuroticism: 4, openness: 24, honesty: 23 });
    expect(result.scores).toEqual({
      extraversion: 87,
      agreeablenessVsAnger: 37,
      conscientiousness: 93,
      emotionality: 13,
      opennessToExperience: 80,
      honestyHumility: 77,
    });
    expect(result.archetype).toBe(assignArchetype(result.scores));
  });

  it('stores on the 0-30 scale and reads back within 2 points, for every mean the questionnaire can give', () => {
    for (let sum = 4; sum <= 20; sum += 1) {
      const percent = ((sum / 4 - 1) / 4) * 100;
      const raw = percentToRaw(percent);
      expect(raw).toBeGreaterThanOrEqual(0);
      expect(raw).toBeLessThanOrEqual(30);
      expect(Math.abs(rawToPercent(raw) - percent)).toBeLessThanOrEqual(2);
    }
    expect(rawHexacoToScores({ honesty: percentToRaw(100) }).honestyHumility).toBe(100);
  });
});
