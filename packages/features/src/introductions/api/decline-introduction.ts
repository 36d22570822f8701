/** 'Not this week' for the pair (POST /v1/introductions/decline): answered `declined`, or `booked` if a time was booked first. */
import { INTRODUCTION_PATHS, declineAnswerSchema, type DeclineAnswer } from '@kindred/contracts/api/introductions';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { introductionKeys } from './keys.ts';
import { WITHOUT_SESSION } from './public-call.ts';

function declineIntroduction(token: string): Promise<DeclineAnswer> {
  return api.post(INTRODUCTION_PATHS.decline.slice(1), { json: { token }, headers: WITHOUT_SESSION }).json(declineAnswerSchema);
}

/** Declines this week's Quick Connect for the pair the token names; its variable is the token. */
export function useDeclineIntroduction() {
  return useMutation({ mutationKey: [...introductionKeys.all, 'decline'], mutationFn: declineIntroduction });
}
