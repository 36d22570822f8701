/**
 * Property-based bad-input tests (fast-check) on every endpoint of the
 * profile API, the support endpoint and the calendar's cancelEvent: whatever arrives (any JSON, malformed
 * JSON, real ids in the wrong places, NUL characters, lone surrogates, huge
 * numbers, any query string, any bytes), the answer is never a 5xx, and
 * every refusal is a 4xx with a non-empty `error`.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '@kindred/contracts/api/profile-calls';
import { isStorableText } from '@kindred/contracts/api/params';
import { SUPPORT_TICKETS_PATH } from '@kindred/contracts/api/support';
import { CALENDAR_PATH } from '@kindred/contracts/api/calendar';
import { createTestServer, appEngines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { IMAGES, addMember, addOrg, chatBetween, connect } from './profile-fixtures.ts';
import type { Connection, Member } from './profile-fixtures.ts';

const RUNS = Number(process.env.FC_RUNS ?? 40);
const P = api.PROFILE_PATH;

interface Endpoint {
  name: string;
  method: 'POST' | 'PUT';
  path: string;
  keys: string[];
}

interface Ctx {
  me: Member;
  other: Member;
  org: string;
  connection: Connection;
  chatId: string;
}

/** A body each endpoint accepts; the properties start from it and break one or two fields. */
const VALID: Record<string, (c: Ctx) => Record<string, unknown>> = {
  connections: (c) => ({ memberId: c.me.memberId, connectionIds: [c.connection.id], isTopConnections: false }),
  orgs: (c) => ({ orgcodeList: [c.org] }),
  recipient: (c) => ({ memberId: c.other.memberId }),
  chat: (c) => ({ chatId: c.chatId }),
  'latest-s3': (c) => ({ sEmail: c.me.email, rEmail: c.other.email, marker: '' }),
  chatId: (c) => ({ rId: c.other.memberId, sId: c.me.memberId }),
  message: (c) => ({ chatId: c.chatId, content: 'hello' }),
  'meeting-content': (c) => ({ orgcode: c.org, persona: 'the rock' }),
  matches: (c) => ({ id: c.me.memberId, matchType: 'kindred', orgcode: c.org, matchesLimit: '500', connectionsLimit: '2000' }),
  'org-members': (c) => ({ orgcode: c.org }),
  dbedit: (c) => ({ id: c.me.memberId, email: c.me.email, details: { city: 'Lisbon' } }),
  'message-reset': (c) => ({ id: c.me.memberId, chatId: c.chatId }),
  viewed: (c) => ({ id: c.connection.id, matchDateTime: c.connection.matchDateTime }),
  'add-orgcode': (c) => ({ id: c.me.memberId, email: c.me.email, orgcode: c.org }),
  'get-matches': (c) => ({ id: c.me.memberId, matchType: 'kindred', orgcode: c.org }),
  'connection answers': (c) => ({
    connectionId: c.connection.id,
    matchDateTime: c.connection.matchDateTime,
    who: c.me.memberId,
    answer: 'tea',
    rating: 3,
    tags: ['a'],
  }),
  'support ticket': (c) => ({
    issueType: 'technical',
    priority: 'high',
    subject: 'A subject line',
    description: 'A description that is long enough.',
    userEmail: c.me.email,
    userName: 'Me',
  }),
  'calendar cancelEvent': (c) => ({ action: 'cancelEvent', userId: c.me.memberId, eventId: 'fuzz-event', provider: 'google' }),
};

