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

// The Node that runs this script (npm's, from node_modules/.bin), not whichever `node` is first on the PATH.
const server = spawn(process.execPath, ['--enable-source-maps', path.join(SERVER_DIST, 'main.js')], {
  env: { ...env, STATIC_DIR: env.STATIC_DIR || WEB_APP_DIST },
  stdio: 'inherit',
});
// Each signal is passed on once: a Ctrl+C in a terminal reaches this script twice (from the terminal and from
// npm), and the server, in the same process group, has it from the terminal too; it takes a repeat as "stop now".
const forwarded = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (forwarded.has(signal)) return;
    forwarded.add(signal);
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
