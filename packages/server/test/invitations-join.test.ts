/**
 * From an invitation to an account, on both engines: the invitation e-mail and its link (single use, 30 days,
 * bound to the address), the public look-up and acceptance, a signed-in member joining a second organisation,
 * and every closed state (expired, spent, withdrawn, replaced, unknown) answered with its message.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_PATHS, userAttributesResponseSchema } from '@kindred/contracts/api/identity';
import { JOIN_MESSAGES, JOIN_PATHS, acceptInvitationResponseSchema, invitationLookupResponseSchema } from '@kindred/contracts/api/join';
import { INVITATION_DAYS, ORGANIZATIONS_PATH } from '@kindred/contracts/api/organizations';
import { LIMITS } from '../src/modules/identity/service.ts';
import { createTestServer, engines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { addMember, addOrg, json } from './profile-fixtures.ts';
import type { Member } from './profile-fixtures.ts';

const O = ORGANIZATIONS_PATH;
const PASSWORD = 'Welcome2Kindred';

describe.each(engines)('invitation links on %s', (engine) => {
  let t: TestServer;
  let org: string;
  let admin: Member;
  let counter = 0;

  const freshAddress = () => `newcomer-${++counter}-${engine}@acme.example`;

  /** Invites `email` as the administrator and returns the token from the link in the e-mail. */
  async function invite(email: string, orgcode = org): Promise<string> {
    const res = await t.request(`${O}/${orgcode}/invitations`, { method: 'POST', token: admin.token, json: { email } });
    expect(res.status).toBe(201);
    const [mail] = await t.mailTo(email);
    const token = /\/join\?token=([\w-]+)/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    return token!;
  }
  const post = (path: string, body: unknown, options: { token?: string; address?: string } = {}) =>
    t.request(path, {
      method: 'POST',
      json: body,
      ...(options.token ? { token: options.token } : {}),
      ...(options.address ? { headers: { 'x-forwarded-for': options.address } } : {}),
    });
  const lookup = (token: string, address?: string) => post(JOIN_PATHS.invitation, { token }, address ? { address } : {});
  const accept = (token: string, overrides: Record<string, unknown> = {}) =>
    post(JOIN_PATHS.acceptInvitation, { token, givenName: 'Nora', familyName: 'New', password: PASSWORD, ...overrides });
  const usersWith = async (email: string) =>
    Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', [email])).rows[0]!.n);
  const isMember = async (orgcode: string, email: string) =>
    (
      await t.db.query(
        'SELECT 1 FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.orgcode = $1 AND u.email = $2',
        [orgcode, email],
      )
    ).rows.length === 1;

  beforeAll(async () => {
    t = await createTestServer({ engine });
    org = await addOrg(t.db, { name: 'Acme Corp' });
    admin = await addMember(t, { orgcodes: [org], adminOf: [org], givenName: 'Ada', familyName: 'Admin' });
  });
  afterAll(() => t.close());

  it('mails a link to the app, in text and HTML, naming the inviter and the organisation; only its hash is kept', async () => {
    const email = freshAddress();
    const token = await invite(email);
    const [mail] = await t.mailTo(email);
    expect(mail!.subject).toBe('Ada Admin invited you to Acme Corp on Kindred');
    const link = `${t.config.appOrigins[0]}/join?token=${token}`;
    expect(mail!.text).toContain(link);
    expect(mail!.text).toContain('Ada Admin invited you to join Acme Corp');
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.html).toContain('<strong>Acme Corp</strong>');
    expect(token.length).toBeGreaterThanOrEqual(43);
    const { rows } = await t.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM organization_invitations WHERE orgcode = $1 AND email = $2',
      [org, email],
    );
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('shows what an open link invites to, without signing in', async () => {
    const email = freshAddress();
    const token = await invite(email);
    const res = await lookup(token);
    expect(res.status).toBe(200);
    const answer = invitationLookupResponseSchema.parse(await res.json());
    expect(answer).toMatchObject({
      state: 'open',
      organization: { orgcode: org, name: 'Acme Corp' },
      email,
      inviter: 'Ada Admin',
      hasAccount: false,
    });
    expect(new Date(answer.expiresAt).getTime() - t.clock.now().getTime()).toBe(INVITATION_DAYS * 86_400_000);
  });

  it('creates the account from the link: verified, a member, signed in; the link then is spent', async () => {
    const email = freshAddress();
    const token = await invite(email);
    const res = await accept(token);
    expect(res.status).toBe(200);
    const answer = acceptInvitationResponseSchema.parse(await res.json());
    const attributes = await t.request(IDENTITY_PATHS.userAttributes, { token: answer.tokens.idToken });
    expect(userAttributesResponseSchema.parse(await attributes.json())).toMatchObject({
      email,
      given_name: 'Nora',
      family_name: 'New',
    });
    expect(await isMember(org, email)).toBe(true);
    // The password works at sign-in (the new account asks for the e-mail code, as new accounts do).
    const signIn = await post(IDENTITY_PATHS.signIn, { username: email, password: PASSWORD });
    expect(signIn.status).toBe(200);

    const again = await accept(token);
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: 'INVITATION_SPENT', error: JOIN_MESSAGES.invitationSpent });
    expect(invitationLookupResponseSchema.parse(await (await lookup(token)).json())).toMatchObject({ state: 'spent', hasAccount: true });
    expect(await usersWith(email)).toBe(1);
  });

  it('makes one account however often the form is sent at once', async () => {
    const email = freshAddress();
    const token = await invite(email);
    const answers = await Promise.all([accept(token), accept(token), accept(token)]);
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    expect(await usersWith(email)).toBe(1);
  });

  it('checks the name and the password with the specification’s messages, without spending the link', async () => {
    const token = await invite(freshAddress());
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ password: 'Short1' }, JOIN_MESSAGES.passwordLength],
      [{ password: 'alllowercase1' }, JOIN_MESSAGES.weakPassword],
      [{ givenName: '  ' }, JOIN_MESSAGES.givenName],
      [{ familyName: undefined }, JOIN_MESSAGES.familyName],
    ];
    for (const [overrides, message] of cases) {
      const res = await accept(token, overrides);
      expect(res.status).toBe(400);
      expect((await json(res)).error).toContain(message);
    }
    expect((await accept(token)).status).toBe(200);
  });

  it('answers a withdrawn invitation as withdrawn, and a new invitation replaces the link', async () => {
    const email = freshAddress();
    const first = await invite(email);
    const withdrawn = await t.request(`${O}/${org}/invitations/${encodeURIComponent(email)}`, { method: 'DELETE', token: admin.token });
    expect(withdrawn.status).toBe(204);
    expect(invitationLookupResponseSchema.parse(await (await lookup(first)).json()).state).toBe('revoked');
    const refused = await accept(first);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ code: 'INVITATION_REVOKED', error: JOIN_MESSAGES.invitationRevoked });

    const second = await invite(email);
    expect(second).not.toBe(first);
    expect((await lookup(first)).status).toBe(404);
    expect(invitationLookupResponseSchema.parse(await (await lookup(second)).json()).state).toBe('open');
    expect((await accept(second)).status).toBe(200);
  });

  it('answers an unknown link 404 and counts it per client address; a real link is not counted', async () => {
    const token = await invite(freshAddress());
    const address = '203.0.113.77';
    const [hits] = LIMITS.invitationPerAddress;
    for (let i = 0; i < hits; i++) {
      expect((await lookup(token, address)).status).toBe(200);
    }
    for (let i = 0; i < hits; i++) {
      const res = await lookup(`forged-${i}`, address);
      expect(res.status).toBe(404);
      expect(await json(res)).toMatchObject({ code: 'INVITATION_NOT_FOUND', error: JOIN_MESSAGES.invitationNotFound });
    }
    expect((await lookup(token, address)).status).toBe(429);
  });

  it('lets a signed-in member whose address it names join a second organisation, once', async () => {
    const second = await addOrg(t.db, { name: 'Second Org' });
    await t.db.query(`INSERT INTO memberships (orgcode, user_id, role) VALUES ($1, $2, 'admin')`, [second, admin.userId]);
    const member = await addMember(t, { orgcodes: [org] });
    const stranger = await addMember(t, { orgcodes: [org] });
    const token = await invite(member.email, second);

    expect(invitationLookupResponseSchema.parse(await (await lookup(token)).json())).toMatchObject({ hasAccount: true });
    const asNewAccount = await accept(token);
    expect(asNewAccount.status).toBe(409);
    expect(await json(asNewAccount)).toMatchObject({ code: 'ACCOUNT_EXISTS' });

    expect((await post(JOIN_PATHS.joinWithInvitation, { token })).status).toBe(401);
    const foreign = await post(JOIN_PATHS.joinWithInvitation, { token }, { token: stranger.token });
    expect(foreign.status).toBe(403);
    expect(await json(foreign)).toMatchObject({ code: 'INVITATION_FOR_ANOTHER_ADDRESS', error: JOIN_MESSAGES.otherAddress });

    const joined = await post(JOIN_PATHS.joinWithInvitation, { token }, { token: member.token });
    expect(joined.status).toBe(200);
    expect(await json(joined)).toEqual({ organization: { orgcode: second, name: 'Second Org' }, joined: true });
    expect(await isMember(second, member.email)).toBe(true);
    const twice = await post(JOIN_PATHS.joinWithInvitation, { token }, { token: member.token });
    expect(await json(twice)).toMatchObject({ joined: false });
  });

  it('answers an expired link as expired, with its way forward', async () => {
    const email = freshAddress();
    const token = await invite(email);
    const now = t.clock.now();
    t.clock.advance((INVITATION_DAYS + 1) * 86_400_000);
    try {
      expect(invitationLookupResponseSchema.parse(await (await lookup(token)).json()).state).toBe('expired');
      const res = await accept(token);
      expect(res.status).toBe(409);
      expect(await json(res)).toMatchObject({ code: 'INVITATION_EXPIRED', error: JOIN_MESSAGES.invitationExpired });
      expect(await usersWith(email)).toBe(0);
    } finally {
      t.clock.set(now);
    }
  });
});
