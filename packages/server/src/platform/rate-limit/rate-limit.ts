/**
 * Rate limits shared by every instance: counters live in PostgreSQL (default)
 * or Redis (REDIS_URL), never only in process memory.
 *
 * Fixed windows: a key may be hit `limit` times per window of `windowSeconds`
 * aligned on the epoch; the next hit is refused until the window ends. Windows
 * are short on purpose: a limit keyed by an account must not let an attacker
 * lock its owner out for long.
 *
 * A hit is counted before the work it guards, so that parallel requests cannot
 * all slip in under the limit; `release` gives it back when the attempt turned
 * out to be one the limit is not about (a sign-in with the right password).
 */
import { Redis } from 'ioredis';
import type { Clock } from '../clock.ts';
import { systemClock } from '../clock.ts';
import type { Db } from '../db/types.ts';
import { rateLimited } from '../errors.ts';
import * as repo from './repository.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends (at least 1); what a 429's Retry-After says. */
  retryAfterSeconds: number;
  /** Hits left in this window after this one. */
  remaining: number;
}

export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Takes back one hit of `key` in the current window; the count never goes below zero. */
  release(key: string, windowSeconds: number): Promise<void>;
  /** Hits `key` in the window from `start` to `end` (a member's own day, say), not one aligned on the epoch. */
  hitUntil(key: string, limit: number, start: Date, end: Date): Promise<RateLimitResult>;
  /**
   * A minimum gap: allowed when `key` was not let through in the last `ms` milliseconds, and then it starts
   * the gap again; a refused call does not.
   */
  gap(key: string, ms: number): Promise<RateLimitResult>;
  close(): Promise<void>;
}

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/** Hits `key` and throws a 429 (with Retry-After) when it is over its limit. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  const result = await limiter.hit(key, limit, windowSeconds);
  if (!result.allowed) {
    throw rateLimited(TOO_MANY_REQUESTS_MESSAGE, result.retryAfterSeconds);
  }
}

function windowOf(nowMs: number, windowSeconds: number) {
  const windowMs = windowSeconds * 1000;
  const startMs = Math.floor(nowMs / windowMs) * windowMs;
  return {
    index: startMs / windowMs,
    start: new Date(startMs),
    end: new Date(startMs + windowMs),
    retryAfterSeconds: Math.max(1, Math.ceil((startMs + windowMs - nowMs) / 1000)),
  };
}

function secondsUntil(endMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((endMs - nowMs) / 1000));
}

function result(count: number, limit: number, retryAfterSeconds: number): RateLimitResult {
  return { allowed: count <= limit, retryAfterSeconds, remaining: Math.max(0, limit - count) };
}

/** Counters in the `rate_limit_buckets` table: one row per key, reset when a new window starts. */
export function createPostgresRateLimiter(db: Db, clock: Clock = systemClock): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const now = clock.now().getTime();
      const window = windowOf(now, windowSeconds);
      const count = await repo.hitBucket(db, `${key}|${windowSeconds}`, window.start, window.end);
      // Now and then, drop buckets whose window is over, so the table stays small.
      if (Math.random() < 0.01) repo.deleteExpiredBuckets(db, new Date(now)).catch(() => {});
      return result(count, limit, window.retryAfterSeconds);
    },
    async release(key, windowSeconds) {
      const window = windowOf(clock.now().getTime(), windowSeconds);
      // Only within the window the hit was counted in: a new window starts from nothing anyway.
      await repo.releaseBucket(db, `${key}|${windowSeconds}`, window.start);
    },
    async hitUntil(key, limit, start, end) {
      const count = await repo.hitBucket(db, `${key}|until`, start, end);
      return result(count, limit, secondsUntil(end.getTime(), clock.now().getTime()));
    },
    async gap(key, ms) {
      const now = clock.now();
      const until = await repo.startGap(db, `${key}|gap`, now, new Date(now.getTime() + ms));
      return until === null
        ? { allowed: true, retryAfterSeconds: secondsUntil(now.getTime() + ms, now.getTime()), remaining: 0 }
        : { allowed: false, retryAfterSeconds: secondsUntil(until.getTime(), now.getTime()), remaining: 0 };
    },
    async close() {},
  };
}

// INCR, and set the expiry on the window's first hit; atomic in Redis.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count`;

