/**
 * A new password (PUT /v1/account/password): the current one first. The server signs out every other session, so
 * the sessions list is read again.
 */
import { ACCOUNT_PATHS, changePasswordBodySchema, changePasswordResponseSchema } from '@kindred/contracts/api/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { parseRequest } from '@kindred/features/profile';
import { api } from '../../shared/http.ts';
import { accountKeys } from './account-keys.ts';

async function changePassword(input: { currentPassword: string; newPassword: string }): Promise<z.infer<typeof changePasswordResponseSchema>> {
  const json = parseRequest(changePasswordBodySchema, input);
  const answer: unknown = await api.put(ACCOUNT_PATHS.password.slice(1), { json }).json();
  return changePasswordResponseSchema.parse(answer);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
