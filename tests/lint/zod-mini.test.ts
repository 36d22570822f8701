import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// The first lints that resolve imports load TypeScript's view of the workspace and the import resolver's: 3-10 s
// measured here, more on a machine busy with the other suites, so vitest's 5 s default is no measure of a fault.
describe('zod imports', { timeout: 60_000 }, () => {
  it("rejects classic zod, pointing to 'zod/mini'", async () => {
    for (const file of ['packages/contracts/src/api/fixture.ts', 'packages/features/src/auth/fixture.ts', 'packages/server/src/fixture.ts']) {
      const [message] = await restrictedImports(file, "import { z } from 'zod';\nexport const s = z.string();");
      expect(message).toMatch(/'zod' import is restricted.*Use 'zod\/mini'/);
    }
    expect(await restrictedImports('packages/features/src/auth/fixture.ts', "import type { z } from 'zod';\nexport type S = z.ZodString;")).toHaveLength(1);
    expect(await restrictedImports('packages/features/src/auth/fixture.ts', "export { z } from 'zod/v4';")).toHaveLength(1);
  });

  it('accepts zod/mini', async () => {
    const code = "import * as z from 'zod/mini';\nimport type { ZodMiniType } from 'zod/mini';\nexport const s: ZodMiniType = z.string();";
    expect(await restrictedImports('packages/contracts/src/api/fixture.ts', code)).toEqual([]);
  });
});
