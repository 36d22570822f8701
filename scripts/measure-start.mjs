#!/usr/bin/env node
/**
 * How long `npm start` takes to answer: spawns the command on a free port,
 * asks for `GET /` every 25 ms, and prints the time from the spawn to the
 * first 200, then stops the server.
 *
 *   node scripts/measure-start.mjs [--runs N] [--fresh] [--data-dir DIR] [-- command args...]
 *
 * --fresh starts each run on an empty data folder (the first start: the
 * database is created, migrated and seeded); without it one data folder is
 * prepared first (not timed) and kept for every run, as a second start finds
 * it. The command defaults to `npm start`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from './ports.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    fresh: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const command = positionals.length > 0 ? positionals : ['npm', 'start'];
const runs = Number(values.runs);

const groupAlive = (pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops the whole group (npm, the start script, the server) and waits until every process of it is gone. */
async function stop(child) {
  if (groupAlive(child.pid)) process.kill(-child.pid, 'SIGTERM');
  const deadline = Date.now() + 15_000;
  while (groupAlive(child.pid)) {
    if (Date.now() > deadline) process.kill(-child.pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Milliseconds from the spawn to the first 200 on GET /. */
async function measure(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: values.quiet ? 'ignore' : ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    for (;;) {
      if (exited) throw new Error(`${command.join(' ')} exited before answering:\n${Buffer.concat(output)}`);
      if (performance.now() - started > 120_000) throw new Error(`no 200 on GET / within 120 s:\n${Buffer.concat(output)}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
        await res.arrayBuffer();
        if (res.status === 200) return { ms: performance.now() - started, output: Buffer.concat(output).toString() };
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    await stop(child);
  }
}

const results = [];
let kept;
if (!values.fresh) {
  kept = values['data-dir'] ?? mkdtempSync(path.join(os.tmpdir(), 'kindred-measure-'));
  // The first start creates and seeds the database; the runs below find it there.
  const first = await measure(kept);
  console.info(`prepared ${kept} (first start ${(first.ms / 1000).toFixed(2)} s, not counted)`);
}
for (let i = 0; i < runs; i++) {
  const dataDir = kept ?? mkdtempSync(path.join(os.tmpdir(), 'kindred-measure-'));
  try {
    const { ms, output } = await measure(dataDir);
    results.push(ms);
    const said = output.match(/web app up to date|building the web app|server up to date|building the server/g) ?? [];
    console.info(`run ${i + 1}: ${(ms / 1000).toFixed(2)} s${said.length > 0 ? ` (${said.join(', ')})` : ''}`);
  } finally {
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}
if (kept && !values['data-dir']) rmSync(kept, { recursive: true, force: true });
const sorted = [...results].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
console.info(
  `${values.fresh ? 'first start (empty database)' : 'second start'}: ${command.join(' ')} · ${runs} runs · ` +
    `min ${(sorted[0] / 1000).toFixed(2)} s · median ${(median / 1000).toFixed(2)} s · max ${(sorted.at(-1) / 1000).toFixed(2)} s`,
);
