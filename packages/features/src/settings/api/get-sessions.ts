/** Where the member is signed in (GET /v1/account/sessions): live sessions, last active first, this one marked. */
import { ACCOUNT_PATHS, accountSessionsResponseSchema, type AccountSession } from '@kindred/contracts/api/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { accountKeys } from './account-keys.ts';

async function fetchSessions(): Promise<AccountSession[]> {
  const answer: unknown = await api.get(ACCOUNT_PATHS.sessions.slice(1)).json();
  return accountSessionsResponseSchema.parse(answer).sessions;
}

function sessionsQueryOptions() {
  return queryOptions({ queryKey: accountKeys.sessions(), queryFn: fetchSessions });
}

export function useAccountSessions() {
  return useQuery(sessionsQueryOptions());
}
