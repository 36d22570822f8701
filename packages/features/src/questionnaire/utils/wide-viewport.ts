import { media } from '@kindred/ui/tokens';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(media.tablet);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function isWide(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(media.tablet).matches;
}

/** Whether the viewport is wider than a phone's (the kit's tablet breakpoint), following resizes. */
export function useWideViewport(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => true);
}
