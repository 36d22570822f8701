/**
 * Connections' own path: PUT /v1/user-connections-answers?postType=… (the
 * answers two connected members give together). Mounted with the profile
 * API's table (../profile-api.ts).
 */
import * as api from '@kindred/contracts/api/profile-calls';
import type { PlatformDeps } from '../../platform/deps.ts';
import { defineRoute } from '../../platform/http/openapi.ts';
import type { BoundRoute } from '../../platform/http/openapi.ts';
import { enforceRateLimit } from '../../platform/rate-limit/rate-limit.ts';
import { callerOf } from '../identity/index.ts';
import type { ConnectionsService } from './service.ts';

const TAGS = ['profile'];

const connectionAnswersRoute = defineRoute({
    method: 'PUT',
    path: api.CONNECTION_ANSWERS_PATH,
    summary: "The caller's answers for one of their connections (postType: the kind of answers)",
    tags: TAGS,
    auth: true,
    query: api.connectionAnswersQuerySchema,
    body: api.connectionAnswersBodySchema,
    response: api.connectionAnswersResponseSchema,
  });

/** Saving answers is a person typing: this many a minute is far above it, and bounds what a script can write. */
const ANSWERS_PER_MINUTE = 60;

export function connectionRoutes(deps: PlatformDeps & { connections: ConnectionsService }): BoundRoute[] {
  return [
    connectionAnswersRoute.handle(async (c, { query, body }) => {
      const caller = callerOf(c);
      await enforceRateLimit(deps.rateLimiter, `connection-answers:${caller.userId}`, ANSWERS_PER_MINUTE, 60);
      return deps.connections.saveAnswers(caller, query.postType, body);
    }),
  ];
}
