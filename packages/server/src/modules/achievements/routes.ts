/**
 * GET /v1/achievements, POST /v1/achievements/seen and PUT /v1/achievements/pins
 * (packages/contracts/src/api/achievements.ts): the caller's own state only, the identity token as bearer. No
 * path names a member, so nobody can ask for another's.
 */
import {
  ACHIEVEMENTS_PATH,
  ACHIEVEMENTS_PINS_PATH,
  ACHIEVEMENTS_SEEN_PATH,
  achievementPinsBodySchema,
  achievementsSeenBodySchema,
  achievementsStateSchema,
} from '@kindred/contracts/api/achievements';
import type { PlatformDeps } from '../../platform/deps.ts';
import { defineRoute, mountRoutes } from '../../platform/http/openapi.ts';
import { callerOf } from '../identity/index.ts';
import type { AchievementsService } from './service.ts';

const TAGS = ['achievements'];

const stateRoute = defineRoute({
  method: 'GET',
  path: ACHIEVEMENTS_PATH,
  summary: "The caller's achievements: counters, awards (newest first, with whether each was shown), points, level and pins",
  description: 'Reading the state awards, once each, the achievements the counters have reached since the last read.',
  tags: TAGS,
  auth: true,
  response: achievementsStateSchema,
});

const seenRoute = defineRoute({
  method: 'POST',
  path: ACHIEVEMENTS_SEEN_PATH,
  summary: "Mark the caller's awards as shown (their toast); an id the caller has not earned is 422 and nothing is marked",
  tags: TAGS,
  auth: true,
  body: achievementsSeenBodySchema,
  status: 204,
});

const pinsRoute = defineRoute({
  method: 'PUT',
  path: ACHIEVEMENTS_PINS_PATH,
  summary: "Set the caller's pinned achievements (most recent first) and the goal among them; answers the state",
  tags: TAGS,
  auth: true,
  body: achievementPinsBodySchema,
  response: achievementsStateSchema,
});

export function achievementRoutes(deps: PlatformDeps & { achievements: AchievementsService }) {
  return mountRoutes(deps, [
    stateRoute.handle((c) => deps.achievements.state(callerOf(c).userId)),
    seenRoute.handle(async (c, { body }) => {
      await deps.achievements.markSeen(callerOf(c).userId, body.ids);
    }),
    pinsRoute.handle((c, { body }) => deps.achievements.setPins(callerOf(c).userId, body)),
  ]);
}
