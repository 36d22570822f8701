import type { Reporter, TestModule } from 'vitest/node';

/** Prints, after the run, how many tests each Vitest project ran and how they ended (CI reads the story count here). */
export default class ProjectCountsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = new Map<string, { passed: number; failed: number; skipped: number }>();
    for (const testModule of testModules) {
      const name = testModule.project.name || 'default';
      const count = counts.get(name) ?? { passed: 0, failed: 0, skipped: 0 };
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') count.passed += 1;
        else if (state === 'failed') count.failed += 1;
        else count.skipped += 1;
      }
      counts.set(name, count);
    }
    const lines = [...counts].map(([name, c]) => `  ${name.padEnd(28)} ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
    const stories = [...counts].filter(([name]) => name.startsWith('storybook-')).reduce((sum, [, c]) => sum + c.passed + c.failed, 0);
    process.stdout.write(`\nTests by project:\n${lines.join('\n')}\n  story tests run: ${stories}\n`);
  }
}
