/**
 * The personality questionnaire a new member takes: the Mini-IPIP6, 24 short
 * statements, four for each of the six HEXACO traits.
 *
 * Source: Sibley, C. G., Luyten, N., Purnomo, M., Mobberley, A., Wootton, L. M.,
 * Hammond, M. D., Sengupta, N., Perry, R., West-Newman, T., Wilson, M. S.,
 * McLellan, L., Hoverd, W. J., & Robertson, A. (2011). The Mini-IPIP6: Validation
 * and extension of a short measure of the Big-Six factors of personality in New
 * Zealand. New Zealand Journal of Psychology, 40(3), 142-159. Twenty of its items
 * are the Mini-IPIP of Donnellan, Oswald, Baird & Lucas (2006), Psychological
 * Assessment, 18(2), 192-203; the four Honesty-Humility items come from the
 * IPIP's HEXACO scales. Every item is from the International Personality Item
 * Pool (https://ipip.ori.org), which is in the public domain. The wording and
 * the keying below are the source's; the items are shown in rounds of six, one
 * per trait, so that no trait's items come together.
 *
 * The scale. Each statement is answered on five points of agreement, 1
 * "Strongly disagree" to 5 "Strongly agree" (the source's five points, worded
 * as agreement). A reverse-keyed statement ("Keep in the background." for
 * Extraversion) counts the other way: its answer r scores 6 - r, as the source
 * says. A trait's score is the mean of its four scored answers, 1 to 5.
 *
 * The normalisation. The product shows every trait as a percentage, 0 to 100
 * (`TraitScores`, domain/hexaco.ts): percent = (mean - 1) / 4 x 100, so a mean of
 * 1 is 0, the neutral 3 is 50 and 5 is 100. Profiles are stored on the raw
 * scale of 0 to 30 per trait (domain/hexaco.ts, `rawToPercent`), so the stored
 * value is the percentage times 0.3, rounded to a whole number; every screen,
 * matching and Link read the profile back as `rawToPercent(raw)`, at most 2
 * points from the exact percentage (half a raw step is 1.67 points). The
 * archetype is the prototype nearest to those stored scores (`assignArchetype`,
 * domain/archetypes.ts), as for the seed's members. The percentages are not
 * norms: 50 is the middle of the answer scale, not the average person.
 *
 * The Mini-IPIP6's Neuroticism and Agreeableness scales stand for HEXACO's
 * Emotionality and Agreeableness; they are stored under the raw keys
 * `neuroticism` and `agreeableness` (domain/hexaco.ts, `RAW_TO_TRAIT`).
 */
import { assignArchetype } from '@kindred/contracts/domain/archetypes';
import type { ArchetypeId } from '@kindred/contracts/domain/archetypes';
import { RAW_TO_TRAIT, RAW_TRAIT_KEYS, rawHexacoToScores } from '@kindred/contracts/domain/hexaco';
import type { RawHexaco, RawTraitKey, TraitScores } from '@kindred/contracts/domain/hexaco';

export interface QuestionnaireItem {
  /** 1 to 24, the order the items are shown in; answers are stored under it. */
  id: number;
  /** The statement, as the source words it (completing "I ..."). */
  text: string;
  /** The trait it measures, as profiles store it. */
  trait: RawTraitKey;
  /** Scored as 6 - answer. */
  reversed: boolean;
}

/** The lowest and highest answers: 1 "Strongly disagree" to 5 "Strongly agree". */
export const ANSWER_MIN = 1;
export const ANSWER_MAX = 5;

/** The five points of agreement, lowest first: each is a radio's label. */
export const AGREEMENT_SCALE = [
  { value: 1, label: 'Strongly disagree' },
  { value: 2, label: 'Disagree' },
  { value: 3, label: 'Neither agree nor disagree' },
  { value: 4, label: 'Agree' },
  { value: 5, label: 'Strongly agree' },
] as const;

const item = (id: number, trait: RawTraitKey, text: string, reversed = false): QuestionnaireItem => ({ id, text, trait, reversed });

