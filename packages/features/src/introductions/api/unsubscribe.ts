/** The e-mail's unsubscribe link, from the app's page (POST /v1/notifications/unsubscribe with `{ token }`): honoured at once. */
import { INTRODUCTION_PATHS, unsubscribeAnswerSchema, type UnsubscribeAnswer } from '@kindred/contracts/api/introductions';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { introductionKeys } from './keys.ts';
import { WITHOUT_SESSION } from './public-call.ts';

function unsubscribe(token: string): Promise<UnsubscribeAnswer> {
  return api.post(INTRODUCTION_PATHS.unsubscribe.slice(1), { json: { token }, headers: WITHOUT_SESSION }).json(unsubscribeAnswerSchema);
}

/** Turns off the e-mails the token's kind names (the weekly introduction); its variable is the token. */
export function useUnsubscribe() {
  return useMutation({ mutationKey: [...introductionKeys.all, 'unsubscribe'], mutationFn: unsubscribe });
}
