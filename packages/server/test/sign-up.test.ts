/**
 * 'Create an account', on both engines: only for a domain an organisation allows; the 6-digit e-mail code (wrong,
 * expired, too many tries, replaced); the account made once, a member of each organisation allowing its domain,
 * signed in; an address with an account answered alike (and told by e-mail); the limits; and, as a property, the
 * password rule decided by the contract's rule alone.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_PATHS, meetsPasswordRequirements, userAttributesResponseSchema } from '@kindred/contracts/api/identity';
import { JOIN_MESSAGES, JOIN_PATHS, confirmSignUpResponseSchema, signUpResponseSchema } from '@kindred/contracts/api/join';
import { LIMITS } from '../src/modules/identity/service.ts';
import { createTestServer, engines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { addMember, addOrg, json } from './profile-fixtures.ts';

const PASSWORD = 'Welcome2Kindred';

describe.each(engines)('sign-up on %s', (engine) => {
  let t: TestServer;
  let org: string;
  let sister: string;
  let counter = 0;
  const domain = `allowed-${engine}.example`;
  const fresh = () => `person-${++counter}@${domain}`;

  const post = (path: string, body: unknown, address?: string) =>
    t.request(path, { method: 'POST', json: body, ...(address ? { headers: { 'x-forwarded-for': address } } : {}) });
  const signUp = (email: string, overrides: Record<string, unknown> = {}, address?: string) =>
    post(JOIN_PATHS.signUp, { username: email, givenName: 'Sam', familyName: 'Signup', password: PASSWORD, ...overrides }, address);
  const confirm = (session: string, code: string) => post(JOIN_PATHS.confirmSignUp, { session, code });
  const started = async (email: string) => {
    const res = await signUp(email);
    expect(res.status).toBe(200);
    return signUpResponseSchema.parse(await res.json()).session;
  };
  const usersWith = async (email: string) =>
    Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', [email])).rows[0]!.n);
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  beforeAll(async () => {
    t = await createTestServer({ engine });
    org = await addOrg(t.db, { name: 'Allowing Org' });
    sister = await addOrg(t.db, { name: 'Sister Org' });
    await addOrg(t.db, { name: 'Unrelated Org' });
    await t.db.query(`UPDATE organizations SET allowed_email_domains = $2::text[] WHERE orgcode = ANY ($1::text[])`, [[org, sister], [domain]]);
  });
  afterAll(() => t.close());

  it('refuses a domain no organisation allows, with the way forward', async () => {
    const res = await signUp('someone@elsewhere.example');
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ error: JOIN_MESSAGES.domainNotAllowed, code: 'DOMAIN_NOT_ALLOWED' });
  });

  it('mails a code; the code makes the account, a member of every organisation allowing its domain, signed in', async () => {
    const email = fresh();
    const res = await signUp(email.toUpperCase());
    const answer = signUpResponseSchema.parse(await res.json());
    expect(answer.nextStep).toEqual({
      signUpStep: 'CONFIRM_SIGN_UP_WITH_EMAIL_CODE',
      codeDeliveryDetails: { destination: expect.stringMatching(/^p\*\*\*@a\*\*\*\.example$/), deliveryMedium: 'EMAIL', attributeName: 'email' },
    });
    const code = await t.latestCode(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(await usersWith(email)).toBe(0);

    const bad = await confirm(answer.session, wrong(code));
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ code: 'INVALID_CODE', error: JOIN_MESSAGES.invalidCode });

    const done = await confirm(answer.session, code);
    expect(done.status).toBe(200);
    const { tokens } = confirmSignUpResponseSchema.parse(await done.json());
    const attributes = userAttributesResponseSchema.parse(await (await t.request(IDENTITY_PATHS.userAttributes, { token: tokens.idToken })).json());
    expect(attributes).toMatchObject({ email, given_name: 'Sam', family_name: 'Signup' });
    const { rows } = await t.db.query<{ orgcode: string }>(
      'SELECT m.orgcode FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = $1 ORDER BY m.orgcode',
      [email],
    );
    expect(rows.map((row) => row.orgcode)).toEqual([org, sister].sort());

    // Sent again: the account exists once, and the answer says to sign in.
    const again = await confirm(answer.session, code);
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: 'ACCOUNT_EXISTS', error: JOIN_MESSAGES.signUpDone });
    expect(await usersWith(email)).toBe(1);
  });

  it('makes one account when the code is sent twice at once', async () => {
    const email = fresh();
    const session = await started(email);
    const code = await t.latestCode(email);
    const answers = await Promise.all([confirm(session, code), confirm(session, code)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await usersWith(email)).toBe(1);
  });

  it('answers an address with an account exactly as a new one, and tells its owner instead of sending a code', async () => {
    const owner = await addMember(t, { orgcodes: [org], email: `owner-${engine}@${domain}` });
    const newcomer = fresh();
    const forOwner = signUpResponseSchema.parse(await (await signUp(owner.email)).json());
    const forNewcomer = signUpResponseSchema.parse(await (await signUp(newcomer)).json());
    expect(forOwner.nextStep.signUpStep).toBe(forNewcomer.nextStep.signUpStep);
    expect(forOwner.nextStep.codeDeliveryDetails.destination).toMatch(/^o\*\*\*@a\*\*\*\.example$/);
    expect(Object.keys(forOwner).sort()).toEqual(Object.keys(forNewcomer).sort());
    expect(forOwner.session.length).toBe(forNewcomer.session.length);

    const [note] = await t.mailTo(owner.email);
    expect(note!.subject).toBe('You already have a Kindred account');
    expect(note!.text).not.toMatch(/\b\d{6}\b/);
    for (const guess of ['000000', '123456']) {
      const res = await confirm(forOwner.session, guess);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ code: 'INVALID_CODE' });
    }
    expect(await usersWith(owner.email)).toBe(1);
    // The owner's password still works: nothing about the account changed.
    expect((await post(IDENTITY_PATHS.signIn, { username: owner.email, password: owner.password })).status).toBe(200);
  });

  it('lets a code be tried five times, and only the newest code of an address work', async () => {
    const email = fresh();
    const session = await started(email);
    const code = await t.latestCode(email);
    for (let i = 0; i < 4; i++) expect(await json(await confirm(session, wrong(code)))).toMatchObject({ code: 'INVALID_CODE' });
    expect(await json(await confirm(session, wrong(code)))).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', error: JOIN_MESSAGES.tooManyAttempts });
    expect(await json(await confirm(session, code))).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });

    const first = await started(email);
    const second = await started(email);
    const newest = await t.latestCode(email);
    expect(await json(await confirm(first, newest))).toMatchObject({ code: 'SIGN_UP_EXPIRED', error: JOIN_MESSAGES.signUpExpired });
    expect((await confirm(second, newest)).status).toBe(200);
  });

  it('lets a code expire after 10 minutes', async () => {
    const email = fresh();
    const session = await started(email);
    const code = await t.latestCode(email);
    const now = t.clock.now();
    t.clock.advance(10 * 60_000 + 1);
    try {
      expect(await json(await confirm(session, code))).toMatchObject({ code: 'CODE_EXPIRED', error: JOIN_MESSAGES.codeExpired });
    } finally {
      t.clock.set(now);
    }
    expect(await usersWith(email)).toBe(0);
  });

  it('limits sign-ups per client address and per address asked for', async () => {
    const client = '198.51.100.201';
    const [perClient] = LIMITS.signUpPerAddress;
    for (let i = 0; i < perClient; i++) expect((await signUp(fresh(), {}, client)).status).toBe(200);
    expect((await signUp(fresh(), {}, client)).status).toBe(429);

    const target = fresh();
    const [perEmail] = LIMITS.signUpPerEmail;
    for (let i = 0; i < perEmail; i++) expect((await signUp(target)).status).toBe(200);
    expect((await signUp(target)).status).toBe(429);
  });

  it('accepts exactly the passwords the rule accepts, with the specification’s messages otherwise', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 20 }), async (password) => {
        const res = await signUp(fresh(), { password });
        if (meetsPasswordRequirements(password)) {
          expect(res.status).toBe(200);
        } else {
          expect(res.status).toBe(400);
          expect([JOIN_MESSAGES.passwordLength, JOIN_MESSAGES.weakPassword]).toContain((await json(res)).error);
        }
      }),
      { numRuns: 25 },
    );
  });
});
