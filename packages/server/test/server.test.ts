/** Listening on a real socket, and graceful shutdown. */
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { PRESET_AVATAR_URLS } from '@kindred/contracts/api/profile';
import { listen } from '../src/platform/http/server.ts';
import { createTestServer } from './harness.ts';

describe('server', () => {
  it('finishes requests in flight on shutdown, refuses new ones, then closes the database', async () => {
    const t = await createTestServer({ env: { PORT: '0' } });
    const running = await listen(t.app, t.deps);
    const { tokens } = await t.createUser();
    const original = t.deps.identity.userAttributes;
    // The request is held in its handler until the shutdown has begun: in flight for sure, whatever the machine's speed.
    let handlingStarted!: () => void;
    let release!: () => void;
    const handling = new Promise<void>((resolve) => (handlingStarted = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    t.deps.identity.userAttributes = async (auth) => {
      handlingStarted();
      await released;
      return original(auth);
    };

    expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
    const inFlight = fetch(`${running.url}/v1/auth/user-attributes`, { headers: { authorization: `Bearer ${tokens.idToken}` } });
    await handling;
    const closing = running.close();
    // Closing waits for it: a new request is refused meanwhile (the listener is closed), then it is let through.
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
    release();

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ sub: expect.any(String) });
    await closing;
    await expect(t.db.ping()).rejects.toThrow();
    await t.close();
  });

  it('holds bodies to the limit on a real socket: declared lengths, chunked bodies and no body at all', async () => {
    const t = await createTestServer({ env: { PORT: '0', BODY_LIMIT_BYTES: '1024' } });
    const running = await listen(t.app, t.deps);
    const { user, tokens } = await t.createUser();
    const send = (path: string, options: { body?: string; chunked?: boolean; token?: string }) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (options.token) headers.authorization = `Bearer ${options.token}`;
        if (options.body !== undefined && !options.chunked) headers['content-length'] = String(Buffer.byteLength(options.body));
        const req = httpRequest(`${running.url}${path}`, { method: 'POST', headers }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        if (options.body !== undefined) {
          // Chunked: two writes before the end, so no length is known up front.
          const half = Math.floor(options.body.length / 2);
          req.write(options.body.slice(0, half));
          req.write(options.body.slice(half));
        }
        req.end();
      });
    try {
      const big = JSON.stringify({ username: 'a@example.test', password: 'x'.repeat(2000) });
      for (const chunked of [false, true]) {
        const refused = await send('/v1/auth/sign-in', { body: big, chunked });
        expect(refused.status, `chunked: ${chunked}`).toBe(413);
        expect(JSON.parse(refused.body)).toEqual({ error: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
        const small = await send('/v1/auth/sign-in', { body: JSON.stringify({ username: 'a@example.test', password: 'wrong-Pass1' }), chunked });
        expect(small.status, `chunked: ${chunked}`).toBe(400);
      }
      const path = `/v1/user-profile?type=userSpecific&memberId=${user.memberId}&email=${encodeURIComponent(user.email)}`;
      const bodiless = await send(path, { token: tokens.idToken });
      expect(bodiless.status).toBe(200);
      expect(JSON.parse(bodiless.body)).toMatchObject({ id: user.memberId, isSelf: true });
    } finally {
      await running.close();
      await t.close();
    }
  });

  it('writes the request id and the security headers into every answer on a real socket, those a handler builds itself included', async () => {
    const t = await createTestServer({ env: { PORT: '0' } });
    const running = await listen(t.app, t.deps);
    try {
      const answers = [
        await fetch(`${running.url}/healthz`, { headers: { 'x-request-id': 'socket-check-1' } }),
        await fetch(`${running.url}/v1/nope`),
        // A handler that builds its own Response, with its own X-Content-Type-Options and CORP.
        await fetch(`${running.url}${PRESET_AVATAR_URLS[0]}`),
      ];
      expect(answers.map((res) => res.status)).toEqual([200, 404, 200]);
      expect(answers[0]!.headers.get('x-request-id')).toBe('socket-check-1');
      for (const res of answers) {
        expect(res.headers.get('x-request-id')).toMatch(/\S+/);
        expect(res.headers.get('x-frame-options')).toBe('DENY');
        expect(res.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      }
      expect(answers[2]!.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(answers[2]!.headers.get('content-security-policy')).toContain("default-src 'none'");
      // Answers are not stored, except where the route says otherwise (pictures are immutable).
      expect(answers[0]!.headers.get('cache-control')).toBe('no-store');
      expect(answers[2]!.headers.get('cache-control')).toContain('immutable');
      // Ids are per request.
      expect(answers[1]!.headers.get('x-request-id')).not.toBe(answers[2]!.headers.get('x-request-id'));
    } finally {
      await running.close();
      await t.close();
    }
  });
});
