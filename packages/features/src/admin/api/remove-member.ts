/** Removes a member from the organisation (DELETE …/members/{memberId}); their matches and conversations stay. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { adminKeys } from './keys.ts';
import { organizationPath } from './paths.ts';

export function useRemoveMember(orgcode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (memberId: string) => {
      await api.delete(organizationPath(orgcode, `members/${encodeURIComponent(memberId)}`));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.members(orgcode) }),
  });
}
