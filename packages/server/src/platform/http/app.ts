/**
 * The HTTP application: request ids and logs, CORS, body limits, the
 * modules' routers (given by compose.ts, built with `mountRoutes`, see
 * openapi.ts), JSON errors.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { SUPPORT_TICKETS_PATH } from '@kindred/contracts/api/support';
import * as z from 'zod/mini';
import type { PlatformDeps } from '../deps.ts';
import { lazyChild } from '../log/logger.ts';
import { DomainError } from '../errors.ts';
import { headersOf, statusOf } from './errors.ts';
import { documentHeaders, incomingOf, outgoingOf, requestHeader, responseHeaders } from './headers.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { ValidationError } from './openapi.ts';
import { systemRoutes } from './system-routes.ts';
import type { AppEnv } from './types.ts';

export interface AppOptions {
  /**
   * Every module's routes (compose.ts), built and mounted after the system routes, in this order (which is
   * also their order in the OpenAPI document).
   */
  routers: Array<() => Hono<AppEnv>>;
  /** Serve the built web app from this folder, with index.html for client-side routes (production). */
  staticDir?: string;
}

/** Paths that take an upload larger than the JSON body limit. */
const UPLOAD_PATHS = new Set(['/v1/profile/picture']);
/**
 * Paths that hold their bodies to caps of their own as they read them (streamed-body.ts): a support ticket carries
 * its attachments, and its caps depend on the member (what they may still attach today). The limit here would hold a
 * chunked body whole before the handler runs, before the member's limits are even looked at.
 */
const STREAMED_BODY_PATHS = new Set([SUPPORT_TICKETS_PATH]);

/**
 * Paths the web app's fallback must never answer (they 404 as JSON instead). The development mailbox is the
 * server's; the web app's own developer pages under /dev/ (`/dev/ai-analytics`) are client routes.
 */
const API_PREFIXES = ['/v1/', '/dev/mailbox', '/healthz', '/readyz'];

const INCOMING_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The body length an HTTP/1.x request declares, read from Node's own message:
 * 0 without Content-Length and Transfer-Encoding (such a request has no body),
 * else its Content-Length. Undefined when only the stream can tell (chunked,
 * HTTP/2, a request not served through @hono/node-server). Reading
 * `c.req.raw.body`, as hono's bodyLimit does, makes @hono/node-server build a
 * full WHATWG Request, a sizeable part of a small POST's CPU.
 */
function declaredBodyLength(c: Context): number | undefined {
  const incoming = incomingOf(c);
  if (!incoming || incoming.httpVersionMajor !== 1) return undefined;
  const { headers } = incoming;
  if (headers['transfer-encoding'] !== undefined) return undefined;
  const length = headers['content-length'];
  return length === undefined ? 0 : Number.parseInt(length, 10) || 0;
}

function errorBody(message: string, code?: string, field?: string) {
  return { error: message, ...(code ? { code } : {}), ...(field ? { field } : {}) };
}

