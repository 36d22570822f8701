import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
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

const KIT =
  /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@internationalized|lucide-react|@vanilla-extract|clsx)[\\/]|packages[\\/]ui[\\/]src/;
/**
 * What never joins the kit chunk: react-aria's overlay, dialog, menu and collection parts (and their translated
 * strings), and its form parts (fields, labels, validation); the kit's dialogs and form fields. Pages that use them
 * fetch them with their own code; the kit chunk is for what nearly every page runs (press, focus, text, buttons).
 */
const ON_DEMAND = new RegExp(
  [
    String.raw`react-aria[\\/]dist[\\/]private[\\/](overlays|dialog|menu|collections|intl[\\/]overlays|form|label|textfield|radio|checkbox)[\\/]`,
    String.raw`react-stately[\\/]dist[\\/]private[\\/](form|radio|checkbox)[\\/]`,
    String.raw`react-aria-components[\\/]dist[\\/]private[\\/](Dialog|Menu|Popover|Modal|Collection|OverlayArrow|Autocomplete|Header|Separator|Form|FieldError|Input|TextField|TextArea|Label|RadioGroup|Checkbox|SharedElementTransition)\.`,
    String.raw`packages[\\/]ui[\\/]src[\\/](Dialog|Menu|Popover|AlertDialog|Field|Form|TextField|PasswordField|TextArea|RadioGroup|Checkbox|Select|SearchField)[\\/]`,
  ].join('|'),
);

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

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
      // Building a schema has no effect beyond its value: a page bundles only the schemas it uses, not every
      // schema of a contract module it imports one from.
      treeshake: { manualPureFunctions: ['z'] },
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
            // a dozen small ones; parts fewer routes use stay with them. What only opens on demand (dialogs, menus,
            // popovers, their collections, positioning and strings) never joins it, however many pages use it:
            // every page loads this file, the public ones included, and they open none of those at first.
            {
              name: 'kit',
              test: (id: string) => KIT.test(id) && !ON_DEMAND.test(id),
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
