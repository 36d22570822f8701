/**
 * The end-to-end suite's server: the production build of the web app (what `npm run build` makes and a deployment
 * serves: no developer pages), served by the built server as `npm start` runs it, on the suite's embedded database.
 * The build goes to a folder of its own (with its build stamp, rebuilt only when the app's sources change), so
 * `npm start`'s packages/app/dist, which has the developer pages, is left as it is; production.spec.ts serves the
 * same folder under NODE_ENV=production.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServer, ensureWebApp } from '../../scripts/build.mjs';

export const E2E_WEB_BUILD = path.resolve(import.meta.dirname, '../../node_modules/.cache/kindred/e2e-production-web');

/** The environment of a production web build: `npm run build`'s, whatever the shell that runs the suite has set. */
export function productionBuildEnv(env = process.env) {
  const clean = { ...env };
  for (const name of Object.keys(clean)) if (name.startsWith('VITE_')) delete clean[name];
  delete clean.NODE_ENV;
  return clean;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await ensureWebApp({ env: productionBuildEnv(), outDir: E2E_WEB_BUILD });
  await ensureServer();
  const start = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../scripts/start.mjs')], {
    env: { ...process.env, SKIP_BUILD: '1', STATIC_DIR: E2E_WEB_BUILD },
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => start.kill(signal));
  start.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
