import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies fail `npm run lint` (and the `knip` step of `npm test`): an entry point
 * exports what somebody uses, and nothing lies around that nobody imports.
 *
 * Entry points are found by Knip's plugins from the configurations (Vite, Vitest, Storybook, Playwright, ESLint) and
 * from each package.json (`exports`, `scripts`): the app's main.tsx, each package's entry points, the server's main,
 * seed and benchmarks, every test and story. Listed here: what runs by path, which no configuration names.
 *
 * Tests and stories are entry points, so an export that only its own tests use counts as used, and stays: the test
 * is what uses it, and a meaningful test of a function is reason enough to export the function.
 *
 * Which entry points must use all they export (`includeEntryExports`):
 * - features: a feature's index.ts is the way in for app and the other features; a name nobody outside imports goes.
 * - contracts: every file is an entry point (`./*` in its exports); what neither client nor server uses goes.
 * - not ui: the kit is a design system with one entry point per component; its option arrays (`buttonVariants`),
 *   prop types and components are its interface, shown in the stories, whether or not a screen uses them yet. Its
 *   internal files are checked like any other.
 *
 * An export that only names another export on purpose (a call's answer that is another schema) carries `@alias`.
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      // Run by path: the scripts (npm scripts, test.mjs's steps, cpu-time.mjs), the ESLint rules and Vitest
      // reporters, the end-to-end server and the clock it preloads.
      entry: ['scripts/*.mjs', 'tools/*.{js,ts}', 'tests/e2e/*.mjs'],
      // The lint fixtures are files the lint tests run ESLint on, not modules anybody imports.
      project: ['**/*.{js,mjs,ts,tsx,mdx}', '!tests/fixtures/**'],
    },
    'packages/contracts': {
      includeEntryExports: true,
    },
    'packages/ui': {},
    'packages/features': {
      includeEntryExports: true,
    },
    'packages/app': {},
    'packages/server': {},
  },
};

export default config;
