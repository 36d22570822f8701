/**
 * The whole route table (docs/product.md#screens-and-routes). Route modules are lazy-loaded.
 *
 * Declarative routing (`<BrowserRouter>` + `useRoutes`): the app loads no data
 * through the router, so the data router's loaders, actions and fetchers would
 * only add weight to the first download. Navigations run in React transitions,
 * so the current page stays on screen while the next route's module loads;
 * the first page's modules are loaded before the first render (`preloadRoute`),
 * so it paints at once rather than after an empty Suspense fallback.
 */
import { VisuallyHidden } from '@kindred/ui/VisuallyHidden';
import { Suspense, use, useEffect, useRef, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { RequireAuth } from './guards/RequireAuth.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { RouteTitleContext } from './route-title.ts';

type Preloadable = { preload?: () => Promise<unknown> };

/** Route modules whose fetch failed: they keep failing (the error page shows) until `retryFailedRouteModules`. */
const failedModules = new Set<() => void>();

/** Lets the route modules that could not be fetched try again (the error page was left). */
function retryFailedRouteModules(): void {
  for (const retry of failedModules) retry();
  failedModules.clear();
}

/**
 * A component whose module loads on first use. Once loaded it renders at once; before, it suspends
 * (the nearest Suspense boundary, or the transition, waits). Unlike `React.lazy`, `preload()` can
 * load it ahead, and a preloaded one never suspends.
 */
function routeComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> & Required<Preloadable> {
  let Component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (loaded) => (Component = loaded),
      (error: unknown) => {
        failedModules.add(() => (loading = undefined));
        throw error;
      },
    );
    return loading;
  };
  function RouteModule(props: P) {
    const Loaded = Component ?? use(preload());
    return <Loaded {...props} />;
  }
  return Object.assign(RouteModule, { preload });
}

/** A route whose module's default export is the page component. */
function page(load: () => Promise<{ default: ComponentType }>): ReactNode {
  const Page = routeComponent(() => load().then((module) => module.default));
  return <Page />;
}

/** Developer pages exist in development and in the demo build; a production build sends them home (docs/decisions.md#two-readings). */
const DEV_PAGES_ENABLED = import.meta.env.DEV || import.meta.env.VITE_ENABLE_DEV_PAGES === 'true';

/** The not-found page's content, inside the shell (a switched-off developer page is simply not there). */
const NotFoundInShell = routeComponent(() => import('./routes/not-found.tsx').then((module) => module.NotFoundPage));

/** A developer page's route: the page where developer pages are on, the app's not-found page where they are off. */
function devRoute(path: string, title: string, load: () => Promise<{ default: ComponentType }>): RouteObject {
  return DEV_PAGES_ENABLED
    ? { path, handle: { title }, element: page(load) }
    : { path, handle: { title: 'Page not found' }, element: <NotFoundInShell /> };
}

/**
 * Shows nothing while a route module loads for the first time: the page's own
 * skeletons and spinners take over once its module has run, and later
 * navigations keep the current page up instead (transitions).
 */
function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/auth/sign-in', handle: { title: 'Sign in' }, element: page(() => import('./routes/sign-in.tsx')) },
      { path: '/auth/forgot-password', handle: { title: 'Reset your password' }, element: page(() => import('./routes/forgot-password.tsx')) },
      { path: '/auth/two-factor', handle: { title: 'Complete verification' }, element: page(() => import('./routes/two-factor.tsx')) },
      { path: '/auth/sign-up', handle: { title: 'Create an account' }, element: page(() => import('./routes/sign-up.tsx')) },
      { path: '/join', handle: { title: 'Join your organization' }, element: page(() => import('./routes/join.tsx')) },
      { path: '/book', handle: { title: 'Book a Quick Connect' }, element: page(() => import('./routes/book.tsx')) },
      { path: '/not-this-week', handle: { title: 'Not this week' }, element: page(() => import('./routes/not-this-week.tsx')) },
      { path: '/unsubscribe', handle: { title: 'Unsubscribe' }, element: page(() => import('./routes/unsubscribe.tsx')) },
      { path: '/terms', handle: { title: 'Terms of Service' }, element: page(() => import('./routes/terms.tsx')) },
      { path: '/privacy', handle: { title: 'Privacy Policy' }, element: page(() => import('./routes/privacy.tsx')) },
      {
        element: <RequireAuth />,
        children: [
          {
            element: page(() => import('./routes/shell.tsx')),
            children: [
              { index: true, handle: { title: 'My Persona' }, element: page(() => import('./routes/home.tsx')) },
              { path: '/settings', handle: { title: 'Settings' }, element: page(() => import('./routes/settings.tsx')) },
              { path: '/connections', handle: { title: 'Your Connections' }, element: page(() => import('./routes/connections.tsx')) },
              { path: '/insights', handle: { title: 'Workplace Insights' }, element: page(() => import('./routes/insights.tsx')) },
              { path: '/chat', handle: { title: 'Messages' }, element: page(() => import('./routes/chat.tsx')) },
              { path: '/community', handle: { title: 'Meet Your Team' }, element: page(() => import('./routes/community.tsx')) },
              { path: '/activities', handle: { title: 'Activities' }, element: page(() => import('./routes/activities.tsx')) },
              { path: '/quick-connect', handle: { title: 'Quick Connect' }, element: page(() => import('./routes/quick-connect.tsx')) },
              { path: '/resources', handle: { title: 'Resources' }, element: page(() => import('./routes/resources.tsx')) },
              { path: '/achievements', handle: { title: 'Achievements' }, element: page(() => import('./routes/achievements.tsx')) },
              { path: '/questionnaire', handle: { title: 'Personality questionnaire' }, element: page(() => import('./routes/questionnaire.tsx')) },
              { path: '/events', handle: { title: 'Events' }, element: page(() => import('./routes/events.tsx')) },
              { path: '/challenges', handle: { title: 'Community Challenges' }, element: page(() => import('./routes/challenges.tsx')) },
              { path: '/whats-new', handle: { title: "What's New" }, element: page(() => import('./routes/whats-new.tsx')) },
              { path: '/support', handle: { title: 'Get Help' }, element: page(() => import('./routes/support.tsx')) },
              { path: '/admin', handle: { title: 'Administration' }, element: page(() => import('./routes/admin.tsx')) },
              { path: '/calendar/callback', handle: { title: 'Connecting your calendar...' }, element: page(() => import('./routes/calendar-callback.tsx')) },
              { path: '/calender', element: <Navigate to="/events" replace /> },
              devRoute('/ai-dev-demo', 'AI dev-tools demo', () => import('./routes/ai-dev-demo.tsx')),
              devRoute('/calendar-debug', 'Calendar debug', () => import('./routes/calendar-debug.tsx')),
              devRoute('/dev/ai-analytics', 'AI analytics', () => import('./routes/ai-analytics.tsx')),
            ],
          },
        ],
      },
      { path: '*', handle: { title: 'Page not found' }, element: page(() => import('./routes/not-found.tsx')) },
    ],
  },
];

