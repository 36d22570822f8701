/**
 * The identity calls, loaded on first use.
 *
 * The account pages are the first a visitor meets, and their first screen
 * needs no HTTP client and no schema library: `identity-calls.ts` (with ky,
 * zod and the contracts' schemas, the build's `data` chunk) is fetched when
 * the page is idle (`usePreloadIdentityCalls`) or, at the latest, by the
 * first submit.
 */
import { useWhenIdle } from '@kindred/ui/lazy';
import { ERROR_MESSAGES } from '../../shared/errors.ts';
import type * as identityCalls from './identity-calls.ts';

type IdentityCalls = typeof identityCalls;

let loading: Promise<IdentityCalls> | undefined;

/** The identity calls' module. A failed fetch (offline) rejects with the network message, and the next call tries again. */
export function loadIdentityCalls(): Promise<IdentityCalls> {
  loading ??= import('./identity-calls.ts').catch((error: unknown) => {
    loading = undefined;
    throw new Error(ERROR_MESSAGES.network, { cause: error });
  });
  return loading;
}

/** Fetches the identity calls once the page is idle, so that the first submit does not wait for them. */
export function usePreloadIdentityCalls(): void {
  useWhenIdle(preload);
}

function preload(): void {
  // A failure is not the page's concern here: the submit fetches again and reports it.
  loadIdentityCalls().catch(() => {});
}
