/**
 * Every operation the server documents, tried with any input: never a 5xx.
 *
 * The list comes from the route registry (the OpenAPI document), so an operation added later is fuzzed without
 * anyone remembering to add it: the sandbox calendar's consent page, the calendar actions, Link, achievements,
 * home, organisations, identity, activities and the rest. Each run sends the operation with a path whose
 * parameters are anything, the query its schema names (and more) with any values, a body of any fields, any JSON,
 * text that is not JSON, a form or a broken multipart body, as the member or with no token. The answer is a
 * success, or a 4xx that says what was wrong (JSON with an `error`, or the consent page's own HTML); never a 5xx.
 * profile-properties.test.ts goes deeper on the profile API (valid bodies with one field broken).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_PATH } from '@kindred/contracts/api/calendar';
import type { ParsedRoute } from '../src/platform/http/openapi.ts';
import { createTestServer, appEngines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { addMember, addOrg, connect } from './profile-fixtures.ts';
import type { Member } from './profile-fixtures.ts';

const RUNS = Number(process.env.FC_RUNS ?? 40);

/** Strings that have broken servers before. */
const NASTY = ['', ' ', '\u0000', '\ud800', '😀', "'; DROP TABLE users; --", '%00', '../../etc/passwd', '<script>', 'null', '-1', '1e309', 'x'.repeat(3000), '00000000-0000-0000-0000-000000000000', 'https://evil.test/calendar/callback', '2026-13-45T99:99:99Z'];

