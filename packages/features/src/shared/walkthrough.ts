/**
 * The guided tour's end, kept in local storage under the specification's key `walkthroughCompleted`, which the
 * tour on home writes when the member finishes it.
 */
export const WALKTHROUGH_COMPLETED_KEY = 'walkthroughCompleted';

export function markWalkthroughCompleted(): void {
  try {
    globalThis.localStorage?.setItem(WALKTHROUGH_COMPLETED_KEY, 'true');
  } catch {
    // Storage refused (private mode, quota): the tour is simply offered again next time.
  }
}
