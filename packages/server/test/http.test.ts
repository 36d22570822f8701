/**
 * The HTTP foundations: health, readiness, the OpenAPI document, errors,
 * request ids, logs, CORS, body limits, validation messages, the development
 * mailbox and the web app's static files.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DomainError } from '../src/platform/errors.ts';
import { statusOf } from '../src/platform/http/errors.ts';
import { defineRoute, mountRoutes } from '../src/platform/http/openapi.ts';
import type { RouteMountContext } from '../src/platform/http/openapi.ts';
import { createRouteRegistry } from '../src/platform/http/openapi-document.ts';
import type { AppEnv } from '../src/platform/http/types.ts';
import { createLogger } from '../src/platform/log/logger.ts';
import { createTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; 'x-variants'?: Array<{ query: Record<string, string> }>; security?: unknown }>>;
  components: { schemas: Record<string, unknown> };
}

describe('http foundations', () => {
  let t: TestServer;
  const logLines: string[] = [];

  beforeAll(async () => {
    const destination = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        callback();
      },
    });
    t = await createTestServer({ log: createLogger({ level: 'info', destination }) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('/healthz answers', async () => {
    const res = await t.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz pings the database, and says no while shutting down', async () => {
    const res = await t.request('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', database: 'pglite' });
    t.deps.lifecycle.shuttingDown = true;
    try {
      const down = await t.request('/readyz');
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ error: 'Shutting down' });
    } finally {
      t.deps.lifecycle.shuttingDown = false;
    }
  });

  describe('/v1/openapi.json', () => {
    let doc: OpenApiDocument;
    beforeAll(async () => {
      const res = await t.request('/v1/openapi.json');
      expect(res.status).toBe(200);
      doc = (await res.json()) as OpenApiDocument;
    });

    it('is an OpenAPI 3.1 document', () => {
      expect(doc.openapi).toBe('3.1.0');
      expect(doc.components.schemas).toHaveProperty('ApiError');
    });

    it('lists every mounted route, variants included', () => {
      const routes = t.deps.registry.list();
      expect(routes.length).toBeGreaterThanOrEqual(12);
      for (const route of routes) {
        const operation = doc.paths[route.basePath.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
        expect(operation, route.key).toBeDefined();
        if (Object.keys(route.fixedQuery).length > 0) {
          expect(operation?.['x-variants']?.map((variant) => variant.query), route.key).toContainEqual(route.fixedQuery);
        }
      }
    });

    it('describes every identity call with its schemas', () => {
      for (const [path, method] of [
        ['/v1/auth/sign-in', 'post'],
        ['/v1/auth/sign-in/confirm', 'post'],
        ['/v1/auth/password/reset', 'post'],
        ['/v1/auth/password/confirm', 'post'],
        ['/v1/auth/user-attributes', 'get'],
        ['/v1/auth/sign-out', 'post'],
        ['/v1/auth/refresh', 'post'],
        ['/healthz', 'get'],
        ['/readyz', 'get'],
        ['/v1/openapi.json', 'get'],
        ['/v1/dev/mailbox', 'get'],
      ] as const) {
        expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
      }
      const signIn = doc.paths['/v1/auth/sign-in']!.post as unknown as {
        requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
        responses: Record<string, unknown>;
      };
      expect(signIn.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
      expect(Object.keys(signIn.responses)).toEqual(expect.arrayContaining(['200', '400', '429']));
      expect(doc.paths['/v1/auth/user-attributes']!.get!.security).toEqual([{ bearerAuth: [] }]);
    });
  });

  it('an unknown route is a JSON 404', async () => {
    const res = await t.request('/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('malformed JSON is a 400', async () => {
    const res = await t.request('/v1/auth/sign-in', { method: 'POST', json: '{"username": ' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Malformed JSON in request body', code: 'MALFORMED_JSON' });
  });

  it('an unexpected error is a 500 with a generic message, and is logged', async () => {
    const { tokens } = await t.createUser();
    const original = t.deps.identity.userAttributes;
    t.deps.identity.userAttributes = () => {
      throw new Error('secret internals');
    };
    const res = await t.request('/v1/auth/user-attributes', { token: tokens.idToken }).finally(() => {
      t.deps.identity.userAttributes = original;
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Internal server error', code: 'INTERNAL' });
    expect(logLines.some((line) => line.includes('secret internals') && line.includes('"level":50'))).toBe(true);
  });

  it('keeps a well-formed X-Request-Id, and makes one otherwise', async () => {
    const kept = await t.request('/healthz', { headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-123');
    const made = await t.request('/healthz', { headers: { 'x-request-id': 'bad id with spaces <>' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const error = await t.request('/v1/nothing', { headers: { 'x-request-id': 'err-1' } });
    expect(error.headers.get('x-request-id')).toBe('err-1');
  });

  it('logs each request with its id, and never a password, token or code', async () => {
    const { user, password } = await t.createUser({ mfa: true });
    const first = await t.request('/v1/auth/sign-in', {
      method: 'POST',
      json: { username: user.email, password },
      headers: { 'x-request-id': 'log-check-1' },
    });
    const { session } = (await first.json()) as { session: string };
    const code = await t.latestCode(user.email);
    const confirmed = await t.request('/v1/auth/sign-in/confirm', { method: 'POST', json: { session, challengeResponse: code } });
    const { tokens } = (await confirmed.json()) as { tokens: { idToken: string; refreshToken: string } };
    await t.request('/v1/auth/user-attributes', { token: tokens.idToken });
    await t.request('/v1/auth/refresh', { method: 'POST', json: { refreshToken: tokens.refreshToken } });

    const line = logLines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.requestId === 'log-check-1');
    expect(line).toMatchObject({ method: 'POST', path: '/v1/auth/sign-in', status: 200, msg: 'request' });
    const all = logLines.join('\n');
    for (const secret of [password, code, session, tokens.idToken, tokens.refreshToken, tokens.idToken.split('.')[2]!]) {
      expect(all).not.toContain(secret);
    }
    // Not even the outbox notice (printed, not logged) holds the code outside development.
    expect(t.printed.join('\n')).not.toContain(code);
  });

  it('allows the web app origin by CORS, and no other', async () => {
    const allowed = await t.request('/v1/auth/sign-in', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');

    const other = await t.request('/healthz', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('in production, does not allow the Vite dev server origin by CORS', async () => {
    const production = await createTestServer({ env: { NODE_ENV: 'production' } });
    try {
      const refused = await production.request('/v1/auth/sign-in', {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
      });
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await production.close();
    }
  });

  it('every answer carries the security headers, errors included', async () => {
    for (const path of ['/healthz', '/v1/nothing-here']) {
      const res = await t.request(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('strict-transport-security'), path).toContain('max-age=');
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
    }
    const limited = await t.request('/v1/auth/user-attributes');
    expect(limited.status).toBe(401);
    expect(limited.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a body over the limit with 413', async () => {
    const big = JSON.stringify({ username: 'a@example.test', password: 'x'.repeat(t.config.bodyLimitBytes) });
    const res = await t.request('/v1/auth/sign-in', { method: 'POST', json: big });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
  });

  describe('development mailbox', () => {
    // The harness trusts X-Forwarded-For: these requests come from this machine.
    const local = { headers: { 'x-forwarded-for': '127.0.0.1' } };

    it('lists the outbox as JSON, filtered by address, newest first', async () => {
      await t.deps.mailer.send({ to: 'box@example.test', subject: 'First', text: 'one' });
      await t.deps.mailer.send({ to: 'box@example.test', subject: 'Second', text: 'two' });
      await t.deps.mailer.send({ to: 'other@example.test', subject: 'Other', text: 'three' });
      const res = await t.request('/v1/dev/mailbox?to=BOX@example.test', local);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { messages: Array<{ subject: string; to: string; createdAt: string }> };
      expect(body.messages.map((m) => m.subject)).toEqual(['Second', 'First']);
      expect(body.messages[0]).toMatchObject({ to: 'box@example.test', text: 'two' });
    });

    it('keeps the order mail was sent in, even within one clock tick', async () => {
      // Sent back to back, many fall in the same millisecond (PGlite's clock moves in whole milliseconds).
      const subjects = Array.from({ length: 25 }, (_, i) => `Burst ${i}`);
      for (const subject of subjects) await t.deps.mailer.send({ to: 'burst@example.test', subject, text: subject });
      const res = await t.request('/v1/dev/mailbox?to=burst@example.test', local);
      const body = (await res.json()) as { messages: Array<{ subject: string }> };
      expect(body.messages.map((m) => m.subject)).toEqual([...subjects].reverse());
    });

    it('shows an HTML page with every value escaped', async () => {
      await t.deps.mailer.send({ to: 'xss@example.test', subject: '<script>alert(1)</script>', text: 'a < b & "c"' });
      const res = await t.request('/dev/mailbox?to=xss@example.test', local);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const page = await res.text();
      expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(page).not.toContain('<script>alert(1)</script>');
      expect(page).toContain('a &lt; b &amp; &quot;c&quot;');
    });

    it('shows one address at a time: the page asks for it, the JSON call requires it', async () => {
      await t.deps.mailer.send({ to: 'someone@example.test', subject: 'Your code', text: '123456' });
      const page = await t.request('/dev/mailbox', local);
      expect(page.status).toBe(200);
      const text = await page.text();
      expect(text).toContain('<form method="get" action="/dev/mailbox">');
      expect(text).not.toContain('Your code');
      const all = await t.request('/v1/dev/mailbox', local);
      expect(all.status).toBe(400);
      expect(await all.json()).toMatchObject({ error: 'Missing required parameter: to' });
    });

    it('refuses a request from another machine with 403, page and JSON alike', async () => {
      await t.deps.mailer.send({ to: 'target@example.test', subject: 'Reset code', text: '654321' });
      for (const path of ['/dev/mailbox?to=target@example.test', '/v1/dev/mailbox?to=target@example.test']) {
        const res = await t.request(path, { headers: { 'x-forwarded-for': '203.0.113.9' } });
        expect(res.status, path).toBe(403);
        const body = await res.text();
        expect(body).toContain('The development mailbox answers only requests from this machine');
        expect(body).not.toContain('654321');
      }
    });

    it('is off when the server listens on a network interface, unless DEV_MAILBOX_ON_NETWORK turns it on for everyone', async () => {
      const networked = await createTestServer({ env: { HOST: '0.0.0.0' } });
      try {
        expect((await networked.request('/v1/dev/mailbox?to=a@example.test', local)).status).toBe(404);
        expect((await networked.request('/dev/mailbox', local)).status).toBe(404);
      } finally {
        await networked.close();
      }
      const opened = await createTestServer({ env: { HOST: '0.0.0.0', DEV_MAILBOX_ON_NETWORK: 'true' } });
      try {
        const res = await opened.request('/v1/dev/mailbox?to=a@example.test', { headers: { 'x-forwarded-for': '203.0.113.9' } });
        expect(res.status).toBe(200);
      } finally {
        await opened.close();
      }
    });

    it('answers 400, not 500, to a NUL character in the address (PostgreSQL stores none)', async () => {
      const res = await t.request('/v1/dev/mailbox?to=a%00b', local);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'to must not contain a NUL character' });
    });

    it('does not exist in production', async () => {
      const production = await createTestServer({ env: { NODE_ENV: 'production' } });
      try {
        expect((await production.request('/dev/mailbox')).status).toBe(404);
        expect((await production.request('/v1/dev/mailbox')).status).toBe(404);
        const doc = (await (await production.request('/v1/openapi.json')).json()) as OpenApiDocument;
        expect(doc.paths['/v1/dev/mailbox']).toBeUndefined();
      } finally {
        await production.close();
      }
    });
  });

  it('serves the built web app with a fallback to index.html for client routes', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kindred-static-'));
    await mkdir(path.join(dir, 'assets'));
    const inline = 'window.preload = 1;';
    await writeFile(path.join(dir, 'index.html'), `<!doctype html><title>Kindred</title><script>${inline}</script>`);
    await writeFile(path.join(dir, 'index.html.br'), brotliCompressSync(`<!doctype html><title>Kindred</title><script>${inline}</script>`));
    await writeFile(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
    const web = await createTestServer({ staticDir: dir });
    try {
      const index = await web.request('/');
      expect(index.status).toBe(200);
      expect(await index.text()).toContain('<title>Kindred</title>');
      const clientRoute = await web.request('/connections/abc');
      expect(clientRoute.status).toBe(200);
      expect(clientRoute.headers.get('cache-control')).toBe('no-cache');
      expect(await clientRoute.text()).toContain('<title>Kindred</title>');
      // The page's policy: this origin only, its inline script by hash; it may be framed by itself only.
      const policy = clientRoute.headers.get('content-security-policy')!;
      const hash = createHash('sha256').update(inline).digest('base64');
      expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(policy).toContain("connect-src 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(clientRoute.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(clientRoute.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      // Powerful features the app does not use are denied.
      const permissions = clientRoute.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
      // A client route whose last part has a dot (an address, a name) is still the page.
      expect(await (await web.request('/connections/ada.lovelace')).text()).toContain('<title>Kindred</title>');
      const brotliPage = await web.request('/settings', { headers: { 'accept-encoding': 'gzip, br' } });
      expect(brotliPage.headers.get('content-encoding')).toBe('br');
      expect(brotliPage.headers.get('content-type')).toContain('text/html');
      expect(brotliDecompressSync(Buffer.from(await brotliPage.arrayBuffer())).toString()).toContain('<title>Kindred</title>');
      // A file that is not there is a 404, not the page.
      expect((await web.request('/assets/app-0000.js')).status).toBe(404);
      const asset = await web.request('/assets/app-1234.js');
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect(await asset.text()).toBe('console.log(1)');
      // A precompressed copy is sent to a client that accepts it, the plain file to one that does not.
      await writeFile(path.join(dir, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log(1)'));
      const compressed = await web.request('/assets/app-1234.js', { headers: { 'accept-encoding': 'gzip, br' } });
      expect(compressed.headers.get('content-encoding')).toBe('br');
      expect(compressed.headers.get('content-type')).toContain('javascript');
      expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe('console.log(1)');
      const identity = await web.request('/assets/app-1234.js', { headers: { 'accept-encoding': 'identity' } });
      expect(identity.headers.get('content-encoding')).toBeNull();
      expect(await identity.text()).toBe('console.log(1)');
      const api = await web.request('/v1/unknown');
      expect(api.status).toBe(404);
      expect(await api.json()).toMatchObject({ error: 'Not found' });
      expect((await web.request('/healthz')).status).toBe(200);
    } finally {
      await web.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('defineRoute and mountRoutes', () => {
  const thing = z.object({
    name: z.string().check(z.minLength(2)),
    age: z.optional(z.number().check(z.int())),
    tags: z.optional(z.array(z.string()).check(z.maxLength(2))),
  });

  function testApp() {
    const ctx: RouteMountContext = {
      auth: {
        requireAuth: async (c, next) => {
          if (c.req.header('authorization') !== 'Bearer ok') {
            return c.json({ error: 'Authentication required' }, 401);
          }
          await next();
        },
      },
      registry: createRouteRegistry({ title: 'test', version: '0' }),
      config: { nodeEnv: 'test' },
    };
    const routes = mountRoutes(ctx, [
      defineRoute({ method: 'POST', path: '/things', summary: 'Create', body: thing, response: z.object({ name: z.string() }), status: 201 }).handle(
        (_c, { body }) => ({ name: body.name }),
      ),
      defineRoute({ method: 'GET', path: '/things/:id', summary: 'Read', params: z.object({ id: z.uuid() }), response: z.object({ id: z.string() }) }).handle(
        (_c, { params }) => ({ id: params.id }),
      ),
      defineRoute({ method: 'POST', path: '/multi?type=a', summary: 'A', auth: true, response: z.object({ variant: z.literal('a') }) }).handle(() => ({
        variant: 'a' as const,
      })),
      defineRoute({ method: 'POST', path: '/multi?type=b', summary: 'B', query: z.object({ n: z.coerce.number() }), response: z.object({ n: z.number() }) }).handle(
        (_c, { query }) => ({ n: query.n }),
      ),
      defineRoute({ method: 'GET', path: '/drift', summary: 'Wrong answer', response: z.object({ ok: z.boolean() }) }).handle(
        () => ({ ok: 'yes' }) as unknown as { ok: boolean },
      ),
    ]);
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('log', createLogger({ level: 'silent' }));
      await next();
    });
    app.route('/', routes);
    app.onError((error, c) => {
      const status = error instanceof DomainError ? statusOf(error) : 500;
      return c.json({ error: error.message }, status);
    });
    return { app, ctx };
  }

  const send = (app: Hono<AppEnv>, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.request(path, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body), headers });

  it.each([
    [{}, 'Missing required parameter: name'],
    [{ name: null }, 'Missing required parameter: name'],
    [{ name: '' }, 'Missing required parameter: name'],
    [{ name: 'a' }, 'name must be at least 2 characters'],
    [{ name: 3 }, 'name must be a string'],
    [{ name: 'ab', age: 1.5 }, 'age must be a whole number'],
    [{ name: 'ab', tags: ['a', 'b', 'c'] }, 'tags must have at most 2 entries'],
    [{ name: 'ab', tags: [1] }, 'tags.0 must be a string'],
    [[1, 2], 'Request body must be a JSON object'],
    ['text', 'Request body must be a JSON object'],
    // PostgreSQL stores no NUL in text: refused at the boundary, for any field, whatever its schema.
    [{ name: 'a\u0000b' }, 'name must not contain a NUL character'],
    [{ name: 'ab', tags: ['ok', 'x\u0000'] }, 'tags.1 must not contain a NUL character'],
    [{ name: 'ab', extra: { deep: ['\u0000'] } }, 'extra.deep.0 must not contain a NUL character'],
    [{ name: 'ab', 'key\u0000': 1 }, 'key\u0000 must not contain a NUL character'],
  ])('body %j → 400 %s', async (body, message) => {
    const res = await send(testApp().app, '/things', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(message);
  });

  it('answers with the declared status', async () => {
    const res = await send(testApp().app, '/things', { name: 'ok' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ name: 'ok' });
  });

  it('refuses a NUL character in a query or path parameter with a 400 naming it', async () => {
    const { app } = testApp();
    const query = await send(app, '/multi?type=b&n=4%00');
    expect(query.status).toBe(400);
    expect(((await query.json()) as { error: string }).error).toBe('n must not contain a NUL character');
    const param = await app.request('/things/a%00b');
    expect(param.status).toBe(400);
    expect(((await param.json()) as { error: string }).error).toBe('id must not contain a NUL character');
  });

  it('walks a deeply nested body without overflowing the stack, and names a deep NUL briefly', async () => {
    // Far deeper than a recursive walk could go (about 10,000 frames).
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const res = await testApp().app.request('/things', { method: 'POST', body: `{"name":"ab","deep":${deep}}` });
    expect(res.status).toBe(201);
    const deepNul = `${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`;
    const refused = await testApp().app.request('/things', { method: 'POST', body: `{"name":"ab","deep":${deepNul}}` });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('deep.0.0.0.0.0.0.0… must not contain a NUL character');
  });

  it('validates path parameters', async () => {
    const { app } = testApp();
    expect((await app.request('/things/not-a-uuid')).status).toBe(400);
    const id = '3f1c1a52-6d1e-4d4c-9d8e-2f2a4b6c8d0e';
    expect(await (await app.request(`/things/${id}`)).json()).toEqual({ id });
  });

  it('tells routes apart by their fixed query, checking auth before anything else', async () => {
    const { app } = testApp();
    expect((await send(app, '/multi?type=a')).status).toBe(401);
    expect(await (await send(app, '/multi?type=a', undefined, { authorization: 'Bearer ok' })).json()).toEqual({ variant: 'a' });
    expect(await (await send(app, '/multi?type=b&n=4')).json()).toEqual({ n: 4 });
    const missing = await send(app, '/multi');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'Missing required parameter: type' });
    const unknown = await send(app, '/multi?type=zzz');
    expect(await unknown.json()).toEqual({ error: 'type must be one of: a, b' });
  });

  it('outside production, an answer that does not match its schema is a 500', async () => {
    expect((await testApp().app.request('/drift')).status).toBe(500);
  });

  it('registers every route for the document', () => {
    const { ctx } = testApp();
    const doc = ctx.registry.document() as unknown as OpenApiDocument;
    expect(Object.keys(doc.paths).sort()).toEqual(['/drift', '/multi', '/things', '/things/{id}']);
    expect(doc.paths['/multi']!.post!['x-variants']!.map((v) => v.query)).toEqual([{ type: 'a' }, { type: 'b' }]);
  });
});
