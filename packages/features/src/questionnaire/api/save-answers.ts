/**
 * Saves answers as they are given: the choice shows at once; when the server refuses it or cannot be reached, the
 * answer goes back to what it was and the screen says so.
 */
import {
  QUESTIONNAIRE_ANSWERS_PATH,
  questionnaireAnswersBodySchema,
  questionnaireStateSchema,
  type QuestionnaireAnswerEntry,
  type QuestionnaireState,
} from '@kindred/contracts/api/questionnaire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { questionnaireKeys } from './keys.ts';

async function saveAnswers(answers: QuestionnaireAnswerEntry[]): Promise<QuestionnaireState> {
  const body = questionnaireAnswersBodySchema.parse({ answers });
  const answer: unknown = await api.put(QUESTIONNAIRE_ANSWERS_PATH.slice(1), { json: body }).json();
  return questionnaireStateSchema.parse(answer);
}

function withAnswers(state: QuestionnaireState, answers: readonly QuestionnaireAnswerEntry[]): QuestionnaireState {
  const byItem = new Map(state.answers.map((entry) => [entry.itemId, entry.answer]));
  for (const entry of answers) byItem.set(entry.itemId, entry.answer);
  return {
    ...state,
    status: state.status === 'not-started' ? 'in-progress' : state.status,
    answers: [...byItem].map(([itemId, answer]) => ({ itemId, answer })).sort((a, b) => a.itemId - b.itemId),
  };
}

export function useSaveAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: questionnaireKeys.mutations.answers,
    mutationFn: saveAnswers,
    onMutate: async (answers) => {
      await queryClient.cancelQueries({ queryKey: questionnaireKeys.all });
      const before = queryClient.getQueryData<QuestionnaireState>(questionnaireKeys.all);
      if (before) queryClient.setQueryData(questionnaireKeys.all, withAnswers(before, answers));
      return { before };
    },
    onError: (_error, answers, context) => {
      // Only the refused answers go back: another saved meanwhile stays.
      const current = queryClient.getQueryData<QuestionnaireState>(questionnaireKeys.all);
      const before = context?.before;
      if (!current || !before) return;
      const previous = new Map(before.answers.map((entry) => [entry.itemId, entry.answer]));
      const refused = new Set(answers.map((entry) => entry.itemId));
      const kept = current.answers.filter((entry) => !refused.has(entry.itemId));
      const restored = answers.flatMap((entry) => {
        const answer = previous.get(entry.itemId);
        return answer === undefined ? [] : [{ itemId: entry.itemId, answer }];
      });
      queryClient.setQueryData(questionnaireKeys.all, { ...current, answers: [...kept, ...restored].sort((a, b) => a.itemId - b.itemId) });
    },
  });
}
