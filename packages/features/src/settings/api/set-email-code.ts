/** The e-mail code at sign-in on, or off with the password (PUT /v1/account/email-code); the answer is the saved setting. */
import { ACCOUNT_PATHS, emailCodeBodySchema, emailCodeResponseSchema, type EmailCodeSetting } from '@kindred/contracts/api/account';
import { parseRequest } from '@kindred/features/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { accountKeys } from './account-keys.ts';

async function setEmailCode(input: { enabled: boolean; password?: string }): Promise<EmailCodeSetting> {
  const json = parseRequest(emailCodeBodySchema, input);
  const answer: unknown = await api.put(ACCOUNT_PATHS.emailCode.slice(1), { json }).json();
  return emailCodeResponseSchema.parse(answer);
}

export function useSetEmailCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEmailCode,
    onSuccess: (answer) => queryClient.setQueryData<EmailCodeSetting>(accountKeys.emailCode(), answer),
  });
}
