/**
 * The generic error handler (docs/product.md#errors): classify any failure by cause, give
 * it the spec's message and severity, and show the matching toast.
 */
import { toast } from '@kindred/ui/Toast';
import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';

type ErrorSeverity = 'low' | 'medium' | 'high' | 'critical';
export type ErrorCause =
  | 'network'
  | 'unauthorized'
  | 'rate-limit'
  | 'server'
  | 'timeout'
  | 'database'
  | 'cloud-function'
  | 'unknown';

export interface ClassifiedError {
  cause: ErrorCause;
  message: string;
  severity: ErrorSeverity;
}

export const ERROR_MESSAGES: Record<ErrorCause, string> = {
  network: 'Connection issue. Please check your internet and try again.',
  unauthorized: 'Session expired. Please sign in again.',
  'rate-limit': 'Too many requests. Please wait a moment and try again.',
  server: 'Server error. Our team has been notified. Please try again later.',
  timeout: 'Request timed out. Please try again.',
  database: 'Unable to complete request. Please try again.',
  'cloud-function': 'Service temporarily unavailable. Please try again.',
  unknown: 'Something went wrong. Please try again.',
};

/** The spec gives no severity for timeout, database, cloud-function and default: they are shown like a network issue. */
const SEVERITY: Record<ErrorCause, ErrorSeverity> = {
  network: 'medium',
  unauthorized: 'high',
  'rate-limit': 'high',
  server: 'critical',
  timeout: 'medium',
  database: 'medium',
  'cloud-function': 'medium',
  unknown: 'medium',
};

const SUPPORT_HINT = 'If this persists, please contact support.';

function statusOf(error: unknown): number | undefined {
  if (isHTTPError(error)) return error.response.status;
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

function textOf(error: unknown): string {
  if (error instanceof Error) return `${error.name} ${error.message}`.toLowerCase();
  return typeof error === 'string' ? error.toLowerCase() : '';
}

function classifyError(error: unknown): ClassifiedError {
  const status = statusOf(error);
  const text = textOf(error);
  // An error already worded by this handler (a loader that could not fetch its code says 'Connection issue...').
  const worded = error instanceof Error ? (Object.keys(ERROR_MESSAGES) as ErrorCause[]).find((key) => ERROR_MESSAGES[key] === error.message) : undefined;
  let cause: ErrorCause;
  if (worded) cause = worded;
  else if (isTimeoutError(error) || (error instanceof Error && error.name === 'TimeoutError') || text.includes('timed out') || text.includes('timeout')) cause = 'timeout';
  else if (isNetworkError(error) || (error instanceof TypeError && text.includes('fetch')) || text.includes('network')) cause = 'network';
  else if (status === 401 || text.includes('unauthorized')) cause = 'unauthorized';
  else if (status === 429 || text.includes('rate limit') || text.includes('too many requests')) cause = 'rate-limit';
  else if (text.includes('database')) cause = 'database';
  else if (status === 503 || text.includes('function')) cause = 'cloud-function';
  else if (status !== undefined && status >= 500) cause = 'server';
  else cause = 'unknown';
  return { cause, message: ERROR_MESSAGES[cause], severity: SEVERITY[cause] };
}

/**
 * The failure to reach the server behind an error, if that is what it is: the error itself or one it wraps (a
 * screen's or a call's own error keeps the real failure as its cause).
 */
export function networkFailureIn(error: unknown): Error | undefined {
  for (let at: unknown = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth += 1) {
    if (classifyError(at).cause === 'network') return at;
  }
  return undefined;
}

/** True when the server could not be reached at all (no answer came): see `networkFailureIn`. */
export function isNetworkFailure(error: unknown): boolean {
  return networkFailureIn(error) !== undefined;
}

function reload(): void {
  globalThis.location?.reload();
}

/**
 * Shows the toast for a classified error: medium 4 s; high 5 s with Retry
 * (which reloads); critical 6 s with Reload and the support hint; low nothing.
 */
export function notifyError(error: unknown): ClassifiedError {
  const classified = classifyError(error);
  switch (classified.severity) {
    case 'medium':
      toast.show({ title: classified.message, severity: 'warning', duration: 4000 });
      break;
    case 'high':
      toast.show({ title: classified.message, severity: 'error', duration: 5000, action: { label: 'Retry', onAction: reload } });
      break;
    case 'critical':
      toast.show({
        title: classified.message,
        description: SUPPORT_HINT,
        severity: 'critical',
        duration: 6000,
        action: { label: 'Reload', onAction: reload },
      });
      break;
    case 'low':
      break;
  }
  return classified;
}

/** The server's own message (`{ error }`) when it sent one; otherwise the error's message. */
export function errorMessage(error: unknown, fallback = ERROR_MESSAGES.unknown): string {
  if (isHTTPError(error)) {
    const data: unknown = error.data;
    if (typeof data === 'object' && data !== null && 'error' in data && typeof data.error === 'string' && data.error) return data.error;
    return fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The machine-readable code the server sent next to its message, if any. */
export function errorCode(error: unknown): string | undefined {
  if (!isHTTPError(error)) return undefined;
  const data: unknown = error.data;
  if (typeof data === 'object' && data !== null && 'code' in data && typeof data.code === 'string') return data.code;
  return undefined;
}

/**
 * What a form says when its call failed. A refusal of what the person entered
 * (a 4xx other than 401, 408 and 429) gets `own[code]` when the form words
 * that code itself, else the server's message (the error catalogue's words);
 * any other failure (no connection, a timeout, a lost session, too many
 * requests, a server error, an empty answer) gets the generic handler's
 * message for its cause, never the raw error text.
 */
export function formErrorMessage(error: unknown, own: Readonly<Record<string, string>> = {}): string {
  const status = statusOf(error);
  const refusal = status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
  if (!refusal) return classifyError(error).message;
  const code = errorCode(error);
  if (code !== undefined && Object.hasOwn(own, code)) return own[code]!;
  return errorMessage(error, ERROR_MESSAGES.unknown);
}
