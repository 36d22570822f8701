/**
 * Messages between colleagues over HTTP, on the app engine (harness.ts): the conversation list with unread counts, mentors and
 * mentees, statuses that only move forward (sent, delivered, read), the length limit, how fast a member may send, and
 * chats kept to their two members. The chat calls' basics are in profile.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '@kindred/contracts/api/profile-calls';
import { createTestServer, appEngines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { messagesReceived } from '../src/modules/messaging/repository.ts';
import { MESSAGES_PER_CHAT_MINUTE, MESSAGES_PER_MINUTE } from '../src/modules/messaging/index.ts';
import type { Queryable } from '../src/platform/db/types.ts';
import { addMember, addOrg, connect, json } from './profile-fixtures.ts';
import type { Member } from './profile-fixtures.ts';

const P = api.PROFILE_PATH;

describe.each(appEngines)('messaging on %s', (engine) => {
  let t: TestServer;
  let ada: Member;
  let grace: Member;
  let alan: Member;
  let eve: Member;
  let colleagueOnly: Member;

  const call = async (method: 'POST' | 'PUT', type: string, token: string | undefined, body?: unknown) =>
    t.request(`${P}?type=${type}`, { method, ...(token ? { token } : {}), ...(body !== undefined ? { json: body } : {}) });
  const ok = async <T>(res: Response): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as T;
  };
  const openChat = async (a: Member, b: Member) =>
    (await ok<{ chatId: string }>(await call('POST', 'chatId', a.token, { rId: b.memberId, sId: a.memberId }))).chatId;
  const send = async (from: Member, chatId: string, content: string) =>
    api.chatMessageSchema.parse(await ok(await call('POST', 'message', from.token, { chatId, content })));
  const list = async (who: Member) => api.chatListResponseSchema.parse(await ok(await call('POST', 'chat-list', who.token, {})));
  const chat = async (who: Member, chatId: string) => api.chatResponseSchema.parse(await ok(await call('POST', 'chat', who.token, { chatId })));

  beforeAll(async () => {
    t = await createTestServer({ engine });
    const org = await addOrg(t.db, { name: 'Messaging Org' });
    const other = await addOrg(t.db, { name: 'Elsewhere' });
    ada = await addMember(t, { orgcodes: [org], givenName: 'Ada', familyName: 'Lovelace' });
    grace = await addMember(t, { orgcodes: [org], givenName: 'Grace', familyName: 'Hopper' });
    alan = await addMember(t, { orgcodes: [org], givenName: 'Alan', familyName: 'Turing' });
    colleagueOnly = await addMember(t, { orgcodes: [org], givenName: 'Barbara', familyName: 'Liskov' });
    eve = await addMember(t, { orgcodes: [org], givenName: 'Eve', familyName: 'Third' });
    await addMember(t, { orgcodes: [other], givenName: 'Mallory', familyName: 'Outside' });
    await connect(t.db, ada, grace, { matchDateTime: new Date('2026-11-16T00:00:00.000Z') });
    await connect(t.db, ada, alan, { matchDateTime: new Date('2026-11-09T00:00:00.000Z') });
  });
  afterAll(() => t.close());

  it('lists connections and chat partners with the last message and unread counts', async () => {
    const before = await list(ada);
    expect(before.map((c) => c.fname).sort()).toEqual(['Alan', 'Grace']);
    expect(before.every((c) => c.isConnection && c.chatId === null && c.unreadCount === 0 && c.lastMessage === null)).toBe(true);
    // The archetype as every other screen names it ('The Traditionalist'), not as stored ('the traditionalist').
    for (const c of before) expect(c.archetype).toMatch(/^The [A-Z][a-z]+$/);

    const chatId = await openChat(ada, grace);
    await send(grace, chatId, 'Hi Ada');
    await send(grace, chatId, 'Coffee on Thursday?');
    const withChat = await list(ada);
    expect(withChat[0]).toMatchObject({
      fname: 'Grace',
      chatId,
      unreadCount: 2,
      lastMessage: { content: 'Coffee on Thursday?', isCurrentUser: false },
    });
    expect((await list(grace))[0]).toMatchObject({ fname: 'Ada', unreadCount: 0, lastMessage: { isCurrentUser: true } });

    await ok(await call('PUT', 'message-reset', ada.token, { id: ada.memberId, chatId }));
    expect((await list(ada)).find((c) => c.chatId === chatId)?.unreadCount).toBe(0);

    // A colleague one is not connected with appears once there is a chat, marked as no connection.
    const barbaraChat = await openChat(colleagueOnly, ada);
    await send(colleagueOnly, barbaraChat, 'Hello from Barbara');
    const third = (await list(ada)).find((c) => c.fname === 'Barbara');
    expect(third).toMatchObject({ isConnection: false, unreadCount: 1, connectionStrength: null });
  });

  it('moves a message from sent to delivered to read, never back', async () => {
    const chatId = await openChat(ada, alan);
    const sent = await send(ada, chatId, 'Are you free at 3?');
    expect(sent.status).toBe('sent');

    // Alan's client fetches the chat: delivered, not read.
    const alanView = await chat(alan, chatId);
    expect(alanView.unreadCount).toBe(1);
    const adaView = await chat(ada, chatId);
    expect(adaView.messages.find((m) => m.id === sent.id)?.status).toBe('delivered');
    expect(adaView.receipts).toEqual({ deliveredUpTo: sent.id, readUpTo: null });

    // Alan opens it: read, and latest-s3 tells Ada through its receipts even with nothing new.
    await ok(await call('PUT', 'message-reset', alan.token, { id: alan.memberId, chatId }));
    const latest = api.latestMessagesResponseSchema.parse(
      await ok(await call('POST', 'latest-s3', ada.token, { sEmail: ada.email, rEmail: alan.email, marker: sent.id })),
    );
    expect(latest.messages).toEqual([]);
    expect(latest.receipts).toEqual({ deliveredUpTo: sent.id, readUpTo: sent.id });

    // Fetching an older page again does not move anything back.
    await ok(await call('POST', 'latest-s3', alan.token, { sEmail: alan.email, rEmail: ada.email, marker: null }));
    await chat(alan, chatId);
    expect((await chat(ada, chatId)).messages.find((m) => m.id === sent.id)?.status).toBe('read');

    // A newer message starts at sent again, on its own; the earlier one stays read.
    const next = await send(ada, chatId, 'Or at 4?');
    const statuses = (await chat(ada, chatId)).messages.map((m) => [m.content, m.status]);
    expect(statuses).toEqual([
      ['Are you free at 3?', 'read'],
      ['Or at 4?', 'sent'],
    ]);
    // latest-s3 by the recipient delivers it.
    const fetched = await ok<{ messages: Array<{ id: string; status: string }> }>(
      await call('POST', 'latest-s3', alan.token, { sEmail: alan.email, rEmail: ada.email, marker: sent.id }),
    );
    expect(fetched.messages.map((m) => m.id)).toEqual([next.id]);
    expect((await chat(ada, chatId)).messages.at(-1)?.status).toBe('delivered');
  });

  it('keeps a conversation to its two members: a third member reads and writes nothing', async () => {
    const chatId = await openChat(ada, grace);
    await send(ada, chatId, 'Just between us');
    const attempts = [
      await call('POST', 'chat', eve.token, { chatId }),
      await call('POST', 'message', eve.token, { chatId, content: 'intruder' }),
      await call('PUT', 'message-reset', eve.token, { id: eve.memberId, chatId }),
    ];
    for (const res of attempts) {
      expect([403, 404]).toContain(res.status);
      expect(await res.text()).not.toContain('Just between us');
    }
    // latest-s3 only ever answers the caller's own chats: Eve asking about Ada and Grace is refused (not her e-mail).
    const spoof = await call('POST', 'latest-s3', eve.token, { sEmail: ada.email, rEmail: grace.email, marker: null });
    expect([403, 404]).toContain(spoof.status);
    // Eve's own view of Ada has no chat, so nothing.
    const own = await ok<{ messages: unknown[] }>(await call('POST', 'latest-s3', eve.token, { sEmail: eve.email, rEmail: ada.email, marker: null }));
    expect(own.messages).toEqual([]);
    expect((await list(eve)).map((c) => c.fname)).toEqual([]);
    const stored = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM chat_messages WHERE content = 'intruder'`);
    expect(stored.rows[0]?.n).toBe(0);
  });

  it('takes a message of up to 4,000 characters and refuses a longer one with a clear error', async () => {
    expect(api.CHAT_MESSAGE_MAX).toBe(4000);
    const chatId = await openChat(ada, grace);
    const longest = await send(ada, chatId, 'a'.repeat(4000));
    expect(longest.content).toHaveLength(4000);
    const tooLong = await call('POST', 'message', ada.token, { chatId, content: 'a'.repeat(4001) });
    expect(tooLong.status).toBe(400);
    expect((await json(tooLong)).error).toBe('content must be at most 4000 characters');
    const blank = await call('POST', 'message', ada.token, { chatId, content: '   ' });
    expect(blank.status).toBe(400);
    expect((await json(blank)).error).toBe('Missing required parameter: content');
  });

  it('limits how fast a member sends: per chat and in all, with the 429 and words the rest of the product uses', async () => {
    const org = await addOrg(t.db, { name: 'Chatty Org' });
    const [sender, first, second, third] = await Promise.all(
      ['Sam', 'Fay', 'Gus', 'Hal'].map((givenName) => addMember(t, { orgcodes: [org], givenName, familyName: 'Limit' })),
    );
    for (const other of [first!, second!, third!]) await connect(t.db, sender!, other);
    const chats = [await openChat(sender!, first!), await openChat(sender!, second!), await openChat(sender!, third!)];
    const count = async (chatId: string) =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages WHERE chat_id = $1', [chatId])).rows[0]!.n;

    // One chat takes MESSAGES_PER_CHAT_MINUTE a minute; the next is refused, and not stored.
    for (let i = 0; i < MESSAGES_PER_CHAT_MINUTE; i++) await send(sender!, chats[0]!, `one ${i}`);
    const refused = await call('POST', 'message', sender!.token, { chatId: chats[0], content: 'one too many' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await json(refused)).error).toBe('Too many requests. Please wait a moment and try again.');
    expect(await count(chats[0]!)).toBe(MESSAGES_PER_CHAT_MINUTE);
    // Other chats go on, up to MESSAGES_PER_MINUTE in all.
    for (let i = MESSAGES_PER_CHAT_MINUTE; i < MESSAGES_PER_MINUTE; i++) await send(sender!, chats[1 + (i % 2)]!, `more ${i}`);
    expect((await call('POST', 'message', sender!.token, { chatId: chats[2], content: 'over the total' })).status).toBe(429);
    // The others in the chat are not held back by the sender's limit.
    await send(first!, chats[0]!, 'a reply');
    // A minute on, the sender may write again.
    t.clock.advance(61_000);
    await send(sender!, chats[0]!, 'a minute later');
  });

  it("reads home's messages received through the member's chats, not every message: no sequential scan of 100,000", async () => {
    const org = await addOrg(t.db, { name: 'Busy Org' });
    const [reader, friend, loud, louder] = await Promise.all(
      ['Rea', 'Fri', 'Lou', 'Lad'].map((givenName) => addMember(t, { orgcodes: [org], givenName, familyName: 'Feed' })),
    );
    await connect(t.db, reader!, friend!);
    await connect(t.db, loud!, louder!);
    const mine = await openChat(reader!, friend!);
    await send(friend!, mine, 'For you');
    // A chat the reader has nothing to do with, with 100,000 messages.
    const theirs = await openChat(loud!, louder!);
    await t.db.query(
      `INSERT INTO chat_messages (chat_id, sender_id, content) SELECT $1, $2, 'noise ' || n FROM generate_series(1, 100000) AS n`,
      [theirs, loud!.userId],
    );
    await t.db.query('ANALYZE chat_messages');
    await t.db.query('ANALYZE chats');
    // The feed's own query, explained.
    const plans: string[] = [];
    const explaining = {
      query: async (sql: string, params?: unknown[]) => {
        const { rows } = await t.db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
        plans.push(JSON.stringify(rows[0]!['QUERY PLAN']));
        return { rows: [], rowCount: 0 };
      },
    } as unknown as Queryable;
    await messagesReceived(explaining, reader!.userId, 10);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toContain('"Relation Name":"chat_messages"');
    expect(plans[0]).not.toMatch(/"Seq Scan"[^}]*"Relation Name":"chat_messages"/);
    // And it answers what it should.
    expect((await messagesReceived(t.db, reader!.userId, 10)).map((message) => message.content)).toEqual(['For you']);
  });

  it('names a connection mentor or mentee, and refuses anyone else', async () => {
    const set = await ok(await call('PUT', 'relationship', ada.token, { memberId: grace.memberId, relationship: 'mentor' }));
    expect(set).toEqual({ memberId: grace.memberId, relationship: 'mentor' });
    await ok(await call('PUT', 'relationship', ada.token, { memberId: alan.memberId, relationship: 'mentee' }));
    let mine = await list(ada);
    expect(mine.find((c) => c.fname === 'Grace')?.relationship).toBe('mentor');
    expect(mine.find((c) => c.fname === 'Alan')?.relationship).toBe('mentee');
    // It is Ada's word only: Grace's list is unchanged.
    expect((await list(grace)).find((c) => c.fname === 'Ada')?.relationship).toBeNull();

    expect(await ok(await call('PUT', 'relationship', ada.token, { memberId: grace.memberId, relationship: 'none' }))).toEqual({
      memberId: grace.memberId,
      relationship: null,
    });
    mine = await list(ada);
    expect(mine.find((c) => c.fname === 'Grace')?.relationship).toBeNull();

    const notConnected = await call('PUT', 'relationship', ada.token, { memberId: colleagueOnly.memberId, relationship: 'mentor' });
    expect(notConnected.status).toBe(404);
    expect((await json(notConnected)).error).toBe('You can only name one of your connections as a mentor or mentee');
    const unknown = await call('PUT', 'relationship', ada.token, { memberId: 'no-such-member', relationship: 'mentor' });
    expect(unknown.status).toBe(404);
    const self = await call('PUT', 'relationship', ada.token, { memberId: ada.memberId, relationship: 'mentee' });
    expect(self.status).toBe(400);
    const wrong = await call('PUT', 'relationship', ada.token, { memberId: grace.memberId, relationship: 'boss' });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).error).toBe("relationship must be 'mentor', 'mentee' or 'none'");
    const missing = await call('PUT', 'relationship', ada.token, { memberId: grace.memberId });
    expect((await json(missing)).error).toBe('Missing required parameter: relationship');
  });

  it('answers bad input with a 4xx, never a 500', async () => {
    const bodies: unknown[] = [
      undefined,
      null,
      [],
      'text',
      42,
      { chatId: 42 },
      { chatId: 'x'.repeat(65) },
      { chatId: '00000000-0000-0000-0000-000000000000' },
      { memberId: ['a'] },
      { memberId: '\u0000' },
      { memberId: 'x'.repeat(300), relationship: 'mentor' },
      { relationship: { $ne: 1 } },
      { sEmail: ada.email, rEmail: grace.email, marker: '99999999999999999999' },
      { sEmail: ada.email, rEmail: grace.email, marker: -1 },
      { chatId: '00000000-0000-0000-0000-000000000000', content: 'hi' },
    ];
    const calls: Array<['POST' | 'PUT', string]> = [
      ['POST', 'chat'],
      ['POST', 'message'],
      ['POST', 'latest-s3'],
      ['POST', 'chat-list'],
      ['PUT', 'relationship'],
      ['PUT', 'message-reset'],
    ];
    for (const [method, type] of calls) {
      for (const body of bodies) {
        const res = await call(method, type, ada.token, body);
        expect(res.status, `${method} ${type} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
      const raw = await t.request(`${P}?type=${type}`, { method, token: ada.token, body: '{"broken', headers: { 'Content-Type': 'application/json' } });
      expect(raw.status).toBe(400);
      expect((await call(method, type, undefined, {})).status).toBe(401);
    }
  });
});