export function createApp(deps: PlatformDeps, options: AppOptions): Hono<AppEnv> {
  const { config } = deps;
  const app = new Hono<AppEnv>();

  // Request id (kept from X-Request-Id when it looks like one), a child logger, one log line per request.
  app.use(async (c, next) => {
    const incoming = requestHeader(c, 'x-request-id');
    const requestId = incoming && INCOMING_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = lazyChild(deps.log, { requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    // On a real socket, Node merges it into whatever answer is written (see headers.ts).
    const outgoing = outgoingOf(c);
    if (outgoing) outgoing.setHeader('X-Request-Id', requestId);
    else c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    // In-process requests: a handler that built its own Response (pictures) did not get it.
    if (!outgoing && !c.res.headers.has('x-request-id')) c.res.headers.set('X-Request-Id', requestId);
    const status = c.res.status;
    // c.get, not c.var: each read of c.var copies every variable into a new object.
    const auth = c.get('auth') as AppEnv['Variables']['auth'] | undefined;
    const entry = {
      method: c.req.method,
      // The path only: a query string may carry an e-mail address.
      path: c.req.path,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      ...(auth ? { userId: auth.userId } : {}),
    };
    // Through the base logger: a child would be made for this one line.
    if (status >= 500) deps.log.error({ requestId, ...entry }, 'request failed');
    else deps.log.info({ requestId, ...entry }, 'request');
  });

  app.use(responseHeaders({ allowedOrigins: config.appOrigins }));

  // Only requests that carry a body pay for the limit (reading the body makes a full Request).
  const tooLarge = (c: Context) => c.json(errorBody('Request body is too large', 'PAYLOAD_TOO_LARGE'), 413);
  const jsonLimit = bodyLimit({ maxSize: config.bodyLimitBytes, onError: tooLarge });
  const uploadLimit = bodyLimit({ maxSize: config.uploadLimitBytes, onError: tooLarge });
  app.use((c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    if (STREAMED_BODY_PATHS.has(c.req.path)) return next();
    const upload = UPLOAD_PATHS.has(c.req.path);
    const declared = declaredBodyLength(c);
    // Only the stream can tell (chunked, HTTP/2, in-process requests): hono's bodyLimit counts it.
    if (declared === undefined) return upload ? uploadLimit(c, next) : jsonLimit(c, next);
    // The same rule as bodyLimit's for a declared length (Node's parser holds the body to it).
    return declared > (upload ? config.uploadLimitBytes : config.bodyLimitBytes) ? Promise.resolve(tooLarge(c)) : next();
  });

  app.route('/', systemRoutes(deps));
  for (const router of options.routers) app.route('/', router());

  if (options.staticDir) mountWebApp(app, path.resolve(options.staticDir), { production: config.nodeEnv === 'production' });

  app.notFound((c) => c.json(errorBody('Not found', 'NOT_FOUND'), 404));

  app.onError((error, c) => {
    if (error instanceof ValidationError) {
      return c.json(errorBody(error.message, error.code, error.field), 400);
    }
    if (error instanceof DomainError) {
      for (const [name, value] of Object.entries(headersOf(error))) c.header(name, value);
      return c.json(errorBody(error.message, error.code), statusOf(error));
    }
    if (error instanceof z.core.$ZodError) {
      // A schema parsed outside `mountRoutes` (prefer `parseInput`, which words the message for people).
      const issue = error.issues[0];
      const field = issue?.path.map(String).join('.') || undefined;
      const message = issue?.message ?? 'Invalid request';
      return c.json(errorBody(field && !message.includes(field) ? `${field}: ${message}` : message, 'VALIDATION_ERROR', field), 400);
    }
    // The database is restarting or unreachable: a clear 503 the client may retry; the pool reconnects by itself.
    if (isDatabaseUnavailable(error)) {
      ((c.get('log') as AppEnv['Variables']['log'] | undefined) ?? deps.log).warn({ err: error }, 'Database unavailable');
      c.header('Retry-After', '5');
      return c.json(errorBody('Service temporarily unavailable. Please try again.', 'DATABASE_UNAVAILABLE'), 503);
    }
    // Hono's own errors for a client's mistake (a malformed body read by a handler).
    if (error instanceof SyntaxError) {
      return c.json(errorBody('Malformed JSON in request body', 'MALFORMED_JSON'), 400);
    }
    ((c.get('log') as AppEnv['Variables']['log'] | undefined) ?? deps.log).error({ err: error }, 'Unhandled error');
    return c.json(errorBody('Internal server error', 'INTERNAL'), 500);
  });

  return app;
}

/**
 * The built web app: its files as they are (Vite fingerprints them under
 * /assets/, so they are cached for good), and its page, index.html, for
 * every other GET outside the API (client-side routes), always fresh and with
 * the page's headers (documentHeaders). The build writes .br and .gz copies
 * beside each text file; a client that accepts one gets it.
 *
 * In production the build's files for developers stay on disk but are not
 * served: source maps (`*.map`) and Vite's folder (`/.vite/`, its manifest and
 * the build stamp) answer 404, as a missing file does.
 */
function mountWebApp(app: Hono<AppEnv>, root: string, options: { production: boolean }): void {
  const isApi = (requestPath: string) => API_PREFIXES.some((prefix) => requestPath.startsWith(prefix));
  // The page itself goes through the fallback below, with its headers.
  const isPageFile = (requestPath: string) => requestPath === '/' || requestPath.endsWith('.html');
  // c.req.path is already percent-decoded, so `/%2Evite/` or `.m%61p` cannot slip past.
  const isForDevelopers = (requestPath: string) => requestPath.startsWith('/.vite/') || requestPath.endsWith('.map');
  const isHidden = options.production ? isForDevelopers : () => false;
  const files = serveStatic<AppEnv>({ root, precompressed: true });
  app.use(async (c, next) => {
    const skip = (c.req.method !== 'GET' && c.req.method !== 'HEAD') || isApi(c.req.path) || isPageFile(c.req.path) || isHidden(c.req.path);
    if (skip) return next();
    c.header('Cache-Control', c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    return files(c, next);
  });
  let page: Promise<{ html: string; brotli?: Buffer; headers: Record<string, string> }> | undefined;
  const loadPage = async () => {
    const html = await readFile(path.join(root, 'index.html'), 'utf8');
    const brotli = await readFile(path.join(root, 'index.html.br')).catch(() => undefined);
    return { html, ...(brotli ? { brotli } : {}), headers: documentHeaders(html) };
  };
  app.get('*', async (c, next) => {
    // A build file that is not there (an old chunk after a new build) is a 404, not the page.
    if (isApi(c.req.path) || c.req.path.startsWith('/assets/') || isHidden(c.req.path)) return next();
    const { html, brotli, headers } = await (page ??= loadPage().catch((error: unknown) => {
      page = undefined;
      throw error;
    }));
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    c.header('Vary', 'Accept-Encoding', { append: true });
    if (brotli && /\bbr\b/.test(requestHeader(c, 'accept-encoding') ?? '')) {
      c.header('Content-Encoding', 'br');
      return c.body(new Uint8Array(brotli), 200, { 'Content-Type': 'text/html; charset=UTF-8' });
    }
    return c.html(html);
  });
}
