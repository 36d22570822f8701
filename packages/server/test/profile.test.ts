/**
 * The profile API over HTTP, on the app engine (harness.ts): every call of the
 * specification's tables (docs/product.md#the-calls) and our additions, with the answers
 * checked against their contracts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '@kindred/contracts/api/profile-calls';
import { connectionStrength, rawHexacoToScores } from '@kindred/contracts/domain/hexaco';
import * as connectionsRepo from '../src/modules/connections/repository.ts';
import * as organizationsRepo from '../src/modules/organizations/repository.ts';
import * as repo from '../src/modules/profile/repository.ts';
import { createTestServer, appEngines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { IMAGES, addMember, addOrg, chatBetween, connect, joinCodeOf, json } from './profile-fixtures.ts';
import type { Connection, Member } from './profile-fixtures.ts';

const P = api.PROFILE_PATH;

describe.each(appEngines)('profile API on %s', (engine) => {
  let t: TestServer;
  let openOrg: string;
  let closedOrg: string;
  let otherOrg: string;
  let me: Member;
  let colleague: Member;
  let colleague2: Member;
  let outsider: Member;
  let outsiderFriend: Member;
  let recent: Connection;
  let older: Connection;
  let foreign: Connection;

  const post = (path: string, token: string | undefined, body?: unknown) =>
    t.request(path, { method: 'POST', ...(token ? { token } : {}), ...(body !== undefined ? { json: body } : {}) });
  const put = (path: string, token: string | undefined, body?: unknown) =>
    t.request(path, { method: 'PUT', ...(token ? { token } : {}), ...(body !== undefined ? { json: body } : {}) });

  beforeAll(async () => {
    t = await createTestServer({ engine });
    openOrg = await addOrg(t.db, { name: 'Open Org' });
    closedOrg = await addOrg(t.db, { name: 'Closed Org', isUsersOpen: false, showCommunityPage: false });
    otherOrg = await addOrg(t.db, { name: 'Other Org' });
    me = await addMember(t, { orgcodes: [openOrg, closedOrg], givenName: 'Ada', familyName: 'Lovelace' });
    colleague = await addMember(t, {
      orgcodes: [openOrg, closedOrg],
      givenName: 'Grace',
      familyName: 'Hopper',
      hexaco: { honesty: 10, neuroticism: 20, extraversion: 25, agreeableness: 8, conscientiousness: 12, openness: 29 },
      details: { interests: ['Sailing', 'Chess', 'Jazz', 'Pottery', 'Cycling', 'Baking'], city: 'Arlington' },
    });
    colleague2 = await addMember(t, { orgcodes: [openOrg], givenName: 'Alan', familyName: 'Turing' });
    outsider = await addMember(t, { orgcodes: [otherOrg], givenName: 'Eve', familyName: 'Outside' });
    outsiderFriend = await addMember(t, { orgcodes: [otherOrg], givenName: 'Mallory', familyName: 'Outside' });
    recent = await connect(t.db, me, colleague, { matchDateTime: new Date('2026-11-16T00:00:00.000Z') });
    older = await connect(t.db, me, colleague2, { matchDateTime: new Date('2026-11-09T00:00:00.000Z'), viewed: true });
    foreign = await connect(t.db, outsider, outsiderFriend);
  });
  afterAll(() => t.close());

  describe('POST ?type=userSpecific', () => {
    const url = (memberId: string, email: string) =>
      `${P}?type=userSpecific&memberId=${encodeURIComponent(memberId)}&alreadyViewed=true&email=${encodeURIComponent(email)}`;

    it('answers the caller their whole profile', async () => {
      const res = await post(url(me.memberId, me.email), me.token);
      expect(res.status).toBe(200);
      const profile = api.userProfileSchema.parse(await res.json());
      expect(profile.id).toBe(me.memberId);
      expect(profile.isSelf).toBe(true);
      expect(profile.user).toMatchObject({ fname: 'Ada', lname: 'Lovelace', email: me.email });
      expect(profile.hexaco).toEqual(me.hexaco);
      expect(profile.archetype).toMatch(/^the /);
      expect(profile.orgcode.sort()).toEqual([openOrg, closedOrg].sort());
      expect(profile.organizations.map((org) => org.orgname).sort()).toEqual(['Closed Org', 'Open Org']);
      expect(profile.connectionIds).toEqual([recent.id, older.id]);
      expect(profile.city).toBe('Lisbon');
      expect(profile.interests).toEqual(['Chess', 'Running']);
      expect(profile.favoriteThings).toEqual([]);
      expect(profile.dobday).toBeNull();
    });

    it('reads the own profile in one query with the same rows as the separate reads', async () => {
      const bare = await t.createUser({ givenName: 'No', familyName: 'Profile' });
      for (const userId of [me.userId, colleague.userId, colleague2.userId, outsider.userId, bare.user.id]) {
        const [profile, organizations, connectionIds] = await Promise.all([
          repo.findProfile(t.db, userId),
          organizationsRepo.organizationsOf(t.db, userId),
          connectionsRepo.connectionIdsOf(t.db, userId),
        ]);
        expect(await repo.findOwnProfile(t.db, userId)).toEqual({ profile, organizations, connectionIds });
      }
      expect(await repo.findOwnProfile(t.db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    });

    it('reads the e-mail case-insensitively', async () => {
      const res = await post(url(me.memberId, me.email.toUpperCase()), me.token);
      expect(res.status).toBe(200);
      expect((await json(res)).isSelf).toBe(true);
    });

    it("answers a colleague's profile without their connections, with shared organisations only", async () => {
      await addOrg(t.db).then((code) => t.db.query(`INSERT INTO memberships (orgcode, user_id) VALUES ($1, $2)`, [code, colleague.userId]));
      const res = await post(url(me.memberId, colleague.email), me.token);
      expect(res.status).toBe(200);
      const profile = api.userProfileSchema.parse(await res.json());
      expect(profile.id).toBe(colleague.memberId);
      expect(profile.isSelf).toBe(false);
      expect(profile.connectionIds).toEqual([]);
      expect(profile.orgcode.sort()).toEqual([openOrg, closedOrg].sort());
    });

    it('hides members outside the caller’s organisations and connections (404)', async () => {
      const res = await post(url(me.memberId, outsider.email), me.token);
      expect(res.status).toBe(404);
      expect(await json(res)).toMatchObject({ error: 'User profile not found' });
      const unknown = await post(url(me.memberId, 'nobody@example.test'), me.token);
      expect(unknown.status).toBe(404);
    });

    it("refuses another member's id as the caller (403)", async () => {
      const res = await post(url(colleague.memberId, colleague.email), me.token);
      expect(res.status).toBe(403);
    });

    it("says 'User ID and email are required' when one is missing", async () => {
      for (const path of [
        `${P}?type=userSpecific&memberId=${me.memberId}`,
        `${P}?type=userSpecific&email=${me.email}`,
        `${P}?type=userSpecific&memberId=&email=`,
      ]) {
        const res = await post(path, me.token);
        expect(res.status).toBe(400);
        expect((await json(res)).error).toBe('User ID and email are required');
      }
    });

    it('needs a type, and a known one', async () => {
      const missing = await post(P, me.token);
      expect(missing.status).toBe(400);
      expect((await json(missing)).error).toBe('Missing required parameter: type');
      const unknown = await post(`${P}?type=everything`, me.token);
      expect(unknown.status).toBe(400);
      expect((await json(unknown)).error).toMatch(/^type must be one of/);
    });

    it('needs a token (401)', async () => {
      const res = await post(url(me.memberId, me.email), undefined);
      expect(res.status).toBe(401);
    });
  });

  describe('POST ?type=connections', () => {
    it('answers the connection records, most recent first, from the caller’s side', async () => {
      const res = await post(`${P}?type=connections`, me.token, {
        memberId: me.memberId,
        connectionIds: [older.id, recent.id],
        isTopConnections: false,
      });
      expect(res.status).toBe(200);
      const records = api.connectionsResponseSchema.parse(await res.json());
      expect(records.map((r) => r.connectionItems.id)).toEqual([recent.id, older.id]);
      const first = records[0]!;
      expect(first.connectionItems.connectionStrength).toBe(recent.strength);
      expect(first.connectionItems.connectionStrength).toBe(
        connectionStrength(rawHexacoToScores(me.hexaco!), rawHexacoToScores(colleague.hexaco!)),
      );
      expect(first.connectionItems.matchDateTime).toBe(recent.matchDateTime);
      expect(first.connectionItems.viewed).toBe(false);
      expect([first.connectionItems.members.member1, first.connectionItems.members.member2].sort()).toEqual(
        [me.memberId, colleague.memberId].sort(),
      );
      expect(first.connectionDetails).toMatchObject({
        id: colleague.memberId,
        user: { fname: 'Grace', lname: 'Hopper', email: colleague.email, profile_picture_url: null },
      });
      expect(records[1]!.connectionItems.viewed).toBe(true);
    });

    it('keeps the 3 most recent for isTopConnections', async () => {
      const extra: Connection[] = [];
      const viewer = await addMember(t, { orgcodes: [openOrg] });
      for (let i = 0; i < 4; i++) {
        const other = await addMember(t, { orgcodes: [openOrg] });
        extra.push(await connect(t.db, viewer, other, { matchDateTime: new Date(Date.UTC(2026, 9, 1 + i * 7)) }));
      }
      const res = await post(`${P}?type=connections`, viewer.token, {
        memberId: viewer.memberId,
        connectionIds: extra.map((c) => c.id),
        isTopConnections: 'true',
      });
      expect(res.status).toBe(200);
      const records = api.connectionsResponseSchema.parse(await res.json());
      expect(records.map((r) => r.connectionItems.id)).toEqual([extra[3]!.id, extra[2]!.id, extra[1]!.id]);
    });

    it('answers an empty list for no ids', async () => {
      const res = await post(`${P}?type=connections`, me.token, { memberId: me.memberId, connectionIds: [] });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([]);
    });

    it("refuses someone else's connection ids and malformed ids (403)", async () => {
      for (const ids of [[foreign.id], [recent.id, foreign.id], ['not-a-uuid']]) {
        const res = await post(`${P}?type=connections`, me.token, { memberId: me.memberId, connectionIds: ids });
        expect(res.status).toBe(403);
        expect((await json(res)).error).toBe('connectionIds may only name your own connections');
      }
    });

    it('checks memberId and required parameters', async () => {
      const wrong = await post(`${P}?type=connections`, me.token, { memberId: colleague.memberId, connectionIds: [recent.id] });
      expect(wrong.status).toBe(403);
      const missing = await post(`${P}?type=connections`, me.token, { memberId: me.memberId });
      expect(missing.status).toBe(400);
      expect((await json(missing)).error).toBe('Missing required parameter: connectionIds');
      const noMember = await post(`${P}?type=connections`, me.token, { connectionIds: [] });
      expect((await json(noMember)).error).toBe('Missing required parameter: memberId');
    });
  });

  describe('POST ?type=orgs', () => {
    it('answers the caller’s organisations with IsUsersOpen', async () => {
      const res = await post(`${P}?type=orgs`, me.token, { orgcodeList: [openOrg, closedOrg.toLowerCase()] });
      expect(res.status).toBe(200);
      const orgs = api.orgsResponseSchema.parse(await res.json());
      expect(orgs).toEqual([
        expect.objectContaining({ orgcode: openOrg, orgname: 'Open Org', IsUsersOpen: true, isUsersOpen: true, showCommunityPage: true }),
        expect.objectContaining({ orgcode: closedOrg, IsUsersOpen: false, isUsersOpen: false, showCommunityPage: false }),
      ]);
    });

    it("refuses an organisation the caller is not in (403)", async () => {
      const res = await post(`${P}?type=orgs`, me.token, { orgcodeList: [openOrg, otherOrg] });
      expect(res.status).toBe(403);
      expect((await json(res)).error).toBe(`You are not a member of organization ${otherOrg}`);
    });

    it('needs orgcodeList', async () => {
      const res = await post(`${P}?type=orgs`, me.token, {});
      expect(res.status).toBe(400);
      expect((await json(res)).error).toBe('Missing required parameter: orgcodeList');
    });
  });

  describe('POST /v1/profile/picture and GET /v1/profile/picture/{id}', () => {
    it('stores a PNG, serves it back and makes it the profile picture', async () => {
      const member = await addMember(t, { orgcodes: [openOrg] });
      const res = await t.request(api.PICTURE_PATH, {
        method: 'POST',
        token: member.token,
        headers: { 'content-type': 'image/png' },
        body: IMAGES.png,
      });
      expect(res.status).toBe(201);
      const upload = api.pictureUploadResponseSchema.parse(await res.json());
      expect(upload).toMatchObject({ contentType: 'image/png', size: IMAGES.png.byteLength });
      expect(upload.url).toBe(`${api.PICTURE_PATH}/${upload.id}`);

      const served = await t.request(upload.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(IMAGES.png);

      const profile = await json(
        await post(`${P}?type=userSpecific&memberId=${member.memberId}&email=${member.email}`, member.token),
      );
      expect(profile.profilePicture).toBe(upload.url);
      expect(profile.profilePictureUrl).toBe(upload.url);
      expect((profile.user as { profilePicture: string }).profilePicture).toBe(upload.url);

      // A new upload replaces the old one.
      const second = await t.request(api.PICTURE_PATH, { method: 'POST', token: member.token, body: IMAGES.jpeg });
      expect(second.status).toBe(201);
      expect((await json(second)).contentType).toBe('image/jpeg');
      expect((await t.request(upload.url)).status).toBe(404);
    });

    it.each(['gif', 'webp'] as const)('accepts %s read from its bytes', async (kind) => {
      const res = await t.request(api.PICTURE_PATH, {
        method: 'POST',
        token: me.token,
        headers: { 'content-type': 'application/octet-stream' },
        body: IMAGES[kind],
      });
      expect(res.status).toBe(201);
      expect((await json(res)).contentType).toBe(`image/${kind}`);
    });

    it('accepts one file of multipart form data', async () => {
      const form = new FormData();
      form.append('file', new Blob([IMAGES.png], { type: 'image/png' }), 'me.png');
      const res = await t.request(api.PICTURE_PATH, { method: 'POST', token: me.token, body: form });
      expect(res.status).toBe(201);
      expect((await json(res)).contentType).toBe('image/png');
    });

    it('refuses what is not an image, whatever the Content-Type says (415)', async () => {
      for (const [type, body] of [
        ['image/png', new TextEncoder().encode('<svg onload="alert(1)"></svg>')],
        ['image/svg+xml', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
        ['image/png', IMAGES.jpeg],
        ['text/html', new TextEncoder().encode('<html></html>')],
      ] as const) {
        const res = await t.request(api.PICTURE_PATH, { method: 'POST', token: me.token, headers: { 'content-type': type }, body });
        expect(res.status).toBe(415);
        expect((await json(res)).error).toBeTruthy();
      }
    });

    it('refuses an empty upload (400) and one over 5 MB (413)', async () => {
      const empty = await t.request(api.PICTURE_PATH, { method: 'POST', token: me.token, headers: { 'content-type': 'image/png' } });
      expect(empty.status).toBe(400);
      expect((await json(empty)).error).toBe('Missing required parameter: picture');
      const big = new Uint8Array(api.PICTURE_MAX_BYTES + 1);
      big.set(IMAGES.png);
      const tooBig = await t.request(api.PICTURE_PATH, { method: 'POST', token: me.token, headers: { 'content-type': 'image/png' }, body: big });
      expect(tooBig.status).toBe(413);
    });

    it('answers 404 for an unknown or malformed picture id, and needs a token to upload', async () => {
      expect((await t.request(`${api.PICTURE_PATH}/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
      expect((await t.request(`${api.PICTURE_PATH}/nope`)).status).toBe(404);
      expect((await t.request(api.PICTURE_PATH, { method: 'POST', body: IMAGES.png })).status).toBe(401);
    });

    it('serves the three preset avatars', async () => {
      for (const url of api.PRESET_AVATAR_URLS) {
        const res = await t.request(url);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
        expect(await res.text()).toContain('<svg');
      }
      expect((await t.request(`${api.AVATARS_PATH}/preset-4.svg`)).status).toBe(404);
      // Names every JavaScript object has are not presets.
      for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
        expect((await t.request(`${api.AVATARS_PATH}/${name}`)).status, name).toBe(404);
      }
    });
  });

  describe('chats: recipient, chatId, message, chat, latest-s3, message-reset', () => {
    it('answers a recipient the caller may write to', async () => {
      const res = await post(`${P}?type=recipient`, me.token, { memberId: colleague.memberId });
      expect(res.status).toBe(200);
      const recipient = api.recipientResponseSchema.parse(await res.json());
      expect(recipient).toMatchObject({ id: colleague.memberId, user: { fname: 'Grace', email: colleague.email } });
      const hidden = await post(`${P}?type=recipient`, me.token, { memberId: outsider.memberId });
      expect(hidden.status).toBe(404);
      const missing = await post(`${P}?type=recipient`, me.token, {});
      expect((await json(missing)).error).toBe('Missing required parameter: memberId');
    });

    it('creates a chat once, then messages flow both ways with unread counts', async () => {
      const first = await post(`${P}?type=chatId`, me.token, { rId: colleague2.memberId, sId: me.memberId });
      expect(first.status).toBe(200);
      const { chatId, created } = api.chatIdResponseSchema.parse(await first.json());
      expect(created).toBe(true);
      const again = await json(await post(`${P}?type=chatId`, colleague2.token, { rId: me.memberId, sId: colleague2.memberId }));
      expect(again).toEqual({ chatId, created: false });

      const sent = await post(`${P}?type=message`, me.token, { chatId, content: '  Hello Alan!  ' });
      expect(sent.status).toBe(200);
      const message = api.chatMessageSchema.parse(await sent.json());
      expect(message).toMatchObject({ chatId, senderId: me.memberId, content: 'Hello Alan!', isCurrentUser: true });
      await post(`${P}?type=message`, colleague2.token, { chatId, content: 'Hi Ada' });
      await post(`${P}?type=message`, colleague2.token, { chatId, content: 'Coffee on Thursday?' });

      const chat = api.chatResponseSchema.parse(await json(await post(`${P}?type=chat`, me.token, { chatId })));
      expect(chat.messages.map((m) => m.content)).toEqual(['Hello Alan!', 'Hi Ada', 'Coffee on Thursday?']);
      expect(chat.messages.map((m) => m.isCurrentUser)).toEqual([true, false, false]);
      expect(chat.unreadCount).toBe(2);
      expect(chat.participants.map((p) => p.id).sort()).toEqual([me.memberId, colleague2.memberId].sort());

      const reset = await put(`${P}?type=message-reset`, me.token, { id: me.memberId, chatId });
      expect(reset.status).toBe(200);
      expect(await reset.json()).toEqual({ chatId, unreadCount: 0 });
      expect((await json(await post(`${P}?type=chat`, me.token, { chatId }))).unreadCount).toBe(0);

      // latest-s3: everything, then only what is newer than the marker.
      const latest = api.latestMessagesResponseSchema.parse(
        await json(await post(`${P}?type=latest-s3`, me.token, { sEmail: me.email, rEmail: colleague2.email, marker: '' })),
      );
      expect(latest.chatId).toBe(chatId);
      expect(latest.messages).toHaveLength(3);
      expect(latest.marker).toBe(latest.messages[2]!.id);
      const none = await json(await post(`${P}?type=latest-s3`, me.token, { sEmail: me.email, rEmail: colleague2.email, marker: latest.marker }));
      expect(none).toMatchObject({ messages: [], marker: latest.marker });
      await post(`${P}?type=message`, colleague2.token, { chatId, content: 'See you then' });
      const newer = await json<{ messages: Array<{ content: string }> }>(
        await post(`${P}?type=latest-s3`, me.token, { sEmail: me.email, rEmail: colleague2.email, marker: Number(latest.marker) }),
      );
      expect(newer.messages.map((m) => m.content)).toEqual(['See you then']);
    });

    it('answers an empty history when there is no chat yet', async () => {
      const res = await post(`${P}?type=latest-s3`, me.token, { sEmail: me.email, rEmail: colleague.email });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ chatId: null, messages: [], marker: null, receipts: { deliveredUpTo: null, readUpTo: null } });
    });

    it('stores a message sent again with the same Idempotency-Key once, and answers it again', async () => {
      const sender = await addMember(t, { orgcodes: [openOrg] });
      const other = await addMember(t, { orgcodes: [openOrg] });
      const chatId = await chatBetween(t.db, sender, other, []);
      const send = (content: string, key: string, token = sender.token) =>
        t.request(`${P}?type=message`, { method: 'POST', token, headers: { 'Idempotency-Key': key }, json: { chatId, content } });
      const key = `retry-${Date.now()}`;
      const first = await send('Sent once', key);
      expect(first.status).toBe(200);
      const firstAnswer = await first.json();
      // The answer was lost; the client sends the same request again, twice at once.
      const again = await Promise.all([send('Sent once', key), send('Sent once', key)]);
      for (const res of again) {
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual(firstAnswer);
      }
      const stored = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM chat_messages WHERE chat_id = $1 AND content = 'Sent once'`, [chatId]);
      expect(stored.rows[0]!.n).toBe(1);

      // Reusing the key for something else is refused and writes nothing; another sender's same key is theirs.
      const reused = await send('Something else', key);
      expect(reused.status).toBe(422);
      expect((await json(reused)).error).toBe('This Idempotency-Key was already used for a different request');
      expect((await send('From the other side', key, other.token)).status).toBe(200);
      const bad = await send('Bad key', 'has spaces in it');
      expect(bad.status).toBe(400);
      expect((await json(bad)).error).toBe('Idempotency-Key must be 1 to 255 visible ASCII characters');
      const all = await t.db.query<{ content: string }>(`SELECT content FROM chat_messages WHERE chat_id = $1 ORDER BY id`, [chatId]);
      expect(all.rows.map((r) => r.content)).toEqual(['Sent once', 'From the other side']);
    });

    it('keeps chats to their two members', async () => {
      const chatId = await chatBetween(t.db, outsider, outsiderFriend, [[outsider, 'private']]);
      expect((await post(`${P}?type=chat`, me.token, { chatId })).status).toBe(404);
      expect((await post(`${P}?type=message`, me.token, { chatId, content: 'hi' })).status).toBe(404);
      expect((await put(`${P}?type=message-reset`, me.token, { id: me.memberId, chatId })).status).toBe(404);
      expect((await post(`${P}?type=chat`, me.token, { chatId: 'not-a-uuid' })).status).toBe(404);
    });

    it('checks who is asking and who may be written to', async () => {
      expect((await post(`${P}?type=chatId`, me.token, { rId: colleague.memberId, sId: colleague2.memberId })).status).toBe(403);
      expect((await post(`${P}?type=chatId`, me.token, { rId: outsider.memberId, sId: me.memberId })).status).toBe(404);
      const self = await post(`${P}?type=chatId`, me.token, { rId: me.memberId, sId: me.memberId });
      expect(self.status).toBe(400);
      expect((await post(`${P}?type=latest-s3`, me.token, { sEmail: colleague.email, rEmail: me.email })).status).toBe(403);
      expect((await post(`${P}?type=latest-s3`, me.token, { sEmail: me.email, rEmail: outsider.email })).status).toBe(404);
      const missing = await post(`${P}?type=chat`, me.token, {});
      expect((await json(missing)).error).toBe('Missing required parameter: chatId');
      const tooLong = await post(`${P}?type=message`, me.token, { chatId: 'x', content: 'a'.repeat(api.CHAT_MESSAGE_MAX + 1) });
      expect(tooLong.status).toBe(400);
    });
  });

  describe('POST ?type=meeting-content', () => {
    it('answers notes for a persona in one of the caller’s organisations', async () => {
      const res = await post(`${P}?type=meeting-content`, me.token, { orgcode: openOrg, persona: 'The Organizer' });
      expect(res.status).toBe(200);
      const content = api.meetingContentResponseSchema.parse(await res.json());
      expect(content).toMatchObject({ orgcode: openOrg, persona: 'the organizer', personaName: 'The Organizer' });
      expect(content.memberCount).toBeGreaterThanOrEqual(3);
      expect(content.meetingNotes.length).toBeGreaterThan(1);
      expect(content.standoutTraits.map((s) => s.trait)).toContain('conscientiousness');
    });

    it('refuses an unknown persona (400) and a foreign organisation (403)', async () => {
      const unknown = await post(`${P}?type=meeting-content`, me.token, { orgcode: openOrg, persona: 'the wizard' });
      expect(unknown.status).toBe(400);
      expect((await json(unknown)).error).toBe('Unknown persona: the wizard');
      expect((await post(`${P}?type=meeting-content`, me.token, { orgcode: otherOrg, persona: 'the rock' })).status).toBe(403);
      expect((await json(await post(`${P}?type=meeting-content`, me.token, { persona: 'the rock' }))).error).toBe(
        'Missing required parameter: orgcode',
      );
    });
  });

  describe('PUT ?type=dbedit', () => {
    it('edits whitelisted fields, sets a preset avatar, and clears with null', async () => {
      const member = await addMember(t, { orgcodes: [openOrg] });
      const res = await put(`${P}?type=dbedit`, member.token, {
        id: member.memberId,
        email: member.email,
        details: {
          title: 'Staff Engineer',
          headline: 'Building calm teams',
          city: 'Porto',
          interests: ['Surfing', 'Reading'],
          favoriteArtists: ['Nina Simone'],
          dobday: 29,
          dobmonth: 2,
          dobyear: 1992,
          profilePicture: api.PRESET_AVATAR_URLS[1],
        },
      });
      expect(res.status).toBe(200);
      const profile = api.userProfileSchema.parse(await res.json());
      expect(profile).toMatchObject({
        title: 'Staff Engineer',
        headline: 'Building calm teams',
        city: 'Porto',
        interests: ['Surfing', 'Reading'],
        favoriteArtists: ['Nina Simone'],
        dobday: 29,
        profilePicture: api.PRESET_AVATAR_URLS[1],
        isSelf: true,
      });
      const cleared = api.userProfileSchema.parse(
        await json(await put(`${P}?type=dbedit`, member.token, { id: member.memberId, email: member.email, details: { city: null, title: null } })),
      );
      expect(cleared.city).toBeNull();
      expect(cleared.title).toBeNull();
      expect(cleared.interests).toEqual(['Surfing', 'Reading']);
    });

    it('refuses unknown fields, impossible birth dates and pictures that are not the caller’s', async () => {
      const body = (details: unknown) => ({ id: me.memberId, email: me.email, details });
      const unknown = await put(`${P}?type=dbedit`, me.token, body({ hexaco: { honesty: 30 } }));
      expect(unknown.status).toBe(400);
      expect((await json(unknown)).error).toBe('Unknown profile field: hexaco');
      const dob = await put(`${P}?type=dbedit`, me.token, body({ dobday: 31, dobmonth: 2, dobyear: 1990 }));
      expect(dob.status).toBe(400);
      expect((await json(dob)).error).toBe('Invalid date of birth');
      const picture = await put(`${P}?type=dbedit`, me.token, body({ profilePicture: 'https://evil.example/x.png' }));
      expect(picture.status).toBe(400);
      const empty = await put(`${P}?type=dbedit`, me.token, body({}));
      expect(empty.status).toBe(400);
      const missing = await put(`${P}?type=dbedit`, me.token, { id: me.memberId, email: me.email });
      expect((await json(missing)).error).toBe('Missing required parameter: details');
    });

    it("refuses to edit someone else's profile (403)", async () => {
      const res = await put(`${P}?type=dbedit`, me.token, { id: colleague.memberId, email: colleague.email, details: { city: 'X' } });
      expect(res.status).toBe(403);
      const mixed = await put(`${P}?type=dbedit`, me.token, { id: me.memberId, email: colleague.email, details: { city: 'X' } });
      expect(mixed.status).toBe(403);
    });
  });

  describe('PUT ?type=viewed', () => {
    it('records the view for the caller only', async () => {
      const a = await addMember(t, { orgcodes: [openOrg] });
      const b = await addMember(t, { orgcodes: [openOrg] });
      const connection = await connect(t.db, a, b);
      const res = await put(`${P}?type=viewed`, a.token, { id: connection.id, matchDateTime: connection.matchDateTime });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ id: connection.id, matchDateTime: connection.matchDateTime, viewed: true });
      const [mine] = await json<Array<{ connectionItems: { viewed: boolean } }>>(
        await post(`${P}?type=connections`, a.token, { memberId: a.memberId, connectionIds: [connection.id] }),
      );
      expect(mine!.connectionItems.viewed).toBe(true);
      const [theirs] = await json<Array<{ connectionItems: { viewed: boolean } }>>(
        await post(`${P}?type=connections`, b.token, { memberId: b.memberId, connectionIds: [connection.id] }),
      );
      expect(theirs!.connectionItems.viewed).toBe(false);
    });

    it('answers 404 for a wrong match date-time or a connection that is not the caller’s', async () => {
      expect((await put(`${P}?type=viewed`, me.token, { id: recent.id, matchDateTime: '2020-01-01T00:00:00Z' })).status).toBe(404);
      expect((await put(`${P}?type=viewed`, me.token, { id: foreign.id, matchDateTime: foreign.matchDateTime })).status).toBe(404);
      const bad = await put(`${P}?type=viewed`, me.token, { id: recent.id, matchDateTime: 'yesterday' });
      expect(bad.status).toBe(400);
      expect((await json(await put(`${P}?type=viewed`, me.token, { id: recent.id }))).error).toBe(
        'Missing required parameter: matchDateTime',
      );
    });
  });

  describe('PUT ?type=add-orgcode', () => {
    it('joins an organisation by its join code (any case), once', async () => {
      const member = await addMember(t, { orgcodes: [openOrg] });
      const body = { id: member.memberId, email: member.email, orgcode: (await joinCodeOf(t.db, otherOrg)).toLowerCase() };
      const res = await put(`${P}?type=add-orgcode`, member.token, body);
      expect(res.status).toBe(200);
      const answer = api.addOrgcodeResponseSchema.parse(await res.json());
      expect(answer.joined).toBe(true);
      expect(answer.orgcode).toEqual([openOrg, otherOrg]);
      expect((await json(await put(`${P}?type=add-orgcode`, member.token, body))).joined).toBe(false);
    });

    it('does not join by the public code alone (no invitation, no allowed domain)', async () => {
      const member = await addMember(t, { orgcodes: [openOrg] });
      const res = await put(`${P}?type=add-orgcode`, member.token, { id: member.memberId, email: member.email, orgcode: otherOrg });
      expect(res.status).toBe(404);
      expect((await json(res)).error).toBe('Organization not found');
    });

    it('answers 404 for an unknown code and 403 for someone else', async () => {
      const unknown = await put(`${P}?type=add-orgcode`, me.token, { id: me.memberId, email: me.email, orgcode: 'NO-SUCH-ORG' });
      expect(unknown.status).toBe(404);
      expect((await json(unknown)).error).toBe('Organization not found');
      const other = await put(`${P}?type=add-orgcode`, me.token, { id: colleague.memberId, email: colleague.email, orgcode: otherOrg });
      expect(other.status).toBe(403);
    });
  });

  describe('PUT /v1/user-connections-answers', () => {
    /** A connection of two new members of the open organisation, so limits start from nothing. */
    async function freshConnection() {
      const a = await addMember(t, { orgcodes: [openOrg] });
      const b = await addMember(t, { orgcodes: [openOrg] });
      return { a, b, connection: await connect(t.db, a, b) };
    }

    it('stores the caller’s answers per postType and merges later ones', async () => {
      const path = `${api.CONNECTION_ANSWERS_PATH}?postType=icebreaker`;
      const res = await put(path, me.token, {
        connectionId: recent.id,
        matchDateTime: recent.matchDateTime,
        who: me.memberId,
        favouriteSnack: 'Pastel de nata',
        rating: 5,
      });
      expect(res.status).toBe(200);
      const first = api.connectionAnswersResponseSchema.parse(await res.json());
      expect(first.answers.icebreaker![me.memberId]).toEqual({ favouriteSnack: 'Pastel de nata', rating: 5 });

      const side = [me.userId, colleague.userId].sort()[0] === colleague.userId ? 'member1' : 'member2';
      const second = await json<{ answers: Record<string, Record<string, unknown>> }>(
        await put(path, colleague.token, { connectionId: recent.id, matchDateTime: recent.matchDateTime, who: side, tags: ['tea'] }),
      );
      expect(second.answers.icebreaker).toEqual({
        [me.memberId]: { favouriteSnack: 'Pastel de nata', rating: 5 },
        [colleague.memberId]: { tags: ['tea'] },
      });
      const merged = await json<{ answers: Record<string, Record<string, unknown>> }>(
        await put(path, me.token, { connectionId: recent.id, matchDateTime: recent.matchDateTime, who: me.memberId, rating: 4 }),
      );
      expect(merged.answers.icebreaker![me.memberId]).toEqual({ favouriteSnack: 'Pastel de nata', rating: 4 });
    });

    it('checks postType, who and the connection', async () => {
      const body = { connectionId: recent.id, matchDateTime: recent.matchDateTime, who: me.memberId };
      const noType = await put(api.CONNECTION_ANSWERS_PATH, me.token, body);
      expect(noType.status).toBe(400);
      expect((await json(noType)).error).toBe('Missing required parameter: postType');
      const path = `${api.CONNECTION_ANSWERS_PATH}?postType=feedback`;
      expect((await put(path, me.token, { ...body, who: colleague.memberId })).status).toBe(403);
      expect((await put(path, me.token, { ...body, connectionId: foreign.id, matchDateTime: foreign.matchDateTime })).status).toBe(404);
      expect((await json(await put(path, me.token, { matchDateTime: recent.matchDateTime, who: me.memberId }))).error).toBe(
        'Missing required parameter: connectionId',
      );
      expect((await put(path, me.token, { ...body, nested: { deep: true } })).status).toBe(400);
    });

    it('answers the kind written, not the whole object', async () => {
      const body = { connectionId: recent.id, matchDateTime: recent.matchDateTime, who: me.memberId };
      await put(`${api.CONNECTION_ANSWERS_PATH}?postType=icebreaker`, me.token, { ...body, mood: 'curious' });
      const res = await put(`${api.CONNECTION_ANSWERS_PATH}?postType=reflection`, me.token, { ...body, learned: 'Sailing knots' });
      expect(res.status).toBe(200);
      expect(api.connectionAnswersResponseSchema.parse(await res.json()).answers).toEqual({
        reflection: { [me.memberId]: { learned: 'Sailing knots' } },
      });
    });

    it('bounds what a connection holds: kinds, fields and bytes of one kind, on the merged answers; a refused write changes nothing', async () => {
      const { connection, a } = await freshConnection();
      const body = { connectionId: connection.id, matchDateTime: connection.matchDateTime, who: a.memberId };
      const at = (kind: string) => `${api.CONNECTION_ANSWERS_PATH}?postType=${kind}`;
      // Kinds: ten, then no eleventh; a kind already there still takes answers.
      for (let index = 0; index < 10; index++) expect((await put(at(`kind${index}`), a.token, { ...body, n: index })).status).toBe(200);
      const eleventh = await put(at('kind10'), a.token, { ...body, n: 10 });
      expect(eleventh.status).toBe(400);
      expect((await json(eleventh)).error).toBe('A connection holds at most 10 kinds of answers');
      expect((await put(at('kind0'), a.token, { ...body, again: true })).status).toBe(200);
      // Fields: fifty of one kind at most, counted after merging with the earlier answers.
      const fields = (from: number, count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${from + i}`, i]));
      expect((await put(at('kind1'), a.token, { ...body, ...fields(0, 48) })).status).toBe(200); // with n: 49
      const tooMany = await put(at('kind1'), a.token, { ...body, ...fields(48, 2) });
      expect(tooMany.status).toBe(400);
      expect((await json(tooMany)).error).toBe('At most 50 answer fields of one kind');
      const kept = await json<{ answers: Record<string, Record<string, Record<string, unknown>>> }>(await put(at('kind1'), a.token, { ...body, n: 1 }));
      expect(Object.keys(kept.answers.kind1![a.memberId]!)).toHaveLength(49);
      // Bytes: 64 KB of one member's answers of one kind.
      const long = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`t${i}`, 'x'.repeat(2000)]));
      const tooBig = await put(at('kind2'), a.token, { ...body, ...long });
      expect(tooBig.status).toBe(400);
      expect((await json(tooBig)).error).toBe('Answers of one kind may take at most 64 KB');
    });

    it('is rate-limited per account: 60 a minute, then 429 with Retry-After', async () => {
      const { connection, a } = await freshConnection();
      const body = { connectionId: connection.id, matchDateTime: connection.matchDateTime, who: a.memberId };
      const path = `${api.CONNECTION_ANSWERS_PATH}?postType=icebreaker`;
      for (let index = 0; index < 60; index++) expect((await put(path, a.token, { ...body, n: index })).status).toBe(200);
      const limited = await put(path, a.token, { ...body, n: 60 });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  describe('matches and the directory', () => {
    it('POST ?type=matches answers the most similar colleagues first, without the caller', async () => {
      const res = await post(`${P}?type=matches`, me.token, {
        id: me.memberId,
        matchType: 'kindred',
        orgcode: openOrg,
        matchesLimit: '500',
        connectionsLimit: '2000',
      });
      expect(res.status).toBe(200);
      const members = api.matchesResponseSchema.parse(await res.json());
      expect(members.length).toBeGreaterThanOrEqual(2);
      expect(members.some((m) => m.id === me.memberId)).toBe(false);
      const scores = members.map((m) => m.compatibilityScore ?? -1);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const grace = members.find((m) => m.id === colleague.memberId)!;
      expect(grace).toMatchObject({
        name: 'Grace Hopper',
        isConnected: true,
        connectionId: recent.id,
        compatibilityScore: recent.strength,
        interests: ['Sailing', 'Chess', 'Jazz', 'Pottery', 'Cycling'],
      });
      expect(grace.personaType).toMatch(/^The /);

      const limited = await json<unknown[]>(
        await post(`${P}?type=matches`, me.token, { id: me.memberId, matchType: 'kindred', orgcode: openOrg, matchesLimit: '1' }),
      );
      expect(limited).toHaveLength(1);
    });

    it('PUT ?type=get-matches answers the same list as a JSON string in body', async () => {
      const body = { id: me.memberId, matchType: 'kindred', orgcode: openOrg, matchesLimit: 500, connectionsLimit: 2000 };
      const res = await put(`${P}?type=get-matches`, me.token, body);
      expect(res.status).toBe(200);
      const answer = api.getMatchesResponseSchema.parse(await res.json());
      const list = api.matchesResponseSchema.parse(JSON.parse(answer.body));
      const direct = await json(await post(`${P}?type=matches`, me.token, body));
      expect(list).toEqual(direct);
      // Without an orgcode: every open organisation of the caller.
      const all = await json<{ body: string }>(await put(`${P}?type=get-matches`, me.token, { id: me.memberId }));
      expect((JSON.parse(all.body) as unknown[]).length).toBe(list.length);
    });

    it('POST ?type=org-members lists an open organisation by name', async () => {
      const res = await post(`${P}?type=org-members`, me.token, { orgcode: openOrg });
      expect(res.status).toBe(200);
      const members = api.orgMembersResponseSchema.parse(await res.json());
      expect(members.some((m) => m.id === me.memberId)).toBe(false);
      expect(members.map((m) => m.id)).toEqual(expect.arrayContaining([colleague.memberId, colleague2.memberId]));
      const names = members.map((m) => m.name.toLowerCase());
      expect(names).toEqual([...names].sort());
      const grace = members.find((m) => m.id === colleague.memberId)!;
      expect(grace.hexacoScores).toEqual(rawHexacoToScores(colleague.hexaco!));
      expect(grace.interests.length).toBeLessThanOrEqual(api.MEMBER_INTERESTS_MAX);
    });

    it('refuses a community that is not open, and organisations the caller is not in', async () => {
      for (const [type, body] of [
        ['org-members', { orgcode: closedOrg }],
        ['matches', { id: me.memberId, orgcode: closedOrg }],
      ] as const) {
        const res = await post(`${P}?type=${type}`, me.token, body);
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ error: api.COMMUNITY_NOT_OPEN, code: 'COMMUNITY_NOT_OPEN' });
      }
      expect((await post(`${P}?type=org-members`, me.token, { orgcode: otherOrg })).status).toBe(403);
      expect((await post(`${P}?type=matches`, me.token, { id: colleague.memberId, orgcode: openOrg })).status).toBe(403);
      const badType = await post(`${P}?type=matches`, me.token, { id: me.memberId, matchType: 'random' });
      expect(badType.status).toBe(400);
      expect((await json(badType)).error).toBe("matchType must be 'kindred'");
    });
  });
});
