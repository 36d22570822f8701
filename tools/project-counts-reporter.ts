import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

interface ProjectTally {
  passed: number;
  failed: number;
  skipped: number;
  files: number;
  /** Time the project's files kept a worker busy (setup, import, tests and hooks), in ms. */
  busy: number;
  /** From the first of its files starting to the last ending, in ms since the epoch. */
  firstStart: number;
  lastEnd: number;
}

/**
 * Prints, after the run, how many tests each Vitest project ran and how they ended (CI reads the
 * story count here). With KINDRED_TIMINGS_FILE set it also writes each project's time there, for the
 * breakdown `npm test` prints at the end.
 */
export default class ProjectCountsReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly ended = new Map<string, number>();

  onTestModuleStart(testModule: TestModule): void {
    this.started.set(testModule.id, Date.now());
  }

  onTestModuleEnd(testModule: TestModule): void {
    this.ended.set(testModule.id, Date.now());
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const tallies = new Map<string, ProjectTally>();
    for (const testModule of testModules) {
      const name = testModule.project.name || 'default';
      const tally = tallies.get(name) ?? { passed: 0, failed: 0, skipped: 0, files: 0, busy: 0, firstStart: Infinity, lastEnd: 0 };
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') tally.passed += 1;
        else if (state === 'failed') tally.failed += 1;
        else tally.skipped += 1;
      }
      const diagnostic = testModule.diagnostic();
      tally.files += 1;
      tally.busy +=
        diagnostic.environmentSetupDuration + diagnostic.prepareDuration + diagnostic.setupDuration + diagnostic.collectDuration + diagnostic.duration;
      tally.firstStart = Math.min(tally.firstStart, this.started.get(testModule.id) ?? Infinity);
      tally.lastEnd = Math.max(tally.lastEnd, this.ended.get(testModule.id) ?? 0);
      tallies.set(name, tally);
    }
    const lines = [...tallies].map(([name, c]) => `  ${name.padEnd(28)} ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
    const stories = [...tallies].filter(([name]) => name.startsWith('storybook')).reduce((sum, [, c]) => sum + c.passed + c.failed, 0);
    process.stdout.write(`\nTests by project:\n${lines.join('\n')}\n  story tests run: ${stories}\n`);
    const target = process.env.KINDRED_TIMINGS_FILE;
    if (target) {
      const projects = [...tallies].map(([name, c]) => ({
        name,
        files: c.files,
        tests: c.passed + c.failed + c.skipped,
        busySeconds: c.busy / 1000,
        spanSeconds: c.lastEnd > c.firstStart ? (c.lastEnd - c.firstStart) / 1000 : 0,
      }));
      writeFileSync(target, JSON.stringify({ projects }, null, 2));
    }
  }
}
