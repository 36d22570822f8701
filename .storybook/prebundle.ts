import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every third-party module the stories can reach, for Vite's `optimizeDeps.include`.
 *
 * A dependency Vite discovers only after a story has mounted makes it re-optimise and reload the
 * page mid-run, and whatever import is in flight at that moment fails ("Failed to fetch dynamically
 * imported module"). Listing them all up front means nothing is discovered late. The list is read
 * from the sources, so a new import needs no edit here.
 */
const roots = ['packages/ui/src', 'packages/features/src', 'packages/app/src', 'stories', '.storybook'];
// Modules that vanilla-extract's compiled `.css.ts` files import at run time.
const styleRuntime = ['@vanilla-extract/sprinkles/createRuntimeSprinkles', '@vanilla-extract/dynamic'];
// Workspace packages and CSS-only packages are served as source, not pre-bundled.
const notForTheBrowser = /^(node:|vitest|@vitest\/|msw\/node|@storybook\/|storybook(\/|$)|@kindred\/|@fontsource|@vanilla-extract\/(css|vite-plugin|sprinkles$|recipes$))/;
const importPattern = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"./][^'"]*)['"]/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'public' ? [] : sourceFiles(full);
    const runsInBrowser = /\.(tsx?|mdx)$/.test(entry.name) && !/\.(test|css)\.tsx?$/.test(entry.name) && entry.name !== 'main.ts' && entry.name !== 'prebundle.ts';
    return runsInBrowser ? [full] : [];
  });
}

export function browserDependencies(repoRoot: string): string[] {
  const found = new Set<string>(styleRuntime);
  for (const root of roots) {
    for (const file of sourceFiles(path.join(repoRoot, root))) {
      for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
        const specifier = match[1]!;
        if (!notForTheBrowser.test(specifier)) found.add(specifier);
      }
    }
  }
  return [...found].sort();
}
