/**
 * The guided tour's end (docs/product.md#what-it-keeps "Local storage keys": walkthroughCompleted). The tour on
 * home writes it; Link's quick-actions menu reads it (its 'Enable quick actions' pill shows only after the tour),
 * and hears the window event when the tour ends while it is on screen.
 */
export const WALKTHROUGH_COMPLETED_KEY = 'walkthroughCompleted';
export const WALKTHROUGH_COMPLETED_EVENT = 'kindred:walkthrough-completed';

export function readWalkthroughCompleted(): boolean {
  try {
    return globalThis.localStorage?.getItem(WALKTHROUGH_COMPLETED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function markWalkthroughCompleted(): void {
  try {
    globalThis.localStorage?.setItem(WALKTHROUGH_COMPLETED_KEY, 'true');
  } catch {
    // Storage refused (private mode, quota): the event still tells the page.
  }
  globalThis.dispatchEvent?.(new Event(WALKTHROUGH_COMPLETED_EVENT));
}
