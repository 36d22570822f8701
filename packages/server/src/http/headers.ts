/**
 * CORS and security headers, set before the handler runs.
 *
 * Why not hono/cors and hono/secure-headers: both edit `c.res.headers` (cors
 * before, secure-headers after the handler), which makes @hono/node-server
 * build a full WHATWG Response for every answer instead of writing its
 * lightweight one; on Node that was about a quarter of the CPU of a small
 * request. Headers given with `c.header()` before the answer exists are
 * written straight into it. The rules are the same as those middlewares'.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types.ts';

const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOW_HEADERS = 'Authorization, Content-Type, X-Request-Id';
const EXPOSE_HEADERS = 'X-Request-Id, Retry-After';
const PREFLIGHT_MAX_AGE = '600';

/** The hardening headers of hono/secure-headers' defaults, with resources loadable cross-origin. */
const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  // The web app on the Vite dev server shows pictures served here.
  ['Cross-Origin-Resource-Policy', 'cross-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

export function responseHeaders(options: { allowedOrigins: readonly string[] }): MiddlewareHandler<AppEnv> {
  const allowed = new Set(options.allowedOrigins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowOrigin = origin !== undefined && allowed.has(origin);

    // A CORS preflight: answer it here.
    if (c.req.method === 'OPTIONS' && origin !== undefined && c.req.header('access-control-request-method')) {
      const headers: Record<string, string> = { Vary: 'Origin, Access-Control-Request-Headers' };
      if (allowOrigin) {
        headers['Access-Control-Allow-Origin'] = origin;
        headers['Access-Control-Allow-Methods'] = ALLOW_METHODS;
        headers['Access-Control-Allow-Headers'] = ALLOW_HEADERS;
        headers['Access-Control-Max-Age'] = PREFLIGHT_MAX_AGE;
      }
      return c.body(null, 204, headers);
    }

    for (const [name, value] of SECURITY_HEADERS) c.header(name, value);
    if (origin !== undefined) c.header('Vary', 'Origin');
    if (allowOrigin) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    }
    await next();
  };
}