const ENDPOINTS: Endpoint[] = [
  { name: 'connections', method: 'POST', path: `${P}?type=connections`, keys: ['memberId', 'connectionIds', 'isTopConnections'] },
  { name: 'orgs', method: 'POST', path: `${P}?type=orgs`, keys: ['orgcodeList'] },
  { name: 'recipient', method: 'POST', path: `${P}?type=recipient`, keys: ['memberId'] },
  { name: 'chat', method: 'POST', path: `${P}?type=chat`, keys: ['chatId'] },
  { name: 'latest-s3', method: 'POST', path: `${P}?type=latest-s3`, keys: ['sEmail', 'rEmail', 'marker'] },
  { name: 'chatId', method: 'POST', path: `${P}?type=chatId`, keys: ['rId', 'sId'] },
  { name: 'message', method: 'POST', path: `${P}?type=message`, keys: ['chatId', 'content'] },
  { name: 'meeting-content', method: 'POST', path: `${P}?type=meeting-content`, keys: ['orgcode', 'persona'] },
  { name: 'matches', method: 'POST', path: `${P}?type=matches`, keys: ['id', 'matchType', 'orgcode', 'matchesLimit', 'connectionsLimit'] },
  { name: 'org-members', method: 'POST', path: `${P}?type=org-members`, keys: ['orgcode'] },
  { name: 'dbedit', method: 'PUT', path: `${P}?type=dbedit`, keys: ['id', 'email', 'details'] },
  { name: 'message-reset', method: 'PUT', path: `${P}?type=message-reset`, keys: ['id', 'chatId'] },
  { name: 'viewed', method: 'PUT', path: `${P}?type=viewed`, keys: ['id', 'matchDateTime'] },
  { name: 'add-orgcode', method: 'PUT', path: `${P}?type=add-orgcode`, keys: ['id', 'email', 'orgcode'] },
  { name: 'get-matches', method: 'PUT', path: `${P}?type=get-matches`, keys: ['id', 'matchType', 'orgcode', 'matchesLimit', 'connectionsLimit'] },
  {
    name: 'connection answers',
    method: 'PUT',
    path: `${api.CONNECTION_ANSWERS_PATH}?postType=icebreaker`,
    keys: ['connectionId', 'matchDateTime', 'who', 'answer', 'rating', 'tags'],
  },
  {
    name: 'support ticket',
    method: 'POST',
    path: SUPPORT_TICKETS_PATH,
    keys: ['issueType', 'priority', 'subject', 'description', 'userEmail', 'userName'],
  },
  { name: 'calendar cancelEvent', method: 'POST', path: CALENDAR_PATH, keys: ['action', 'userId', 'eventId', 'provider'] },
];

/** Strings that have broken servers before. */
const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '😀',
  "'; DROP TABLE users; --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'null',
  'undefined',
  '1e309',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
  'x'.repeat(5000),
  '2026-13-45T99:99:99Z',
  'the organizer',
  'kindred',
];

function textArb(real: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
    { weight: 2, arbitrary: fc.constantFrom(...real) },
    { weight: 1, arbitrary: fc.string() },
    { weight: 1, arbitrary: fc.string({ unit: 'binary' }) },
    // A real value with a nasty character inside.
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...real), fc.constantFrom('\u0000', '\ud800', '\udc00')).map(([a, b]) => a + b) },
  );
}

function valueArb(real: string[]): fc.Arbitrary<unknown> {
  const text = textArb(real);
  return fc.oneof(
    { weight: 6, arbitrary: text },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(Number.MAX_SAFE_INTEGER * 8, -0, 1e308, 29, 2, 1990)) },
    { weight: 1, arbitrary: fc.oneof(fc.boolean(), fc.constant(null)) },
    { weight: 2, arbitrary: fc.array(text, { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.dictionary(text, fc.oneof(text, fc.integer(), fc.constant(null), fc.array(text, { maxLength: 3 })), { maxKeys: 4 }) },
  );
}

type Body = { raw: string } | { json: unknown };

/**
 * Mostly a valid body with one or two fields replaced (so that the request
 * gets past the first check and reaches the rules and the database), else
 * arbitrary fields, any JSON, or text that is not JSON.
 */
function bodyArb(valid: Record<string, unknown>, keys: string[], real: string[]): fc.Arbitrary<Body> {
  const value = valueArb(real);
  const mutated = fc
    .tuple(fc.subarray(keys, { minLength: 1, maxLength: Math.min(2, keys.length) }), fc.array(value, { minLength: 2, maxLength: 2 }), fc.boolean())
    .map(([chosen, values, drop]) => {
      const body: Record<string, unknown> = { ...valid };
      chosen.forEach((key, i) => {
        if (drop && i === 1) delete body[key];
        else body[key] = values[i];
      });
      return { json: body };
    });
  const fields = fc.record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] });
  const extra = fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 3 });
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 2, arbitrary: fc.tuple(fields, extra).map(([a, b]) => ({ json: { ...b, ...a } })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.oneof(fc.string(), fc.constantFrom('{', '{"a":', '[1,', '\u0000', '{"memberId": "\\ud800"}')).map((raw) => ({ raw })) },
  );
}

