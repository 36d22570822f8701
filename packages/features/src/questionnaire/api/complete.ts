/**
 * Completing the questionnaire scores it into the profile, and starting a retake clears the answers. A completion
 * changes what the profile, home, the directory and matches show: their queries are marked stale, so each is read
 * again when it shows (the new member's traits on home, their place in the directory).
 */
import {
  QUESTIONNAIRE_COMPLETE_PATH,
  QUESTIONNAIRE_RETAKE_PATH,
  questionnaireStateSchema,
  type QuestionnaireState,
} from '@kindred/contracts/api/questionnaire';
import { invalidateHome } from '@kindred/features/home';
import { invalidateOwnProfile } from '@kindred/features/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { questionnaireKeys } from './keys.ts';

async function post(path: string): Promise<QuestionnaireState> {
  const answer: unknown = await api.post(path.slice(1)).json();
  return questionnaireStateSchema.parse(answer);
}

export function useCompleteQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: questionnaireKeys.mutations.complete,
    mutationFn: () => post(QUESTIONNAIRE_COMPLETE_PATH),
    onSuccess: async (state) => {
      queryClient.setQueryData(questionnaireKeys.all, state);
      await Promise.all([invalidateOwnProfile(queryClient), invalidateHome(queryClient)]);
    },
  });
}

export function useRetakeQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: questionnaireKeys.mutations.retake,
    mutationFn: () => post(QUESTIONNAIRE_RETAKE_PATH),
    onSuccess: (state) => {
      queryClient.setQueryData(questionnaireKeys.all, state);
    },
  });
}
