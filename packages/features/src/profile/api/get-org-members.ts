/**
 * The directory call (docs/product.md#the-calls "Organization members"): the members of one of the member's
 * organisations, read only while its community is open (the server refuses a closed organisation, and one the
 * caller is not in). The answer is kept with the time it arrived, which the page shows beside its refresh button.
 */
import { PROFILE_PATH } from '@kindred/contracts/api/profile';
import { orgMembersBodySchema, orgMembersResponseSchema, type OrgMember } from '@kindred/contracts/api/connections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileApi } from '../../shared/http.ts';
import { directoryKeys } from './keys.ts';
import { bearer, parseRequest, readJson } from './request.ts';

/** docs/product.md#validation: the member-list call without a session. */
const NO_AUTHENTICATION_TOKEN = 'No authentication token';

async function fetchOrgMembers(orgcode: string): Promise<OrgMember[]> {
  const body = parseRequest(orgMembersBodySchema, { orgcode });
  const headers = await bearer(NO_AUTHENTICATION_TOKEN);
  const response = await profileApi.post(PROFILE_PATH, { searchParams: { type: 'org-members' }, json: body, headers });
  return orgMembersResponseSchema.parse((await readJson(response)) ?? []);
}

function directoryQueryOptions(memberId: string, orgcode: string) {
  return queryOptions({
    queryKey: directoryKeys.members(memberId, orgcode),
    queryFn: () => fetchOrgMembers(orgcode),
    enabled: Boolean(memberId && orgcode),
  });
}

/** The open organisation's members; nothing is asked while `orgcode` is null (no organisation, or not open). */
export function useDirectory(memberId: string, orgcode: string | null) {
  return useQuery({ ...directoryQueryOptions(memberId, orgcode ?? ''), enabled: Boolean(memberId && orgcode) });
}