async function expectClientOrSuccess(res: Response, label: string): Promise<void> {
  const text = await res.text();
  if (res.status >= 500) throw new Error(`${label}: ${res.status} ${text}`);
  if (res.status >= 400) {
    let body: { error?: unknown };
    try {
      body = JSON.parse(text) as { error?: unknown };
    } catch {
      throw new Error(`${label}: ${res.status} answer is not JSON: ${text.slice(0, 200)}`);
    }
    expect(typeof body.error, `${label}: ${text}`).toBe('string');
    expect((body.error as string).length).toBeGreaterThan(0);
  }
}

describe.each(appEngines)('bad input on %s: never a 5xx', (engine) => {
  let t: TestServer;
  let me: Member;
  let other: Member;
  let org: string;
  let connection: Connection;
  let chatId: string;
  let real: string[];

  beforeAll(async () => {
    t = await createTestServer({ engine });
    org = await addOrg(t.db);
    const closed = await addOrg(t.db, { isUsersOpen: false });
    me = await addMember(t, { orgcodes: [org, closed] });
    other = await addMember(t, { orgcodes: [org] });
    connection = await connect(t.db, me, other);
    chatId = await chatBetween(t.db, me, other, [[other, 'hello']]);
    // A Quick Connect of mine to come, for cancelEvent to find.
    await t.db.query(
      `INSERT INTO calendar_bookings (user_id, request_id, provider, event_id, attendee_id, request_hash, event, quick_connect, starts_at, ends_at)
       VALUES ($1, 'fuzz', 'google', 'fuzz-event', $2, 'hash', '{}'::jsonb, true, $3, $4)`,
      [me.userId, other.userId, new Date(t.clock.now().getTime() + 86_400_000), new Date(t.clock.now().getTime() + 88_200_000)],
    );
    real = [
      me.memberId,
      me.email,
      other.memberId,
      other.email,
      org,
      closed,
      connection.id,
      connection.matchDateTime,
      chatId,
      'member1',
      'member2',
      'technical',
      'high',
      'fuzz-event',
      'cancelEvent',
      'google',
      'microsoft',
      ...api.PRESET_AVATAR_URLS,
    ];
  });
  afterAll(() => t.close());

  it.each(ENDPOINTS.map((e) => [e.name, e] as const))('%s', async (_name, endpoint) => {
    await fc.assert(
      fc.asyncProperty(bodyArb(VALID[endpoint.name]!({ me, other, org, connection, chatId }), endpoint.keys, real), fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }), async (body, withToken) => {
        const res = await t.request(endpoint.path, {
          method: endpoint.method,
          ...(withToken ? { token: me.token } : {}),
          ...('json' in body ? { json: body.json === undefined ? null : body.json } : {}),
          ...('raw' in body ? { body: body.raw, headers: { 'content-type': 'application/json' } } : {}),
        });
        await expectClientOrSuccess(res, `${endpoint.name} ${JSON.stringify(body).slice(0, 300)}`);
      }),
      { numRuns: RUNS },
    );
  });

  it('support ticket as multipart with any parts, boundary, framing and length', async () => {
    const encoder = new TextEncoder();
    const fieldName = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('issueType', 'priority', 'subject', 'description', 'userEmail', 'userName', 'attachments') },
      { weight: 1, arbitrary: fc.constantFrom('', 'x', '"', 'a\r\nb', '__proto__') },
    );
    const part = fc.record({
      name: fieldName,
      // A part with a file name is a file.
      fileName: fc.option(fc.oneof(fc.constantFrom('shot.png', '', '../../etc/passwd', 'invoice\u202Egnp.exe', 'a"b.txt'), fc.string({ maxLength: 12 })), { nil: undefined }),
      content: fc.oneof(
        fc.constantFrom(...Object.values(IMAGES)),
        fc.uint8Array({ maxLength: 48 }),
        textArb(real).map((value) => encoder.encode(value)),
      ),
      contentType: fc.option(fc.constantFrom('text/plain; charset=utf-8', 'application/octet-stream', 'image/png', 'multipart/mixed; boundary=inner', ';;;'), { nil: undefined }),
    });
    const framing = fc.record({
      boundary: fc.oneof(fc.constantFrom('kindred-fuzz', 'a', 'x'.repeat(70)), fc.string({ minLength: 1, maxLength: 10 }).filter((b) => /^[\x21-\x7e]+$/.test(b))),
      // Mostly well framed, so that most bodies reach the ticket's rules.
      header: fc.oneof({ weight: 8, arbitrary: fc.constant('plain' as const) }, { weight: 1, arbitrary: fc.constantFrom('quoted', 'none', 'other', 'empty') }),
      ending: fc.oneof({ weight: 8, arbitrary: fc.constant('closed' as const) }, { weight: 1, arbitrary: fc.constantFrom('open', 'truncated', 'epilogue', 'preamble') }),
      cut: fc.nat(),
      length: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom('exact' as const, 'none' as const) },
        { weight: 1, arbitrary: fc.constantFrom('short', 'long', 'garbage') },
      ),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(part, { maxLength: 6 }), framing, fc.boolean(), async (parts, f, withValidFields) => {
        // A member of their own: the tickets per hour would refuse before the body is read.
        const m = await addMember(t, { orgcodes: [org] });
        const pieces: Uint8Array[] = [];
        if (f.ending === 'preamble') pieces.push(encoder.encode('preamble text\r\n'));
        const all = [
          ...(withValidFields ? Object.entries(VALID['support ticket']!({ me: m, other, org, connection, chatId })).map(([name, value]) => ({ name, fileName: undefined, content: encoder.encode(String(value)), contentType: undefined })) : []),
          ...parts,
        ];
        for (const p of all) {
          const disposition = `form-data; name="${p.name}"${p.fileName === undefined ? '' : `; filename="${p.fileName}"`}`;
          pieces.push(encoder.encode(`--${f.boundary}\r\nContent-Disposition: ${disposition}\r\n${p.contentType ? `Content-Type: ${p.contentType}\r\n` : ''}\r\n`), p.content, encoder.encode('\r\n'));
        }
        if (f.ending !== 'open') pieces.push(encoder.encode(`--${f.boundary}--\r\n`));
        if (f.ending === 'epilogue') pieces.push(encoder.encode('trailing epilogue'));
        let bytes = Buffer.concat(pieces);
        if (f.ending === 'truncated') bytes = bytes.subarray(0, f.cut % (bytes.byteLength + 1));
        const contentType = {
          plain: `multipart/form-data; boundary=${f.boundary}`,
          quoted: `multipart/form-data; boundary="${f.boundary}"`,
          none: 'multipart/form-data',
          other: 'multipart/form-data; boundary=not-the-one',
          empty: 'multipart/form-data; boundary=',
        }[f.header];
        const headers: Record<string, string> = { 'content-type': contentType };
        if (f.length === 'exact') headers['content-length'] = String(bytes.byteLength);
        if (f.length === 'short') headers['content-length'] = String(Math.max(0, bytes.byteLength - 1 - (f.cut % 64)));
        if (f.length === 'long') headers['content-length'] = String(bytes.byteLength + 1 + (f.cut % 64));
        if (f.length === 'garbage') headers['content-length'] = ['abc', '-5', '1.5', ''][f.cut % 4]!;
        const chunked = f.length === 'none';
        const body = chunked
          ? new ReadableStream<Uint8Array>({
              start(controller) {
                for (let at = 0; at < bytes.byteLength; at += 7) controller.enqueue(bytes.subarray(at, at + 7));
                controller.close();
              },
            })
          : bytes;
        const res = await t.request(SUPPORT_TICKETS_PATH, { method: 'POST', token: m.token, headers, body, ...(chunked ? { duplex: 'half' } : {}) } as RequestInit);
        await expectClientOrSuccess(res, `multipart ${JSON.stringify(f)} ${JSON.stringify(all.map((p) => [p.name, p.fileName, p.content.byteLength]))}`);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('dbedit details with any field values', async () => {
    const fields = api.EDITABLE_PROFILE_FIELDS;
    const detailsArb = fc.dictionary(fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: fc.string({ maxLength: 6 }) }), valueArb(real), {
      minKeys: 1,
      maxKeys: 5,
    });
    await fc.assert(
      fc.asyncProperty(detailsArb, async (details) => {
        const res = await t.request(`${P}?type=dbedit`, {
          method: 'PUT',
          token: me.token,
          json: { id: me.memberId, email: me.email, details },
        });
        await expectClientOrSuccess(res, `dbedit ${JSON.stringify(details).slice(0, 300)}`);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('userSpecific with any query', async () => {
    const param = textArb(real);
    await fc.assert(
      fc.asyncProperty(
        fc.record({ memberId: param, email: param, alreadyViewed: param, extra: param }, { requiredKeys: [] }),
        fc.boolean(),
        async (query, withToken) => {
          const search = new URLSearchParams({ type: 'userSpecific', ...query });
          const res = await t.request(`${P}?${search}`, { method: 'POST', ...(withToken ? { token: me.token } : {}) });
          await expectClientOrSuccess(res, `userSpecific ${search}`);
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });

  it('any type, postType or method on the profile paths', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(P, api.CONNECTION_ANSWERS_PATH, api.PICTURE_PATH),
        fc.constantFrom('POST', 'PUT', 'GET', 'DELETE', 'PATCH'),
        fc.oneof(fc.string(), fc.constantFrom(...NASTY, ...api.PROFILE_POST_TYPES, ...api.PROFILE_PUT_TYPES)),
        valueArb(real),
        async (path, method, type, body) => {
          const key = path === api.CONNECTION_ANSWERS_PATH ? 'postType' : 'type';
          const res = await t.request(`${path}?${new URLSearchParams({ [key]: type })}`, {
            method,
            token: me.token,
            ...(method === 'GET' ? {} : { json: body ?? null }),
          });
          await expectClientOrSuccess(res, `${method} ${path} ${key}=${JSON.stringify(type)}`);
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });

  it('picture upload with any bytes and content type', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 64 }),
          fc.constantFrom(...Object.values(IMAGES)),
          fc.uint8Array({ maxLength: 16 }).map((tail) => new Uint8Array([...IMAGES.png.slice(0, 8), ...tail])),
        ),
        fc.oneof(
          fc.constantFrom('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml', 'application/octet-stream', 'text/plain', 'multipart/form-data', 'multipart/form-data; boundary=x', ''),
          fc.string(),
        ),
        fc.boolean(),
        async (bytes, contentType, withToken) => {
          const res = await t.request(api.PICTURE_PATH, {
            method: 'POST',
            ...(withToken ? { token: me.token } : {}),
            headers: contentType && /^[\t\x20-\x7e]*$/.test(contentType) ? { 'content-type': contentType } : {},
            body: bytes as Uint8Array<ArrayBuffer>,
          });
          await expectClientOrSuccess(res, `picture ${contentType} ${bytes.length} bytes`);
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });

  it('picture and avatar downloads with any id', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(api.PICTURE_PATH, api.AVATARS_PATH),
        fc.oneof(
          fc.string({ minLength: 1 }).filter(isStorableText).map(encodeURIComponent),
          fc.uuid(),
          fc.constantFrom(...NASTY.filter((v) => v && isStorableText(v)).map(encodeURIComponent)),
          // Already "encoded", some of it malformed.
          fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%ED%A0%80', 'preset-1.svg%00', '..%2F..%2Fetc'),
        ),
        async (base, id) => {
          const res = await t.request(`${base}/${id}`);
          await expectClientOrSuccess(res, `GET ${base}/${id}`);
          expect([200, 400, 404]).toContain(res.status);
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });
});
