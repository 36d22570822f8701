/**
 * The personality questionnaire (content/questionnaire.ts): a member's answers, kept as they are given, and their
 * completion, which scores them into the member's profile (HEXACO and archetype).
 *
 * - GET /v1/questionnaire (bearer): the caller's state: the answers so far, where they stand, and the profile's
 *   current scores and archetype (a seeded member has scores without ever having answered).
 * - PUT /v1/questionnaire/answers `{ answers: [{ itemId, answer }] }` (bearer): stores the answers as given (an
 *   answer given again replaces the earlier one; the same request twice changes nothing). Refused once the
 *   questionnaire is complete: a retake starts it again.
 * - POST /v1/questionnaire/complete (bearer): scores the 24 answers into the profile; 422 while any is missing.
 *   Completing a complete questionnaire answers the same result again.
 * - POST /v1/questionnaire/retake (bearer): starts over: the answers are cleared; the profile keeps its scores and
 *   archetype until the retake is complete, and matches already made stay.
 */
import * as z from 'zod/mini';
import '../zod-locale.ts';
import { ANSWER_MAX, ANSWER_MIN, QUESTIONNAIRE_LENGTH } from '../content/questionnaire';
import { TRAIT_KEYS } from '../domain/hexaco';
import { missingParameterMessage } from './params';

export const QUESTIONNAIRE_PATH = '/v1/questionnaire';
export const QUESTIONNAIRE_ANSWERS_PATH = '/v1/questionnaire/answers';
export const QUESTIONNAIRE_COMPLETE_PATH = '/v1/questionnaire/complete';
export const QUESTIONNAIRE_RETAKE_PATH = '/v1/questionnaire/retake';

export const QUESTIONNAIRE_MESSAGES = {
  itemId: `itemId must be a whole number from 1 to ${QUESTIONNAIRE_LENGTH}`,
  answer: `answer must be a whole number from ${ANSWER_MIN} (Strongly disagree) to ${ANSWER_MAX} (Strongly agree)`,
  answersCount: `answers must hold 1 to ${QUESTIONNAIRE_LENGTH} answers`,
  duplicate: 'answers must not answer the same item twice',
  complete: 'The questionnaire is complete: start a retake to answer again',
  unanswered: (missing: readonly number[]) =>
    `Answer every question first: ${missing.length} of ${QUESTIONNAIRE_LENGTH} ${missing.length === 1 ? 'is' : 'are'} unanswered (question${missing.length === 1 ? '' : 's'} ${missing.join(', ')})`,
} as const;

const wholeIn = (name: string, min: number, max: number, message: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? missingParameterMessage(name) : message) }).check(
    z.int({ error: message }),
    z.gte(min, { error: message }),
    z.lte(max, { error: message }),
  );

const answerEntrySchema = z.object({
  itemId: wholeIn('itemId', 1, QUESTIONNAIRE_LENGTH, QUESTIONNAIRE_MESSAGES.itemId),
  answer: wholeIn('answer', ANSWER_MIN, ANSWER_MAX, QUESTIONNAIRE_MESSAGES.answer),
});
export type QuestionnaireAnswerEntry = z.infer<typeof answerEntrySchema>;

export const questionnaireAnswersBodySchema = z.object({
  answers: z
    .array(answerEntrySchema, { error: (issue) => (issue.input === undefined ? missingParameterMessage('answers') : QUESTIONNAIRE_MESSAGES.answersCount) })
    .check(
      z.minLength(1, { error: QUESTIONNAIRE_MESSAGES.answersCount }),
      z.maxLength(QUESTIONNAIRE_LENGTH, { error: QUESTIONNAIRE_MESSAGES.answersCount }),
      z.refine((answers) => new Set(answers.map((entry) => entry.itemId)).size === answers.length, {
        error: QUESTIONNAIRE_MESSAGES.duplicate,
      }),
    ),
});
export type QuestionnaireAnswersBody = z.infer<typeof questionnaireAnswersBodySchema>;

const percent = z.number().check(z.gte(0), z.lte(100));
const traitScoresSchema = z.object(Object.fromEntries(TRAIT_KEYS.map((key) => [key, percent])) as Record<(typeof TRAIT_KEYS)[number], typeof percent>);

const QUESTIONNAIRE_STATUSES = ['not-started', 'in-progress', 'completed'] as const;

export const questionnaireStateSchema = z.object({
  /**
   * 'not-started': never begun (a seeded member may still have scores); 'in-progress': begun (or retaken) and not
   * yet complete; 'completed': scored into the profile.
   */
  status: z.enum(QUESTIONNAIRE_STATUSES),
  /** The answers given, by item id order. */
  answers: z.array(answerEntrySchema),
  /** When the questionnaire was last completed, or null. */
  completedAt: z.nullable(z.string()),
  /** The profile's scores as every screen shows them (0-100), or null while the member has none. */
  scores: z.nullable(traitScoresSchema),
  /** The profile's archetype id ('the organizer'), or null. */
  archetype: z.nullable(z.string()),
});
export type QuestionnaireState = z.infer<typeof questionnaireStateSchema>;
