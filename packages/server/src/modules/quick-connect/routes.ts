/** GET /v1/quick-connect/stats: the caller's own Quick Connect counters, the identity token as bearer. */
import { QUICK_CONNECT_STATS_PATH, quickConnectStatsSchema } from '@kindred/contracts/api/quick-connect';
import type { PlatformDeps } from '../../platform/deps.ts';
import { defineRoute, mountRoutes } from '../../platform/http/openapi.ts';
import { callerOf } from '../identity/index.ts';
import type { QuickConnectService } from './service.ts';

const statsRoute = defineRoute({
  method: 'GET',
  path: QUICK_CONNECT_STATS_PATH,
  summary: "The caller's Quick Connect counters: scheduled (as organiser), rescheduled (moves of those), completed (organised or attended, ended)",
  tags: ['quick-connect'],
  auth: true,
  response: quickConnectStatsSchema,
});

export function quickConnectRoutes(deps: PlatformDeps & { quickConnect: QuickConnectService }) {
  return mountRoutes(deps, [statsRoute.handle((c) => deps.quickConnect.stats(callerOf(c).userId))]);
}
