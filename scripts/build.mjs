#!/usr/bin/env node
/**
 * The two builds, and how `npm start` tells whether each is current.
 *
 *   npm run build   the web app for production (no developer pages unless
 *                   VITE_ENABLE_DEV_PAGES=true) into packages/app/dist, and
 *                   the server bundle into packages/server/dist
 *
 * Each build leaves a stamp: a hash of everything it was made from. For the
 * web app that is the sources of packages/app, ui, features and contracts
 * (stories and tests excepted: the app never imports them), their
 * package.json and Vite config, the root package-lock.json and tsconfig.json,
 * and the build's environment (every VITE_* variable and NODE_ENV); for the
 * server, its sources and package.json, its build script, contracts, the lock
 * file. `npm start` hashes them again (about 30 ms) and builds only what
 * differs. The web app's stamp lives in its output's `.vite/` folder, so any
 * other build into packages/app/dist (which empties the folder) is never
 * taken for current.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
export const WEB_APP_DIR = path.join(root, 'packages/app');
export const WEB_APP_DIST = path.join(WEB_APP_DIR, 'dist');
export const SERVER_DIR = path.join(root, 'packages/server');
export const SERVER_DIST = path.join(SERVER_DIR, 'dist');

/** Bump to make every stamp stale (when what a build depends on changes in a way the hash cannot see). */
const STAMP_VERSION = '1';

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'storybook-static', '.vite', 'coverage']);
/** Files no build reads: stories, tests, documentation. */
const SKIPPED_FILES = /\.(?:stories|test|browser\.test)\.[cm]?[jt]sx?$|\.mdx?$/;

/** Adds each file under `dir` (path and content, in a stable order) to the hash. */
function hashTree(hash, base, dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return;
    throw error;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) hashTree(hash, base, full);
    } else if (entry.isFile() && !SKIPPED_FILES.test(entry.name)) {
      hashFile(hash, base, full);
    }
  }
}

function hashFile(hash, base, file) {
  hash.update(path.relative(base, file));
  hash.update('\0');
  if (existsSync(file)) hash.update(readFileSync(file));
  hash.update('\0');
}

function hashOf(base, trees, files, extra = {}) {
  const hash = createHash('sha256');
  hash.update(`kindred-build-stamp ${STAMP_VERSION}\0${JSON.stringify(extra)}\0`);
  for (const tree of trees) hashTree(hash, base, path.join(base, tree));
  for (const file of files) hashFile(hash, base, path.join(base, file));
  return hash.digest('hex');
}

/** The part of the environment a web build depends on: Vite puts VITE_* variables in the code; NODE_ENV changes the build. */
export function webBuildEnvironment(env) {
  return Object.fromEntries(
    Object.keys(env)
      .filter((name) => name.startsWith('VITE_') || name === 'NODE_ENV')
      .sort()
      .map((name) => [name, env[name]]),
  );
}

/** `base`: the repository (another folder laid out the same way in tests). */
export function webAppHash(env, base = root) {
  return hashOf(
    base,
    ['packages/app', 'packages/ui', 'packages/features', 'packages/contracts'],
    ['package-lock.json', 'tsconfig.json'],
    webBuildEnvironment(env),
  );
}

export function serverHash(base = root) {
  return hashOf(base, ['packages/server/src', 'packages/contracts'], [
    'packages/server/package.json',
    'packages/server/build.mjs',
    'package-lock.json',
    'tsconfig.json',
  ]);
}

const webStampFile = (outDir) => path.join(outDir, '.vite', 'kindred-build-stamp');
const serverStampFile = () => path.join(SERVER_DIST, 'kindred-build-stamp');

function readStamp(file) {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

function writeStamp(file, hash) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${hash}\n`);
}

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(args[0] ?? command)} ${args.slice(1).join(' ')} failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/** `vite build` of the web app, with this environment, into `outDir` (packages/app/dist by default). */
export async function buildWebApp({ env = process.env, outDir = WEB_APP_DIST } = {}) {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  await run(process.execPath, [vite, 'build', '--outDir', outDir, '--logLevel', 'warn'], { cwd: WEB_APP_DIR, env });
}

export async function buildServer() {
  // Its own process: esbuild's service is then gone with it, rather than kept alive beside the server.
  await run(process.execPath, [path.join(SERVER_DIR, 'build.mjs')], { cwd: SERVER_DIR, stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * Builds the web app into `outDir` unless the stamp there matches its sources
 * and `env`; says which. Returns true when it built.
 */
export async function ensureWebApp({ env = process.env, force = false, outDir = WEB_APP_DIST, log = console.info } = {}) {
  const hash = webAppHash(env);
  if (!force && existsSync(path.join(outDir, 'index.html')) && readStamp(webStampFile(outDir)) === hash) {
    log('web app up to date');
    return false;
  }
  log('building the web app...');
  await buildWebApp({ env, outDir });
  writeStamp(webStampFile(outDir), hash);
  return true;
}

/** Builds the server bundle unless its stamp matches its sources; says which. Returns true when it built. */
export async function ensureServer({ force = false, log = console.info } = {}) {
  const hash = serverHash();
  if (!force && existsSync(path.join(SERVER_DIST, 'main.js')) && readStamp(serverStampFile()) === hash) {
    log('server up to date');
    return false;
  }
  log('building the server...');
  await buildServer();
  writeStamp(serverStampFile(), hash);
  return true;
}

// `npm run build`: both, always, for production.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  await ensureWebApp({ force: true });
  await ensureServer({ force: true });
  console.info(`built in ${((performance.now() - started) / 1000).toFixed(1)} s: packages/app/dist, packages/server/dist/main.js`);
}
