/**
 * `npm start`'s supervisor (scripts/start.mjs), with the real built server: a server killed while
 * serving is started again and serves; one that stops while starting is left
 * stopped, and the script says why.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServer } from '../../../scripts/build.mjs';
import { freePort } from '../../../scripts/ports.mjs';

const START = fileURLToPath(new URL('../../../scripts/start.mjs', import.meta.url));

let dir: string;

// npm test builds the server before its lanes (scripts/test.mjs): this and the end-to-end suite, which run side by side
// there, both find it built. Run alone, this builds it when it is missing or stale.
beforeAll(async () => {
  await ensureServer({ log: () => {} });
  dir = await mkdtemp(path.join(os.tmpdir(), 'kindred-start-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Kindred</title>');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  output: () => string;
  /** Resolves when the output (stdout and stderr together) has matched `pattern` `times` times. */
  waitFor(pattern: RegExp, times?: number): Promise<void>;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [START], {
    env: { ...process.env, SKIP_BUILD: '1', NODE_ENV: 'development', LOG_LEVEL: 'warn', STATIC_DIR: dir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const waiters: Array<() => void> = [];
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    for (const check of [...waiters]) check();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => text,
    exited,
    waitFor(pattern, times = 1) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const count = text.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
          if (count >= times) {
            waiters.splice(waiters.indexOf(check), 1);
            resolve();
          }
        };
        waiters.push(check);
        void exited.then(() => {
          if (waiters.includes(check)) reject(new Error(`exited before ${pattern} (x${times}):\n${text}`));
        });
        check();
      });
    },
  };
}

describe('npm start', () => {
  it('starts a server that was killed while serving again, and it serves', async () => {
    const port = await freePort();
    const run = start({ PORT: String(port), DATA_DIR: path.join(dir, 'data') });
    try {
      await run.waitFor(/Kindred server listening on /);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

      const serverPid = Number(execFileSync('pgrep', ['-P', String(run.child.pid)]).toString().trim());
      expect(serverPid).toBeGreaterThan(0);
      process.kill(serverPid, 'SIGKILL');

      await run.waitFor(/the server stopped unexpectedly \(killed by SIGKILL\) after \d+ s; starting it again in 1 s\./);
      await run.waitFor(/Kindred server listening on /, 2);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      const newPid = Number(execFileSync('pgrep', ['-P', String(run.child.pid)]).toString().trim());
      expect(newPid).not.toBe(serverPid);
    } finally {
      run.child.kill('SIGTERM');
    }
    expect(await run.exited).toBe(0);
  });

  it('leaves a server that stops while starting stopped, and says so', async () => {
    const run = start({ PORT: 'not-a-port' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PORT must be');
    expect(run.output()).toContain('npm start: the server stopped while starting (exit code 1); its messages above say why. Not starting it again.');
  });
});
