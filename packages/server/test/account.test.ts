/**
 * The member's own account (contracts/api/account.ts) on both engines: a new password (the current one first;
 * other sessions end, this one stays), the sessions list and signing them out, the e-mail code at sign-in, the
 * export, and deleting the account: the partner still reads the conversation from 'A former member', the old
 * password and address sign in no more, the address may create an account again, and the last administrator
 * of an organisation with other members is told to hand over first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, ACCOUNT_PATHS, FORMER_MEMBER_NAME, accountExportSchema, accountSessionPath } from '@kindred/contracts/api/account';
import { IDENTITY_MESSAGES, IDENTITY_PATHS } from '@kindred/contracts/api/identity';
import * as profileApi from '@kindred/contracts/api/profile-calls';
import { createTestServer, engines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { addMember, addOrg, chatBetween, connect, json } from './profile-fixtures.ts';
import type { Member } from './profile-fixtures.ts';

const A = ACCOUNT_PATHS;
const P = profileApi.PROFILE_PATH;
const PASSWORD = 'Password1';

describe.each(engines)('the member’s own account on %s', (engine) => {
  let t: TestServer;
  let org: string;
  let address = 0;

  const call = (method: string, path: string, token: string | undefined, body?: unknown, userAgent?: string) =>
    t.request(path, {
      method,
      ...(token ? { token } : {}),
      ...(body !== undefined ? { json: body } : {}),
      headers: { 'x-forwarded-for': `203.0.113.${++address % 250}`, ...(userAgent ? { 'user-agent': userAgent } : {}) },
    });
  const signIn = (email: string, password: string) => call('POST', IDENTITY_PATHS.signIn, undefined, { username: email, password });
  /** A second session of the member, as another browser would have. */
  async function secondSession(member: Member, userAgent: string): Promise<string> {
    const res = await call('POST', IDENTITY_PATHS.signIn, undefined, { username: member.email, password: PASSWORD }, userAgent);
    expect(res.status).toBe(200);
    return (await json<{ tokens: { idToken: string } }>(res)).tokens.idToken;
  }

  beforeAll(async () => {
    t = await createTestServer({ engine });
    org = await addOrg(t.db, { name: 'Acme Corp' });
  });
  afterAll(() => t.close());

  describe('password', () => {
    it('refuses a wrong current password, a weak new one and the same one, with the specification’s words', async () => {
      const member = await addMember(t, { orgcodes: [org] });
      const wrong = await call('PUT', A.password, member.token, { currentPassword: 'Nope12345', newPassword: 'Better123' });
      expect(wrong.status).toBe(400);
      expect(await json(wrong)).toMatchObject({ error: ACCOUNT_MESSAGES.incorrectPassword, code: 'INCORRECT_PASSWORD' });
      const weak = await call('PUT', A.password, member.token, { currentPassword: PASSWORD, newPassword: 'weakpass' });
      expect(weak.status).toBe(400);
      expect(await json(weak)).toMatchObject({ error: IDENTITY_MESSAGES.weakPassword });
      const same = await call('PUT', A.password, member.token, { currentPassword: PASSWORD, newPassword: PASSWORD });
      expect((await json(same)).error).toBe(ACCOUNT_MESSAGES.samePassword);
      const missing = await call('PUT', A.password, member.token, { newPassword: 'Better123' });
      expect(missing.status).toBe(400);
      expect((await json(missing)).error).toBe(ACCOUNT_MESSAGES.currentPasswordRequired);
    });

    it('changes it, signs out every other session, keeps this one, and tells the owner', async () => {
      const member = await addMember(t, { orgcodes: [org] });
      const other = await secondSession(member, 'Mozilla/5.0 (Macintosh) Firefox/130.0');
      const res = await call('PUT', A.password, member.token, { currentPassword: PASSWORD, newPassword: 'Better123' });
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ changed: true, otherSessionsEnded: 1 });
      expect((await call('GET', A.sessions, member.token)).status).toBe(200);
      expect((await call('GET', A.sessions, other)).status).toBe(401);
      expect((await signIn(member.email, PASSWORD)).status).toBe(400);
      expect((await signIn(member.email, 'Better123')).status).toBe(200);
      expect((await t.mailTo(member.email))[0]?.subject).toBe('Your Kindred password was changed');
    });

    it('limits wrong current passwords like sign-in (429)', async () => {
      const member = await addMember(t, { orgcodes: [org] });
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        statuses.push((await call('PUT', A.password, member.token, { currentPassword: `Wrong${i}abc`, newPassword: 'Better123' })).status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('sessions', () => {
    it('lists where the member is signed in, this device marked; ends one, then every other', async () => {
      const member = await addMember(t, { orgcodes: [org] });
      const firefox = await secondSession(member, 'Mozilla/5.0 (Windows NT 10.0) Gecko/20100101 Firefox/130.0');
      const safari = await secondSession(member, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Version/17.0 Mobile Safari/604.1');
      const listed = await json<{ sessions: Array<{ id: string; userAgent: string | null; ipAddress: string | null; current: boolean }> }>(
        await call('GET', A.sessions, member.token),
      );
      expect(listed.sessions).toHaveLength(3);
      expect(listed.sessions.filter((s) => s.current)).toHaveLength(1);
      expect(listed.sessions.find((s) => s.current)?.userAgent).toBe('harness');
      const firefoxSession = listed.sessions.find((s) => s.userAgent?.includes('Firefox'))!;
      expect(firefoxSession.ipAddress).toMatch(/^203\.0\.113\./);

      expect((await call('DELETE', accountSessionPath(firefoxSession.id), member.token)).status).toBe(200);
      expect((await call('GET', A.sessions, firefox)).status).toBe(401);
      expect((await call('GET', A.sessions, safari)).status).toBe(200);
      // Gone already: nothing to end.
      expect((await call('DELETE', accountSessionPath(firefoxSession.id), member.token)).status).toBe(404);

      const others = await call('DELETE', A.otherSessions, member.token);
      expect(await json(others)).toEqual({ signedOut: 1 });
      expect((await call('GET', A.sessions, safari)).status).toBe(401);
      const after = await json<{ sessions: unknown[] }>(await call('GET', A.sessions, member.token));
      expect(after.sessions).toHaveLength(1);
    });

    it('answers 404 for another member’s session and for an id that is no id, and ends nothing', async () => {
      const member = await addMember(t, { orgcodes: [org] });
      const stranger = await addMember(t, { orgcodes: [org] });
      const theirs = await json<{ sessions: Array<{ id: string }> }>(await call('GET', A.sessions, stranger.token));
      const res = await call('DELETE', accountSessionPath(theirs.sessions[0]!.id), member.token);
      expect(res.status).toBe(404);
      expect((await json(res)).error).toBe(ACCOUNT_MESSAGES.sessionNotFound);
      expect((await call('GET', A.sessions, stranger.token)).status).toBe(200);
      expect((await call('DELETE', accountSessionPath('not-a-uuid'), member.token)).status).toBe(404);
    });
  });

  describe('the e-mail code', () => {
    it('turns on without the password, off only with it, and sign-in follows', async () => {
      const member = await addMember(t, { orgcodes: [org] });
      expect(await json(await call('GET', A.emailCode, member.token))).toEqual({ enabled: false });
      expect(await json(await call('PUT', A.emailCode, member.token, { enabled: true }))).toEqual({ enabled: true });
      const asks = await json<{ nextStep: { signInStep: string } }>(await signIn(member.email, PASSWORD));
      expect(asks.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_EMAIL_CODE');

      const without = await call('PUT', A.emailCode, member.token, { enabled: false });
      expect(without.status).toBe(400);
      expect((await json(without)).error).toBe(ACCOUNT_MESSAGES.passwordToTurnOff);
      const wrong = await call('PUT', A.emailCode, member.token, { enabled: false, password: 'Wrong1234' });
      expect((await json(wrong)).code).toBe('INCORRECT_PASSWORD');
      expect(await json(await call('GET', A.emailCode, member.token))).toEqual({ enabled: true });
      expect(await json(await call('PUT', A.emailCode, member.token, { enabled: false, password: PASSWORD }))).toEqual({ enabled: false });
      const direct = await json<{ nextStep: { signInStep: string } }>(await signIn(member.email, PASSWORD));
      expect(direct.nextStep.signInStep).toBe('DONE');
    });

    it('refuses a body that is not one', async () => {
      const member = await addMember(t, { orgcodes: [org] });
      expect((await call('PUT', A.emailCode, member.token, { enabled: 'yes' })).status).toBe(400);
      expect((await call('PUT', A.emailCode, member.token, { enabled: true, extra: 1 })).status).toBe(400);
    });
  });

  describe('download my data', () => {
    it('gives everything that is the member’s as a JSON file, and nothing of the account’s secrets', async () => {
      const member = await addMember(t, { orgcodes: [org], givenName: 'Erin', familyName: 'Export' });
      const partner = await addMember(t, { orgcodes: [org], givenName: 'Pat', familyName: 'Partner' });
      await connect(t.db, member, partner);
      await chatBetween(t.db, member, partner, [[member, 'Hello Pat'], [partner, 'Hi Erin']]);
      await t.db.query(`INSERT INTO achievement_awards (user_id, achievement_id, points, earned_at) VALUES ($1, 'avatar_set', 10, now())`, [member.userId]);
      await t.db.query(`INSERT INTO questionnaires (user_id, started_at) VALUES ($1, now())`, [member.userId]);
      await t.db.query(`INSERT INTO questionnaire_answers (user_id, item_id, answer, answered_at) VALUES ($1, 1, 4, now()), ($1, 2, 2, now())`, [member.userId]);
      const res = await call('GET', A.export, member.token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="kindred-data-\d{4}-\d{2}-\d{2}\.json"$/);
      const data = accountExportSchema.parse(await json(res));
      expect(data.account).toMatchObject({ email: member.email, givenName: 'Erin', familyName: 'Export', memberId: member.memberId });
      expect(data.profile).toMatchObject({ title: 'Engineer', department: 'Engineering', honesty: 20 });
      expect(data.organizations).toEqual([expect.objectContaining({ orgcode: org, name: 'Acme Corp', role: 'member' })]);
      expect(data.matches).toEqual([expect.objectContaining({ memberId: partner.memberId, name: 'Pat Partner' })]);
      expect(data.conversations[0]?.messages).toEqual([
        expect.objectContaining({ from: 'you', content: 'Hello Pat' }),
        expect.objectContaining({ from: 'Pat Partner', content: 'Hi Erin' }),
      ]);
      expect(data.awards).toEqual([expect.objectContaining({ achievementId: 'avatar_set', points: 10 })]);
      expect(data.questionnaireAnswers).toEqual([expect.objectContaining({ itemId: 1, answer: 4 }), expect.objectContaining({ itemId: 2, answer: 2 })]);
      const text = JSON.stringify(data);
      expect(text).not.toMatch(/argon2|password|refresh_token|refreshToken/i);
    });

    it('answers 401 without a session', async () => {
      expect((await call('GET', A.export, undefined)).status).toBe(401);
    });
  });

  describe('deleting the account', () => {
    it('keeps the partner’s copy of the conversation, from A former member, and erases the rest', async () => {
      const leaver = await addMember(t, { orgcodes: [org], givenName: 'Lee', familyName: 'Leaver' });
      const partner = await addMember(t, { orgcodes: [org], givenName: 'Pat', familyName: 'Partner' });
      await connect(t.db, leaver, partner);
      const chatId = await chatBetween(t.db, leaver, partner, [[leaver, 'See you Tuesday'], [partner, 'Great, see you']]);
      await t.db.query(`INSERT INTO questionnaires (user_id, started_at) VALUES ($1, now())`, [leaver.userId]);
      await t.db.query(`INSERT INTO questionnaire_answers (user_id, item_id, answer, answered_at) VALUES ($1, 1, 5, now())`, [leaver.userId]);

      const wrong = await call('DELETE', A.account, leaver.token, { password: 'Wrong1234' });
      expect(wrong.status).toBe(400);
      expect((await json(wrong)).code).toBe('INCORRECT_PASSWORD');
      const res = await call('DELETE', A.account, leaver.token, { password: PASSWORD });
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ deleted: true });

      // The session ended with the account.
      expect((await call('GET', A.sessions, leaver.token)).status).toBe(401);
      // The partner reads the conversation; its sender is a former member.
      const chat = await json<{ participants: Array<{ id: string; fname: string; email: string }>; messages: Array<{ content: string; senderId: string }> }>(
        await call('POST', `${P}?type=chat`, partner.token, { chatId }),
      );
      expect(chat.messages.map((m) => m.content)).toEqual(['See you Tuesday', 'Great, see you']);
      const former = chat.participants.find((p) => p.id === leaver.memberId)!;
      expect(former.fname).toBe(FORMER_MEMBER_NAME);
      expect(former.email).not.toContain(leaver.email);
      const list = await json<Array<{ memberId: string; fname: string; chatId: string | null; isConnection: boolean; email: string }>>(
        await call('POST', `${P}?type=chat-list`, partner.token, {}),
      );
      const row = list.find((item) => item.memberId === leaver.memberId)!;
      expect(row).toMatchObject({ fname: FORMER_MEMBER_NAME, chatId, isConnection: false });
      // Polling the conversation goes on working.
      const latest = await call('POST', `${P}?type=latest-s3`, partner.token, { sEmail: partner.email, rEmail: row.email, marker: '' });
      expect(latest.status).toBe(200);
      // Nobody is there to answer.
      const sent = await call('POST', `${P}?type=message`, partner.token, { chatId, content: 'Are you there?' });
      expect(sent.status).toBe(409);

      // Nothing else of theirs is left: no profile, membership, match or session, nor their name or address.
      const { rows } = await t.db.query<Record<string, unknown>>(
        `SELECT u.email, u.given_name, u.family_name, u.deleted_at IS NOT NULL AS deleted,
                (SELECT count(*)::int FROM profiles WHERE user_id = u.id) AS profiles,
                (SELECT count(*)::int FROM memberships WHERE user_id = u.id) AS memberships,
                (SELECT count(*)::int FROM connections WHERE member1 = u.id OR member2 = u.id) AS connections,
                (SELECT count(*)::int FROM sessions WHERE user_id = u.id) AS sessions,
                (SELECT count(*)::int FROM questionnaire_answers WHERE user_id = u.id) AS answers
           FROM users u WHERE u.id = $1`,
        [leaver.userId],
      );
      expect(rows[0]).toMatchObject({ given_name: FORMER_MEMBER_NAME, family_name: '', deleted: true, profiles: 0, memberships: 0, connections: 0, sessions: 0, answers: 0 });
      expect(JSON.stringify(rows[0])).not.toMatch(/Lee|Leaver/);
      // Not in the directory.
      const members = await call('POST', `${P}?type=org-members`, partner.token, { orgcode: org });
      expect(JSON.stringify(await json(members))).not.toContain(leaver.memberId);
    });

    it('signs in no more with the old address and password; the address may create a new account', async () => {
      const leaver = await addMember(t, { orgcodes: [org] });
      expect((await call('DELETE', A.account, leaver.token, { password: PASSWORD })).status).toBe(200);
      const res = await signIn(leaver.email, PASSWORD);
      expect(res.status).toBe(400);
      expect((await json(res)).error).toBe(IDENTITY_MESSAGES.incorrectCredentials);
      // The address is free: a new account with it starts empty.
      const again = await t.deps.identity.createUser({ email: leaver.email, password: 'Again1234', givenName: 'New', familyName: 'Start' });
      expect(again.id).not.toBe(leaver.userId);
      expect((await signIn(leaver.email, 'Again1234')).status).toBe(200);
    });

    it('asks the last administrator of an organisation with other members to hand over first (409)', async () => {
      const team = await addOrg(t.db, { name: 'Team Rocket' });
      const admin = await addMember(t, { orgcodes: [team], adminOf: [team] });
      await addMember(t, { orgcodes: [team] });
      const res = await call('DELETE', A.account, admin.token, { password: PASSWORD });
      expect(res.status).toBe(409);
      expect(await json(res)).toMatchObject({ error: ACCOUNT_MESSAGES.lastAdministrator('Team Rocket'), code: 'LAST_ADMINISTRATOR' });
      expect((await call('GET', A.sessions, admin.token)).status).toBe(200);
      // With another administrator, or alone in the organisation, they may go.
      const second = await addMember(t, { orgcodes: [team], adminOf: [team] });
      expect((await call('DELETE', A.account, admin.token, { password: PASSWORD })).status).toBe(200);
      const solo = await addOrg(t.db, { name: 'Solo' });
      const alone = await addMember(t, { orgcodes: [solo], adminOf: [solo] });
      expect((await call('DELETE', A.account, alone.token, { password: PASSWORD })).status).toBe(200);
      expect(second.memberId).toBeTruthy();
    });

    it('deletes the conversation when both members are gone', async () => {
      const a = await addMember(t, { orgcodes: [org] });
      const b = await addMember(t, { orgcodes: [org] });
      const chatId = await chatBetween(t.db, a, b, [[a, 'Hello']]);
      expect((await call('DELETE', A.account, a.token, { password: PASSWORD })).status).toBe(200);
      expect((await call('DELETE', A.account, b.token, { password: PASSWORD })).status).toBe(200);
      const { rows } = await t.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM chat_messages WHERE chat_id = $1`, [chatId]);
      expect(rows[0]?.count).toBe(0);
    });
  });
});
