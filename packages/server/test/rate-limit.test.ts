/**
 * Rate limits are shared by every instance: counters in the database (both
 * engines) or in Redis, never in process memory.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../src/platform/errors.ts';
import { headersOf, statusOf } from '../src/platform/http/errors.ts';
import { TOO_MANY_REQUESTS_MESSAGE, createPostgresRateLimiter, createRedisRateLimiter, enforceRateLimit } from '../src/platform/rate-limit/rate-limit.ts';
import type { RateLimiter } from '../src/platform/rate-limit/rate-limit.ts';
import { createTestClock, createTestServer, engines } from './harness.ts';
import type { TestClock, TestServer } from './harness.ts';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const hasRedis = await redisReachable();
if (!hasRedis) console.warn(`[rate-limit.test] Redis at ${TEST_REDIS_URL} is unreachable: skipping the Redis limiter tests`);

/** The behaviour every implementation must have; `pair` gives two limiters as two instances would have. */
function behaves(name: string, setup: () => Promise<{ pair: [RateLimiter, RateLimiter]; clock: TestClock; close(): Promise<void> }>) {
  describe(name, () => {
    let pair: [RateLimiter, RateLimiter];
    let clock: TestClock;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ pair, clock, close } = await setup());
    });
    afterAll(async () => {
      await close?.();
    });

    it('allows `limit` hits per window, then refuses until the window ends', async () => {
      const [limiter] = pair;
      const key = `k-${randomUUID()}`;
      clock.set(new Date('2030-01-01T00:00:00Z'));
      for (let i = 1; i <= 3; i++) {
        expect(await limiter.hit(key, 3, 60)).toMatchObject({ allowed: true, remaining: 3 - i });
      }
      clock.advance(15_000);
      const refused = await limiter.hit(key, 3, 60);
      expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 45 });
      clock.advance(45_000);
      expect((await limiter.hit(key, 3, 60)).allowed).toBe(true);
    });

    it('keeps keys and window lengths apart', async () => {
      const [limiter] = pair;
      const key = `k-${randomUUID()}`;
      expect((await limiter.hit(key, 1, 60)).allowed).toBe(true);
      expect((await limiter.hit(key, 1, 60)).allowed).toBe(false);
      expect((await limiter.hit(key, 1, 3600)).allowed).toBe(true);
      expect((await limiter.hit(`${key}-other`, 1, 60)).allowed).toBe(true);
    });

    it('two instances share one count', async () => {
      const [a, b] = pair;
      const key = `k-${randomUUID()}`;
      clock.set(new Date('2030-01-01T01:00:00Z'));
      expect((await a.hit(key, 2, 60)).allowed).toBe(true);
      expect((await b.hit(key, 2, 60)).allowed).toBe(true);
      expect((await a.hit(key, 2, 60)).allowed).toBe(false);
      expect((await b.hit(key, 2, 60)).allowed).toBe(false);
    });

    it('release gives back one hit of the current window, from any instance, and never goes below zero', async () => {
      const [a, b] = pair;
      const key = `k-${randomUUID()}`;
      clock.set(new Date('2030-01-01T03:00:00Z'));
      // Nothing to give back yet: no effect.
      await a.release(key, 60);
      expect((await a.hit(key, 2, 60)).remaining).toBe(1);
      expect((await a.hit(key, 2, 60)).remaining).toBe(0);
      await b.release(key, 60);
      expect(await a.hit(key, 2, 60)).toMatchObject({ allowed: true, remaining: 0 });
      expect((await a.hit(key, 2, 60)).allowed).toBe(false);
      // Three hits counted; five releases leave zero, not less.
      for (let i = 0; i < 5; i++) await (i % 2 ? a : b).release(key, 60);
      expect((await a.hit(key, 2, 60)).remaining).toBe(1);
      expect((await a.hit(key, 2, 60)).remaining).toBe(0);
      expect((await a.hit(key, 2, 60)).allowed).toBe(false);
    });

    it('a release after its window has ended gives nothing to the next window', async () => {
      const [limiter] = pair;
      const key = `k-${randomUUID()}`;
      clock.set(new Date('2030-01-01T04:00:00Z'));
      expect((await limiter.hit(key, 1, 60)).allowed).toBe(true);
      clock.advance(60_000);
      await limiter.release(key, 60);
      expect((await limiter.hit(key, 1, 60)).allowed).toBe(true);
      expect((await limiter.hit(key, 1, 60)).allowed).toBe(false);
    });

    it('hitUntil counts in its own window (a day from any start), shared by both instances', async () => {
      const [a, b] = pair;
      const key = `k-${randomUUID()}`;
      clock.set(new Date('2030-01-02T10:00:00Z'));
      const start = new Date('2030-01-02T05:00:00Z');
      const end = new Date('2030-01-03T05:00:00Z');
      expect(await a.hitUntil(key, 2, start, end)).toMatchObject({ allowed: true, remaining: 1 });
      expect(await b.hitUntil(key, 2, start, end)).toMatchObject({ allowed: true, remaining: 0 });
      expect(await a.hitUntil(key, 2, start, end)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 19 * 3600 });
      // The next day is a window of its own.
      clock.set(new Date('2030-01-03T06:00:00Z'));
      expect((await b.hitUntil(key, 2, end, new Date('2030-01-04T05:00:00Z'))).allowed).toBe(true);
    });

    it('gap lets one call through, refuses others until it ends, and a refusal does not extend it', async () => {
      const [a, b] = pair;
      const key = `k-${randomUUID()}`;
      clock.set(new Date('2030-01-05T00:00:00Z'));
      expect((await a.gap(key, 2000)).allowed).toBe(true);
      clock.advance(1500);
      expect(await b.gap(key, 2000)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 });
      clock.advance(500);
      expect((await b.gap(key, 2000)).allowed).toBe(true);
      expect((await a.gap(key, 2000)).allowed).toBe(false);
      const both = await Promise.all([a.gap(`${key}-x`, 2000), b.gap(`${key}-x`, 2000)]);
      expect(both.filter((r) => r.allowed)).toHaveLength(1);
    });

    it('lets exactly one of many calls racing on a new gap through, on either instance', async () => {
      const [a, b] = pair;
      clock.set(new Date('2030-01-06T00:00:00Z'));
      // A call that waited on the other's insert must be refused, even though its own snapshot cannot see the row.
      for (let round = 0; round < 10; round++) {
        const key = `k-${randomUUID()}`;
        const results = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).gap(key, 2000)));
        expect(results.filter((r) => r.allowed)).toHaveLength(1);
        for (const refused of results.filter((r) => !r.allowed)) expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      }
    });

    it('slides: five a minute lets no sixth through within 60 s of the first, wherever the minute starts', async () => {
      const [a, b] = pair;
      const key = `k-${randomUUID()}`;
      // Half way through a clock minute, so the hits straddle its end: a window aligned on the clock let a sixth in.
      const first = new Date('2030-01-07T00:00:30Z').getTime();
      const at = (seconds: number) => clock.set(new Date(first + seconds * 1000));
      for (const [i, seconds] of [0, 10, 20, 30, 50].entries()) {
        at(seconds);
        expect(await (i % 2 ? b : a).hit(key, 5, 60), `hit at ${seconds} s`).toMatchObject({ allowed: true, remaining: 4 - i });
      }
      at(59);
      // Refused until the first hit is a minute old, one second on.
      expect(await b.hit(key, 5, 60)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 });
      at(59.5);
      expect((await a.hit(key, 5, 60)).allowed).toBe(false);
      at(60);
      expect(await a.hit(key, 5, 60)).toMatchObject({ allowed: true, remaining: 0 });
      // The refusals were not counted; the place the second hit (at 10 s) holds frees at 70 s.
      at(61);
      expect(await b.hit(key, 5, 60)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 9 });
      at(70);
      expect((await b.hit(key, 5, 60)).allowed).toBe(true);
      expect((await a.hit(key, 5, 60)).allowed).toBe(false);
    });

    it('lets no more than the limit through when many hits race at it, on either instance', async () => {
      const [a, b] = pair;
      clock.set(new Date('2030-01-08T00:00:00Z'));
      for (let round = 0; round < 5; round++) {
        const key = `k-${randomUUID()}`;
        // Four of five places taken a little earlier, then twelve at once: one gets the last place.
        for (let i = 0; i < 4; i++) expect((await a.hit(key, 5, 60)).allowed).toBe(true);
        clock.advance(1000);
        const results = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).hit(key, 5, 60)));
        expect(results.filter((r) => r.allowed)).toHaveLength(1);
        for (const refused of results.filter((r) => !r.allowed)) expect(refused).toMatchObject({ remaining: 0, retryAfterSeconds: 59 });
        clock.advance(60_000);
      }
    });

    it('counts a window of a day per UTC day, as before', async () => {
      const [a, b] = pair;
      const key = `k-${randomUUID()}`;
      clock.set(new Date('2030-01-09T23:00:00Z'));
      expect((await a.hit(key, 2, 86_400)).allowed).toBe(true);
      expect((await b.hit(key, 2, 86_400)).allowed).toBe(true);
      expect(await a.hit(key, 2, 86_400)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 3600 });
      // A new day, though the first two are an hour old.
      clock.set(new Date('2030-01-10T00:00:00Z'));
      expect((await b.hit(key, 2, 86_400)).allowed).toBe(true);
    });

    it('counts concurrent hits exactly', async () => {
      const [a, b] = pair;
      const key = `k-${randomUUID()}`;
      clock.set(new Date('2030-01-01T02:00:00Z'));
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit(key, 10, 60)));
      expect(results.filter((r) => r.allowed)).toHaveLength(10);
    });
  });
}

