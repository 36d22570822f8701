/**
 * MSW handlers for the activities completions call (packages/contracts/src/api/activities.ts) over a small
 * in-memory list: requests checked with the contract's schema, answers parsed before they leave.
 */
import {
  ACTIVITY_COMPLETIONS_PATH,
  activityCompletionBodySchema,
  activityCompletionResponseSchema,
  activityCompletionsResponseSchema,
  type ActivityCompletion,
} from '@kindred/contracts/api/activities';
import { HttpResponse, http } from 'msw';

export interface ActivitiesMockOptions {
  completions?: ActivityCompletion[];
  /** Answer a POST with this status and message. */
  failPost?: { status: number; error: string };
}

function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function createActivitiesMock(options: ActivitiesMockOptions = {}) {
  const state = { completions: [...(options.completions ?? [])], posted: [] as string[] };
  const handlers = [
    http.get(`*${ACTIVITY_COMPLETIONS_PATH}`, () => HttpResponse.json(activityCompletionsResponseSchema.parse({ completions: state.completions }))),
    http.post(`*${ACTIVITY_COMPLETIONS_PATH}`, async ({ request }) => {
      const parsed = activityCompletionBodySchema.safeParse(await request.json().catch(() => undefined));
      if (!parsed.success) return HttpResponse.json({ error: parsed.error.issues[0]?.message ?? 'Invalid request' }, { status: 400 });
      state.posted.push(parsed.data.activityId);
      if (options.failPost) return HttpResponse.json({ error: options.failPost.error }, { status: options.failPost.status });
      // The story's browser zone is the member's: 'today' as the page counts it.
      const day = localDay(new Date());
      const earlier = state.completions.find((entry) => entry.activityId === parsed.data.activityId && entry.day === day);
      if (earlier) return HttpResponse.json(activityCompletionResponseSchema.parse({ ...earlier, alreadyDone: true }));
      const record = { activityId: parsed.data.activityId, day, completedAt: new Date().toISOString() };
      state.completions.unshift(record);
      return HttpResponse.json(activityCompletionResponseSchema.parse({ ...record, alreadyDone: false }), { status: 201 });
    }),
  ];
  return { state, handlers };
}
