/**
 * Errors a handler throws on purpose. The app's error handler turns an HttpError
 * into `{ error: message, code? }` with its status; anything else is a 500 with a
 * generic message (and is logged). A client's mistake must always be an HttpError
 * or a validation failure (400), never an unexpected throw.
 */
export class HttpError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;
  readonly code: string | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: HttpError['status'],
    message: string,
    options: { code?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = options.code;
    this.headers = options.headers;
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code ? { code } : {});
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message, { code: 'UNAUTHORIZED' });
export const forbidden = (message = 'Forbidden') => new HttpError(403, message, { code: 'FORBIDDEN' });
export const notFound = (message = 'Not found') => new HttpError(404, message, { code: 'NOT_FOUND' });
/** An Idempotency-Key the caller already used for a request that differs from this one. */
export const idempotencyKeyReused = () =>
  new HttpError(422, 'This Idempotency-Key was already used for a different request', { code: 'IDEMPOTENCY_KEY_REUSED' });
/** The spec's wording for an absent id, email, token, org code, chat id or match date-time. */
export const missingParameter = (name: string) =>
  new HttpError(400, `Missing required parameter: ${name}`, { code: 'MISSING_PARAMETER' });
