import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The caller's address, for per-address limits. Behind a proxy you control
 * (TRUST_PROXY=true) it is the first X-Forwarded-For entry; otherwise the
 * socket's address, since a client can write any X-Forwarded-For it likes.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // No socket (requests made in-process with app.request).
    return 'unknown';
  }
}
