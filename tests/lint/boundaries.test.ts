import { ESLint } from 'eslint';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** Lints `code` as if it were the file at `file` (relative to the repo root). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependency-rule').map((m) => m.message);
}

// The first lints that resolve imports load TypeScript's view of the workspace and the import resolver's: 3-10 s
// measured here, more on a machine busy with the other suites, so vitest's 5 s default is no measure of a fault.
describe('the dependency rule', { timeout: 60_000 }, () => {
  // ESLint loads its configuration, the TypeScript parser and the import resolver on its first lint: seconds on
  // a busy machine. Done once here, with room for it, so each test below measures only its own lint.
  beforeAll(async () => {
    await eslint.lintText('export {};\n', { filePath: path.join(root, 'packages/ui/src/Fixture/Warmup.tsx') });
  }, 60_000);

  it('rejects ui importing a feature, the router or the query client', async () => {
    const file = 'packages/ui/src/Fixture/Fixture.tsx';
    expect(await boundaryErrors(file, "import { x } from '@kindred/features/auth';\nexport { x };")).toHaveLength(1);
    expect(await boundaryErrors(file, "import { Link } from 'react-router';\nexport { Link };")).toHaveLength(1);
    expect(await boundaryErrors(file, "import { useQuery } from '@tanstack/react-query';\nexport { useQuery };")).toHaveLength(1);
    expect(await boundaryErrors(file, "import { x } from '../../../server/src/main.ts';\nexport { x };")).toHaveLength(1);
  });

  it("rejects a feature reaching into another feature's internals", async () => {
    const file = 'packages/features/src/connections/components/Fixture.tsx';
    expect((await boundaryErrors(file, "import { x } from '../../calendar/api/get-events.ts';\nexport { x };"))[0]).toMatch(
      /feature 'connections' must not reach into feature 'calendar'/,
    );
    expect(await boundaryErrors(file, "import { x } from '@kindred/features/calendar/api/get-events';\nexport { x };")).toHaveLength(1);
    // The public entry point is the one way in.
    expect(await boundaryErrors(file, "import { x } from '@kindred/features/calendar';\nexport { x };")).toEqual([]);
  });

  it('lets a feature use its own files, shared code, ui and contracts', async () => {
    const file = 'packages/features/src/connections/components/Fixture.tsx';
    const code = [
      "import { a } from '../api/get-connections.ts';",
      "import { b } from '../../shared/http.ts';",
      "import { Button } from '@kindred/ui/Button';",
      "import { c } from '@kindred/contracts/domain/hexaco';",
      'export { a, b, c, Button };',
    ].join('\n');
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  it('rejects the server importing client code and the app importing feature internals', async () => {
    expect(await boundaryErrors('packages/server/src/fixture.ts', "import { Button } from '@kindred/ui/Button';\nexport { Button };")).toHaveLength(1);
    expect(await boundaryErrors('packages/server/src/fixture.ts', "import React from 'react';\nexport { React };")).toHaveLength(1);
    expect(
      await boundaryErrors('packages/app/src/fixture.ts', "import { x } from '../../features/src/auth/api/sign-in.ts';\nexport { x };"),
    ).toHaveLength(1);
    expect(await boundaryErrors('packages/app/src/fixture.ts', "import { x } from '@kindred/features/auth';\nexport { x };")).toEqual([]);
  });

  it('rejects a feature importing itself through its own package path', async () => {
    const file = 'packages/features/src/calendar/components/Fixture.tsx';
    expect(await boundaryErrors(file, "import { x } from '@kindred/features/calendar';\nexport { x };")).toEqual([
      "feature 'calendar' must import its own files by relative path, not '@kindred/features/calendar'",
    ]);
    expect(await boundaryErrors(file, "import { x } from '../api/get-events.ts';\nexport { x };")).toEqual([]);
  });

  it("rejects a server module reaching into another module's files, platform importing a module, and imports of compose.ts or main.ts", async () => {
    const inModule = 'packages/server/src/modules/messaging/fixture.ts';
    expect(await boundaryErrors(inModule, "import { x } from '../profile/repository.ts';\nexport { x };")).toEqual([
      "module 'messaging' must import module 'profile' through its index.ts, not '../profile/repository.ts'",
    ]);
    expect(await boundaryErrors(inModule, "import { x } from '../profile/index.ts';\nexport { x };")).toEqual([]);
    expect(await boundaryErrors(inModule, "import { x } from './service.ts';\nexport { x };")).toEqual([]);
    expect(await boundaryErrors(inModule, "import { x } from '../../platform/errors.ts';\nexport { x };")).toEqual([]);
    expect(await boundaryErrors(inModule, "import { x } from '../../compose.ts';\nexport { x };")).toHaveLength(1);
    expect(await boundaryErrors(inModule, "import { x } from '../../main.ts';\nexport { x };")).toHaveLength(1);
    const inPlatform = 'packages/server/src/platform/http/fixture.ts';
    expect(await boundaryErrors(inPlatform, "import { x } from '../../modules/profile/index.ts';\nexport { x };")).toEqual([
      "platform must not import modules or compose.ts ('../../modules/profile/index.ts')",
    ]);
    expect(await boundaryErrors(inPlatform, "import { x } from '../../compose.ts';\nexport { x };")).toHaveLength(1);
    expect(await boundaryErrors(inPlatform, "import { x } from '../db/types.ts';\nexport { x };")).toEqual([]);
  });

  it('rejects an import cycle between two features and between two server modules', async () => {
    const withFixtures = new ESLint({ cwd: root, ignore: false });
    for (const dir of ['cycle-features/alpha', 'cycle-modules/one']) {
      const [result] = await withFixtures.lintFiles([path.join(root, 'tests/fixtures/lint', dir, 'index.ts')]);
      const cycles = (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-cycle');
      expect(cycles, dir).toHaveLength(1);
      expect(cycles[0]!.message).toMatch(/Dependency cycle detected/);
    }
  });

  it("resolves a feature's entry point to its source, so a cycle through entry points is seen too", async () => {
    const { createNodeResolver } = await import('eslint-plugin-import-x');
    const resolver = createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] });
    const from = path.join(root, 'packages/features/src/home/index.ts');
    const resolved = resolver.resolve('@kindred/features/calendar', from);
    expect(resolved.found).toBe(true);
    expect(path.relative(root, resolved.path!)).toBe(path.join('packages/features/src/calendar/index.ts'));
  });

  it('fails the lint run on the committed fixture of a deliberate violation', async () => {
    const fixture = path.join(root, 'tests/fixtures/lint/ui-imports-feature.tsx');
    const { readFile } = await import('node:fs/promises');
    const code = await readFile(fixture, 'utf8');
    expect(await boundaryErrors('packages/ui/src/Fixture/ui-imports-feature.tsx', code)).toEqual([
      "ui must not import features code ('@kindred/features/auth')",
    ]);
  });
});
