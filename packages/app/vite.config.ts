import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

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

/**
 * Which route modules a first visit to a path renders, for `routePreload`. Signed-out visitors to a
 * protected path are sent to sign-in, so they get sign-in's files instead. Mirrors src/router.tsx: a
 * renamed route module fails the build here; a route missing from this table only loses its head start.
 * The session key is the one `features/shared/session.ts` writes (SESSION_STORAGE_KEY).
 */
const ROUTE_MODULES: Record<string, string[]> = {
  '/auth/sign-in': ['sign-in.tsx'],
  '/auth/forgot-password': ['forgot-password.tsx'],
  '/auth/two-factor': ['two-factor.tsx'],
  '/terms': ['terms.tsx'],
  '/privacy': ['privacy.tsx'],
  '/': ['shell.tsx', 'home.tsx'],
  '/settings': ['shell.tsx', 'settings.tsx'],
  '*': ['shell.tsx'],
};
const PUBLIC_PATHS = ['/auth/sign-in', '/auth/forgot-password', '/auth/two-factor', '/terms', '/privacy'];

/**
 * Lazy routes load after the entry has run, one round trip later. This writes a few lines into
 * index.html that start fetching the current route's chunks together with the entry.
 */
function routePreload(): Plugin {
  return {
    name: 'kindred:route-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle: Rolldown.OutputBundle) {
      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const html = bundle['index.html'];
      if (!entry || !html || html.type !== 'asset') return;
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: Rolldown.OutputChunk, seen = new Set<string>()) => {
        if (seen.has(start.fileName)) return seen;
        seen.add(start.fileName);
        for (const file of start.imports) {
          const next = byFile.get(file);
          if (next) closure(next, seen);
        }
        return seen;
      };
      const loadedByEntry = closure(entry);
      const filesOf = (module: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/routes/${module}`));
        if (!chunk) throw new Error(`routePreload: no chunk for src/routes/${module}`);
        // Styles need no entry here: the app has one stylesheet (cssCodeSplit: false), linked by index.html.
        return [...closure(chunk)].filter((file) => !loadedByEntry.has(file));
      };
      const table = Object.fromEntries(
        Object.entries(ROUTE_MODULES).map(([route, modules]) => [route, [...new Set(modules.flatMap(filesOf))].map((file) => `/${file}`)]),
      );
      const script = `<script>(()=>{const t=${JSON.stringify(table)},o=${JSON.stringify(PUBLIC_PATHS)};let p=location.pathname;try{if(!o.includes(p)&&!localStorage.getItem('kindred.session'))p='/auth/sign-in'}catch{}for(const f of t[p]||t['*']){const l=document.createElement('link');l.rel='modulepreload';l.href=f;document.head.appendChild(l)}})()</script>`;
      // The Latin face of Inter, the text font: the page's first text paints with it, so it starts
      // with the scripts rather than after the first render asks for it.
      const font = Object.values(bundle).find((item) => item.type === 'asset' && /inter-latin-wght-normal-[\w-]+\.woff2$/.test(item.fileName));
      if (!font) throw new Error('routePreload: no Latin Inter font in the bundle');
      const fontLink = `<link rel="preload" href="/${font.fileName}" as="font" type="font/woff2" crossorigin>`;
      html.source = String(html.source).replace('</head>', `    ${fontLink}\n    ${script}\n  </head>`);
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), routePreload(), precompress()],
  build: {
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every page runs, in one long-cached file: one request, one gzip stream.
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|jotai|ky)[\\/]/, tags: ['$initial'], priority: 3 },
            // The data layer (HTTP client, schemas, query cache): the signed-in area runs it at once; the public
            // pages fetch it when idle or at their first submit, so it stays off their first download. The parts
            // of ky an initial chunk needs (its error guards) are the framework's, which outranks this group.
            { name: 'data', test: /node_modules[\\/](@tanstack|ky|zod)[\\/]/, priority: 2 },
            // The design system's parts that six or more lazily loaded modules share, in one file rather than
            // a dozen small ones; parts fewer routes use stay with them.
            {
              name: 'kit',
              test: /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@internationalized|lucide-react|@vanilla-extract|clsx)[\\/]|packages[\\/]ui[\\/]src/,
              minShareCount: 6,
              priority: 1,
            },
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
});
