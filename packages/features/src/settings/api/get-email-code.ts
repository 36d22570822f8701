/** Whether sign-in asks for an e-mail code (GET /v1/account/email-code). */
import { ACCOUNT_PATHS, emailCodeResponseSchema, type EmailCodeSetting } from '@kindred/contracts/api/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { accountKeys } from './account-keys.ts';

async function fetchEmailCode(): Promise<EmailCodeSetting> {
  const answer: unknown = await api.get(ACCOUNT_PATHS.emailCode.slice(1)).json();
  return emailCodeResponseSchema.parse(answer);
}

function emailCodeQueryOptions() {
  return queryOptions({ queryKey: accountKeys.emailCode(), queryFn: fetchEmailCode });
}

export function useEmailCode() {
  return useQuery(emailCodeQueryOptions());
}
