/**
 * Which organisations the signed-in member administers (GET /v1/organizations/administered): the shell shows the
 * console's entries only when there is one, and the console picks among them.
 */
import { administeredSchema, type AdministeredOrganizations } from '@kindred/contracts/api/organizations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { adminKeys } from './keys.ts';
import { ADMINISTERED_PATH } from './paths.ts';

/** Roles change rarely: read again after five minutes at most. */
const ADMINISTERED_STALE_MS = 5 * 60_000;

async function fetchAdministered(): Promise<AdministeredOrganizations> {
  return administeredSchema.parse(await api.get(ADMINISTERED_PATH).json());
}

function administeredQueryOptions() {
  return queryOptions({ queryKey: adminKeys.administered(), queryFn: fetchAdministered, staleTime: ADMINISTERED_STALE_MS });
}

export function useAdministeredOrganizations() {
  return useQuery(administeredQueryOptions());
}

/** True once the member is known to administer at least one organisation (false while unknown or on failure). */
export function useIsAdministrator(): boolean {
  const { data } = useAdministeredOrganizations();
  return (data?.organizations.length ?? 0) > 0;
}
