import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { PROBE_ENV, probeFirstPages, type FirstPageModules } from './first-page-kit.ts';
import { routePreload } from './route-preload.ts';

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of the build, so the server
 * sends compressed files without compressing on each request (it serves them with `precompressed`).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
      name: 'kindred:precompress',
      apply: 'build',
      configResolved(config) {
        outDir = path.resolve(config.root, config.build.outDir);
      },
      closeBundle() {
        const walk = (dir: string): string[] =>
          readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
            entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
          );
        for (const file of walk(outDir)) {
          if (!/\.(js|css|html|svg|json|txt)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
          const content = readFileSync(file);
          if (content.length < 1024) continue;
          writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    };
  }

  const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

  /** The entry chunk's file, as `output.entryFileNames` names it: the host whose dynamic imports keep their preloads. */
  const ENTRY_CHUNK = /(^|\/)index-[\w-]+\.js$/;

  export default defineConfig(async ({ command, mode }): Promise<UserConfig> => {
    const probe = process.env[PROBE_ENV] === '1';
    const firstPages: FirstPageModules | undefined =
      command === 'build' && !probe ? await probeFirstPages(import.meta.dirname, mode) : undefined;
  return {
    plugins: [
      // The product speaks English (docs/decisions.md#one-language): React Aria's own strings (a clear button's label,
      // a list's announcements) come in English only, rather than 34 translations of each beside an English page.
      optimizeLocales.vite({ locales: ['en-US'] }),
      react(),
      vanillaExtractPlugin(),
      routePreload(),
      ...(probe ? [] : [precompress()]),
    ],
    build: {
      // Vite fetches what a dynamically imported module needs ahead of it by writing a <link rel=modulepreload> per
      // file into the page. Route modules keep that (imported by the router in the entry chunk: a navigation should
      // not wait for one file after another). Parts a page fetches when idle or when drawn (Link's popup, the
      // first-login prompt, home's widgets) do not: a profile of home's first load showed the link writing alone
      // taking 50-90 ms of one task for the prompt's 18 files, and those parts can wait a round trip.
      // The entry chunk's name is set below (output.entryFileNames), next to the rule that recognises it.
      modulePreload: { resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'html' || ENTRY_CHUNK.test(hostId) ? deps : []) },
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2023',
      sourcemap: true,
      reportCompressedSize: false,
      // Read by scripts/bench-web.mjs to measure what each route loads.
      manifest: true,
      // One stylesheet for the whole app (about 12 KB gz): one request that every later page finds in
      // the cache, instead of a dozen small render-blocking ones per route.
      cssCodeSplit: false,
      // No option here trusts names or drops code by pattern (such as treeshake.manualPureFunctions, which took every
      // function named `z` for pure and so dropped the calendar's own minified style setter): what is left out is what
      // the bundler proves unused. The one declaration it takes on trust is the kit's and the features' `sideEffects`
      // in their package.json, which says why.
      rolldownOptions: {
        output: {
          // The entry (it holds the router, which imports the route modules) under the name the preload rule above
          // keys on; Vite's own default name, written out so that a change of it cannot silently stop route preloads.
          entryFileNames: 'assets/index-[hash].js',
          codeSplitting: {
            groups: [
              // The libraries every page runs, in one long-cached file: one request, one gzip stream.
              { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|jotai|ky)[\\/]/, tags: ['$initial'], priority: 3 },
              // The data layer (HTTP client, schemas, query cache): the signed-in area runs it at once; the public
              // pages fetch it when idle or at their first submit, so it stays off their first download. The parts
              // of ky an initial chunk needs (its error guards) are the framework's, which outranks this group.
              { name: 'data', test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)|ky|zod)[\\/]/, priority: 2 },
              // What both first pages run of the design system (sign-in, and the shell with home): one file every page
              // loads. What the shell and home alone run: one more for the signed-in area. Everything else stays with
              // the pages that use it (first-page-kit.ts).
              ...(firstPages
                ? [
                    { name: 'kit', test: (id: string) => firstPages.both.has(id), priority: 1 },
                    { name: 'app-kit', test: (id: string) => firstPages.signedInOnly.has(id), priority: 1 },
                  ]
                : []),
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: {
        '/v1': apiTarget,
        '/dev/mailbox': apiTarget,
        '/healthz': apiTarget,
        '/readyz': apiTarget,
      },
    },
  };
});
