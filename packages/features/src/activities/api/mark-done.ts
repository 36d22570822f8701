/**
 * 'Mark as done' (docs/decisions.md#what-the-specification-simulates): records an activity on the server, once per
 * activity per day of the member's own calendar; the list of what was done shows it as soon as the server answers.
 */
import { ACTIVITY_COMPLETIONS_PATH, activityCompletionBodySchema, activityCompletionResponseSchema, type ActivityCompletion } from '@kindred/contracts/api/activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { completionKeys } from './keys.ts';

export const MARK_DONE_FAILED = 'Could not record the activity as done. Please try again.';

function timeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export async function markActivityDone(activityId: string) {
  const body = activityCompletionBodySchema.parse({ activityId, timeZone: timeZone() });
  const answer: unknown = await api.post(ACTIVITY_COMPLETIONS_PATH.slice(1), { json: body }).json();
  return activityCompletionResponseSchema.parse(answer);
}

/** Records an activity as done; the list shows it at once when the server answers. */
export function useMarkDone(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: completionKeys.mark(),
    mutationFn: markActivityDone,
    onSuccess: (done) => {
      queryClient.setQueryData<ActivityCompletion[]>(completionKeys.mine(memberId), (list = []) =>
        list.some((entry) => entry.activityId === done.activityId && entry.day === done.day)
          ? list
          : [{ activityId: done.activityId, day: done.day, completedAt: done.completedAt }, ...list],
      );
    },
  });
}
