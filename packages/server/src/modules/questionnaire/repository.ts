/** The questionnaire's SQL: `questionnaires` (where each member stands) and `questionnaire_answers`. */
import type { Queryable } from '../../platform/db/types.ts';

export interface QuestionnaireRow {
  startedAt: Date;
  completedAt: Date | null;
}

export interface AnswerRow {
  itemId: number;
  answer: number;
}

export async function findQuestionnaire(db: Queryable, userId: string): Promise<QuestionnaireRow | undefined> {
  const { rows } = await db.query<QuestionnaireRow>(
    `SELECT started_at AS "startedAt", completed_at AS "completedAt" FROM questionnaires WHERE user_id = $1`,
    [userId],
  );
  return rows[0];
}

/** The row, locked until the transaction ends (saving, completing and retaking take it in turn). */
export async function lockQuestionnaire(db: Queryable, userId: string, at: Date): Promise<QuestionnaireRow> {
  await db.query(`INSERT INTO questionnaires (user_id, started_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING`, [userId, at]);
  const { rows } = await db.query<QuestionnaireRow>(
    `SELECT started_at AS "startedAt", completed_at AS "completedAt" FROM questionnaires WHERE user_id = $1 FOR UPDATE`,
    [userId],
  );
  return rows[0]!;
}

export async function answersOf(db: Queryable, userId: string): Promise<AnswerRow[]> {
  const { rows } = await db.query<AnswerRow>(
    `SELECT item_id AS "itemId", answer FROM questionnaire_answers WHERE user_id = $1 ORDER BY item_id`,
    [userId],
  );
  return rows.map((row) => ({ itemId: Number(row.itemId), answer: Number(row.answer) }));
}

/** Stores each answer, replacing an earlier one to the same item (its time only when the answer changed). */
export async function saveAnswers(db: Queryable, userId: string, answers: readonly AnswerRow[], at: Date): Promise<void> {
  await db.query(
    `INSERT INTO questionnaire_answers (user_id, item_id, answer, answered_at)
     SELECT $1, a.item_id, a.answer, $4 FROM unnest($2::smallint[], $3::smallint[]) AS a (item_id, answer)
     ON CONFLICT (user_id, item_id) DO UPDATE SET
       answer = EXCLUDED.answer,
       answered_at = CASE WHEN questionnaire_answers.answer = EXCLUDED.answer THEN questionnaire_answers.answered_at
                          ELSE EXCLUDED.answered_at END`,
    [userId, answers.map((entry) => entry.itemId), answers.map((entry) => entry.answer), at],
  );
}

export async function markCompleted(db: Queryable, userId: string, at: Date): Promise<void> {
  await db.query(`UPDATE questionnaires SET completed_at = $2 WHERE user_id = $1`, [userId, at]);
}

/** Starts again: no answers, not completed, started now. */
export async function restart(db: Queryable, userId: string, at: Date): Promise<void> {
  await db.query(`DELETE FROM questionnaire_answers WHERE user_id = $1`, [userId]);
  await db.query(`UPDATE questionnaires SET started_at = $2, completed_at = NULL WHERE user_id = $1`, [userId, at]);
}
