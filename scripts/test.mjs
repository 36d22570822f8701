#!/usr/bin/env node
/**
 * `npm test`: type check, lint, every Vitest project and the end-to-end suite, then a breakdown of
 * where the time went, so that every change sees its cost.
 *
 * The steps run in two lanes side by side, each lane's steps one after the other: on the 2-core CI
 * machine one lane alone leaves a core idle most of the time (tsc and ESLint are single-threaded,
 * the server suites wait on the database, the stories and the journeys wait on Chromium). A step's
 * output is printed whole when it ends. Every step runs even if an earlier one failed, and the
 * command fails if any did.
 *
 * `npm test -- --only lint,server` runs the named steps alone.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'kindred-test-'));

/** name → [command, args, extra environment]. Vitest steps write their projects' times to a file. */
function vitest(name, projects) {
  const timings = path.join(scratch, `${name}.json`);
  return { name, command: 'vitest', args: ['run', ...projects.flatMap((project) => ['--project', project])], env: { KINDRED_TIMINGS_FILE: timings }, timings };
}

/*
 * Before the lanes: the server's bundle. The server suites (npm-start.test.ts) and the end-to-end suite both run it
 * and build it when it is missing or stale: built here once, each finds it built, and the breakdown shows the build
 * on its own line rather than inside whichever step came first.
 */
const prelude = { name: 'build-server', command: 'node', args: ['--input-type=module', '-e', "await (await import('./scripts/build.mjs')).ensureServer()"] };

// The two longest steps, the end-to-end suite and the stories, each start a lane, after only short checks; the
// server suites follow the end-to-end suite (measured on two cores, 2026-11-28: lane 1 about 24 + 19 + 300 + 100 s,
// lane 2 about 39 + 7 + 330 s).
const lanes = [
  [
    { name: 'typecheck', command: 'tsc', args: ['--noEmit'] },
    { name: 'lint', command: 'eslint', args: ['--max-warnings=0', '.'] },
    { name: 'e2e', command: 'playwright', args: ['test'] },
    vitest('server', ['server']),
  ],
  [
    vitest('unit', ['unit']),
    // The other half of `npm run lint`: unused files, exports and dependencies (knip.config.ts). In this lane, the
    // shorter one, rather than after ESLint.
    { name: 'knip', command: 'knip', args: ['--no-progress'] },
    // The built-in advisor's answers, a handful a category, on the seeded demo (packages/server/bench/advisor-eval.ts).
    // V8 without garbage collection of WebAssembly code: freeing PGlite's dead wasm code aborted Node 24 once here
    // ('Check failed: jit_page.has_value()' in WasmCodeAllocator::FreeCode; nodejs/node#64500 reports the same family
    // of crashes). This short process can keep its dead code.
    { name: 'advisor-eval', command: 'tsx', args: ['--no-wasm-code-gc', 'packages/server/bench/advisor-eval.ts', '--smoke', '--strict'] },
    vitest('browser', ['browser', 'storybook']),
  ],
];

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? new Set(process.argv[onlyIndex + 1]?.split(',')) : null;

function run(step) {
  const started = performance.now();
  console.info(`▶ ${step.name}: ${[step.command, ...step.args].join(' ')}`);
  return new Promise((resolve) => {
    const cpuFile = path.join(scratch, `${step.name}.cpu.json`);
    // Through cpu-time.mjs, which writes down the CPU seconds the step and its processes used.
    const child = spawn(process.execPath, [path.join(root, 'scripts/cpu-time.mjs'), cpuFile, step.command, ...step.args], {
      cwd: root,
      // Output is piped and printed whole: keep its colours when the terminal has them.
      env: { ...process.env, ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}), ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      let cpuSeconds = null;
      if (existsSync(cpuFile)) {
        cpuSeconds = JSON.parse(readFileSync(cpuFile, 'utf8')).seconds;
      }
      process.stdout.write(`\n━━━ ${step.name} ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s ━━━\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ step, ok, seconds, cpuSeconds });
    });
  });
}

const startedAll = performance.now();
const needsServer = !only || only.has('server') || only.has('e2e');
const before = needsServer ? [await run(prelude)] : [];
const results = (
  await Promise.all(
    lanes.map(async (lane) => {
      const done = [];
      for (const step of lane) if (!only || only.has(step.name)) done.push(await run(step));
      return done;
    }),
  )
).flat();
const totalSeconds = (performance.now() - startedAll) / 1000;

// The breakdown.
const pad = (text, width) => String(text).padEnd(width);
const secs = (value) => `${value.toFixed(0).padStart(4)} s`;
// CPU: what the step and every process under it used, user and system, browsers and workers included (not the
// PostgreSQL server's processes; see cpu-time.mjs). Two cores give two CPU seconds a second.
const cpu = (value) => (value === null ? '' : `  CPU ${value.toFixed(0).padStart(4)} s`);
const lines = ['', 'Where the time went (wall clock, and CPU seconds; the two lanes ran side by side):'];
const install = Number(process.env.KINDRED_INSTALL_SECONDS);
if (install > 0) lines.push(`  ${pad('npm ci (in .ci/run)', 44)}${secs(install)}`);
for (const { step, ok, seconds, cpuSeconds } of before) lines.push(`  ${pad(`${step.name}${ok ? '' : ' (failed)'}`, 44)}${secs(seconds)}${cpu(cpuSeconds)}`);
for (const [index, lane] of lanes.entries()) {
  lines.push(`  lane ${index + 1}`);
  for (const { step, ok, seconds, cpuSeconds } of results.filter((result) => lane.includes(result.step))) {
    lines.push(`    ${pad(`${step.name}${ok ? '' : ' (failed)'}`, 42)}${secs(seconds)}${cpu(cpuSeconds)}`);
    if (step.timings && existsSync(step.timings)) {
      for (const project of JSON.parse(readFileSync(step.timings, 'utf8')).projects) {
        lines.push(
          `      ${pad(`${project.name}: ${project.tests} tests in ${project.files} files`, 40)}${secs(project.spanSeconds)}` +
            `  (files kept workers busy ${project.busySeconds.toFixed(0)} s)`,
        );
      }
    }
  }
}
const steps = [...before, ...results];
const totalCpu = steps.every((result) => result.cpuSeconds !== null) ? steps.reduce((sum, result) => sum + result.cpuSeconds, 0) : null;
lines.push(`  ${pad('npm test', 44)}${secs(totalSeconds)}${cpu(totalCpu)}`);
if (install > 0) lines.push(`  ${pad('with npm ci', 44)}${secs(totalSeconds + install)}`);
const failed = [...before, ...results].filter((result) => !result.ok);
lines.push(failed.length === 0 ? 'Every step passed.' : `Failed: ${failed.map((result) => result.step.name).join(', ')}`);
console.info(lines.join('\n'));
rmSync(scratch, { recursive: true, force: true });
process.exitCode = failed.length === 0 ? 0 : 1;
