/**
 * Link's endpoint with a scripted provider: the reply whole and streamed, limits per member shared by two
 * instances, the facts rebuilt from our data whatever the client claims, timeouts and provider failures in the
 * specification's words, and feedback on one's own replies only.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADVISOR_CHAT_PATH,
  ADVISOR_FEEDBACK_PATH,
  ADVISOR_MESSAGES,
  ADVISOR_SECRET_HEADER,
  createStreamEventParser,
  type AdvisorStreamEvent,
} from '@kindred/contracts/api/advisor';
import { ProviderError } from '../src/modules/advisor/index.ts';
import type { AdvisorFacts, AdvisorProvider, ProviderRequest, ReplyChunk } from '../src/modules/advisor/index.ts';
import { createTestServer, appEngines, type TestServer } from './harness.ts';
import { addMember, addOrg, connect, json, type Member } from './profile-fixtures.ts';

type Script = (request: ProviderRequest) => AsyncIterable<ReplyChunk>;

const hello: Script = async function* () {
  yield { type: 'text', text: 'Hello ' };
  yield { type: 'link', link: { kind: 'activities-page', label: 'Activities' } };
  yield { type: 'text', text: 'there.' };
};

function scriptedProvider() {
  const state = { script: hello, requests: [] as ProviderRequest[] };
  const provider: AdvisorProvider = {
    name: 'builtin',
    reply(request) {
      state.requests.push(request);
      return state.script(request);
    },
  };
  return { provider, state };
}

const ask = (content: string, extra: Record<string, unknown> = {}) => ({
  messages: [{ role: 'user', content }],
  chatMode: 'popup',
  ...extra,
});

async function events(res: Response): Promise<AdvisorStreamEvent[]> {
  const parse = createStreamEventParser();
  return parse(await res.text());
}

describe.each(appEngines)('advisor on %s', (engine) => {
  let t: TestServer;
  let second: TestServer;
  const scripted = scriptedProvider();
  let orgcode: string;
  let me: Member;
  let colleague: Member;
  let stranger: Member;

  beforeAll(async () => {
    t = await createTestServer({ engine, advisorProvider: scripted.provider });
    // A second instance on the same database: limits must be shared.
    second = await createTestServer({ db: t.db, clock: t.clock, advisorProvider: scripted.provider });
    orgcode = await addOrg(t.db, { name: 'Acme' });
    const otherOrg = await addOrg(t.db, { name: 'Elsewhere' });
    colleague = await addMember(t, { orgcodes: [orgcode], givenName: 'grace', familyName: 'hopper', details: { interests: ['Chess', 'Jazz'] } });
    stranger = await addMember(t, { orgcodes: [otherOrg], givenName: 'mallory', familyName: 'secret' });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });
  /** A member of their own for each test, so that limits counted by one test do not reach another. */
  /** Keeps `zone` with the member's working hours, as the calendar does. */
  async function keepTimeZone(member: Member, zone: string) {
    await t.db.query(`INSERT INTO calendar_schedules (user_id, time_zone) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET time_zone = $2`, [
      member.userId,
      zone,
    ]);
  }

  async function freshMember(): Promise<Member> {
    const member = await addMember(t, { orgcodes: [orgcode], givenName: 'ada', familyName: 'lovelace' });
    await connect(t.db, member, colleague);
    return member;
  }

  beforeEach(async () => {
    scripted.state.script = hello;
    scripted.state.requests = [];
    t.config.advisor.timeoutMs = { popup: 25_000, insights: 30_000 };
    me = await freshMember();
  });

  it('answers the whole reply with its links as data', async () => {
    const res = await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: ask('Hi') });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ response: 'Hello there.', links: [{ kind: 'activities-page', label: 'Activities' }], provider: 'builtin', model: 'flash' });
    expect(body.messageId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('streams server-sent events: start, deltas in order, links, done', async () => {
    const res = await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: ask('Hi', { stream: true }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const list = await events(res);
    expect(list.map((e) => e.event)).toEqual(['start', 'delta', 'delta', 'links', 'done']);
    expect(list.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text).join('')).toBe('Hello there.');
    expect(list[3]).toEqual({ event: 'links', data: { links: [{ kind: 'activities-page', label: 'Activities' }] } });
  });

  it('streams when the client asks with Accept: text/event-stream', async () => {
    const res = await t.request(ADVISOR_CHAT_PATH, {
      method: 'POST',
      token: me.token,
      headers: { Accept: 'text/event-stream' },
      json: ask('Hi'),
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect((await events(res)).at(-1)?.event).toBe('done');
  });

  it('refuses without a token, with a forged one, and trusts no shared secret alone', async () => {
    expect((await t.request(ADVISOR_CHAT_PATH, { method: 'POST', json: ask('Hi') })).status).toBe(401);
    expect((await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: `${me.token.slice(0, -4)}AAAA`, json: ask('Hi') })).status).toBe(401);
    const secretOnly = await t.request(ADVISOR_CHAT_PATH, { method: 'POST', headers: { [ADVISOR_SECRET_HEADER]: 'anything' }, json: ask('Hi') });
    expect(secretOnly.status).toBe(401);
    expect(scripted.state.requests).toHaveLength(0);
  });

  it.each([
    [{ messages: [], chatMode: 'popup' }, 'Missing required parameter: messages'],
    [{ messages: [{ role: 'assistant', content: 'Hi' }], chatMode: 'popup' }, ADVISOR_MESSAGES.lastMessage],
    [{ messages: [{ role: 'user', content: '   ' }], chatMode: 'popup' }, ADVISOR_MESSAGES.lastMessage],
    [{ messages: [{ role: 'user', content: 'Hi' }], chatMode: 'chat' }, "chatMode must be 'popup' or 'insights'"],
    [{ messages: [{ role: 'user', content: 'Hi' }], chatMode: 'insights', model: 'ultra' }, "model must be 'flash' or 'pro'"],
    [{ messages: [{ role: 'user', content: 'x'.repeat(4001) }], chatMode: 'popup' }, 'content must be at most 4000 characters'],
    [{ messages: Array.from({ length: 12 }, () => ({ role: 'user', content: 'Hi' })), chatMode: 'insights' }, 'messages must have at most 11 entries'],
    [{ messages: [{ role: 'user', content: 'Hi' }], chatMode: 'popup', maxTokens: 5000 }, 'maxTokens must be at most 1000'],
  ])('answers 400 with a clear message to a bad request (%#)', async (body, message) => {
    const res = await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: body });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toContain(message);
    expect(scripted.state.requests).toHaveLength(0);
  });

  it('rebuilds the facts from our data: a forged context names nobody else and changes nothing about people', async () => {
    const forged = {
      currentPage: '/activities',
      timezone: 'Europe/Lisbon',
      user: { id: stranger.userId, name: 'Mallory Secret', email: stranger.email },
      connections: { total: 99, recentlyViewed: [{ id: stranger.memberId, name: 'Mallory Secret' }] },
      personality: { extraversion: 1 },
      pageContext: { type: 'activity', title: 'Magic Questions' },
    };
    const res = await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: ask('Who should I meet?', { context: forged }) });
    expect(res.status).toBe(200);
    const facts: AdvisorFacts = scripted.state.requests[0]!.facts;
    expect(facts.member).toMatchObject({ userId: me.userId, memberId: me.memberId, firstName: 'Ada', fullName: 'Ada Lovelace' });
    expect(facts.organization).toEqual({ id: orgcode, name: 'Acme' });
    expect(facts.connections.map((c) => c.name)).toEqual(['Grace Hopper']);
    expect(facts.connections[0]!.sharedInterests).toEqual(['Chess']);
    expect(facts.member.traits!.extraversion).not.toBe(1);
    expect(JSON.stringify(facts)).not.toContain('Mallory');
    expect(JSON.stringify(facts)).not.toContain(stranger.memberId);
    // What the hint may say: the page and what was handed over from it, and the zone.
    expect(facts.page).toEqual({ currentPage: '/activities', pageContext: { type: 'activity', title: 'Magic Questions', description: null, category: null } });
    expect(facts.timeZone).toBe('Europe/Lisbon');
    expect(facts.calendar).toEqual({ connected: false, upcoming: [], freeSlots: [] });
  });

  it('sends the provider the prior turns of the mode and the question, and the popup at most 500 tokens', async () => {
    const messages = Array.from({ length: 11 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `turn ${i}` }));
    const res = await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: { messages, chatMode: 'popup' } });
    expect(res.status).toBe(200);
    const request = scripted.state.requests[0]!;
    expect(request.messages.map((m) => m.content)).toEqual(messages.slice(-9).map((m) => m.content));
    expect(request.maxTokens).toBe(500);
    expect(request.model).toBe('flash');
  });

  it('keeps a minimum gap between two questions, across both instances', async () => {
    expect((await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: ask('One') })).status).toBe(200);
    t.clock.advance(1000);
    const refused = await second.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: ask('Two') });
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({ error: ADVISOR_MESSAGES.rateLimited, code: 'AI_RATE_LIMITED' });
    expect(refused.headers.get('retry-after')).toBe('1');
    // Another member is not held up.
    const other = await freshMember();
    expect((await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: other.token, json: ask('Hi') })).status).toBe(200);
    t.clock.advance(1000);
    expect((await second.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: ask('Two') })).status).toBe(200);
  });

  it('allows 6 popup questions a minute per member, counted by both instances, and the insights models apart', async () => {
    // Start of a minute window, so all seven fall in one.
    t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / 60_000) * 60_000 + 60_000));
    me = await freshMember();
    for (let i = 0; i < 6; i++) {
      const instance = i % 2 ? second : t;
      expect((await instance.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: ask(`Q${i}`) })).status).toBe(200);
      t.clock.advance(2100);
    }
    const seventh = await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: ask('Q7') });
    expect(seventh.status).toBe(429);
    expect((await json(seventh)).error).toBe(ADVISOR_MESSAGES.rateLimited);
    t.clock.advance(2100);
    const insights = await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: ask('Q8', { chatMode: 'insights' }) });
    expect(insights.status).toBe(200);
  });

  it('holds five insights questions to any 60 s, across a minute of the clock: the sixth waits for the first to be a minute old', async () => {
    // Half way through a clock minute (the audit: six passed within 13 s where five a minute is the rule).
    const first = Math.ceil(t.clock.now().getTime() / 60_000) * 60_000 + 30_000;
    const at = (seconds: number) => t.clock.set(new Date(first + seconds * 1000));
    me = await freshMember();
    const flash = (i: number) => ask(`Q${i}`, { chatMode: 'insights' });
    for (const [i, seconds] of [0, 10, 20, 30, 50].entries()) {
      at(seconds);
      const instance = i % 2 ? second : t;
      expect((await instance.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: flash(i) })).status, `at ${seconds} s`).toBe(200);
    }
    at(59);
    const sixth = await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: flash(6) });
    expect(sixth.status).toBe(429);
    expect(await json(sixth)).toMatchObject({ error: ADVISOR_MESSAGES.rateLimited, code: 'AI_RATE_LIMITED' });
    expect(sixth.headers.get('retry-after')).toBe('1');
    at(60);
    expect((await second.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: flash(7) })).status).toBe(200);
    // The next place is the second question's, at 70 s.
    at(62.5);
    const eighth = await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: flash(8) });
    expect(eighth.status).toBe(429);
    expect(eighth.headers.get('retry-after')).toBe('8');
  });

  it("limits questions per day of the member's own calendar, with the specification's words", async () => {
    const daily = t.config.advisor.daily;
    daily['gemini-insights-flash'] = 2;
    second.config.advisor.daily['gemini-insights-flash'] = 2;
    try {
      // 20:00 in Lisbon (winter, UTC+0): four hours left in the member's day.
      t.clock.set(new Date('2031-01-15T20:00:00Z'));
      me = await freshMember();
      await keepTimeZone(me, 'Europe/Lisbon');
      const body = ask('Q', { chatMode: 'insights', context: { timezone: 'Europe/Lisbon' } });
      expect((await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: body })).status).toBe(200);
      t.clock.advance(3000);
      expect((await second.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: body })).status).toBe(200);
      t.clock.advance(3000);
      const refused = await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: body });
      expect(refused.status).toBe(429);
      expect(await json(refused)).toMatchObject({ error: 'Daily limit reached (2 per day). Resets in 4 hours.', code: 'DAILY_LIMIT' });
      // The popup has its own count.
      t.clock.advance(3000);
      expect((await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: ask('P') })).status).toBe(200);
      // The day is the member's, whatever zone the request names: another zone opens no new day.
      for (const timezone of ['Asia/Tokyo', 'Pacific/Kiritimati', 'America/Los_Angeles', 'UTC', undefined]) {
        t.clock.advance(61_000);
        const elsewhere = ask('Q', { chatMode: 'insights', context: timezone ? { timezone } : {} });
        const answer = await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: elsewhere });
        expect(answer.status, String(timezone)).toBe(429);
        expect(await json(answer)).toMatchObject({ code: 'DAILY_LIMIT' });
      }
      // A member whose working hours are kept in Tokyo: at 20:00 UTC it is 05:00 there, and their day has 19 hours
      // left, though the request says Lisbon.
      const tokyo = await freshMember();
      await keepTimeZone(tokyo, 'Asia/Tokyo');
      for (let i = 0; i < 2; i++) {
        expect((await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: tokyo.token, json: body })).status).toBe(200);
        t.clock.advance(3000);
      }
      expect((await json(await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: tokyo.token, json: body }))).error).toMatch(
        /^Daily limit reached \(2 per day\)\. Resets in 1[89] hours\.$/,
      );
      // At the end of the day, a member at their limit asks again just after midnight in Lisbon.
      t.clock.set(new Date('2031-01-16T23:59:40Z'));
      me = await freshMember();
      await keepTimeZone(me, 'Europe/Lisbon');
      for (let i = 0; i < 2; i++) {
        expect((await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: body })).status).toBe(200);
        t.clock.advance(2100);
      }
      const late = await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: body });
      expect((await json(late)).error).toBe('Daily limit reached (2 per day). Resets in 1 hours.');
      t.clock.set(new Date('2031-01-17T00:00:05Z'));
      expect((await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: body })).status).toBe(200);
    } finally {
      daily['gemini-insights-flash'] = 25;
      second.config.advisor.daily['gemini-insights-flash'] = 25;
    }
  });

  it('blocks the pro model by default (its daily limit is 0), without asking the provider', async () => {
    const res = await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: ask('Deep question', { chatMode: 'insights', model: 'pro' }) });
    expect(res.status).toBe(429);
    expect((await json(res)).error).toMatch(/^Daily limit reached \(0 per day\)\. Resets in \d+ hours\.$/);
    expect(scripted.state.requests).toHaveLength(0);
  });

  it.each([
    [new ProviderError('rate-limited', 'busy', 7), 429, ADVISOR_MESSAGES.rateLimited],
    [new ProviderError('unavailable', 'down'), 502, ADVISOR_MESSAGES.unavailable],
    [new ProviderError('empty', 'nothing'), 502, ADVISOR_MESSAGES.empty],
    [new ProviderError('timeout', 'slow'), 504, ADVISOR_MESSAGES.timedOut],
    [new Error('unexpected'), 502, ADVISOR_MESSAGES.unavailable],
  ])("answers a provider's failure before any text in the specification's words (%#)", async (error, status, message) => {
    scripted.state.script = async function* () {
      yield* [];
      throw error;
    };
    for (const stream of [false, true]) {
      t.clock.advance(2100);
      const res = await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: ask('Hi', { stream }) });
      expect(res.status).toBe(status);
      expect((await json(res)).error).toBe(message);
    }
  });

  it('an empty reply is "Received empty response from AI service"', async () => {
    scripted.state.script = async function* () {
      yield { type: 'text', text: '  ' };
    };
    const res = await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: ask('Hi') });
    expect(res.status).toBe(502);
    expect((await json(res)).error).toBe(ADVISOR_MESSAGES.empty);
  });

  it('ends a stream that breaks after some text with an error event', async () => {
    scripted.state.script = async function* () {
      yield { type: 'text', text: 'Part one. ' };
      throw new ProviderError('unavailable', 'gone');
    };
    const list = await events(await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: ask('Hi', { stream: true }) }));
    expect(list.map((e) => e.event)).toEqual(['start', 'delta', 'error']);
    expect(list[2]).toEqual({ event: 'error', data: { error: ADVISOR_MESSAGES.unavailable, code: 'AI_UNAVAILABLE' } });
  });

  it("times out a provider that does not answer in the mode's time", async () => {
    t.config.advisor.timeoutMs = { popup: 50, insights: 50 };
    let stopped = false;
    scripted.state.script = (request) => ({
      [Symbol.asyncIterator]: () => ({
        next: () =>
          new Promise<IteratorResult<ReplyChunk>>((resolve) => {
            request.signal.addEventListener('abort', () => {
              stopped = true;
              resolve({ done: true, value: undefined });
            });
          }),
      }),
    });
    const res = await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: ask('Hi', { stream: true }) });
    expect(res.status).toBe(504);
    expect((await json(res)).error).toBe(ADVISOR_MESSAGES.timedOut);
    expect(stopped).toBe(true);
  });

  it('records feedback on your own reply, and finds no reply of another member', async () => {
    const reply = await json(await t.request(ADVISOR_CHAT_PATH, { method: 'POST', token: me.token, json: ask('Hi') }));
    const messageId = reply.messageId as string;
    const liked = await t.request(ADVISOR_FEEDBACK_PATH, { method: 'POST', token: me.token, json: { messageId, feedback: 'like', chatMode: 'popup', currentPage: '/' } });
    expect(liked.status).toBe(201);
    expect(await json(liked)).toEqual({ messageId, feedback: 'like' });
    const changed = await t.request(ADVISOR_FEEDBACK_PATH, { method: 'POST', token: me.token, json: { messageId, feedback: 'dislike' } });
    expect(await json(changed)).toEqual({ messageId, feedback: 'dislike' });
    const { rows } = await t.db.query<{ feedback: string }>('SELECT feedback FROM advisor_feedback WHERE reply_id = $1', [messageId]);
    expect(rows).toEqual([{ feedback: 'dislike' }]);

    const other = await freshMember();
    const theirs = await t.request(ADVISOR_FEEDBACK_PATH, { method: 'POST', token: other.token, json: { messageId, feedback: 'like' } });
    expect(theirs.status).toBe(404);
    expect((await json(theirs)).error).toBe(ADVISOR_MESSAGES.replyNotFound);
    for (const bad of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await t.request(ADVISOR_FEEDBACK_PATH, { method: 'POST', token: me.token, json: { messageId: bad, feedback: 'like' } })).status).toBe(404);
    }
    const invalid = await t.request(ADVISOR_FEEDBACK_PATH, { method: 'POST', token: me.token, json: { messageId, feedback: 'love' } });
    expect(invalid.status).toBe(400);
    expect((await json(invalid)).error).toBe("feedback must be 'like' or 'dislike'");
    const after = await t.db.query<{ feedback: string }>('SELECT feedback FROM advisor_feedback WHERE reply_id = $1', [messageId]);
    expect(after.rows).toEqual([{ feedback: 'dislike' }]);
  });
});
