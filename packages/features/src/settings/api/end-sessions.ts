/**
 * Signing out elsewhere: one session (DELETE /v1/account/sessions/{id}) or every other one
 * (DELETE /v1/account/sessions/others). The list is read again after either.
 */
import { ACCOUNT_PATHS, accountSessionPath, signedOutResponseSchema } from '@kindred/contracts/api/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { accountKeys } from './account-keys.ts';

async function endSession(id: string): Promise<number> {
  const answer: unknown = await api.delete(accountSessionPath(id).slice(1)).json();
  return signedOutResponseSchema.parse(answer).signedOut;
}

async function endOtherSessions(): Promise<number> {
  const answer: unknown = await api.delete(ACCOUNT_PATHS.otherSessions.slice(1)).json();
  return signedOutResponseSchema.parse(answer).signedOut;
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
