import { defineConfig } from '@playwright/test';
import { fixClockOffset, serverClockEnv } from './tests/e2e/clock.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;
// Servers and browsers run on the tests' clock (tests/e2e/clock.ts).
fixClockOffset();

/**
 * End-to-end tests of the assembled app against the real server: the production build of the web app (the bytes a
 * deployment serves), served with the API from one origin by the built server as `npm start` runs it
 * (tests/e2e/web-server.mjs), on a fresh embedded database seeded with the demo organisation.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Hang detectors, not speed checks: on a machine with both cores busy a journey takes several times as long as on a
  // quiet one, and must still pass. An assertion waits for what it looks for and returns as soon as it is there, so a
  // long window costs nothing when the app is right; what never comes still fails, after it.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    timezoneId: 'UTC',
    locale: 'en-US',
    // A failed journey keeps its trace (actions, DOM snapshots, network, console); no screencast: recording every
    // frame of every journey cost the browser more CPU than some journeys themselves, for traces thrown away.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'rm -rf .data/e2e && node tests/e2e/web-server.mjs',
    url: `${baseURL}/readyz`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: '.data/e2e', LOG_LEVEL: 'warn', ...serverClockEnv() },
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
