/**
 * The query client with the spec's constants (docs/product.md#constants-and-limits): fresh 5 minutes, kept
 * 30 minutes, no refetch on window focus or reconnect, one retry with a backoff
 * of 1 s × 2^attempt capped at 30 s; mutations retry once.
 */
import { QueryClient } from '@tanstack/react-query';

export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const QUERY_GC_TIME_MS = 30 * 60_000;
export const RETRY_DELAY_CAP_MS = 30_000;

export function retryDelay(attempt: number): number {
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

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
