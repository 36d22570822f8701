/**
 * What the platform gives every module: configuration, the database, mail,
 * rate limits, logs, the clock, the route registry (the OpenAPI document) and
 * the process's lifecycle. Built once at start (compose.ts) and passed down;
 * no module-level singletons, so tests build as many apps as they like.
 */
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { Clock } from './clock.ts';
import { systemClock } from './clock.ts';
import type { Config } from './config/config.ts';
import type { Db } from './db/types.ts';
import { createRouteRegistry } from './http/openapi-document.ts';
import type { RouteRegistry } from './http/openapi.ts';
import type { AppEnv } from './http/types.ts';
import { createLogger } from './log/logger.ts';
import { createMailer } from './mail/mailer.ts';
import type { Mailer } from './mail/mailer.ts';
import { createPostgresRateLimiter, createRedisRateLimiter, withFallback } from './rate-limit/rate-limit.ts';
import type { RateLimiter } from './rate-limit/rate-limit.ts';
import { createProgress } from './progress.ts';
import type { Progress } from './progress.ts';

const API_VERSION = '1.0.0';

export interface PlatformDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  log: Logger;
  clock: Clock;
  /** A member's counted event stored (progress.ts): achievements awards what it reached. */
  progress: Progress;
  /** The bearer check routes with `auth: true` run first; identity provides it (compose.ts). */
  auth: { requireAuth: MiddlewareHandler<AppEnv> };
  /** Routes mounted with `mountRoutes` register here; /v1/openapi.json is built from it. */
  registry: RouteRegistry;
  /** Set when shutdown starts: /readyz answers 503 so a load balancer stops sending traffic. */
  lifecycle: { shuttingDown: boolean };
  /** Closes what the platform opened (Redis, SMTP, and the database). */
  close(): Promise<void>;
}

export interface PlatformOptions {
  /** A migrated database (main and the test harness create and migrate it). */
  db: Db;
  clock?: Clock;
  log?: Logger;
  rateLimiter?: RateLimiter;
  mailer?: Mailer;
  /** Where the outbox mailer prints its notice (default: console). */
  print?: (line: string) => void;
}

/** The platform's part of the dependencies; `auth` comes from identity. */
export function createPlatform(config: Config, options: PlatformOptions): Omit<PlatformDeps, 'auth'> {
  const { db } = options;
  const clock = options.clock ?? systemClock;
  const log = options.log ?? createLogger({ level: config.logLevel });
  const rateLimiter =
    options.rateLimiter ??
    (config.redisUrl
      ? withFallback(createRedisRateLimiter(config.redisUrl, clock), createPostgresRateLimiter(db, clock), log)
      : createPostgresRateLimiter(db, clock));
  const mailer = options.mailer ?? createMailer({ config, db, ...(options.print ? { print: options.print } : {}) });
  let closed = false;
  return {
    config,
    db,
    mailer,
    rateLimiter,
    log,
    clock,
    progress: createProgress(log),
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
