/**
 * MSW handlers for the personality questionnaire (packages/contracts/src/api/questionnaire.ts) over an in-memory
 * state per member, with the server's rules: answers checked by the contract's schema and kept as given, refused
 * once complete (409); completion scores them with the contracts' scoring (422 while any is missing) and writes
 * the result into the mock database's member, so the profile, home and the directory show it; a retake clears the
 * answers. What was asked is kept in `calls` for play functions.
 */
import {
  QUESTIONNAIRE_ANSWERS_PATH,
  QUESTIONNAIRE_COMPLETE_PATH,
  QUESTIONNAIRE_MESSAGES,
  QUESTIONNAIRE_PATH,
  QUESTIONNAIRE_RETAKE_PATH,
  questionnaireAnswersBodySchema,
  type QuestionnaireAnswerEntry,
  type QuestionnaireState,
} from '@kindred/contracts/api/questionnaire';
import { scoreQuestionnaire, unansweredItems } from '@kindred/contracts/content/questionnaire';
import { rawHexacoToScores } from '@kindred/contracts/domain/hexaco';
import { HttpResponse, http } from 'msw';
import { mockDb } from './db.ts';
import { callerIdOf } from './session.ts';
import { stalledResponse } from './stall.ts';

export interface QuestionnaireMockOptions {
  /** Answers already given, by item id (a member resuming). */
  answers?: Readonly<Record<number, number>>;
  status?: QuestionnaireState['status'];
  /** Refuse saving answers with this status and message (the first `failSaves` saves; all by default). */
  failSave?: { status: number; error: string };
  failSaves?: number;
  /** Never answer the state read (the loading state). */
  stall?: boolean;
}

export function createQuestionnaireMock(options: QuestionnaireMockOptions = {}) {
  const answers = new Map<number, number>(Object.entries(options.answers ?? {}).map(([id, answer]) => [Number(id), answer]));
  let status: QuestionnaireState['status'] = options.status ?? (answers.size > 0 ? 'in-progress' : 'not-started');
  let completedAt: string | null = status === 'completed' ? '2026-11-24T08:00:00.000Z' : null;
  let failuresLeft = options.failSave ? (options.failSaves ?? Number.POSITIVE_INFINITY) : 0;
  const calls: Array<{ path: string; body?: unknown }> = [];

  function stateOf(callerId: string): QuestionnaireState {
    const member = mockDb.member(callerId);
    return {
      status,
      answers: [...answers].map(([itemId, answer]) => ({ itemId, answer })).sort((a, b) => a.itemId - b.itemId),
      completedAt,
      scores: member.hexaco ? rawHexacoToScores(member.hexaco) : null,
      archetype: member.archetype,
    };
  }

  const unauthorised = () => HttpResponse.json({ error: 'Authentication required', code: 'UNAUTHORIZED' }, { status: 401 });

  const handlers = [
    http.get(QUESTIONNAIRE_PATH, ({ request }) => {
      if (options.stall) return stalledResponse();
      const callerId = callerIdOf(request);
      return callerId ? HttpResponse.json(stateOf(callerId)) : unauthorised();
    }),
    http.put(QUESTIONNAIRE_ANSWERS_PATH, async ({ request }) => {
      const callerId = callerIdOf(request);
      if (!callerId) return unauthorised();
      const raw: unknown = await request.json().catch(() => undefined);
      calls.push({ path: QUESTIONNAIRE_ANSWERS_PATH, body: raw });
      if (failuresLeft > 0 && options.failSave) {
        failuresLeft -= 1;
        return HttpResponse.json({ error: options.failSave.error }, { status: options.failSave.status });
      }
      const parsed = questionnaireAnswersBodySchema.safeParse(raw);
      if (!parsed.success) return HttpResponse.json({ error: parsed.error.issues[0]?.message ?? 'Invalid answers' }, { status: 400 });
      if (status === 'completed') return HttpResponse.json({ error: QUESTIONNAIRE_MESSAGES.complete, code: 'QUESTIONNAIRE_COMPLETE' }, { status: 409 });
      for (const entry of parsed.data.answers as QuestionnaireAnswerEntry[]) answers.set(entry.itemId, entry.answer);
      status = 'in-progress';
      return HttpResponse.json(stateOf(callerId));
    }),
    http.post(QUESTIONNAIRE_COMPLETE_PATH, ({ request }) => {
      const callerId = callerIdOf(request);
      if (!callerId) return unauthorised();
      calls.push({ path: QUESTIONNAIRE_COMPLETE_PATH });
      if (status === 'completed') return HttpResponse.json(stateOf(callerId));
      const sheet = Object.fromEntries(answers);
      const result = scoreQuestionnaire(sheet);
      if (!result) {
        const missing = unansweredItems(sheet).map((entry) => entry.id);
        return HttpResponse.json({ error: QUESTIONNAIRE_MESSAGES.unanswered(missing), code: 'QUESTIONNAIRE_INCOMPLETE' }, { status: 422 });
      }
      const member = mockDb.member(callerId);
      member.hexaco = result.raw;
      member.archetype = result.archetype;
      status = 'completed';
      completedAt = new Date().toISOString();
      return HttpResponse.json(stateOf(callerId));
    }),
    http.post(QUESTIONNAIRE_RETAKE_PATH, ({ request }) => {
      const callerId = callerIdOf(request);
      if (!callerId) return unauthorised();
      calls.push({ path: QUESTIONNAIRE_RETAKE_PATH });
      answers.clear();
      status = 'in-progress';
      completedAt = null;
      return HttpResponse.json(stateOf(callerId));
    }),
  ];

  return { handlers, calls };
}