const APP_NAME = 'Kindred';

/** The title of the deepest route matching `pathname` that names one ('Settings'), for `document.title` and announcements. */
function routeTitle(pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]!.route.handle as { title?: string } | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/** How long after a navigation focus that drops to nothing is put back on the page's heading. */
const HEADING_WAIT_MS = 10_000;

/** Focus is on no control: nothing, the page's main landmark, or a page heading (where navigations put it). */
function onNoControl(active: Element | null): boolean {
  return !active || active === document.body || active.tagName === 'MAIN' || active.tagName === 'H1';
}

/** Focuses the page's heading, if it is there; true when it was. */
function focusHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

/**
 * Every route names itself: '{Page} · Kindred' in the tab (WCAG 2.4.2). After a navigation (not the first load)
 * the new page is announced, and focus moves to its heading, or its main landmark, so a keyboard or screen-reader
 * user starts on the page they asked for (WCAG 2.4.3) instead of the link they left.
 *
 * It is rendered after the routed page, inside the same Suspense boundary: a navigation is a transition, so
 * while the next page's module loads the old page stays and this does not change either; its effect runs in
 * the commit that shows the new page, so it finds the new heading, never the old one.
 */
function RouteAnnouncer({ pathname }: { pathname: string }) {
  const title = routeTitle(pathname);
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
    if (first.current) {
      first.current = false;
      return;
    }
    setAnnouncement(title ?? APP_NAME);
    // Only when focus is on the link that was followed, or on no control at all (nothing, the page's main
    // landmark, the last page's heading): a person who has already moved on (a menu they opened, a field they
    // chose) keeps their place.
    const active = document.activeElement;
    const followed = active instanceof HTMLAnchorElement && new URL(active.href, location.href).pathname === pathname;
    if (!followed && !onNoControl(active)) return;
    // The page's heading, or its main landmark until the heading comes (a page may render its loading state
    // first, and its loaded state may replace the heading): for a while, focus that has dropped to nothing
    // goes back to the heading, until the person moves it to a control themselves.
    if (!focusHeading()) document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
    const observer = new MutationObserver(() => {
      const now = document.activeElement;
      if (!onNoControl(now)) observer.disconnect();
      else if (now?.tagName !== 'H1') focusHeading();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [pathname, title]);
  return (
    <VisuallyHidden>
      <span role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </VisuallyHidden>
  );
}

/** Renders the route that matches the current location; a page that fails to load shows an error page. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteTitleContext value={routeTitle(pathname)}>
      <RouteErrorBoundary resetKey={pathname} onReset={retryFailedRouteModules}>
        <Loading>
          {useRoutes(routes)}
          <RouteAnnouncer pathname={pathname} />
        </Loading>
      </RouteErrorBoundary>
    </RouteTitleContext>
  );
}

/**
 * Loads the route modules the first screen at `pathname` renders: the page itself or, for a
 * signed-out visitor to a protected page, sign-in (where the guard sends them). Awaited before the
 * first render, so that page paints as soon as its code is there.
 */
export async function preloadRoute(pathname: string, signedIn: boolean): Promise<void> {
  let matches = matchRoutes(routes, pathname) ?? [];
  const guarded = matches.some((match) => (match.route.element as ReactElement | undefined)?.type === RequireAuth);
  if (guarded && !signedIn) matches = matchRoutes(routes, '/auth/sign-in') ?? [];
  // One after the other, each in a task of its own: the index.html's preload links have fetched every file at once,
  // so this costs no round trip, and the shell's code and the page's do not run in one long task (which the
  // browser could not interrupt for a tap, and Lighthouse counts as blocking time).
  for (const match of matches) {
    const preload = ((match.route.element as ReactElement | undefined)?.type as Preloadable | undefined)?.preload;
    if (!preload) continue;
    await preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
