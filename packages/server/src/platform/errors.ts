/**
 * Errors the rules throw on purpose, in the words of the domain: they know
 * nothing of HTTP. The HTTP layer maps each kind to its status in one place
 * (`statusOf` in platform/http/errors.ts); the message is for people, the
 * code is stable for programs. A client's mistake must always be one of these
 * (or a validation failure), never an unexpected throw, which is a 500.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported-type'
  | 'unprocessable'
  | 'rate-limited'
  | 'unavailable'
  | 'upstream-failed'
  | 'upstream-timeout';

export interface DomainErrorOptions {
  code?: string;
  /** For 'rate-limited', 'unavailable' and a 'too-large' that passes with time (a daily total): when trying again makes sense. */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly code: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: DomainErrorKind, message: string, options: DomainErrorOptions = {}) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    this.code = options.code;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The request cannot be taken as it is (a missing or malformed value). */
export const invalid = (message: string, code?: string) => new DomainError('invalid', message, code ? { code } : {});
/** Nobody (or nobody still signed in) is asking. */
export const unauthenticated = (message = 'Authentication required', code = 'UNAUTHORIZED') =>
  new DomainError('unauthenticated', message, { code });
/** The caller may not do this. */
export const forbidden = (message = 'Forbidden', code = 'FORBIDDEN') => new DomainError('forbidden', message, { code });
/** No such thing, or none the caller may know of (the same answer, so nothing leaks). */
export const notFound = (message = 'Not found', code = 'NOT_FOUND') => new DomainError('not-found', message, { code });
/** The thing is in a state that does not allow this. */
export const conflict = (message: string, code: string) => new DomainError('conflict', message, { code });
export const tooLarge = (message: string, code = 'PAYLOAD_TOO_LARGE', retryAfterSeconds?: number) =>
  new DomainError('too-large', message, { code, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) });
export const unsupportedType = (message: string, code = 'UNSUPPORTED_MEDIA_TYPE') =>
  new DomainError('unsupported-type', message, { code });
/** Well-formed, but contradicts what the caller did before. */
export const unprocessable = (message: string, code: string) => new DomainError('unprocessable', message, { code });
export const rateLimited = (message: string, retryAfterSeconds: number, code = 'RATE_LIMITED') =>
  new DomainError('rate-limited', message, { code, retryAfterSeconds });
/** Something the server needs is down for now. */
/** A service we called for the client (an AI provider) failed or answered nothing usable: 502. */
export const upstreamFailed = (message: string, code: string) => new DomainError('upstream-failed', message, { code });
/** A service we called for the client did not answer in time: 504. */
export const upstreamTimeout = (message: string, code = 'UPSTREAM_TIMEOUT') => new DomainError('upstream-timeout', message, { code });
export const unavailable = (message: string, code: string, retryAfterSeconds?: number) =>
  new DomainError('unavailable', message, { code, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) });

/** An Idempotency-Key the caller already used for a request that differs from this one. */
export const idempotencyKeyReused = () =>
  unprocessable('This Idempotency-Key was already used for a different request', 'IDEMPOTENCY_KEY_REUSED');
/** The spec's wording for an absent id, email, token, org code, chat id or match date-time. */
export const missingParameter = (name: string) => invalid(`Missing required parameter: ${name}`, 'MISSING_PARAMETER');
