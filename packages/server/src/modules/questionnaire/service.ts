/**
 * The questionnaire's rules: answers are kept as they are given, until the questionnaire is complete; completing
 * scores the 24 answers (content/questionnaire.ts) into the member's profile, through the profile module, in the
 * same transaction; a retake clears the answers and leaves the profile as it is until it is complete.
 */
import { QUESTIONNAIRE_MESSAGES } from '@kindred/contracts/api/questionnaire';
import type { QuestionnaireAnswersBody, QuestionnaireState } from '@kindred/contracts/api/questionnaire';
import { scoreQuestionnaire, unansweredItems } from '@kindred/contracts/content/questionnaire';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/types.ts';
import { conflict, unprocessable } from '../../platform/errors.ts';
import type { ProfileService } from '../profile/index.ts';
import { traitScoresOf } from '../profile/index.ts';
import * as repo from './repository.ts';

export interface QuestionnaireDeps {
  db: Db;
  clock: Clock;
  profile: Pick<ProfileService, 'profileOf' | 'setPersonality'>;
}

export function createQuestionnaireService({ db, clock, profile }: QuestionnaireDeps) {
  async function state(userId: string): Promise<QuestionnaireState> {
    const [row, answers, own] = await Promise.all([repo.findQuestionnaire(db, userId), repo.answersOf(db, userId), profile.profileOf(userId)]);
    return {
      status: !row ? 'not-started' : row.completedAt ? 'completed' : 'in-progress',
      answers,
      completedAt: row?.completedAt ? row.completedAt.toISOString() : null,
      scores: own ? traitScoresOf(own) : null,
      archetype: own?.archetype ?? null,
    };
  }

  return {
    state,

    /** Stores the answers as given; the same request twice changes nothing. */
    async saveAnswers(userId: string, body: QuestionnaireAnswersBody): Promise<QuestionnaireState> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const row = await repo.lockQuestionnaire(tx, userId, now);
        if (row.completedAt) throw conflict(QUESTIONNAIRE_MESSAGES.complete, 'QUESTIONNAIRE_COMPLETE');
        await repo.saveAnswers(tx, userId, body.answers, now);
      });
      return state(userId);
    },

    /** Scores the answers into the profile; the same result again when already complete. */
    async complete(userId: string): Promise<QuestionnaireState> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const row = await repo.lockQuestionnaire(tx, userId, now);
        if (row.completedAt) return;
        const answers = Object.fromEntries((await repo.answersOf(tx, userId)).map((entry) => [entry.itemId, entry.answer]));
        const result = scoreQuestionnaire(answers);
        if (!result) {
          const missing = unansweredItems(answers).map((entry) => entry.id);
          throw unprocessable(QUESTIONNAIRE_MESSAGES.unanswered(missing), 'QUESTIONNAIRE_INCOMPLETE');
        }
        await profile.setPersonality(userId, result.raw, result.archetype, tx);
        await repo.markCompleted(tx, userId, now);
      });
      return state(userId);
    },

    /** Starts over: the answers go; the profile keeps its scores until the retake is complete. */
    async retake(userId: string): Promise<QuestionnaireState> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await repo.lockQuestionnaire(tx, userId, now);
        await repo.restart(tx, userId, now);
      });
      return state(userId);
    },

    /** The member's answers, by item (their data export). */
    answersOf: (userId: string) => repo.answersOf(db, userId),
  };
}

export type QuestionnaireService = ReturnType<typeof createQuestionnaireService>;
