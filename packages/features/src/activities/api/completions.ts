/**
 * Activities done (docs/decisions.md#what-the-specification-simulates): 'Mark as done' records an activity on the
 * server, once per activity per day of the member's own calendar; the list of what was done feeds the dialog's
 * 'Done today' and, later, achievements.
 */
import {
  ACTIVITY_COMPLETIONS_PATH,
  activityCompletionBodySchema,
  activityCompletionResponseSchema,
  activityCompletionsResponseSchema,
  type ActivityCompletion,
} from '@kindred/contracts/api/activities';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';

export const MARK_DONE_FAILED = 'Could not record the activity as done. Please try again.';

export const completionKeys = {
  all: ['activity-completions'] as const,
  mine: (memberId: string) => [...completionKeys.all, memberId] as const,
};

/** The member's calendar day, as the server counts 'today'. */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function timeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export async function fetchCompletions(): Promise<ActivityCompletion[]> {
  const answer: unknown = await api.get(ACTIVITY_COMPLETIONS_PATH.slice(1)).json();
  return activityCompletionsResponseSchema.parse(answer).completions;
}

export async function markActivityDone(activityId: string) {
  const body = activityCompletionBodySchema.parse({ activityId, timeZone: timeZone() });
  const answer: unknown = await api.post(ACTIVITY_COMPLETIONS_PATH.slice(1), { json: body }).json();
  return activityCompletionResponseSchema.parse(answer);
}

export function useCompletions(memberId: string) {
  return useQuery({ queryKey: completionKeys.mine(memberId), queryFn: fetchCompletions, enabled: Boolean(memberId) });
}

/** Records an activity as done; the list shows it at once when the server answers. */
export function useMarkDone(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...completionKeys.all, 'mark'],
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
