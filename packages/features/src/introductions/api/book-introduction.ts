/**
 * Books an e-mailed time for both (POST /v1/introductions/book): the answer's `outcome` is what happened, booked,
 * taken or passed (with fresh times, each booked the same way with its own token) or declined.
 */
import { INTRODUCTION_PATHS, bookOutcomeSchema, type BookOutcome } from '@kindred/contracts/api/introductions';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { introductionKeys } from './keys.ts';
import { WITHOUT_SESSION } from './public-call.ts';

function bookIntroduction(token: string): Promise<BookOutcome> {
  return api.post(INTRODUCTION_PATHS.book.slice(1), { json: { token }, headers: WITHOUT_SESSION }).json(bookOutcomeSchema);
}

/** Books the time the token names; its variable is the token. */
export function useBookIntroduction() {
  return useMutation({ mutationKey: [...introductionKeys.all, 'book'], mutationFn: bookIntroduction });
}
