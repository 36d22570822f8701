/**
 * Joining an organisation needs an invitation, on the app engine (harness.ts):
 * the random, rotatable join code; an allowed e-mail domain; an explicit
 * invitation. Every other code answers like an unknown one and is limited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '@kindred/contracts/api/organizations';
import * as profileApi from '@kindred/contracts/api/profile-calls';
import { JOIN_LIMITS } from '../src/modules/organizations/service.ts';
import { createTestServer, appEngines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { addMember, addOrg, joinCodeOf, json } from './profile-fixtures.ts';
import type { Member } from './profile-fixtures.ts';

const P = profileApi.PROFILE_PATH;
const O = api.ORGANIZATIONS_PATH;

describe.each(appEngines)('joining organisations on %s', (engine) => {
  let t: TestServer;
  let org: string;
  let elsewhere: string;
  let admin: Member;
  let member: Member;
  let addressCounter = 0;

  /** Each call from its own client address unless one is given, so per-address limits stay out of the way. */
  function join(who: Member, orgcode: string, address = `198.51.100.${++addressCounter % 250}`) {
    return t.request(`${P}?type=add-orgcode`, {
      method: 'PUT',
      token: who.token,
      headers: { 'x-forwarded-for': address },
      json: { id: who.memberId, email: who.email, orgcode },
    });
  }
  const call = (method: string, path: string, token: string | undefined, body?: unknown) =>
    t.request(path, { method, ...(token ? { token } : {}), ...(body !== undefined ? { json: body } : {}) });
  const newcomer = (options: { email?: string } = {}) => addMember(t, { orgcodes: [elsewhere], ...options });

  beforeAll(async () => {
    t = await createTestServer({ engine });
    org = await addOrg(t.db, { name: 'Acme Corp' });
    elsewhere = await addOrg(t.db, { name: 'Elsewhere' });
    admin = await addMember(t, { orgcodes: [org], adminOf: [org], givenName: 'Ada', familyName: 'Admin' });
    member = await addMember(t, { orgcodes: [org] });
  });
  afterAll(() => t.close());

  it('gives every organisation a random join code of about 80 bits', async () => {
    const code = await joinCodeOf(t.db, org);
    expect(code).toMatch(/^JOIN-[0-9A-F]{4}(-[0-9A-F]{4}){4}$/);
    expect(await joinCodeOf(t.db, elsewhere)).not.toBe(code);
  });

  it('refuses the public code alone with the answer an unknown code gets', async () => {
    const person = await newcomer();
    const publicCode = await join(person, org);
    const unknown = await join(person, 'NO-SUCH-ORG');
    expect(publicCode.status).toBe(404);
    expect(unknown.status).toBe(404);
    const answer = await json(publicCode);
    expect(answer).toEqual(await json(unknown));
    expect(answer).toMatchObject({ error: 'Organization not found' });
  });

  it('joins with the join code, and a rotated code stops the old one at once', async () => {
    const first = await newcomer();
    const old = await joinCodeOf(t.db, org);
    const joined = await join(first, old.toLowerCase());
    expect(joined.status).toBe(200);
    expect(profileApi.addOrgcodeResponseSchema.parse(await joined.json())).toMatchObject({ joined: true });

    const rotated = await call('POST', `${O}/${org}/join-code`, admin.token);
    expect(rotated.status).toBe(200);
    const { joinCode } = api.joinCodeResponseSchema.parse(await rotated.json());
    expect(joinCode).not.toBe(old);

    const second = await newcomer();
    expect((await join(second, old)).status).toBe(404);
    expect((await join(second, joinCode)).status).toBe(200);
  });

  it('joins with the public code when the e-mail domain is allowed, and only then', async () => {
    const put = await call('PUT', `${O}/${org}/allowed-domains`, admin.token, { domains: ['Acme.example', 'acme.example'] });
    expect(put.status).toBe(200);
    expect(api.admissionSchema.parse(await put.json()).allowedEmailDomains).toEqual(['acme.example']);

    const insider = await newcomer({ email: `jo-${Date.now()}@acme.example` });
    const lookalike = await newcomer({ email: `jo-${Date.now()}@notacme.example` });
    const sub = await newcomer({ email: `jo-${Date.now()}@mail.acme.example` });
    expect((await join(insider, org)).status).toBe(200);
    expect((await join(lookalike, org)).status).toBe(404);
    expect((await join(sub, org)).status).toBe(404);

    expect((await call('PUT', `${O}/${org}/allowed-domains`, admin.token, { domains: [] })).status).toBe(200);
    const later = await newcomer({ email: `jo2-${Date.now()}@acme.example` });
    expect((await join(later, org)).status).toBe(404);
  });

  it('refuses domains that are not domains, with the value in the message', async () => {
    for (const domains of [['acme'], ['@acme.example'], ['acme..example'], ['a b.example']]) {
      const res = await call('PUT', `${O}/${org}/allowed-domains`, admin.token, { domains });
      expect(res.status).toBe(400);
      expect((await json(res)).error).toContain(`'${domains[0]!.toLowerCase()}' is not an e-mail domain`);
    }
    const tooMany = Array.from({ length: api.ALLOWED_DOMAINS_MAX + 1 }, (_, i) => `d${i}.example`);
    expect((await call('PUT', `${O}/${org}/allowed-domains`, admin.token, { domains: tooMany })).status).toBe(400);
  });

  it('joins with the public code when invited, marks the invitation accepted, and mails the invitee', async () => {
    const invitee = await newcomer();
    const other = await newcomer();
    const res = await call('POST', `${O}/${org}/invitations`, admin.token, { email: invitee.email.toUpperCase() });
    expect(res.status).toBe(201);
    const answer = api.invitationResponseSchema.parse(await res.json());
    expect(answer).toMatchObject({ mailSent: true, invitation: { email: invitee.email, acceptedAt: null } });
    const [mail] = await t.mailTo(invitee.email);
    expect(mail?.subject).toBe('Ada Admin invited you to Acme Corp on Kindred');
    expect(mail?.text).toMatch(/\/join\?token=[\w-]{43}\n/);

    expect((await join(other, org)).status).toBe(404);
    expect((await join(invitee, org)).status).toBe(200);
    const admission = api.admissionSchema.parse(await (await call('GET', `${O}/${org}/admission`, admin.token)).json());
    expect(admission.invitations.find((i) => i.email === invitee.email)?.acceptedAt).not.toBeNull();
  });

  it('does not admit with an expired or withdrawn invitation', async () => {
    const late = await newcomer();
    const withdrawn = await newcomer();
    await call('POST', `${O}/${org}/invitations`, admin.token, { email: late.email });
    await call('POST', `${O}/${org}/invitations`, admin.token, { email: withdrawn.email });

    const revoke = await call('DELETE', `${O}/${org}/invitations/${encodeURIComponent(withdrawn.email)}`, admin.token);
    expect(revoke.status).toBe(204);
    expect((await call('DELETE', `${O}/${org}/invitations/${encodeURIComponent(withdrawn.email)}`, admin.token)).status).toBe(
      404,
    );
    expect((await join(withdrawn, org)).status).toBe(404);

    // Thirty days later (moving the clock would expire the tokens too).
    await t.db.query(`UPDATE organization_invitations SET expires_at = $3 WHERE orgcode = $1 AND email = $2`, [
      org,
      late.email,
      new Date(t.clock.now().getTime() - 1000),
    ]);
    expect((await join(late, org)).status).toBe(404);
  });

  it('refuses to invite a member, or an address that is not one', async () => {
    const res = await call('POST', `${O}/${org}/invitations`, admin.token, { email: member.email });
    expect(res.status).toBe(409);
    expect((await json(res)).error).toBe(api.ORGANIZATION_MESSAGES.alreadyMember);
    const bad = await call('POST', `${O}/${org}/invitations`, admin.token, { email: 'not an address' });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error).toBe(api.ORGANIZATION_MESSAGES.emailInvalid);
  });

  it('lets only the organisation’s administrators manage it: 403 for members, strangers and unknown codes', async () => {
    const stranger = await newcomer();
    const attempts = [
      ['GET', `${O}/${org}/admission`, undefined],
      ['POST', `${O}/${org}/join-code`, undefined],
      ['PUT', `${O}/${org}/allowed-domains`, { domains: ['evil.example'] }],
      ['POST', `${O}/${org}/invitations`, { email: 'friend@evil.example' }],
      ['DELETE', `${O}/${org}/invitations/${encodeURIComponent('x@y.example')}`, undefined],
    ] as const;
    const before = await joinCodeOf(t.db, org);
    for (const [method, path, body] of attempts) {
      for (const who of [member, stranger]) {
        const res = await call(method, path, who.token, body);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect((await json(res)).error).toBe(api.ORGANIZATION_MESSAGES.notAnAdmin);
      }
      expect((await call(method, path, undefined, body)).status).toBe(401);
      expect((await call(method, path.replace(org, 'NO-SUCH-ORG'), admin.token, body)).status).toBe(403);
    }
    // Nothing changed.
    expect(await joinCodeOf(t.db, org)).toBe(before);
    const admission = api.admissionSchema.parse(await (await call('GET', `${O}/${org}/admission`, admin.token)).json());
    expect(admission.allowedEmailDomains).not.toContain('evil.example');
    expect(admission.invitations.map((i) => i.email)).not.toContain('friend@evil.example');
  });

  it('limits wrong codes per account; the right code is not counted and a limited account is told to wait', async () => {
    const guesser = await newcomer();
    const [limit] = JOIN_LIMITS.wrongCodesPerAccount;
    // A right code first: it must not use up a try.
    expect((await join(guesser, await joinCodeOf(t.db, org))).status).toBe(200);
    for (let i = 0; i < limit; i++) expect((await join(guesser, `GUESS-${i}`)).status).toBe(404);
    const limited = await join(guesser, `GUESS-${limit}`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another account is not affected.
    expect((await join(await newcomer(), 'GUESS-X')).status).toBe(404);
  });

  it('limits wrong codes per client address across accounts', async () => {
    const [limit] = JOIN_LIMITS.wrongCodesPerAddress;
    const address = '203.0.113.77';
    const people = await Promise.all([newcomer(), newcomer(), newcomer(), newcomer()]);
    let statuses: number[] = [];
    for (let i = 0; i < limit; i++) statuses.push((await join(people[i % 3]!, `GUESS-${i}`, address)).status);
    expect(new Set(statuses)).toEqual(new Set([404]));
    statuses = [(await join(people[3]!, 'GUESS-LAST', address)).status];
    expect(statuses).toEqual([429]);
    expect((await join(people[3]!, 'GUESS-LAST', '203.0.113.78')).status).toBe(404);
  });
});
