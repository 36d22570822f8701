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
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './types.ts';

const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOW_HEADERS = 'Authorization, Content-Type, Idempotency-Key, X-Request-Id';
const EXPOSE_HEADERS = 'X-Request-Id, Retry-After';
const PREFLIGHT_MAX_AGE = '600';

/**
 * What every answer carries: OWASP's REST Security Cheat Sheet set. Answers
 * hold personal data, so nothing may store them unless a route says so
 * (pictures and the web app's fingerprinted files do); none may be framed or
 * sniffed as another type. Pictures are loadable cross-origin (the web app
 * on the Vite dev server shows them).
 */
const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Cache-Control', 'no-store'],
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'cross-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

/** Powerful browser features the app does not use, denied to the page and anything it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * What the web app's page adds (and, where the same header, puts in place of
 * the above): a content security policy that lets it load only this origin's
 * scripts, styles, pictures and fonts and talk only to this origin, with the
 * page's own inline scripts allowed by their SHA-256 (zod's setting and the
 * route preload table); and the isolation headers that matter for a page.
 */
export function documentHeaders(html: string): Record<string, string> {
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
  const policy = [
    "default-src 'self'",
    `script-src 'self'${inlineScripts.map((hash) => ` ${hash}`).join('')}`,
    // Components set inline style attributes (react-aria positions, vanilla-extract's dynamic variables).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cache-Control': 'no-cache',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'X-DNS-Prefetch-Control': 'off',
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

/** Node's request, when it came over a socket through @hono/node-server (in-process requests have none). */
export function incomingOf(c: Context): IncomingMessage | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
}

/** Node's answer for this request, when it came through @hono/node-server over HTTP/1.x. */
export function outgoingOf(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing && typeof (outgoing as ServerResponse).setHeader === 'function' && !(outgoing as ServerResponse).headersSent
    ? (outgoing as ServerResponse)
    : undefined;
}

/**
 * A request header, read from Node's own parsed headers when the request came
 * over a socket: `c.req.header()` makes @hono/node-server build a WHATWG
 * Headers of every header the client sent, each validated by undici.
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = incomingOf(c);
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

export function responseHeaders(options: { allowedOrigins: readonly string[] }): MiddlewareHandler<AppEnv> {
  const allowed = new Set(options.allowedOrigins);
  return async (c, next) => {
    const origin = requestHeader(c, 'origin');
    const allowOrigin = origin !== undefined && allowed.has(origin);

    // A CORS preflight: answer it here.
    if (c.req.method === 'OPTIONS' && origin !== undefined && requestHeader(c, 'access-control-request-method')) {
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
