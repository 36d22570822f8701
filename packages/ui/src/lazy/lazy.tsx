import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent, type ReactNode, type Attributes } from 'react';

/**
 * A component whose code loads on demand: `preload()` fetches it ahead of need,
 * the first render fetches it otherwise, rendering its `fallback` prop (nothing
 * by default) meanwhile. Parts of
 * a screen that are not on it at first (a closed menu, a dialog, a toast) come
 * off the first download this way; `usePreloadWhenIdle` then fetches them once
 * the page has settled, so they open at once later, even offline.
 *
 * If the file cannot be fetched (the network is gone), the component renders
 * nothing instead of failing the screen, and the next render tries again.
 */
export type DeferredComponent<P extends object> = ComponentType<P & { fallback?: ReactNode }> & {
  preload: () => Promise<ComponentType<P>>;
};

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const create = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(async (): Promise<{ default: ComponentType<P> }> => {
      try {
        return { default: await preload() };
      } catch {
        current = create();
        return { default: () => null };
      }
    });
  let current = create();
  function Deferred({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const Current = current;
    return (
      <Suspense fallback={fallback}>
        <Current {...(props as P & Attributes)} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { preload });
}

/** How long the page may stay busy before the preload runs anyway, in ms. */
const IDLE_TIMEOUT = 3000;

/** Preloads deferred components once the page is idle (or after a few seconds at most). */
export function usePreloadWhenIdle(...components: readonly { preload: () => Promise<unknown> }[]) {
  useEffect(() => {
    const run = () => {
      for (const component of components) void component.preload().catch(() => {});
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(run, 1000);
    return () => clearTimeout(id);
    // The components are module-level constants; the list is fixed for a caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