/** The 24 items of the Mini-IPIP6 (Sibley et al., 2011), with their keys. */
export const QUESTIONNAIRE_ITEMS: readonly QuestionnaireItem[] = [
  item(1, 'extraversion', 'Am the life of the party.'),
  item(2, 'agreeableness', "Sympathize with others' feelings."),
  item(3, 'conscientiousness', 'Get chores done right away.'),
  item(4, 'neuroticism', 'Have frequent mood swings.'),
  item(5, 'openness', 'Have a vivid imagination.'),
  item(6, 'honesty', 'Feel entitled to more of everything.', true),
  item(7, 'extraversion', "Don't talk a lot.", true),
  item(8, 'agreeableness', "Am not interested in other people's problems.", true),
  item(9, 'conscientiousness', 'Often forget to put things back in their proper place.', true),
  item(10, 'neuroticism', 'Am relaxed most of the time.', true),
  item(11, 'openness', 'Am not interested in abstract ideas.', true),
  item(12, 'honesty', 'Deserve more things in life.', true),
  item(13, 'extraversion', 'Talk to a lot of different people at parties.'),
  item(14, 'agreeableness', "Feel others' emotions."),
  item(15, 'conscientiousness', 'Like order.'),
  item(16, 'neuroticism', 'Get upset easily.'),
  item(17, 'openness', 'Have difficulty understanding abstract ideas.', true),
  item(18, 'honesty', 'Would like to be seen driving around in a very expensive car.', true),
  item(19, 'extraversion', 'Keep in the background.', true),
  item(20, 'agreeableness', 'Am not really interested in others.', true),
  item(21, 'conscientiousness', 'Make a mess of things.', true),
  item(22, 'neuroticism', 'Seldom feel blue.', true),
  item(23, 'openness', 'Do not have a good imagination.', true),
  item(24, 'honesty', 'Would get a lot of pleasure from owning expensive luxury goods.', true),
];

export const QUESTIONNAIRE_LENGTH = QUESTIONNAIRE_ITEMS.length;

/** The item's statement as shown: the source's "I"-less wording completed with "I". */
export function itemStatement(entry: QuestionnaireItem): string {
  return `I ${entry.text.charAt(0).toLowerCase()}${entry.text.slice(1)}`;
}

/** Answers by item id: 1 to 5 each. */
export type QuestionnaireAnswers = Readonly<Record<number, number>>;

/** The answer as it counts for its trait: 6 - answer for a reverse-keyed item. */
function scoredAnswer(entry: QuestionnaireItem, answer: number): number {
  return entry.reversed ? ANSWER_MIN + ANSWER_MAX - answer : answer;
}

/** A mean of 1 to 5 as a percentage, 0 to 100 (unrounded). */
function meanToPercent(mean: number): number {
  return ((mean - ANSWER_MIN) / (ANSWER_MAX - ANSWER_MIN)) * 100;
}

/** A percentage on the stored raw scale, 0 to 30 (the inverse of `rawToPercent`, rounded). */
export function percentToRaw(percent: number): number {
  return Math.round((Math.min(100, Math.max(0, percent)) * 30) / 100);
}

function isAnswer(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= ANSWER_MIN && value <= ANSWER_MAX;
}

/** The items without an answer yet, in order. */
export function unansweredItems(answers: QuestionnaireAnswers): QuestionnaireItem[] {
  return QUESTIONNAIRE_ITEMS.filter((entry) => !isAnswer(answers[entry.id]));
}

export interface QuestionnaireResult {
  /** The exact percentages, before storing (0-100, unrounded). */
  percent: TraitScores;
  /** What the profile stores (0-30 per trait). */
  raw: RawHexaco;
  /** What every screen shows: `rawHexacoToScores(raw)`. */
  scores: TraitScores;
  archetype: ArchetypeId;
}

/** Scores a complete answer sheet; undefined while any item is unanswered. */
export function scoreQuestionnaire(answers: QuestionnaireAnswers): QuestionnaireResult | undefined {
  if (unansweredItems(answers).length > 0) return undefined;
  const sums = Object.fromEntries(RAW_TRAIT_KEYS.map((key) => [key, { total: 0, count: 0 }])) as Record<
    RawTraitKey,
    { total: number; count: number }
  >;
  for (const entry of QUESTIONNAIRE_ITEMS) {
    const sum = sums[entry.trait];
    sum.total += scoredAnswer(entry, answers[entry.id]!);
    sum.count += 1;
  }
  const percent = {} as TraitScores;
  const raw = {} as RawHexaco;
  for (const key of RAW_TRAIT_KEYS) {
    const value = meanToPercent(sums[key].total / sums[key].count);
    percent[RAW_TO_TRAIT[key]] = value;
    raw[key] = percentToRaw(value);
  }
  const scores = rawHexacoToScores(raw);
  return { percent, raw, scores, archetype: assignArchetype(scores) };
}