// DECR only a key that exists and is above zero: a window that has ended (and expired) stays gone.
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count`;

// A gap's end, by the caller's clock: 0 when a new gap started, else the running gap's end (the key expires after it).
const GAP_SCRIPT = `
local ends = tonumber(redis.call('GET', KEYS[1]) or '0')
if ends > tonumber(ARGV[1]) then return ends end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 0`;

/** Counters in Redis, one key per window, expiring with it. */
export function createRedisRateLimiter(url: string, clock: Clock = systemClock): RateLimiter & { redis: Redis } {
  // While Redis is unreachable a command fails at once instead of waiting in a queue: the caller falls back (withFallback).
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // Connection errors surface on the commands that fail; without a listener ioredis logs each one.
  redis.on('error', () => {});
  // The first commands wait for the first connection (a second at most, once), rather than failing at start.
  const startup = Promise.race([
    new Promise<void>((resolve) => redis.once('ready', () => resolve())),
    new Promise<void>((resolve) => setTimeout(resolve, 1000).unref()),
  ]);
  let startedUp = false;
  const started = async () => {
    if (startedUp) return;
    await startup;
    startedUp = true;
  };
  return {
    redis,
    async hit(key, limit, windowSeconds) {
      await started();
      const window = windowOf(clock.now().getTime(), windowSeconds);
      const count = Number(
        await redis.eval(HIT_SCRIPT, 1, `ratelimit:${key}|${windowSeconds}|${window.index}`, windowSeconds + 1),
      );
      return result(count, limit, window.retryAfterSeconds);
    },
    async release(key, windowSeconds) {
      await started();
      const window = windowOf(clock.now().getTime(), windowSeconds);
      await redis.eval(RELEASE_SCRIPT, 1, `ratelimit:${key}|${windowSeconds}|${window.index}`);
    },
    async hitUntil(key, limit, start, end) {
      await started();
      const now = clock.now().getTime();
      const ttl = Math.max(1, Math.ceil((end.getTime() - now) / 1000)) + 1;
      const count = Number(await redis.eval(HIT_SCRIPT, 1, `ratelimit:${key}|until|${start.getTime()}`, ttl));
      return result(count, limit, secondsUntil(end.getTime(), now));
    },
    async gap(key, ms) {
      await started();
      const now = clock.now().getTime();
      const until = Number(await redis.eval(GAP_SCRIPT, 1, `ratelimit:${key}|gap`, now, now + ms, ms + 1000));
      return until === 0
        ? { allowed: true, retryAfterSeconds: secondsUntil(now + ms, now), remaining: 0 }
        : { allowed: false, retryAfterSeconds: secondsUntil(until, now), remaining: 0 };
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * A limiter that counts in `primary` (Redis) and, whenever that fails (Redis restarting or gone), in
 * `fallback` (the database) instead, so losing Redis degrades the limits' sharing for a while (hits
 * counted in one store are not seen by the other) but refuses and crashes nothing. Said once per outage.
 */
export function withFallback<T extends RateLimiter>(
  primary: T,
  fallback: RateLimiter,
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
): T {
  let degraded = false;
  const failedOver = (error: unknown) => {
    if (!degraded) log.warn({ err: error }, 'Rate limits: Redis is unavailable, counting in the database meanwhile');
    degraded = true;
  };
  const recovered = () => {
    if (degraded) log.info({}, 'Rate limits: Redis is back');
    degraded = false;
  };
  return {
    ...primary,
    async hit(key, limit, windowSeconds) {
      try {
        const result = await primary.hit(key, limit, windowSeconds);
        recovered();
        return result;
      } catch (error) {
        failedOver(error);
        return fallback.hit(key, limit, windowSeconds);
      }
    },
    async release(key, windowSeconds) {
      try {
        await primary.release(key, windowSeconds);
      } catch (error) {
        failedOver(error);
        await fallback.release(key, windowSeconds);
      }
    },
    async hitUntil(key, limit, start, end) {
      try {
        const result = await primary.hitUntil(key, limit, start, end);
        recovered();
        return result;
      } catch (error) {
        failedOver(error);
        return fallback.hitUntil(key, limit, start, end);
      }
    },
    async gap(key, ms) {
      try {
        const result = await primary.gap(key, ms);
        recovered();
        return result;
      } catch (error) {
        failedOver(error);
        return fallback.gap(key, ms);
      }
    },
    async close() {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
