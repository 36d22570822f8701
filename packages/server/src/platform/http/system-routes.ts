/** Health, readiness and the OpenAPI document. */
import * as z from 'zod/mini';
import type { PlatformDeps } from '../deps.ts';
import { unavailable } from '../errors.ts';
import { defineRoute, mountRoutes } from './openapi.ts';

const healthRoute = defineRoute({
  method: 'GET',
  path: '/healthz',
  summary: 'Liveness: the process answers',
  tags: ['system'],
  response: z.object({ status: z.literal('ok') }),
});

const readyRoute = defineRoute({
  method: 'GET',
  path: '/readyz',
  summary: 'Readiness: the database answers and the server is not shutting down',
  tags: ['system'],
  response: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
});

const openApiRoute = defineRoute({
  method: 'GET',
  path: '/v1/openapi.json',
  summary: 'This document',
  tags: ['system'],
  responseContent: { 'application/json': 'OpenAPI 3.1 document' },
});

export function systemRoutes(deps: PlatformDeps) {
  return mountRoutes(deps, [
    healthRoute.handle(() => ({ status: 'ok' as const })),
    readyRoute.handle(async () => {
      if (deps.lifecycle.shuttingDown) throw unavailable('Shutting down', 'NOT_READY');
      try {
        await deps.db.ping();
      } catch {
        throw unavailable('Database unavailable', 'NOT_READY');
      }
      return { status: 'ready' as const, database: deps.db.engine };
    }),
    openApiRoute.handle((c) => c.json(deps.registry.document())),
  ]);
}
