/**
 * A server of a journey's own (the suite's built server and web app, on an embedded database of its own, on a clock
 * of its own): for the journeys that restart the server later on the same database, the job runner running what is
 * due as it starts (onboarding.spec.ts, introductions.spec.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from './helpers.ts';
import { E2E_WEB_BUILD } from './web-server.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const serverBundle = path.join(root, 'packages/server/dist/main.js');
const clockPreload = pathToFileURL(path.join(import.meta.dirname, 'server-clock.mjs')).href;

export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

/** The built server on `dataDir`, its clock `offsetMs` from the real one; resolves once it answers /readyz. */
export async function startServer(dataDir: string, offsetMs: number, port: number): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const server: ChildProcess = spawn(process.execPath, [serverBundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: E2E_WEB_BUILD,
      APP_ORIGIN: origin,
      LOG_LEVEL: 'warn',
      E2E_CLOCK_OFFSET_MS: String(offsetMs),
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${clockPreload}`.trim(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await expect
    .poll(
      async () => {
        if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output.join('')}`);
        return fetch(`${origin}/readyz`).then(
          (res) => res.status,
          () => 0,
        );
      },
      { timeout: 120_000, intervals: [100] },
    )
    .toBe(200);
  return {
    origin,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/** A browser context on the journey's clock (Playwright's clock, running on from `at`). */
export async function contextAt(browser: Browser, at: number): Promise<BrowserContext> {
  const context = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US' });
  await context.clock.install({ time: at });
  return context;
}

/** The newest mail to `to` in the development mailbox whose text matches `pattern`: the first group. */
export async function mailed(page: Page, origin: string, to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`${origin}/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      found = messages.map((message) => pattern.exec(message.text)?.[1]).find((value) => value !== undefined);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