for (const engine of engines) {
  behaves(`database limiter on ${engine}`, async () => {
    const t: TestServer = await createTestServer({ engine });
    const clock = createTestClock();
    return {
      pair: [createPostgresRateLimiter(t.db, clock), createPostgresRateLimiter(t.db, clock)],
      clock,
      close: () => t.close(),
    };
  });
}

describe.skipIf(!hasRedis)('redis', () => {
  behaves('redis limiter', async () => {
    const clock = createTestClock();
    const a = createRedisRateLimiter(TEST_REDIS_URL, clock);
    const b = createRedisRateLimiter(TEST_REDIS_URL, clock);
    return {
      pair: [a, b],
      clock,
      async close() {
        await a.close();
        await b.close();
      },
    };
  });

  it('the app uses Redis when REDIS_URL is set', async () => {
    const t = await createTestServer({ env: { REDIS_URL: TEST_REDIS_URL } });
    try {
      expect('redis' in t.deps.rateLimiter).toBe(true);
      const { user, password } = await t.createUser();
      const res = await t.request('/v1/auth/sign-in', { method: 'POST', json: { username: user.email, password } });
      expect(res.status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('enforceRateLimit', () => {
  it('throws a 429 with Retry-After and the catalogue message', async () => {
    const limiter: RateLimiter = {
      hit: async () => ({ allowed: false, retryAfterSeconds: 42, remaining: 0 }),
      release: async () => {},
      hitUntil: async () => ({ allowed: false, retryAfterSeconds: 42, remaining: 0 }),
      gap: async () => ({ allowed: false, retryAfterSeconds: 42, remaining: 0 }),
      close: async () => {},
    };
    const error = await enforceRateLimit(limiter, 'k', 1, 60).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ message: TOO_MANY_REQUESTS_MESSAGE, code: 'RATE_LIMITED' });
    expect(statusOf(error as DomainError)).toBe(429);
    expect(headersOf(error as DomainError)).toEqual({ 'Retry-After': '42' });
    expect(TOO_MANY_REQUESTS_MESSAGE).toBe('Too many requests. Please wait a moment and try again.');
  });
});
