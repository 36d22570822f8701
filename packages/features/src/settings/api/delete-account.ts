/**
 * Deleting the account (DELETE /v1/account `{ password }`). After it the session is gone on the server; the
 * component signs the person out here too and takes them to the sign-in page.
 */
import { ACCOUNT_PATHS, deleteAccountBodySchema, deleteAccountResponseSchema } from '@kindred/contracts/api/account';
import { parseRequest } from '@kindred/features/profile';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';

async function deleteAccount(password: string): Promise<void> {
  const json = parseRequest(deleteAccountBodySchema, { password });
  deleteAccountResponseSchema.parse(await api.delete(ACCOUNT_PATHS.account.slice(1), { json }).json());
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
