/**
 * Rate limits shared by every instance: counters live in PostgreSQL (default)
 * or Redis (REDIS_URL), never only in process memory.
 *
 * Sliding windows: a key may be hit `limit` times in any `windowSeconds`, wherever that span starts, so "five a
 * minute" lets no sixth through within 60 seconds of the first (a window aligned on the clock let five through at
 * the end of one minute and five more at the start of the next). The times of the hits let through are kept until
 * they leave the window; a refused hit is not kept, so a refusal never pushes the next admission further away, and
 * Retry-After says when the hit holding the place leaves. Windows are short on purpose: a limit keyed by an account
 * must not let an attacker lock its owner out for long.
 *
 * A limit counted per day (a window of a day or more) counts per calendar window instead, as people read "20 a day"
 * ("try again tomorrow"): UTC days aligned on the epoch, or the member's own day through `hitUntil`.
 *
 * A hit is counted before the work it guards, so that parallel requests cannot
 * all slip in under the limit; `release` gives it back when the attempt turned
 * out to be one the limit is not about (a sign-in with the right password).
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Clock } from '../clock.ts';
import { systemClock } from '../clock.ts';
import type { Db } from '../db/types.ts';
import { rateLimited } from '../errors.ts';
import * as repo from './repository.ts';

interface RateLimitResult {
  allowed: boolean;
  /**
   * Seconds (at least 1) until another hit fits: when the hit holding the place leaves a sliding window, or when a
   * calendar window ends. What a 429's Retry-After says.
   */
  retryAfterSeconds: number;
  /** Hits left in this window after this one. */
  remaining: number;
}

export interface RateLimiter {
  /**
   * Counts a hit of `key` when fewer than `limit` were let through in the last `windowSeconds` (a sliding window; a
   * day or more: the current UTC day, or such calendar window). A refused hit is not counted.
   */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Takes back the newest hit of `key` still in its window; the count never goes below zero. */
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

/** Windows this long or longer count per calendar window (a UTC day for a day), not as a sliding window. */
const CALENDAR_WINDOW_SECONDS = 86_400;

const slides = (windowSeconds: number) => windowSeconds < CALENDAR_WINDOW_SECONDS;

/** A calendar window: the one of `windowSeconds` aligned on the epoch that holds `nowMs`. */
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

/** A sliding window's answer: `count` hits in it after this one, the place this one needs (or the oldest) freed at `freesFromMs` + window. */
function slidingResult(admitted: boolean, count: number, limit: number, freesFromMs: number | null, windowMs: number, nowMs: number): RateLimitResult {
  const retryAfterSeconds = secondsUntil((freesFromMs ?? nowMs) + windowMs, nowMs);
  return { allowed: admitted, retryAfterSeconds, remaining: admitted ? Math.max(0, limit - count) : 0 };
}

/**
 * Sliding windows in the `rate_limit_windows` table (one row per key: the times of its hits let through), calendar
 * windows and gaps in `rate_limit_buckets` (one row per key: a count in the current window).
 */
export function createPostgresRateLimiter(db: Db, clock: Clock = systemClock): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const now = clock.now().getTime();
      // Now and then, drop rows whose window is over, so the tables stay small.
      const sweep = Math.random() < 0.01;
      if (slides(windowSeconds)) {
        const windowMs = windowSeconds * 1000;
        const hit = await repo.hitWindow(db, `${key}|${windowSeconds}`, limit, new Date(now), new Date(now - windowMs), new Date(now + windowMs));
        if (sweep) repo.deleteExpiredWindows(db, new Date(now)).catch(() => {});
        return slidingResult(hit.admitted, hit.count, limit, hit.freesFrom?.getTime() ?? null, windowMs, now);
      }
      const window = windowOf(now, windowSeconds);
      const count = await repo.hitBucket(db, `${key}|${windowSeconds}`, window.start, window.end);
      if (sweep) repo.deleteExpiredBuckets(db, new Date(now)).catch(() => {});
      return result(count, limit, window.retryAfterSeconds);
    },
    async release(key, windowSeconds) {
      const now = clock.now().getTime();
      // Only a hit still in its window: one that has left it holds no place anyway.
      if (slides(windowSeconds)) return repo.releaseWindow(db, `${key}|${windowSeconds}`, new Date(now - windowSeconds * 1000));
      const window = windowOf(now, windowSeconds);
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

// A sliding window as a sorted set of the hits let through (score: the caller's clock in ms; member: unique). Drops
// the hits that left the window, adds this one when there is room, and answers [admitted, count, the score of the hit
// whose leaving frees the next place (the oldest while under the limit)]. One script, so atomic in Redis.
const SLIDING_HIT_SCRIPT = `
local now, window, limit = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
local admitted = 0
if count < limit then
  redis.call('ZADD', KEYS[1], now, ARGV[4])
  redis.call('PEXPIRE', KEYS[1], window)
  count = count + 1
  admitted = 1
end
local place = math.max(0, count - limit)
local frees = redis.call('ZRANGE', KEYS[1], place, place, 'WITHSCORES')
return {admitted, count, frees[2] or false}`;

// The newest hit still in the window, taken back.
const SLIDING_RELEASE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
redis.call('ZPOPMAX', KEYS[1])
return 0`;

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

/** Limits in Redis: a sorted set per sliding window, a counter per calendar window; each key expires with its window. */
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
      const now = clock.now().getTime();
      if (slides(windowSeconds)) {
        const windowMs = windowSeconds * 1000;
        const [admitted, count, freesFrom] = (await redis.eval(
          SLIDING_HIT_SCRIPT,
          1,
          `ratelimit:${key}|${windowSeconds}|sliding`,
          now,
          windowMs,
          limit,
          `${now}:${randomUUID()}`,
        )) as [number, number, string | null];
        return slidingResult(admitted === 1, Number(count), limit, freesFrom === null ? null : Number(freesFrom), windowMs, now);
      }
      const window = windowOf(now, windowSeconds);
      const count = Number(
        await redis.eval(HIT_SCRIPT, 1, `ratelimit:${key}|${windowSeconds}|${window.index}`, windowSeconds + 1),
      );
      return result(count, limit, window.retryAfterSeconds);
    },
    async release(key, windowSeconds) {
      await started();
      const now = clock.now().getTime();
      if (slides(windowSeconds)) {
        await redis.eval(SLIDING_RELEASE_SCRIPT, 1, `ratelimit:${key}|${windowSeconds}|sliding`, now - windowSeconds * 1000);
        return;
      }
      const window = windowOf(now, windowSeconds);
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
