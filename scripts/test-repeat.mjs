#!/usr/bin/env node
/**
 * `npm run test:repeat [-- --browser N --e2e M]`: runs the browser projects (browser, storybook) N
 * times in a row (default 5) and the end-to-end suite M times (default 3), then prints every test
 * that failed at least once, with how often. Retries stay at 0: a test that fails now and then is a
 * defect to fix at its cause, and this is how to find one. Exits non-zero if anything failed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { browser: { type: 'string', default: '5' }, e2e: { type: 'string', default: '3' } },
});
const browserRuns = Number(values.browser);
const e2eRuns = Number(values.e2e);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'kindred-repeat-'));
/** "project › file › test" → how many runs it failed in. */
const failures = new Map();
const problems = [];

function count(key, error) {
  const entry = failures.get(key) ?? { runs: 0, error };
  entry.runs += 1;
  failures.set(key, entry);
}

function run(label, command, args, env) {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.info(`${label}: exit ${result.status} in ${seconds} s`);
  return result;
}

for (let index = 1; index <= browserRuns; index++) {
  const file = path.join(scratch, `vitest-${index}.jsonl`);
  const result = run(`browser projects, run ${index}/${browserRuns}`, 'npx', [
    'vitest', 'run', '--project', 'browser', '--project', 'storybook',
    '--reporter', './tools/failures-reporter.ts', '--reporter', 'dot',
  ], { KINDRED_FAILURES_FILE: file });
  const lines = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
  for (const line of lines) {
    const { project, file: testFile, test, error } = JSON.parse(line);
    count(`${project} › ${testFile} › ${test}`, error);
  }
  if (result.status !== 0 && lines.length === 0) problems.push(`browser run ${index} exited ${result.status} with no failed test:\n${result.stderr.slice(-2000)}`);
}

/** Playwright's JSON report: suites nest; each spec's tests hold their results. */
function playwrightFailures(report) {
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const error = test.results?.find((result) => result.error)?.error?.message?.split('\n')[0] ?? test.status;
        found.push({ name: [...titles, spec.title].join(' › '), file: spec.file, error });
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

for (let index = 1; index <= e2eRuns; index++) {
  const file = path.join(scratch, `playwright-${index}.json`);
  const result = run(`end-to-end, run ${index}/${e2eRuns}`, 'npx', ['playwright', 'test', '--reporter', 'json'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: file,
  });
  const found = existsSync(file) ? playwrightFailures(JSON.parse(readFileSync(file, 'utf8'))) : [];
  for (const failure of found) count(`e2e › tests/e2e/${failure.file} › ${failure.name}`, failure.error);
  if (result.status !== 0 && found.length === 0) problems.push(`end-to-end run ${index} exited ${result.status} with no failed test:\n${result.stderr.slice(-2000)}`);
}

console.info(`\n${browserRuns} run(s) of the browser projects, ${e2eRuns} of the end-to-end suite.`);
if (failures.size === 0 && problems.length === 0) {
  console.info('No test failed.');
} else {
  for (const [key, { runs, error }] of [...failures].sort((a, b) => b[1].runs - a[1].runs)) {
    console.info(`  failed ${runs}×  ${key}\n           ${error}`);
  }
  for (const problem of problems) console.info(problem);
  process.exitCode = 1;
}
