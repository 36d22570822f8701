/**
 * A server module owns its data, and lint proves it on committed fixtures (tests/fixtures/lint/server-ownership/),
 * each linted as if it were the file it names:
 * - no module imports another module's repository (or any file but its index.ts), none re-exports another module,
 *   and a module's index.ts exports no value of its repositories: others ask its service (the dependency rule,
 *   tools/eslint-boundaries.js);
 * - SQL lives in repositories only (tools/eslint-server-sql.js);
 * - no server source file is over 500 lines, but vendored code (max-lines in eslint.config.js).
 */
import { ESLint } from 'eslint';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

const fixture = (name: string) => readFile(path.join(root, 'tests/fixtures/lint/server-ownership', name), 'utf8');

/** The messages of one rule when `code` is linted as the file at `file` (relative to the repo root). */
async function errorsOf(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const boundaries = (file: string, code: string) => errorsOf('boundaries/dependency-rule', file, code);
const sql = (file: string, code: string) => errorsOf('server/sql-in-repositories', file, code);

// As in boundaries.test.ts: the first lint loads the configuration, the parser and the import resolver.
describe('each server module owns its data', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await eslint.lintText('export {};\n', { filePath: path.join(root, 'packages/server/src/modules/home/warmup.ts') });
  }, 60_000);

  it("rejects a module importing another module's repository, and lets it ask that module's index.ts", async () => {
    const code = await fixture('module-imports-repository.ts');
    expect(await boundaries('packages/server/src/modules/home/service.ts', code)).toEqual([
      "module 'home' must import module 'profile' through its index.ts, not '../profile/repository.ts'",
    ]);
    // The module's own repository is its own business.
    expect(await boundaries('packages/server/src/modules/profile/service.ts', code.replace('../profile/repository.ts', './repository.ts'))).toEqual([]);
    expect(await boundaries('packages/server/src/modules/home/service.ts', "import type { ProfileService } from '../profile/index.ts';\nexport type { ProfileService as P };")).toEqual(
      [],
    );
  });

  it("rejects an index.ts exporting its repository's functions, and allows its row types", async () => {
    const code = await fixture('index-exports-repository.ts');
    expect(await boundaries('packages/server/src/modules/profile/index.ts', code)).toEqual([
      "module 'profile' must not export its repository from index.ts ('./repository.ts'): other modules ask its service (row types may be exported)",
    ]);
    // A repository of another name is a repository too; a file that is not one may be exported.
    expect(await boundaries('packages/server/src/modules/calendar/index.ts', "export { quickConnectCounts } from './bookings-repository.ts';")).toHaveLength(1);
    expect(await boundaries('packages/server/src/modules/calendar/index.ts', "export type { QuickConnectCounts } from './bookings-repository.ts';")).toEqual([]);
    expect(await boundaries('packages/server/src/modules/calendar/index.ts', "export { calendarRoutes } from './routes.ts';")).toEqual([]);
  });

  it("rejects a module re-exporting another module's code as its own", async () => {
    const code = await fixture('module-re-exports-module.ts');
    expect(await boundaries('packages/server/src/modules/quick-connect/repository.ts', code)).toEqual([
      "module 'quick-connect' must not re-export module 'calendar' ('../calendar/index.ts'): whoever needs it asks 'calendar' itself",
    ]);
    // Importing it to use it is the way.
    expect(await boundaries('packages/server/src/modules/quick-connect/service.ts', "import type { CalendarService } from '../calendar/index.ts';\nexport type C = CalendarService;")).toEqual([]);
  });

  it('rejects SQL outside repositories, and allows it in repositories, the database layer, tests and benchmarks', async () => {
    const code = await fixture('sql-outside-repository.ts');
    const message = "SQL belongs in a repository: move this statement to the module's repository.ts (or a <name>-repository.ts)";
    expect(await sql('packages/server/src/modules/calendar/service.ts', code)).toEqual([message, message]);
    expect(await sql('packages/server/src/modules/calendar/providers/sandbox.ts', code)).toHaveLength(2);
    expect(await sql('packages/server/src/platform/mail/mailer.ts', code)).toHaveLength(2);
    for (const allowed of [
      'packages/server/src/modules/calendar/repository.ts',
      'packages/server/src/modules/calendar/sandbox-repository.ts',
      'packages/server/src/platform/mail/outbox-repository.ts',
      'packages/server/src/platform/db/migrate.ts',
      'packages/server/test/fixture.test.ts',
      'packages/server/bench/fixture.ts',
    ]) {
      expect(await sql(allowed, code), allowed).toEqual([]);
    }
  });

  it('reads every kind of statement, and no HTTP method or prose', async () => {
    const file = 'packages/server/src/modules/home/service.ts';
    for (const statement of [
      "'SELECT 1'",
      '`INSERT INTO t (a) VALUES ($1)`',
      '`UPDATE ${table} SET a = $1`',
      "'DELETE FROM t WHERE id = $1'",
      '`WITH moved AS (DELETE FROM t RETURNING *) SELECT count(*) FROM moved`',
      '`\n    SELECT a FROM t`',
    ]) {
      expect(await sql(file, `const table = 't';\nexport const q = ${statement};\nexport { table };`), statement).toHaveLength(1);
    }
    for (const text of ["'DELETE'", "'Update your profile'", "'select a colleague'", "'With whom: SELECT someone'"]) {
      expect(await sql(file, `export const q = ${text};`), text).toEqual([]);
    }
  });

  it('rejects a server source file over 500 lines, except vendored code', async () => {
    const long = `${Array.from({ length: 501 }, (_, i) => `export const line${i} = ${i};`).join('\n')}\n`;
    const over = async (file: string) => errorsOf('max-lines', file, long);
    expect(await over('packages/server/src/modules/home/long.ts')).toHaveLength(1);
    expect(await over('packages/server/src/vendor/long.ts')).toEqual([]);
    expect(await errorsOf('max-lines', 'packages/server/src/modules/home/short.ts', long.split('\n').slice(1).join('\n'))).toEqual([]);
  });

  it("keeps vendored code free of the server's own imports", async () => {
    expect(await boundaries('packages/server/src/vendor/ported.ts', "import { x } from '../platform/errors.ts';\nexport { x };")).toEqual([
      "vendored code must not import the server's own code ('../platform/errors.ts')",
    ]);
  });
});
