// @ts-check
/**
 * SQL lives in repositories only: in `packages/server/src`, a string or template literal that starts as a statement
 * (SELECT, INSERT INTO, UPDATE … SET, DELETE FROM, WITH … AS) may appear only in a repository (`repository.ts`,
 * `<name>-repository.ts`) or in the database layer (`src/platform/db/`; migrations are .sql files). A service,
 * a route or a provider asks a repository of its own module, so each module's SQL is in one place and touches its
 * own tables (another module's rows come from that module's service).
 *
 * Tests and benchmarks may write SQL: they set up and inspect the database directly.
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The start of an SQL statement, upper case as our SQL is written (so prose such as 'Select a time' is not one). */
const STATEMENT = /^\s*(?:SELECT\s|INSERT\s+INTO\s|UPDATE\s+\S+\s+SET\s|DELETE\s+FROM\s|WITH\s+(?:RECURSIVE\s+)?\S+\s+AS\s*\()/;

/** Whether a file (relative to the repository root) may hold SQL, or is outside the rule. */
function mayHoldSql(relative) {
  if (!relative.startsWith('packages/server/src/')) return true;
  if (relative.startsWith('packages/server/src/platform/db/')) return true;
  return /(^|-)repository\.ts$/.test(path.posix.basename(relative));
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep SQL in repositories: no SQL statement outside repository files in the server' },
    schema: [],
  },
  create(context) {
    const relative = path.relative(root, context.filename).split(path.sep).join('/');
    if (mayHoldSql(relative)) return {};
    const report = (node) =>
      context.report({
        node,
        message: "SQL belongs in a repository: move this statement to the module's repository.ts (or a <name>-repository.ts)",
      });
    return {
      Literal(node) {
        if (typeof node.value === 'string' && STATEMENT.test(node.value)) report(node);
      },
      TemplateLiteral(node) {
        // The text with each `${…}` as a word, so `SELECT ${COLUMNS} FROM …` reads as the statement it is.
        const text = node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('x');
        if (STATEMENT.test(text)) report(node);
      },
    };
  },
};

export default { rules: { 'sql-in-repositories': rule } };
