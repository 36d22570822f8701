/**
 * The build's route preload: a few lines in index.html that fetch the current route's chunks
 * together with the entry, instead of one round trip after it.
 */
import type { Plugin, Rolldown } from 'vite';

/**
 * Which route modules a first visit to a path renders, for `routePreload`. Signed-out visitors to a
 * protected path are sent to sign-in, so they get sign-in's files instead; any other path of the
 * signed-in area gets at least the shell's (`*`).
 *
 * These tables mirror src/router.tsx, which the build cannot run: a renamed route module fails the
 * build here, and src/route-preload.test.ts holds the public paths to the routes the guard leaves
 * open, every path here to a route, and the session key to the one the session is stored under.
 */
export const ROUTE_MODULES: Record<string, string[]> = {
  '/auth/sign-in': ['sign-in.tsx'],
  '/auth/forgot-password': ['forgot-password.tsx'],
  '/auth/two-factor': ['two-factor.tsx'],
  '/auth/sign-up': ['sign-up.tsx'],
  '/join': ['join.tsx'],
  '/book': ['book.tsx'],
  '/not-this-week': ['not-this-week.tsx'],
  '/unsubscribe': ['unsubscribe.tsx'],
  '/terms': ['terms.tsx'],
  '/privacy': ['privacy.tsx'],
  '/': ['shell.tsx', 'home.tsx'],
  '/settings': ['shell.tsx', 'settings.tsx'],
  '/events': ['shell.tsx', 'events.tsx'],
  '/connections': ['shell.tsx', 'connections.tsx'],
  '/community': ['shell.tsx', 'community.tsx'],
  '/activities': ['shell.tsx', 'activities.tsx'],
  '/quick-connect': ['shell.tsx', 'quick-connect.tsx'],
  '/achievements': ['shell.tsx', 'achievements.tsx'],
  '/resources': ['shell.tsx', 'resources.tsx'],
  '/challenges': ['shell.tsx', 'challenges.tsx'],
  '/questionnaire': ['shell.tsx', 'questionnaire.tsx'],
  '/admin': ['shell.tsx', 'admin.tsx'],
  '*': ['shell.tsx'],
};
export const PUBLIC_PATHS = ['/auth/sign-in', '/auth/forgot-password', '/auth/two-factor', '/auth/sign-up', '/join', '/book', '/not-this-week', '/unsubscribe', '/terms', '/privacy'];

/** The local-storage key of the session (`SESSION_STORAGE_KEY` in features/shared/session.ts). */
export const SESSION_KEY = 'kindred.session';

/**
 * Lazy routes load after the entry has run, one round trip later. This writes a few lines into
 * index.html that start fetching the current route's chunks together with the entry.
 */
export function routePreload(): Plugin {
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
      const script = `<script>(()=>{const t=${JSON.stringify(table)},o=${JSON.stringify(PUBLIC_PATHS)};let p=location.pathname;try{if(!o.includes(p)&&!localStorage.getItem(${JSON.stringify(SESSION_KEY)}))p='/auth/sign-in'}catch{}for(const f of t[p]||t['*']){const l=document.createElement('link');l.rel='modulepreload';l.href=f;document.head.appendChild(l)}})()</script>`;
      // The Latin face of Inter, the text font: the page's first text paints with it, so it starts
      // with the scripts rather than after the first render asks for it.
      const font = Object.values(bundle).find((item) => item.type === 'asset' && /inter-latin-wght-normal-[\w-]+\.woff2$/.test(item.fileName));
      if (!font) throw new Error('routePreload: no Latin Inter font in the bundle');
      const fontLink = `<link rel="preload" href="/${font.fileName}" as="font" type="font/woff2" crossorigin>`;
      // The script goes before the stylesheet: an inline script after a stylesheet waits for it to arrive, and this one
      // only starts downloads. Run at once, it starts them earlier and in a short task of its own (Lighthouse's
      // simulated TBT on home, 8 alternating runs each: median 98 ms after the stylesheet, 68 ms before it).
      const source = String(html.source);
      const stylesheet = source.search(/<link rel="stylesheet"/);
      if (stylesheet < 0) throw new Error('routePreload: no stylesheet link in index.html');
      html.source = `${source.slice(0, stylesheet)}${script}\n    ${source.slice(stylesheet)}`.replace('</head>', `    ${fontLink}\n  </head>`);
    },
  };
}
