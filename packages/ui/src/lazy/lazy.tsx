import { startTransition, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads on demand. Parts of a screen that are not on it
 * at first (a closed menu, a dialog, a toast) come off the first download this
 * way; `useWhenIdle` / `usePreloadWhenIdle` then fetch them once the page has
 * settled, so that they open at once later, even offline.
 *
 * - Rendered before its code has arrived, it fetches it and renders nothing
 *   meanwhile; rendered after, it renders at once (no empty frame).
 * - `preload()` fetches the code ahead of need and resolves once it is there.
 * - If the file cannot be fetched (the network is gone), it renders nothing
 *   instead of failing the screen, tries once more, and fetches again at the
 *   next mount or preload.
 * - `options.fallback` is rendered while the code is on its way (a widget's
 *   skeleton), and no longer once fetching it has failed.
 */
export type DeferredComponent<P extends object> = ComponentType<P> & {
  preload: () => Promise<ComponentType<P>>;
};

/** The `preload` of every deferred component defined so far (see `preloadDeferred`). */
const everyPreload = new Set<() => Promise<unknown>>();

/**
 * Fetches the code of every deferred component defined so far, as a page that has been idle
 * once has done. Stories and tests await it before they act, so that what they look for does not
 * depend on how fast the dev server delivers a module; resolves once each has arrived or failed.
 */
export async function preloadDeferred(): Promise<void> {
  await Promise.all([...everyPreload].map((preload) => preload().catch(() => {})));
}

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, options: { fallback?: ReactNode } = {}): DeferredComponent<P> {
  /** The code, once it has arrived. */
  let loaded: ComponentType<P> | undefined;
  /** The current attempt: resolves to the code, or to null when it could not be fetched; never rejects. */
  let attempt: Promise<ComponentType<P> | null> | undefined;
  let lastFailed = false;
  /** The current attempt; a new one when there is none, or when `retry` and the last one failed. */
  const request = (retry: boolean) => {
    if (!attempt || (retry && lastFailed)) {
      lastFailed = false;
      attempt = load().then(
        (component) => (loaded = component),
        () => {
          lastFailed = true;
          return null;
        },
      );
    }
    return attempt;
  };
  const preload = async () => {
    const component = await request(true);
    if (!component) throw new Error('The code of a deferred component could not be fetched');
    return component;
  };
  function Deferred(props: P) {
    // Already here: rendered at once. Otherwise the fallback (or nothing) until it arrives.
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (Component) return;
      let mounted = true;
      // The current attempt and, if the code could not be fetched, one more; no loop while offline.
      void request(false)
        .then((component) => component ?? request(true))
        .then((component) => {
          if (!mounted) return;
          // Drawn as a transition: React draws it in short slices, so a part that arrives while the page is
          // still starting does not block input (Total Blocking Time).
          if (component) startTransition(() => setComponent(() => component));
          else setFailed(true);
        });
      return () => {
        mounted = false;
      };
    }, [Component]);
    if (Component) return <Component {...props} />;
    return failed ? null : (options.fallback ?? null);
  }
  everyPreload.add(preload);
  return Object.assign(Deferred, { preload });
}

/** How long the page may stay busy before an idle task runs anyway, in ms. */
const IDLE_TIMEOUT = 3000;

/**
 * Runs `task` once, when the page is first idle after mounting (or after a few seconds at most). What it sets in
 * motion (mounting a part of the page) is a transition, drawn in short slices.
 */
export function useWhenIdle(task: () => void) {
  const latest = useRef(task);
  useEffect(() => {
    latest.current = task;
  });
  useEffect(() => {
    const run = () => startTransition(() => latest.current());
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(run, 1000);
    return () => clearTimeout(id);
  }, []);
}

/** Preloads deferred components once the page is idle. */
export function usePreloadWhenIdle(...components: readonly { preload: () => Promise<unknown> }[]) {
  useWhenIdle(() => {
    for (const component of components) void component.preload().catch(() => {});
  });
}
