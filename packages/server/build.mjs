#!/usr/bin/env node
/**
 * Builds the server into one JavaScript file, dist/main.js (ESM, Node 22+),
 * that `npm start` and production run with plain `node`: the server's
 * TypeScript, the workspace's @kindred/contracts and the pure JavaScript
 * libraries bundled; packages that load native or WebAssembly files from
 * beside their own code (PGlite, argon2) left to node_modules. The SQL
 * migrations, read at run time, are copied to dist/migrations. A source map
 * sits beside the bundle, for stack traces (`node --enable-source-maps`).
 *
 *   npm run build -w @kindred/server
 */
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const serverDir = import.meta.dirname;
export const SERVER_DIST = path.join(serverDir, 'dist');

/** Packages loaded from node_modules at run time, not bundled. */
export const EXTERNAL = [
  // PostgreSQL in WebAssembly: reads its .wasm and .data files from its own folder.
  '@electric-sql/pglite',
  // Native (.node) binaries, one package per platform.
  '@node-rs/argon2',
  // pg's optional native driver, required only if installed (it is not).
  'pg-native',
];

export async function buildServer() {
  const { build } = await import('esbuild');
  rmSync(SERVER_DIST, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(serverDir, 'src/main.ts')],
    outfile: path.join(SERVER_DIST, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    external: EXTERNAL,
    sourcemap: true,
    sourcesContent: false,
    // Names of classes and functions kept as written: error names and stack traces read as in the source.
    keepNames: true,
    legalComments: 'none',
    logLevel: 'warning',
    // CommonJS libraries in an ES module still call require() for Node's built-in modules, and a few name
    // __dirname (ioredis's friendly stack traces; pino's transports, which the server does not use).
    banner: {
      js: [
        "import { createRequire as __kindredCreateRequire } from 'node:module';",
        "import { fileURLToPath as __kindredFileURLToPath } from 'node:url';",
        'const require = __kindredCreateRequire(import.meta.url);',
        'const __filename = __kindredFileURLToPath(import.meta.url);',
        "const __dirname = __kindredFileURLToPath(new URL('.', import.meta.url));",
      ].join('\n'),
    },
  });
  // migrate.ts reads them from `./migrations/` beside the module that runs it: dist/ once bundled.
  mkdirSync(path.join(SERVER_DIST, 'migrations'), { recursive: true });
  cpSync(path.join(serverDir, 'src/platform/db/migrations'), path.join(SERVER_DIST, 'migrations'), { recursive: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  await buildServer();
  console.info(`server built in ${Math.round(performance.now() - started)} ms: ${path.relative(process.cwd(), path.join(SERVER_DIST, 'main.js'))}`);
}
