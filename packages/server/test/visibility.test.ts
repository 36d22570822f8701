/**
 * What a member may read of another member (src/profile/visibility.ts), for
 * every call that returns a member, on the app engine (harness.ts). The viewer is in one
 * organisation; a colleague shares it; a stranger is in another organisation;
 * a connection is in another organisation but was matched with the viewer.
 * Then the stranger joins the viewer's organisation with its join code and
 * becomes visible everywhere a colleague is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '@kindred/contracts/api/profile-calls';
import { createTestServer, appEngines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { addMember, addOrg, chatBetween, connect, joinCodeOf } from './profile-fixtures.ts';
import type { Connection, Member } from './profile-fixtures.ts';

const P = api.PROFILE_PATH;

describe.each(appEngines)('member visibility on %s', (engine) => {
  let t: TestServer;
  let home: string;
  let away: string;
  let viewer: Member;
  let colleague: Member;
  let stranger: Member;
  let matched: Member;
  let match: Connection;
  let strangersMatch: Connection;
  let chatWithMatched: string;
  let strangersChat: string;

  const post = (token: string, type: string, body?: unknown, query = '') =>
    t.request(`${P}?type=${type}${query}`, { method: 'POST', token, ...(body !== undefined ? { json: body } : {}) });

  /** What each call that returns a member tells the viewer about `who`: visible or not, per call. */
  async function seenBy(who: Member): Promise<Record<string, boolean>> {
    const profile = await post(viewer.token, 'userSpecific', undefined, `&memberId=${viewer.memberId}&email=${encodeURIComponent(who.email)}`);
    const recipient = await post(viewer.token, 'recipient', { memberId: who.memberId });
    const latest = await post(viewer.token, 'latest-s3', { sEmail: viewer.email, rEmail: who.email, marker: '' });
    const directory = api.orgMembersResponseSchema.parse(await (await post(viewer.token, 'org-members', { orgcode: home })).json());
    const matches = api.matchesResponseSchema.parse(
      await (await post(viewer.token, 'matches', { id: viewer.memberId, matchType: 'kindred' })).json(),
    );
    return {
      profile: profile.status === 200,
      recipient: recipient.status === 200,
      messages: latest.status === 200,
      directory: JSON.stringify(directory).includes(who.email),
      matches: JSON.stringify(matches).includes(who.memberId),
    };
  }

  beforeAll(async () => {
    t = await createTestServer({ engine });
    home = await addOrg(t.db, { name: 'Home Org' });
    away = await addOrg(t.db, { name: 'Away Org' });
    viewer = await addMember(t, { orgcodes: [home], givenName: 'Vera' });
    colleague = await addMember(t, { orgcodes: [home], givenName: 'Colin' });
    stranger = await addMember(t, { orgcodes: [away], givenName: 'Stella' });
    matched = await addMember(t, { orgcodes: [away], givenName: 'Max' });
    match = await connect(t.db, viewer, matched);
    strangersMatch = await connect(t.db, stranger, matched);
    chatWithMatched = await chatBetween(t.db, viewer, matched, [[matched, 'hello Vera']]);
    strangersChat = await chatBetween(t.db, stranger, matched, [[stranger, 'hello Max']]);
  });
  afterAll(() => t.close());

  it('shows a colleague of a shared organisation everywhere', async () => {
    expect(await seenBy(colleague)).toEqual({ profile: true, recipient: true, messages: true, directory: true, matches: true });
  });

  it('shows a stranger nowhere, answering as for nobody', async () => {
    expect(await seenBy(stranger)).toEqual({ profile: false, recipient: false, messages: false, directory: false, matches: false });
    const chat = await post(viewer.token, 'chatId', { rId: stranger.memberId, sId: viewer.memberId });
    expect(chat.status).toBe(404);
    const nobody = await post(viewer.token, 'chatId', { rId: '00000000-0000-4000-8000-000000000000', sId: viewer.memberId });
    expect(await chat.json()).toEqual(await nobody.json());
  });

  it('shows a connection from another organisation through the connection only, without their organisations', async () => {
    expect(await seenBy(matched)).toEqual({ profile: true, recipient: true, messages: true, directory: false, matches: false });
    const profile = api.userProfileSchema.parse(
      await (await post(viewer.token, 'userSpecific', undefined, `&memberId=${viewer.memberId}&email=${encodeURIComponent(matched.email)}`)).json(),
    );
    expect(profile.organizations).toEqual([]);
    expect(profile.orgcode).toEqual([]);
    expect(profile.connectionIds).toEqual([]);

    const connections = api.connectionsResponseSchema.parse(
      await (await post(viewer.token, 'connections', { memberId: viewer.memberId, connectionIds: [match.id] })).json(),
    );
    expect(JSON.stringify(connections)).toContain(matched.memberId);
    const chat = api.chatResponseSchema.parse(await (await post(viewer.token, 'chat', { chatId: chatWithMatched })).json());
    expect(chat.participants.map((p) => p.id).sort()).toEqual([viewer.memberId, matched.memberId].sort());
  });

  it('never shows someone else’s connection or chat, even with a visible member in it', async () => {
    expect((await post(viewer.token, 'connections', { memberId: viewer.memberId, connectionIds: [strangersMatch.id] })).status).toBe(403);
    expect((await post(viewer.token, 'chat', { chatId: strangersChat })).status).toBe(404);
  });

  it('lists no one of an organisation the viewer is not in', async () => {
    const res = await post(viewer.token, 'org-members', { orgcode: away });
    expect(res.status).toBe(403);
    const matches = await post(viewer.token, 'matches', { id: viewer.memberId, matchType: 'kindred', orgcode: away });
    expect(matches.status).toBe(403);
  });

  it('shows the stranger once they join the viewer’s organisation with its join code', async () => {
    const joined = await t.request(`${P}?type=add-orgcode`, {
      method: 'PUT',
      token: stranger.token,
      json: { id: stranger.memberId, email: stranger.email, orgcode: await joinCodeOf(t.db, home) },
    });
    expect(joined.status).toBe(200);
    expect(await seenBy(stranger)).toEqual({ profile: true, recipient: true, messages: true, directory: true, matches: true });
  });
});
