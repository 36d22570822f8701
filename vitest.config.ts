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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        // Pre-bundled up front, as for the stories: a dependency found mid-run reloads the page and fails the test.
        optimizeDeps: { include: browserDependencies(import.meta.dirname) },
        test: {
          name: 'browser',
          include: ['packages/{ui,features,app}/src/**/*.browser.test.tsx'],
          browser: browserOptions(),
        },
      },
      ...(['light', 'dark'] as const).map((theme) => ({
        plugins: [
          storybookTest({ configDir: path.join(import.meta.dirname, '.storybook'), storybookScript: 'npm run storybook -- --no-open' }),
        ],
        test: {
          name: `storybook-${theme}`,
          browser: browserOptions(),
          // Interaction tests type key by key; two slow cores need more than the default 15 s for the longest journeys.
          testTimeout: 60_000,
          setupFiles: [`.storybook/vitest.setup.${theme}.ts`],
        },
      })),
    ],
  },
});