/** The keys of a zod object schema (zod mini keeps them in `_zod.def.shape`), or none. */
function keysOf(schema: unknown): string[] {
  const shape = (schema as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def?.shape;
  return shape ? Object.keys(shape) : [];
}

/** A path segment of `text`; a lone surrogate, which has no UTF-8, is sent as the invalid bytes a client could send. */
function pathSegment(text: string): string {
  try {
    return encodeURIComponent(text) || 'x';
  } catch {
    return '%ED%A0%80';
  }
}

interface Attempt {
  path: string;
  query: Record<string, string>;
  body: { json: unknown } | { raw: string; type: string } | null;
  withToken: boolean;
}

function attemptArb(route: ParsedRoute, real: string[], consents: Record<string, string>[]): fc.Arbitrary<Attempt> {
  const text = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
    { weight: 3, arbitrary: fc.constantFrom(...real) },
    { weight: 2, arbitrary: fc.string() },
    { weight: 1, arbitrary: fc.string({ unit: 'binary' }) },
  );
  const value = fc.oneof(
    { weight: 5, arbitrary: text },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
    { weight: 1, arbitrary: fc.array(text, { maxLength: 4 }) },
  );
  const params = [...route.basePath.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const path = fc.tuple(...params.map(() => text)).map((values) =>
    params.reduce((p, name, i) => p.replace(`:${name}`, pathSegment(values[i] as string)), route.basePath),
  );
  const queryKeys = [...keysOf(route.query), 'type', 'state', 'code', 'redirect_uri', 'client_id'];
  const anyQuery = fc
    .record(Object.fromEntries(queryKeys.map((key) => [key, text])), { requiredKeys: [] })
    .map((extra) => ({ ...extra, ...route.fixedQuery }) as Record<string, string>);
  // The consent page's query names a consent: mostly a live one (so that its answer's body is read), else anything.
  const query = route.basePath.includes('/sandbox/consent')
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...consents) }, { weight: 1, arbitrary: anyQuery })
    : anyQuery;
  const bodyKeys = keysOf(route.body);
  const json = fc.oneof(
    { weight: 4, arbitrary: fc.record(Object.fromEntries(bodyKeys.map((key) => [key, value])), { requiredKeys: [] }).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.oneof(fc.string(), fc.constantFrom('{', '[1,', '{"a":\u0000}')).map((raw) => ({ raw, type: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(fc.constantFrom('decision', 'state', 'action', 'redirect_uri', 'x'), text, { maxKeys: 4 })
        .map((form) => ({ raw: new URLSearchParams(form).toString(), type: 'application/x-www-form-urlencoded' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('b', '', '--', 'x'.repeat(80)), fc.string())
        .map(([boundary, raw]) => ({ raw: `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n${raw}`, type: `multipart/form-data; boundary=${boundary}` })),
    },
  );
  const hasBody = route.method !== 'GET';
  return fc.record({
    path,
    query,
    body: hasBody ? fc.oneof({ weight: 6, arbitrary: json }, { weight: 1, arbitrary: fc.constant(null) }) : fc.constant(null),
    withToken: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  });
}

describe.each(appEngines)('every operation with any input on %s: never a 5xx', (engine) => {
  let t: TestServer;
  let me: Member;
  let real: string[];
  const consents: Record<string, string>[] = [];

  beforeAll(async () => {
    t = await createTestServer({ engine });
    const org = await addOrg(t.db);
    me = await addMember(t, { orgcodes: [org], adminOf: [org] });
    const other = await addMember(t, { orgcodes: [org] });
    const connection = await connect(t.db, me, other);
    // Consents waiting on the sandbox's consent page, as `authorize` leaves them.
    for (const provider of ['google', 'microsoft', 'google', 'microsoft', 'google']) {
      const authorized = await t.request(CALENDAR_PATH, {
        method: 'POST',
        token: me.tokens.idToken,
        json: { action: 'authorize', userId: me.memberId, provider, redirectUri: 'http://localhost:5173/calendar/callback' },
      });
      expect(authorized.status).toBe(200);
      consents.push(Object.fromEntries(new URL(((await authorized.json()) as { url: string }).url).searchParams));
    }
    real = [me.memberId, me.email, other.memberId, other.email, org, connection.id, 'google', 'microsoft', 'getEvents', 'checkStatus', 'scheduleEvent', 'allow', 'deny', 'http://localhost:5173/calendar/callback'];
  });
  afterAll(() => t.close());

  it('knows the operations it tries', () => {
    const keys = t.deps.registry.list().map((route) => route.key);
    // The consent page and at least one of every module's operations are among them.
    for (const key of ['GET /v1/calendar/sandbox/consent', 'POST /v1/calendar/sandbox/consent', 'POST /v1/calendar', 'POST /v1/advisor/chat', 'GET /v1/home/feed', 'POST /v1/auth/sign-in', 'POST /v1/support/tickets']) {
      expect(keys).toContain(key);
    }
  });

  it('answers each with a success or a 4xx that says what was wrong', async () => {
    for (const route of t.deps.registry.list()) {
      await fc.assert(
        fc.asyncProperty(attemptArb(route, real, consents), async (attempt) => {
          // A fresh session each time: the sign-out operation ends the one it is given.
          const token = attempt.withToken ? (await t.deps.identity.startSession(me.user, { ip: '127.0.0.1', userAgent: 'fuzz' })).idToken : undefined;
          const search = new URLSearchParams(attempt.query).toString();
          const res = await t.request(`${attempt.path}${search ? `?${search}` : ''}`, {
            method: route.method,
            ...(token ? { token } : {}),
            ...(attempt.body && 'json' in attempt.body ? { json: attempt.body.json ?? null } : {}),
            ...(attempt.body && 'raw' in attempt.body ? { body: attempt.body.raw, headers: { 'content-type': attempt.body.type } } : {}),
          });
          const text = await res.text();
          const label = `${route.key} ${JSON.stringify(attempt).slice(0, 300)}`;
          if (res.status >= 500) throw new Error(`${label}: ${res.status} ${text.slice(0, 300)}`);
          if (res.status >= 400 && !(res.headers.get('content-type') ?? '').startsWith('text/html')) {
            const body = JSON.parse(text) as { error?: unknown };
            expect(typeof body.error, `${label}: ${text}`).toBe('string');
          }
        }),
        { numRuns: RUNS },
      );
    }
  });
});
