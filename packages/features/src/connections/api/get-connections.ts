/**
 * The member's connections (docs/product.md#the-calls "Get user connections"), by the ids their profile lists,
 * newest match first. The list is cached for an hour (docs/product.md#constants-and-limits).
 */
import { PROFILE_PATH } from '@kindred/contracts/api/profile';
import { connectionsBodySchema, connectionsResponseSchema, type ConnectionRecord } from '@kindred/contracts/api/connections';
import { NO_JWT_TOKEN, bearer, parseRequest, readJson, useOwnProfile, type ProfileOwner } from '@kindred/features/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileApi } from '../../shared/http.ts';
import { connectionsKeys } from './keys.ts';

const CONNECTIONS_STALE_MS = 60 * 60_000;

/** One call: the member's connections among `connectionIds` (none asked, none answered), newest match first. */
async function fetchConnections(memberId: string, connectionIds: readonly string[]): Promise<ConnectionRecord[]> {
  if (connectionIds.length === 0) return [];
  const body = parseRequest(connectionsBodySchema, { memberId, connectionIds: [...connectionIds], isTopConnections: false });
  const headers = await bearer(NO_JWT_TOKEN);
  const response = await profileApi.post(PROFILE_PATH, { searchParams: { type: 'connections' }, json: body, headers });
  return connectionsResponseSchema.parse((await readJson(response)) ?? []);
}

export function connectionsQueryOptions(memberId: string, connectionIds: readonly string[]) {
  return queryOptions({
    // The ids are part of the key: a new weekly match (a new id on the profile) is a new list.
    queryKey: connectionsKeys.byIds(memberId, connectionIds),
    queryFn: () => fetchConnections(memberId, connectionIds),
    staleTime: CONNECTIONS_STALE_MS,
    enabled: Boolean(memberId),
  });
}

/** The signed-in member's connections: their profile's connection ids, then the records. */
export function useConnections(owner: ProfileOwner | null) {
  const profile = useOwnProfile(owner);
  const ids = profile.data?.connectionIds ?? [];
  const list = useQuery({ ...connectionsQueryOptions(owner?.id ?? '', ids), enabled: Boolean(owner?.id) && profile.data !== undefined });
  return { profile, list };
}
