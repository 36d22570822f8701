import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** Lints `code` as if it were the file at `file` (relative to the repo root). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependency-rule').map((m) => m.message);
}

describe('the dependency rule', () => {
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

  it('fails the lint run on the committed fixture of a deliberate violation', async () => {
    const fixture = path.join(root, 'tests/fixtures/lint/ui-imports-feature.tsx');
    const { readFile } = await import('node:fs/promises');
    const code = await readFile(fixture, 'utf8');
    expect(await boundaryErrors('packages/ui/src/Fixture/ui-imports-feature.tsx', code)).toEqual([
      "ui must not import features code ('@kindred/features/auth')",
    ]);
  });
});
