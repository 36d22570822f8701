/**
 * Get user orgs (docs/product.md#the-calls): POST /v1/user-profile?type=orgs with
 * `{ orgcodeList }`; per organisation the answer carries orgcode, the
 * community flags (`IsUsersOpen`), description. A failure is logged and the
 * screens fall back to the profile's basic organisation data (docs/product.md#errors).
 */
import { PROFILE_PATH, orgsBodySchema } from '@kindred/contracts/api/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileApi } from '../../shared/http.ts';
import { normaliseOrgcodes, profileKeys } from './keys.ts';
import { organizationsAnswerSchema, type OrganizationDetails } from './profile-schemas.ts';
import { NO_JWT_TOKEN, bearer, parseRequest, readJson } from './request.ts';

export async function fetchOrganizations(orgcodes: readonly string[]): Promise<OrganizationDetails[]> {
  const body = parseRequest(orgsBodySchema, { orgcodeList: [...orgcodes] });
  const headers = await bearer(NO_JWT_TOKEN);
  const response = await profileApi.post(PROFILE_PATH, { searchParams: { type: 'orgs' }, json: body, headers });
  return organizationsAnswerSchema.parse(await readJson(response));
}

export function organizationsQueryOptions(orgcodes: readonly string[]) {
  const codes = normaliseOrgcodes(orgcodes);
  return queryOptions({
    queryKey: profileKeys.orgs(codes),
    queryFn: () => fetchOrganizations(codes),
    enabled: codes.length > 0,
  });
}

export function useOrganizationDetails(orgcodes: readonly string[]) {
  return useQuery(organizationsQueryOptions(orgcodes));
}
