import { defineConfig } from '@playwright/test';
import { fixClockOffset, serverClockEnv } from './tests/e2e/clock.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;
// Servers and browsers run on the tests' clock (tests/e2e/clock.ts).
fixClockOffset();

/**
 * End-to-end tests of the assembled app against the real server, started the
 * way `npm start` starts it (build, then serve app and API from one origin)
 * on a fresh embedded database seeded with the demo organisation.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    timezoneId: 'UTC',
    locale: 'en-US',
    trace: 'retain-on-failure',
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
    command: 'rm -rf .data/e2e && node scripts/start.mjs',
    url: `${baseURL}/readyz`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: '.data/e2e', LOG_LEVEL: 'warn', ...serverClockEnv() },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
