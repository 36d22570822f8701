import { pathToFileURL } from 'node:url';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';

/**
 * The time the end-to-end tests run at. What a journey sees depends on the day and the hour: which times two
 * colleagues are both free, which events come first on home, where the week grid opens. So the servers the tests
 * start and the browsers they drive agree that the suite began at this instant, and time runs on from it at its
 * normal pace. A Tuesday morning in Lisbon, Toronto's night and Nairobi's late morning: the demo organisation's
 * hubs (seed/calendars.ts).
 *
 * The offset from the real clock is fixed once, when Playwright reads its configuration, and reaches the test
 * workers and the servers through the environment (E2E_CLOCK_OFFSET_MS).
 */
const E2E_START = '2026-11-24T08:00:00Z';

const OFFSET_VARIABLE = 'E2E_CLOCK_OFFSET_MS';

/** Fixes the offset (in Playwright's configuration, which every worker reads after it). */
export function fixClockOffset(): void {
  process.env[OFFSET_VARIABLE] ??= String(Date.parse(E2E_START) - Date.now());
}

function offset(): number {
  const value = Number(process.env[OFFSET_VARIABLE]);
  if (!Number.isFinite(value)) throw new Error(`${OFFSET_VARIABLE} is not set: run the end-to-end tests through playwright.config.ts`);
  return value;
}

/** Now, on the tests' clock (what the servers and the browsers read). */
export function e2eNow(): number {
  return Date.now() + offset();
}

/** The environment that starts a server on the tests' clock: Node loads server-clock.mjs first. */
export function serverClockEnv(): Record<string, string> {
  const preload = pathToFileURL(path.join(import.meta.dirname, 'server-clock.mjs')).href;
  return { [OFFSET_VARIABLE]: String(offset()), NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`.trim() };
}

/** A browser context on the tests' clock (Playwright's clock: Date, timers, Intl and Temporal), running on from now. */
export async function installTestClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: e2eNow() });
}
