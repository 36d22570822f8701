/**
 * Invitations: one address (POST …/invitations), many at once (POST …/invitations/bulk, each row answered),
 * resending a pending one (POST …/invitations/{email}/resend) and withdrawing one (DELETE …/invitations/{email}).
 * Each reads the invitations again when it settles.
 */
import {
  bulkInvitationBodySchema,
  bulkInvitationResponseSchema,
  invitationBodySchema,
  invitationResponseSchema,
} from '@kindred/contracts/api/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { adminKeys } from './keys.ts';
import { organizationPath } from './paths.ts';

function useAdmissionMutation<TVariables, TData>(orgcode: string, mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.admission(orgcode) }),
  });
}

export function useInvite(orgcode: string) {
  return useAdmissionMutation(orgcode, async (email: string) => {
    const json = invitationBodySchema.parse({ email });
    return invitationResponseSchema.parse(await api.post(organizationPath(orgcode, 'invitations'), { json }).json());
  });
}

export function useInviteMany(orgcode: string) {
  return useAdmissionMutation(orgcode, async (emails: readonly string[]) => {
    const json = bulkInvitationBodySchema.parse({ emails });
    return bulkInvitationResponseSchema.parse(await api.post(organizationPath(orgcode, 'invitations/bulk'), { json, timeout: 120_000 }).json());
  });
}

export function useResendInvitation(orgcode: string) {
  return useAdmissionMutation(orgcode, async (email: string) =>
    invitationResponseSchema.parse(await api.post(organizationPath(orgcode, `invitations/${encodeURIComponent(email)}/resend`)).json()),
  );
}

export function useRevokeInvitation(orgcode: string) {
  return useAdmissionMutation(orgcode, async (email: string) => {
    await api.delete(organizationPath(orgcode, `invitations/${encodeURIComponent(email)}`));
  });
}
