/**
 * Leaving an organisation: DELETE /v1/organizations/{orgcode}/members/me, answered 204. The member's matches and
 * conversations stay; the organisation's directory and weekly matching no longer include them. Its only
 * administrator may not leave while other members remain: 409 with the server's words, which the caller shows.
 */
import { ORGANIZATIONS_PATH } from '@kindred/contracts/api/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { directoryKeys, profileKeys, type ProfileOwner } from './keys.ts';
import type { Profile } from './profile-schemas.ts';
import { NO_JWT_TOKEN, bearer } from './request.ts';

/** One call. */
async function leaveOrganization(orgcode: string): Promise<void> {
  const headers = await bearer(NO_JWT_TOKEN);
  const response = await api.delete(`${ORGANIZATIONS_PATH}/${encodeURIComponent(orgcode)}/members/me`, { headers });
  // Done when the whole (empty) answer has come, not only its status.
  await response.text();
}

/**
 * Leaves an organisation. Once left, the cached profile drops it at once (the organisation selection follows the
 * profile), and the profile, the organisations' details and the directories are read again; `onLeft` refreshes what
 * other features built from the member's organisations.
 */
export function useLeaveOrganization(owner: ProfileOwner | null | undefined, options: { onLeft?: (orgcode: string) => void } = {}) {
  const queryClient = useQueryClient();
  const { onLeft } = options;
  return useMutation({
    mutationKey: profileKeys.leaveOrganization(),
    mutationFn: leaveOrganization,
    onSuccess: (_answer, orgcode) => {
      if (owner) {
        const code = orgcode.toUpperCase();
        queryClient.setQueryData<Profile>(profileKeys.user(owner.id, owner.email), (current) =>
          current
            ? {
                ...current,
                orgcode: current.orgcode.filter((item) => item.toUpperCase() !== code),
                organizations: current.organizations.filter((org) => org.orgcode.toUpperCase() !== code),
              }
            : current,
        );
      }
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      void queryClient.invalidateQueries({ queryKey: directoryKeys.all });
      onLeft?.(orgcode);
    },
    onError: (error) => console.warn('Leaving the organization failed', error),
  });
}
