/**
 * Whether an error means the database could not be reached or dropped the connection (a restart, a
 * terminated backend, a refused or timed-out connection), as opposed to a fault in the query. Such a
 * request is answered 503 with Retry-After: the pool replaces its connections, and service resumes by
 * itself once the database is back.
 */
const UNAVAILABLE_SQLSTATE = /^(?:08|57P)/; // connection exceptions; operator intervention (shutdown, terminated)
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end|the database system is (?:starting up|shutting down)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
  if (UNAVAILABLE_MESSAGE.test(error.message)) return true;
  return error.cause !== undefined && error.cause !== error && isDatabaseUnavailable(error.cause);
}
