#!/usr/bin/env node
/**
 * `npm run dev`: the server from its TypeScript sources in watch mode (tsx
 * watch restarts it when a file it imports changes) on PORT (3000), and
 * Vite's dev server on http://localhost:5173 with hot reload, which passes
 * the API's paths on to the server. Open the Vite address. Ctrl+C stops both;
 * if either stops on its own, the other is stopped too.
 *
 * Each runs in its own process group, so a signal reaches it once, from here:
 * a Ctrl+C sent to the whole terminal group would reach tsx watch twice (from
 * the terminal and from here), and tsx takes a second signal as "kill the
 * server now", skipping its graceful stop.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// No terminal input: a process outside the terminal's foreground group that reads it is stopped.
const options = { stdio: ['ignore', 'inherit', 'inherit'], detached: true };

const children = [
  spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'packages/server/src/main.ts'], {
    ...options,
    cwd: root,
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], { ...options, cwd: path.join(root, 'packages/app') }),
];

let exitCode = 0;
let stopping = false;
const stopAll = (signal) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
};
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
process.on('SIGHUP', () => stopAll('SIGTERM'));
// Should this script end anyway (an uncaught error), its children end with it.
process.on('exit', () => stopAll('SIGTERM'));

let running = children.length;
for (const child of children) {
  child.once('exit', (code, signal) => {
    if (!stopping && (code !== 0 || signal)) exitCode = code ?? 1;
    stopAll('SIGTERM');
    running -= 1;
    if (running === 0) process.exit(exitCode);
  });
}
