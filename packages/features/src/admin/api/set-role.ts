/**
 * Makes a member an administrator, or a member again (PUT …/members/{memberId}/role). The server keeps at least one
 * administrator and says so (409); the members are read again either way.
 */
import { roleBodySchema, roleResponseSchema, type MemberRole } from '@kindred/contracts/api/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { adminKeys } from './keys.ts';
import { organizationPath } from './paths.ts';

async function putRole(orgcode: string, memberId: string, role: MemberRole) {
  const json = roleBodySchema.parse({ role });
  return roleResponseSchema.parse(await api.put(organizationPath(orgcode, `members/${encodeURIComponent(memberId)}/role`), { json }).json());
}

export function useSetRole(orgcode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: string; role: MemberRole }) => putRole(orgcode, memberId, role),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.members(orgcode) }),
        // Demoting oneself changes what one administers.
        queryClient.invalidateQueries({ queryKey: adminKeys.administered() }),
      ]),
  });
}
