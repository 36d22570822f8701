/**
 * The activities the member has done (docs/decisions.md#what-the-specification-simulates): the list that feeds the
 * dialog's 'Done today' and, later, achievements. The server counts one per activity per day of the member's own
 * calendar.
 */
import { ACTIVITY_COMPLETIONS_PATH, activityCompletionsResponseSchema, type ActivityCompletion } from '@kindred/contracts/api/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { completionKeys } from './keys.ts';

/** The member's calendar day, as the server counts 'today'. */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

async function fetchCompletions(): Promise<ActivityCompletion[]> {
  const answer: unknown = await api.get(ACTIVITY_COMPLETIONS_PATH.slice(1)).json();
  return activityCompletionsResponseSchema.parse(answer).completions;
}

export function completionsQueryOptions(memberId: string) {
  return queryOptions({ queryKey: completionKeys.mine(memberId), queryFn: fetchCompletions, enabled: Boolean(memberId) });
}

export function useCompletions(memberId: string) {
  return useQuery(completionsQueryOptions(memberId));
}
