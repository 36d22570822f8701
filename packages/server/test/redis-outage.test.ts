/**
 * Losing Redis (REDIS_URL): the rate limits count in the database meanwhile, so sign-in keeps
 * working and keeps its limits; nothing answers 500 and the process lives on. One Redis that was
 * never there, and one of our own (Debian's redis-server, on a port of its own) killed mid-run and
 * started again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/ports.mjs';
import { createTestServer, type TestServer } from './harness.ts';

const REDIS_SERVER = '/usr/bin/redis-server';

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await probe.connect();
      if ((await probe.ping()) === 'PONG') break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  probe.disconnect();
  return child;
}

async function signIn(t: TestServer, email: string, password: string, address: string): Promise<number> {
  const res = await t.request('/v1/auth/sign-in', { method: 'POST', json: { username: email, password }, headers: { 'x-forwarded-for': address } });
  await res.arrayBuffer();
  return res.status;
}

describe('losing Redis', () => {
  it('counts in the database while Redis cannot be reached: sign-in works, and its limits still hold', async () => {
    const t = await createTestServer({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const { user, password } = await t.createUser();
      expect(await signIn(t, user.email, password, '203.0.113.70')).toBe(200);
      for (let i = 0; i < 10; i++) expect(await signIn(t, user.email, 'Wrong-password1', '203.0.113.71')).toBe(400);
      expect(await signIn(t, user.email, password, '203.0.113.71')).toBe(429);
    } finally {
      await t.close();
    }
  });

  it.runIf(existsSync(REDIS_SERVER))('a Redis killed mid-run: sign-in goes on through the database, then through Redis again once it is back', async () => {
    const port = await freePort();
    let redis = await startRedis(port);
    const t = await createTestServer({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    const watcher = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    watcher.on('error', () => {});
    try {
      const { user, password } = await t.createUser();
      expect(await signIn(t, user.email, password, '203.0.113.80')).toBe(200);
      redis.kill('SIGKILL');
      await new Promise((resolve) => redis.once('exit', resolve));
      for (let i = 0; i < 5; i++) expect(await signIn(t, user.email, password, '203.0.113.81')).toBe(200);
      expect(await signIn(t, user.email, 'Wrong-password1', '203.0.113.82')).toBe(400);
      // Back: within a few seconds the limits count in Redis again.
      redis = await startRedis(port);
      await watcher.connect();
      let counted = false;
      for (let attempt = 0; attempt < 50 && !counted; attempt++) {
        expect(await signIn(t, user.email, 'Wrong-password1', '203.0.113.83')).toBe(400);
        counted = (await watcher.keys('ratelimit:*')).length > 0;
        if (!counted) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(counted).toBe(true);
    } finally {
      watcher.disconnect();
      await t.close();
      redis.kill('SIGKILL');
    }
  });
});
