// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import boundaries from './tools/eslint-boundaries.js';
import dataCalls from './tools/eslint-data-calls.js';
import serverSql from './tools/eslint-server-sql.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.storybook/public/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'tests/fixtures/lint/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'boundaries/dependency-rule': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // Classic zod does not tree-shake: importing it put ~27 KB gzip of zod in the app's bundle.
      'no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
            name,
            message: "Use 'zod/mini' (import * as z from 'zod/mini'): classic zod does not tree-shake.",
          })),
        },
      ],
    },
  },
  {
    // No import cycles: between features, between server modules, or anywhere in a package's sources.
    // (The cycle fixtures are ignored above; tests/lint lints them on purpose.)
    files: ['packages/*/src/**/*.{ts,tsx}', 'tests/fixtures/lint/cycle-*/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      // Read the files an import leads to with the TypeScript parser, or the cycle check sees no imports there.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Components call their feature's hooks; a query or a mutation lives in the feature's api/ file for that call
    // (tools/eslint-data-calls.js). Stories and tests may build what they need to drive a component.
    files: ['packages/*/src/**/components/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    plugins: { 'data-calls': dataCalls },
    rules: { 'data-calls/hooks-only-in-api': 'error' },
  },
  {
    // A server module owns its tables: its SQL is in its repositories only (tools/eslint-server-sql.js).
    files: ['packages/server/src/**/*.ts'],
    plugins: { server: serverSql },
    rules: { 'server/sql-in-repositories': 'error' },
  },
  {
    // No server source file grows past 500 lines (split it by what its parts do), but vendored code (src/vendor/),
    // kept whole as it was written elsewhere so that nobody refactors it by accident.
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/vendor/**'],
    rules: { 'max-lines': ['error', { max: 500, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['packages/server/src/modules/seed/cli.ts', 'packages/server/bench/**', 'scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
