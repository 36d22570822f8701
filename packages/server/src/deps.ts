/**
 * Everything a route module needs, built once at start and passed down
 * (no module-level singletons, so tests build as many apps as they like).
 */
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { Clock } from './clock.ts';
import { systemClock } from './clock.ts';
import type { Config } from './config/config.ts';
import type { Db } from './db/types.ts';
import { createRouteRegistry } from './http/openapi.ts';
import type { RouteRegistry } from './http/openapi.ts';
import { createPostgresRateLimiter, createRedisRateLimiter, withFallback } from './http/rate-limit.ts';
import type { RateLimiter } from './http/rate-limit.ts';
import type { AppEnv } from './http/types.ts';
import { createRequireAuth } from './identity/require-auth.ts';
import { createIdentityService } from './identity/service.ts';
import type { IdentityService } from './identity/service.ts';
import { loadSigningKey } from './identity/signing-key.ts';
import { createTokenService } from './identity/tokens.ts';
import type { TokenService } from './identity/tokens.ts';
import { createLogger } from './log/logger.ts';
import { createMailer } from './mail/mailer.ts';
import { createOrganizationsService } from './organizations/service.ts';
import type { OrganizationsService } from './organizations/service.ts';
import type { Mailer } from './mail/mailer.ts';

export const API_VERSION = '1.0.0';

export interface Deps {
  config: Config;
  db: Db;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  log: Logger;
  clock: Clock;
  tokens: TokenService;
  identity: IdentityService;
  organizations: OrganizationsService;
  auth: { requireAuth: MiddlewareHandler<AppEnv> };
  /** Routes mounted with `mountRoutes` register here; /v1/openapi.json is built from it. */
  registry: RouteRegistry;
  /** Set when shutdown starts: /readyz answers 503 so a load balancer stops sending traffic. */
  lifecycle: { shuttingDown: boolean };
  /** Closes what the deps opened (Redis, SMTP, and the database). */
  close(): Promise<void>;
}

export interface DepsOptions {
  /** A migrated database (main and the test harness create and migrate it). */
  db: Db;
  clock?: Clock;
  log?: Logger;
  rateLimiter?: RateLimiter;
  mailer?: Mailer;
  /** Where the outbox mailer prints its notice (default: console). */
  print?: (line: string) => void;
}

export async function createDeps(config: Config, options: DepsOptions): Promise<Deps> {
  const { db } = options;
  const clock = options.clock ?? systemClock;
  const log = options.log ?? createLogger({ level: config.logLevel });
  const rateLimiter =
    options.rateLimiter ??
    (config.redisUrl
      ? withFallback(createRedisRateLimiter(config.redisUrl, clock), createPostgresRateLimiter(db, clock), log)
      : createPostgresRateLimiter(db, clock));
  const mailer = options.mailer ?? createMailer({ config, db, ...(options.print ? { print: options.print } : {}) });
  const tokens = createTokenService({
    key: await loadSigningKey(db, config),
    clock,
    ttlSeconds: config.session.idTokenTtlSeconds,
  });
  const identity = createIdentityService({ db, mailer, rateLimiter, tokens, clock, config, log });
  const organizations = createOrganizationsService({ db, mailer, rateLimiter, clock, config, log });
  let closed = false;
  return {
    config,
    db,
    mailer,
    rateLimiter,
    log,
    clock,
    tokens,
    identity,
    organizations,
    auth: { requireAuth: createRequireAuth(identity) },
    registry: createRouteRegistry({
      title: 'Kindred API',
      version: API_VERSION,
      description: 'Identity, profile and support services of the Kindred web app.',
    }),
    lifecycle: { shuttingDown: false },
    async close() {
      if (closed) return;
      closed = true;
      await rateLimiter.close();
      await mailer.close();
      await db.close();
    },
  };
}
