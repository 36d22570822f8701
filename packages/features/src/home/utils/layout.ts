/**
 * The home dashboard's three layouts (docs/product.md#screens-and-routes "Home dashboard",
 * #constants-and-limits "breakpoints"): mobile up to 768 px (tabs 'Activity' and 'For You'), tablet
 * 769-1023 px (two columns), desktop from 1024 px (one scrollable column).
 */
import { breakpoints, media } from '@kindred/ui/tokens';
import { useSyncExternalStore } from 'react';

export type HomeLayout = 'mobile' | 'tablet' | 'desktop';

export function layoutForWidth(width: number): HomeLayout {
  if (width >= breakpoints.desktopMin) return 'desktop';
  if (width >= breakpoints.tabletMin) return 'tablet';
  return 'mobile';
}

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

function currentLayout(): HomeLayout {
  if (matches(media.desktop)) return 'desktop';
  if (matches(media.tablet)) return 'tablet';
  return 'mobile';
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const lists = [media.desktop, media.tablet].map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/** The layout for the current viewport, following resizes. Desktop where there is no window. */
export function useHomeLayout(): HomeLayout {
  return useSyncExternalStore(subscribe, currentLayout, () => 'desktop');
}
