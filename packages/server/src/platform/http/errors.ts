/**
 * The one place where the domain's errors (platform/errors.ts) become HTTP
 * answers: a status per kind, `{ error: message, code? }`, and Retry-After
 * when the error says when to try again.
 */
import type { DomainError, DomainErrorKind } from '../errors.ts';

const STATUS: Record<DomainErrorKind, 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503 | 504> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
  unprocessable: 422,
  'rate-limited': 429,
  unavailable: 503,
  'upstream-failed': 502,
  'upstream-timeout': 504,
};

export function statusOf(error: DomainError) {
  return STATUS[error.kind];
}

export function headersOf(error: DomainError): Record<string, string> {
  return error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) };
}
