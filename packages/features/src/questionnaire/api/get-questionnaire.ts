/** The member's questionnaire: the answers so far, its status, and the profile's scores and archetype. */
import { QUESTIONNAIRE_PATH, questionnaireStateSchema, type QuestionnaireState } from '@kindred/contracts/api/questionnaire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { questionnaireKeys } from './keys.ts';

async function fetchQuestionnaire(): Promise<QuestionnaireState> {
  const answer: unknown = await api.get(QUESTIONNAIRE_PATH.slice(1)).json();
  return questionnaireStateSchema.parse(answer);
}

const questionnaireQueryOptions = queryOptions({
  queryKey: questionnaireKeys.all,
  queryFn: fetchQuestionnaire,
  // The member's own answers change only here: no need to read them again while the page is open.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useQuestionnaire() {
  return useQuery(questionnaireQueryOptions);
}
