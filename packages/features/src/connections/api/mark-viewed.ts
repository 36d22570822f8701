/**
 * Recording that a connection was opened (docs/product.md#the-calls "Mark viewed"): an unviewed connection opened
 * is marked viewed on the server and in the cached list at once; a failure to mark it is only logged
 * (docs/product.md#states "Connection viewed flag").
 */
import { PROFILE_PATH } from '@kindred/contracts/api/profile';
import { viewedBodySchema, viewedResponseSchema, type ConnectionRecord } from '@kindred/contracts/api/connections';
import { NO_JWT_TOKEN, bearer, parseRequest, readJson } from '@kindred/features/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileApi } from '../../shared/http.ts';
import { connectionsKeys } from './keys.ts';

async function markViewed(connection: Pick<ConnectionRecord['connectionItems'], 'id' | 'matchDateTime'>) {
  const body = parseRequest(viewedBodySchema, { id: connection.id, matchDateTime: connection.matchDateTime });
  const headers = await bearer(NO_JWT_TOKEN);
  const response = await profileApi.put(PROFILE_PATH, { searchParams: { type: 'viewed' }, json: body, headers });
  return viewedResponseSchema.parse(await readJson(response));
}

/** Marks a connection viewed; the cached lists show it at once, whatever the server says (a failure is logged). */
export function useMarkViewed(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: connectionsKeys.markViewed(),
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
