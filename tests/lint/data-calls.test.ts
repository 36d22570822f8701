/**
 * One shape for a data call on the client (tools/eslint-data-calls.js): TanStack Query's query and mutation hooks
 * live in a feature's api/ files, and components call those files' hooks.
 */
import { ESLint } from 'eslint';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
const RULE = 'data-calls/hooks-only-in-api';

/** Lints `code` as if it were the file at `file` (relative to the repo root): the rule's messages. */
async function dataCallErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const fixture = (name: string) => readFile(path.join(root, 'tests/fixtures/lint', name), 'utf8');

// ESLint loads its configuration and the TypeScript parser on its first lint: seconds on a busy machine.
describe('data calls', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await eslint.lintText('export {};\n', { filePath: path.join(root, 'packages/features/src/fixture/components/Warmup.tsx') });
  }, 60_000);

  it('fails a component that owns its query and its mutation, on the committed fixture', async () => {
    const errors = await dataCallErrors('packages/features/src/calendar/components/ComponentOwnsQuery.tsx', await fixture('component-owns-query.tsx'));
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/move this useMutation into the feature's api\/ file/);
    expect(errors[1]).toMatch(/move this useQuery into the feature's api\/ file/);
  });

  it('passes a component that calls its feature’s hook, on the committed fixture', async () => {
    expect(await dataCallErrors('packages/features/src/calendar/components/ComponentCallsHook.tsx', await fixture('component-calls-hook.tsx'))).toEqual([]);
  });

  it('fails every query and mutation hook, imported by name, through a namespace, or re-exported, in any components folder', async () => {
    const file = 'packages/features/src/messaging/components/nested/Fixture.tsx';
    for (const hook of ['useQuery', 'useQueries', 'useSuspenseQuery', 'useInfiniteQuery', 'useMutation']) {
      expect(await dataCallErrors(file, `import { ${hook} } from '@tanstack/react-query';\nexport const x = ${hook};`), hook).toHaveLength(1);
    }
    expect(await dataCallErrors(file, "import { useQuery as read } from '@tanstack/react-query';\nexport const x = read;")).toHaveLength(1);
    expect(await dataCallErrors(file, "import * as rq from '@tanstack/react-query';\nexport const x = rq.useMutation;")).toHaveLength(1);
    expect(await dataCallErrors(file, "export { useQueries } from '@tanstack/react-query';")).toHaveLength(1);
    expect(await dataCallErrors('packages/app/src/components/Fixture.tsx', "import { useQuery } from '@tanstack/react-query';\nexport const x = useQuery;")).toHaveLength(1);
  });

  it("lets a feature's api files, its other hooks, and the stories and tests of a component use them", async () => {
    const code = "import { useMutation, useQuery } from '@tanstack/react-query';\nexport const x = [useQuery, useMutation];";
    for (const file of [
      'packages/features/src/calendar/api/get-events.ts',
      'packages/features/src/advisor/context/use-ai-context.ts',
      'packages/features/src/calendar/components/CalendarWidget.stories.tsx',
      'packages/features/src/calendar/components/CalendarWidget.test.tsx',
    ]) {
      expect(await dataCallErrors(file, code), file).toEqual([]);
    }
    // The query client itself is no query of a component's own.
    expect(await dataCallErrors('packages/features/src/calendar/components/Fixture.tsx', "import { useQueryClient } from '@tanstack/react-query';\nexport const x = useQueryClient;")).toEqual([]);
  });
});
