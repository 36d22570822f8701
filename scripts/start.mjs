#!/usr/bin/env node
/**
 * `npm start`: build what changed, then run the built server, which serves
 * the web app and the API from one origin, on the embedded database unless
 * DATABASE_URL is set. On an empty database the server seeds the demo
 * organisation first.
 *
 * Each build runs only when its sources, the lock file or (for the web app)
 * the build's environment changed since the last one (see build.mjs), so a
 * second start with nothing changed goes straight to the server. The web app
 * is built with the developer pages unless VITE_ENABLE_DEV_PAGES says
 * otherwise. SKIP_BUILD=1 skips both checks.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureServer, ensureWebApp, SERVER_DIST, WEB_APP_DIST } from './build.mjs';

const env = { ...process.env, VITE_ENABLE_DEV_PAGES: process.env.VITE_ENABLE_DEV_PAGES ?? 'true' };

if (process.env.SKIP_BUILD !== '1') {
  try {
    await ensureWebApp({ env });
    await ensureServer();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

/**
 * The server runs under a small supervisor. A server that stops by itself after it was serving (a crash, an
 * out-of-memory kill, `kill -9`) is started again, after 1 s, then 2, 4 and 8 s, then every 10 s, each time with
 * a line saying why it stopped; one that stops RESTART_LIMIT times within RESTART_WINDOW_MS is left stopped, as is
 * one that stops before it ever served (a configuration mistake, a port in use: starting again would not help).
 * Either way the script says so and why, and exits with the server's code.
 */
const RESTART_LIMIT = 5;
const RESTART_WINDOW_MS = 120_000;
const LISTENING = 'Kindred server listening on ';

const serverEnv = { ...env, STATIC_DIR: env.STATIC_DIR || WEB_APP_DIST };
let server;
let stopping = false;
let everServed = false;
/** When each unexpected stop happened (for the crash-loop guard). */
const stops = [];

function describeExit(code, signal) {
  return signal ? `killed by ${signal}` : `exit code ${code}`;
}

function startServer() {
  const startedAt = Date.now();
  let served = false;
  // The Node that runs this script (npm's, from node_modules/.bin), not whichever `node` is first on the PATH.
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(SERVER_DIST, 'main.js')], {
    env: serverEnv,
    stdio: ['inherit', 'pipe', 'inherit'],
  });
  let pending = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (served) return;
    pending += chunk.toString();
    if (pending.includes(LISTENING)) {
      served = everServed = true;
      pending = '';
    } else if (pending.length > 4096) pending = pending.slice(-256);
  });
  child.on('exit', (code, signal) => {
    if (stopping) process.exit(code ?? (signal ? 1 : 0));
    const how = describeExit(code, signal);
    if (!everServed) {
      console.error(`\nnpm start: the server stopped while starting (${how}); its messages above say why. Not starting it again.`);
      process.exit(code || 1);
    }
    const now = Date.now();
    stops.push(now);
    while (stops.length > 0 && now - stops[0] > RESTART_WINDOW_MS) stops.shift();
    if (stops.length >= RESTART_LIMIT) {
      console.error(
        `\nnpm start: the server stopped ${stops.length} times within ${RESTART_WINDOW_MS / 60_000} minutes (last: ${how}); ` +
          'not starting it again. Its messages above say why.',
      );
      process.exit(code || 1);
    }
    const delay = Math.min(10_000, 1000 * 2 ** (stops.length - 1));
    const ran = Math.round((now - startedAt) / 1000);
    console.error(
      `\nnpm start: the server stopped unexpectedly (${how}) after ${ran} s${served ? '' : ', before it served again'}; ` +
        `starting it again in ${delay / 1000} s.`,
    );
    setTimeout(() => {
      if (!stopping) server = startServer();
    }, delay);
  });
  return child;
}

server = startServer();
// Each signal is passed on once: a Ctrl+C in a terminal reaches this script twice (from the terminal and from
// npm), and the server, in the same process group, has it from the terminal too; it takes a repeat as "stop now".
const forwarded = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    if (forwarded.has(signal)) return;
    forwarded.add(signal);
    if (server.exitCode !== null || server.signalCode !== null) process.exit(0);
    server.kill(signal);
  });
}
