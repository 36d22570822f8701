/** An organisation's members for its administrators (GET /v1/organizations/{orgcode}/members). */
import { membersResponseSchema, type MembersResponse } from '@kindred/contracts/api/organizations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { adminKeys } from './keys.ts';
import { organizationPath } from './paths.ts';

async function fetchMembers(orgcode: string): Promise<MembersResponse> {
  return membersResponseSchema.parse(await api.get(organizationPath(orgcode, 'members')).json());
}

function membersQueryOptions(orgcode: string) {
  return queryOptions({
    queryKey: adminKeys.members(orgcode),
    queryFn: () => fetchMembers(orgcode),
    enabled: Boolean(orgcode),
    // Others change it (a person joins, an invitation is accepted): a tab shown again reads it again, the last answer
    // showing meanwhile.
    refetchOnMount: 'always',
  });
}

export function useMembers(orgcode: string) {
  return useQuery(membersQueryOptions(orgcode));
}
