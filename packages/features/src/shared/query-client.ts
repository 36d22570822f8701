/**
 * The query client with the spec's constants (docs/product.md#constants-and-limits): fresh 5 minutes, kept
 * 30 minutes, no refetch on window focus or reconnect, one retry with a backoff
 * of 1 s × 2^attempt capped at 30 s; mutations retry once. A read or a write that finds no network says so in a toast.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { networkFailureIn, notifyError } from './errors.ts';

/** What a mutation may tell the client's shared error handling. */
interface KindredMutationMeta extends Record<string, unknown> {
  /**
   * A write the member did not ask for (a profile marked as viewed, a chat recorded as opened): its failure is only
   * logged, a lost connection included.
   */
  quiet?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: KindredMutationMeta;
  }
}

export const QUERY_STALE_TIME_MS = 5 * 60_000;
const QUERY_GC_TIME_MS = 30 * 60_000;
const RETRY_DELAY_CAP_MS = 30_000;

function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, RETRY_DELAY_CAP_MS);
}

/** Client mistakes and lost sessions are not worth a retry; everything else gets one. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined;
  const responseStatus =
    typeof error === 'object' && error !== null && 'response' in error ? (error as { response?: { status?: number } }).response?.status : undefined;
  const code = typeof status === 'number' ? status : responseStatus;
  return !(typeof code === 'number' && code >= 400 && code < 500 && code !== 408 && code !== 429);
}

/**
 * A call that could not reach the server says so ('Connection issue. Please check your internet and try again.',
 * medium, docs/product.md "Generic handler"): the answers that did come have their own words (the status toasts of
 * shared/http.ts, each screen's error state, a write's own failure message), but a lost connection reached no
 * handler. It is said here, once for reads and writes alike: a write that words its own failures leaves this one to
 * this handler (`isNetworkFailure`), so that a lost connection never shows two toasts. The toast queue shows a
 * message once however many calls fail.
 */
function sayLostConnection(error: unknown): void {
  const failure = networkFailureIn(error);
  if (failure) notifyError(failure);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: sayLostConnection }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.quiet) sayLostConnection(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: shouldRetry,
        retryDelay,
      },
      mutations: { retry: shouldRetry, retryDelay },
    },
  });
}
