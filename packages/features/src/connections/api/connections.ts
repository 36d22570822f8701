/**
 * The connections calls (docs/product.md#the-calls "Get user connections", "Mark viewed"): the member's
 * connections by the ids their profile lists, and recording that one was opened. The list is cached for an hour
 * (docs/product.md#constants-and-limits); opening an unviewed connection marks it viewed on the server and in the
 * cached list, and a failure to mark it is only logged (docs/product.md#states "Connection viewed flag").
 */
import { PROFILE_PATH } from '@kindred/contracts/api/profile';
import {
  connectionsBodySchema,
  connectionsResponseSchema,
  viewedBodySchema,
  viewedResponseSchema,
  type ConnectionRecord,
} from '@kindred/contracts/api/connections';
import {
  NO_JWT_TOKEN,
  bearer,
  parseRequest,
  readJson,
  useOwnProfile,
  type ProfileOwner,
} from '@kindred/features/profile';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileApi } from '../../shared/http.ts';

export const CONNECTIONS_STALE_MS = 60 * 60_000;

export const connectionsKeys = {
  all: ['connections'] as const,
  list: (memberId: string) => [...connectionsKeys.all, 'list', memberId] as const,
};

/** One call: the member's connections among `connectionIds` (none asked, none answered), newest match first. */
export async function fetchConnections(memberId: string, connectionIds: readonly string[]): Promise<ConnectionRecord[]> {
  if (connectionIds.length === 0) return [];
  const body = parseRequest(connectionsBodySchema, { memberId, connectionIds: [...connectionIds], isTopConnections: false });
  const headers = await bearer(NO_JWT_TOKEN);
  const response = await profileApi.post(PROFILE_PATH, { searchParams: { type: 'connections' }, json: body, headers });
  return connectionsResponseSchema.parse((await readJson(response)) ?? []);
}

export function connectionsQueryOptions(memberId: string, connectionIds: readonly string[]) {
  return queryOptions({
    // The ids are part of the key: a new weekly match (a new id on the profile) is a new list.
    queryKey: [...connectionsKeys.list(memberId), [...connectionIds].sort()] as const,
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

export async function markViewed(connection: Pick<ConnectionRecord['connectionItems'], 'id' | 'matchDateTime'>) {
  const body = parseRequest(viewedBodySchema, { id: connection.id, matchDateTime: connection.matchDateTime });
  const headers = await bearer(NO_JWT_TOKEN);
  const response = await profileApi.put(PROFILE_PATH, { searchParams: { type: 'viewed' }, json: body, headers });
  return viewedResponseSchema.parse(await readJson(response));
}

/** Marks a connection viewed; the cached lists show it at once, whatever the server says (a failure is logged). */
export function useMarkViewed(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...connectionsKeys.all, 'viewed'],
    mutationFn: markViewed,
    onMutate: (connection) => {
      queryClient.setQueriesData<ConnectionRecord[]>({ queryKey: connectionsKeys.list(memberId) }, (records) =>
        records?.map((record) =>
          record.connectionItems.id === connection.id ? { ...record, connectionItems: { ...record.connectionItems, viewed: true } } : record,
        ),
      );
    },
    // A failure to mark it is only logged, a lost connection included: the member did not ask for it.
    meta: { quiet: true },
    onError: (error) => console.warn('Could not mark the connection as viewed', error),
  });
}
