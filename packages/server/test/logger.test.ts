import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { bufferedDestination, createLogger, lazyChild, redactSecrets } from '../src/platform/log/logger.ts';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, log: createLogger({ level: 'info', destination }) };
}

describe('log redaction', () => {
  it('hides secrets at the top level, one level down and in request headers', () => {
    const { lines, log } = capture();
    log.info(
      {
        password: 'hunter2-top',
        body: { newPassword: 'hunter2-nested', username: 'a@example.test' },
        req: { headers: { authorization: 'Bearer abc.def.ghi', Cookie: 'sid=1', accept: 'application/json' } },
        items: [{ refreshToken: 'refresh-in-array' }],
        status: 200,
      },
      'request',
    );
    const text = JSON.stringify(lines);
    for (const secret of ['hunter2-top', 'hunter2-nested', 'abc.def.ghi', 'sid=1', 'refresh-in-array']) {
      expect(text).not.toContain(secret);
    }
    expect(lines[0]).toMatchObject({
      password: '[redacted]',
      body: { newPassword: '[redacted]', username: 'a@example.test' },
      req: { headers: { authorization: '[redacted]', Cookie: '[redacted]', accept: 'application/json' } },
      items: [{ refreshToken: '[redacted]' }],
      status: 200,
      msg: 'request',
    });
  });

  it('leaves the caller’s object as it was, and returns an object without secrets unchanged', () => {
    const entry = { user: { idToken: 'kept-by-caller' }, path: '/v1/x' };
    const clean = redactSecrets(entry);
    expect(entry.user.idToken).toBe('kept-by-caller');
    expect(clean.user.idToken).toBe('[redacted]');
    const plain = { method: 'GET', path: '/healthz', status: 200 };
    expect(redactSecrets(plain)).toBe(plain);
  });

  it('still serialises errors with their message and stack', () => {
    const { lines, log } = capture();
    log.error({ err: new Error('database went away') }, 'Unhandled error');
    expect(lines[0]).toMatchObject({ err: { type: 'Error', message: 'database went away' }, level: 50 });
    expect(String((lines[0]!.err as { stack: string }).stack)).toContain('database went away');
  });

  it('a lazy child logs with its bindings, and is made only when used', () => {
    const { lines, log } = capture();
    let made = 0;
    const original = log.child.bind(log);
    log.child = ((...args: Parameters<typeof log.child>) => {
      made++;
      return original(...args);
    }) as typeof log.child;
    const child = lazyChild(log, { requestId: 'lazy-1' });
    expect(made).toBe(0);
    child.warn({ password: 'nope' }, 'first');
    child.info('second');
    expect(made).toBe(1);
    expect(child.level).toBe('info');
    expect(lines).toMatchObject([
      { requestId: 'lazy-1', password: '[redacted]', msg: 'first', level: 40 },
      { requestId: 'lazy-1', msg: 'second', level: 30 },
    ]);
  });
});

describe('buffered destination', () => {
  it('holds lines briefly, writes them within the interval, and flushes synchronously', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kindred-log-'));
    const file = path.join(dir, 'out.log');
    const fd = openSync(file, 'w');
    try {
      const destination = bufferedDestination({ fd, intervalMs: 50 });
      const log = createLogger({ level: 'info', destination });
      log.info({ n: 1 }, 'first');
      expect(readFileSync(file, 'utf8')).toBe('');
      // A quiet server's line appears within the interval, not when enough have gathered.
      await expect.poll(() => readFileSync(file, 'utf8'), { timeout: 30_000 }).toContain('"msg":"first"');
      log.info({ n: 2 }, 'second');
      log.flush();
      // Synchronous: readable at once, as before a process.exit.
      expect(readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { msg: string }).map((l) => l.msg)).toEqual([
        'first',
        'second',
      ]);
      destination.end();
    } finally {
      closeSync(fd);
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('writes at once when the held lines pass the size limit', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kindred-log-'));
    const file = path.join(dir, 'out.log');
    const fd = openSync(file, 'w');
    try {
      const destination = bufferedDestination({ fd, maxChars: 500, intervalMs: 60_000 });
      const log = createLogger({ level: 'info', destination });
      for (let i = 0; i < 10; i++) log.info({ i }, 'line');
      await expect.poll(() => readFileSync(file, 'utf8').split('\n').filter(Boolean).length, { timeout: 30_000 }).toBeGreaterThan(0);
      destination.end();
      expect(readFileSync(file, 'utf8').split('\n').filter(Boolean)).toHaveLength(10);
    } finally {
      closeSync(fd);
      await rm(dir, { recursive: true, force: true });
    }
  });
});
