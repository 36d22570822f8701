import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { browserDependencies } from './.storybook/prebundle.ts';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// A fresh options object per project, or results are reported under the wrong project name.
function browserOptions() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    }),
    instances: [{ browser: 'chromium' as const }],
  };
}

export default defineConfig({
  test: {
    reporters: ['default', './tools/project-counts-reporter.ts'],
    projects: [
      {
        // Feature code imports the kit, whose styles are vanilla-extract files.
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/{contracts,features,ui,app}/src/**/*.test.ts', 'tests/lint/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/server/{src,test}/**/*.test.ts'],
          // One migrated PostgreSQL template per run, copied for each suite (see the file).
          globalSetup: ['packages/server/test/global-setup.ts'],
          // Hang detectors, not speed checks: a suite on a machine with both cores busy takes several times as long as on
          // a quiet one, and must still pass. A test that waits for something that never comes still fails, after this.
          testTimeout: 300_000,
          hookTimeout: 300_000,
          // Two workers although npm test gives this lane one core: the suites spend much of their time
          // waiting on PostgreSQL and on sockets, which the second worker fills.
          maxWorkers: 2,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        // Pre-bundled up front, as for the stories: a dependency found mid-run reloads the page and fails the test.
        optimizeDeps: { include: browserDependencies(import.meta.dirname) },
        test: {
          name: 'browser',
          include: ['packages/{ui,features,app}/src/**/*.browser.test.tsx'],
          // A hang detector, not a speed check (see the storybook project).
          testTimeout: 300_000,
          browser: browserOptions(),
        },
      },
      {
        plugins: [
          storybookTest({ configDir: path.join(import.meta.dirname, '.storybook'), storybookScript: 'npm run storybook -- --no-open' }),
        ],
        test: {
          name: 'storybook',
          browser: browserOptions(),
          // A hang detector, not a speed check: interaction tests type key by key, and two cores shared with the
          // end-to-end lane (or a busy CI machine) take several times as long as a quiet machine.
          testTimeout: 300_000,
          // Each story is played once and checked by axe in the light and the dark theme (see the setup file).
          setupFiles: ['.storybook/vitest.setup.ts'],
          // Story files share one page per worker instead of a fresh iframe each (about 40 s less here): the
          // preview's settledPage and each story's fresh providers leave nothing behind for the next file.
          isolate: false,
        },
      },
    ],
  },
});
