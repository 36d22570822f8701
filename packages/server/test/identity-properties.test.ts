/**
 * Bad input never breaks identity: for arbitrary bodies, fields and bearer
 * headers every endpoint answers 4xx with a non-empty `error` message, never
 * 5xx and never a success it should not give.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, appEngines } from './harness.ts';
import type { TestServer } from './harness.ts';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 40);

/** Any JSON value, including the shapes a careless client sends. */
const anyJson = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(null, [], {}, '', 0, true, { username: null }, { password: [] }),
);

/** A value for one field: strings (often e-mail-like), numbers, objects, nulls. */
const anyField = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.emailAddress(),
  fc.stringMatching(/^\d{0,8}$/),
  fc.jsonValue(),
  fc.constant(undefined),
);

/** Printable header values (a Headers object refuses control characters). */
const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,200}$/);

const BODY_ENDPOINTS: Array<{ path: string; fields: string[] }> = [
  { path: '/v1/auth/sign-in', fields: ['username', 'password'] },
  { path: '/v1/auth/sign-in/confirm', fields: ['session', 'challengeResponse'] },
  { path: '/v1/auth/password/reset', fields: ['username'] },
  { path: '/v1/auth/password/confirm', fields: ['username', 'confirmationCode', 'newPassword'] },
  { path: '/v1/auth/refresh', fields: ['refreshToken'] },
];

describe.each(appEngines)('identity endpoints under arbitrary input on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ engine });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function expectClientError(res: Response) {
    expect(res.status, `status ${res.status}`).toBeGreaterThanOrEqual(400);
    expect(res.status, `status ${res.status}`).toBeLessThan(500);
    const body = (await res.json()) as { error?: unknown };
    expect(typeof body.error).toBe('string');
    expect((body.error as string).trim().length).toBeGreaterThan(0);
  }

  for (const { path, fields } of BODY_ENDPOINTS) {
    describe(path, () => {
      it('any JSON body', async () => {
        await fc.assert(
          fc.asyncProperty(anyJson, async (body) => {
            await expectClientError(await t.request(path, { method: 'POST', json: JSON.stringify(body) }));
          }),
          { numRuns: RUNS },
        );
      });

      it('any raw body text', async () => {
        await fc.assert(
          fc.asyncProperty(fc.string({ maxLength: 500 }), async (text) => {
            await expectClientError(await t.request(path, { method: 'POST', body: text, headers: { 'content-type': 'application/json' } }));
          }),
          { numRuns: RUNS },
        );
      });

      it('the right fields with arbitrary values', async () => {
        const record = fc.record(Object.fromEntries(fields.map((field) => [field, anyField])), { requiredKeys: [] });
        await fc.assert(
          fc.asyncProperty(record, async (body) => {
            await expectClientError(await t.request(path, { method: 'POST', json: body }));
          }),
          { numRuns: RUNS },
        );
      });
    });
  }

  for (const [method, path] of [
    ['GET', '/v1/auth/user-attributes'],
    ['POST', '/v1/auth/sign-out'],
  ] as const) {
    it(`${method} ${path}: any Authorization header is refused with 401`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(headerValue, headerValue.map((v) => `Bearer ${v}`), fc.constant('Bearer ')), async (authorization) => {
          const res = await t.request(path, { method, headers: { authorization } });
          expect(res.status).toBe(401);
          await expectClientError(res);
        }),
        { numRuns: RUNS },
      );
    });
  }

  it('POST /v1/auth/sign-out: any body from a signed-in user is 200 or a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(anyJson, async (body) => {
        const { tokens } = await t.createUser();
        const res = await t.request('/v1/auth/sign-out', { method: 'POST', json: JSON.stringify(body), token: tokens.idToken });
        if (res.status !== 200) await expectClientError(res);
      }),
      { numRuns: Math.min(RUNS, 20) },
    );
  });

  it('a real account never signs in with a wrong password or code', async () => {
    const { user, password } = await t.createUser({ mfa: true });
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 64 }).filter((p) => p !== password), async (guess) => {
        const res = await t.request('/v1/auth/sign-in', { method: 'POST', json: { username: user.email, password: guess } });
        await expectClientError(res);
        // Stay under the per-account limit: each run starts a new window.
        t.clock.advance(5 * 60_000);
      }),
      { numRuns: 15 },
    );
  });
});
