#!/usr/bin/env node
/**
 * `npm start`: build the web app, then run the server that serves it and the
 * API from one origin, on the embedded database unless DATABASE_URL is set.
 * On an empty database the server seeds the demo organisation first.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, VITE_ENABLE_DEV_PAGES: process.env.VITE_ENABLE_DEV_PAGES ?? 'true' };

if (process.env.SKIP_BUILD !== '1') {
  console.info('Building the web app...');
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@kindred/app'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  path.join(root, 'node_modules/.bin/tsx'),
  [path.join(root, 'packages/server/src/main.ts')],
  { cwd: root, env: { ...env, STATIC_DIR: env.STATIC_DIR ?? path.join(root, 'packages/app/dist') }, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
