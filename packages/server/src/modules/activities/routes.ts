/**
 * POST and GET /v1/activities/completions ('Mark as done'; docs/product.md#what-it-keeps "achievements"): the
 * caller's own records only, the identity token as bearer.
 */
import {
  ACTIVITY_COMPLETIONS_PATH,
  activityCompletionBodySchema,
  activityCompletionResponseSchema,
  activityCompletionsResponseSchema,
} from '@kindred/contracts/api/activities';
import type { PlatformDeps } from '../../platform/deps.ts';
import { answerWith, defineRoute, mountRoutes } from '../../platform/http/openapi.ts';
import { callerOf } from '../identity/index.ts';
import type { ActivitiesService } from './service.ts';

const TAGS = ['activities'];

const completeRoute = defineRoute({
  method: 'POST',
  path: ACTIVITY_COMPLETIONS_PATH,
  summary: "Mark an activity of the catalogue as done today (the caller's day, in timeZone); once per activity per day",
  tags: TAGS,
  auth: true,
  body: activityCompletionBodySchema,
  response: activityCompletionResponseSchema,
  status: 201,
  otherStatuses: { 200: 'Already done today: the day’s first record, with alreadyDone true; nothing new is stored' },
});

const listRoute = defineRoute({
  method: 'GET',
  path: ACTIVITY_COMPLETIONS_PATH,
  summary: "The caller's activities done, newest first (at most 1000)",
  tags: TAGS,
  auth: true,
  response: activityCompletionsResponseSchema,
});

export function activityRoutes(deps: PlatformDeps & { activities: ActivitiesService }) {
  return mountRoutes(deps, [
    completeRoute.handle(async (c, { body }) => {
      const done = await deps.activities.complete(callerOf(c).userId, body);
      return done.alreadyDone ? answerWith(200, done) : done;
    }),
    listRoute.handle((c) => deps.activities.list(callerOf(c).userId)),
  ]);
}
