import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Appends one JSON line per failed test (project, file, full name, first error line) to the file
 * named by KINDRED_FAILURES_FILE; `npm run test:repeat` counts them over its runs. A file that
 * failed outside any test (an import error) is recorded as the file itself.
 */
export default class FailuresReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const target = process.env.KINDRED_FAILURES_FILE;
    if (!target) return;
    const lines: string[] = [];
    for (const testModule of testModules) {
      const file = path.relative(process.cwd(), testModule.moduleId);
      const project = testModule.project.name;
      let failedTests = 0;
      for (const test of testModule.children.allTests()) {
        const result = test.result();
        if (result.state !== 'failed') continue;
        failedTests += 1;
        const error = result.errors?.[0]?.message?.split('\n')[0] ?? '';
        lines.push(JSON.stringify({ project, file, test: test.fullName, error }));
      }
      if (failedTests === 0 && testModule.state() === 'failed') {
        const error = testModule.errors()[0]?.message?.split('\n')[0] ?? '';
        lines.push(JSON.stringify({ project, file, test: '(the file itself)', error }));
      }
    }
    if (lines.length > 0) appendFileSync(target, `${lines.join('\n')}\n`);
  }
}
