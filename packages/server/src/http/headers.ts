/**
 * CORS and security headers, set before the handler runs.
 *
 * Why not hono/cors and hono/secure-headers: both edit `c.res.headers` (cors
 * before, secure-headers after the handler), which makes @hono/node-server
 * build a full WHATWG Response for every answer instead of writing its
 * lightweight one; on Node that was about a quarter of the CPU of a small
 * request. Headers given with `c.header()` before the answer exists are
 * written straight into it. The rules are the same as those middlewares'.
 *
 * On a real socket the fixed headers go further: they are set on Node's
 * ServerResponse, which merges them into whatever answer is written (with
 * the answer's own headers winning), so neither Hono nor the adapter builds
 * a WHATWG Headers for them. In-process requests (`app.request`) have no
 * ServerResponse and take them through `c.header()`.
 */
import type { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
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

/** Node's answer for this request, when it came through @hono/node-server over HTTP/1.x. */
export function outgoingOf(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing && typeof (outgoing as ServerResponse).setHeader === 'function' && !(outgoing as ServerResponse).headersSent
    ? (outgoing as ServerResponse)
    : undefined;
}

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

    const outgoing = outgoingOf(c);
    if (outgoing) for (const [name, value] of SECURITY_HEADERS) outgoing.setHeader(name, value);
    else for (const [name, value] of SECURITY_HEADERS) c.header(name, value);
    if (origin !== undefined) c.header('Vary', 'Origin');
    if (allowOrigin) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    }
    await next();
  };
}
