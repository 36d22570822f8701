/** PUT ?type=relationship (our addition): the member calls one of their connections a mentor or a mentee, or neither. */
import { PROFILE_PATH, relationshipBodySchema, relationshipResponseSchema, type Conversation, type Relationship } from '@kindred/contracts/api/chat';
import { NO_JWT_TOKEN, bearer, parseRequest, readJson } from '@kindred/features/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileApi } from '../../shared/http.ts';
import { messagingKeys } from './keys.ts';

async function setRelationship(memberId: string, relationship: Relationship | 'none') {
  const body = parseRequest(relationshipBodySchema, { memberId, relationship });
  const headers = await bearer(NO_JWT_TOKEN);
  const response = await profileApi.put(PROFILE_PATH, { searchParams: { type: 'relationship' }, json: body, headers });
  return relationshipResponseSchema.parse(await readJson(response));
}

export function useSetRelationship(selfId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: messagingKeys.relationship(),
    mutationFn: ({ memberId, relationship }: { memberId: string; relationship: Relationship | 'none' }) => setRelationship(memberId, relationship),
    onSuccess: (answer) =>
      queryClient.setQueryData<Conversation[]>(messagingKeys.conversations(selfId), (list) =>
        list?.map((entry) => (entry.memberId === answer.memberId ? { ...entry, relationship: answer.relationship } : entry)),
      ),
  });
}
