/**
 * Identity over HTTP, end to end, on every engine: sign-in with and without
 * the e-mail code, codes (expiry, reuse, tries), password reset, sessions
 * (sign-out, refresh, idle limit, lifetime, token expiry) and limits.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_MESSAGES as M, MEMBER_ID_CLAIM } from '@kindred/contracts/api/identity';
import { CODE_MAX_ATTEMPTS, LIMITS } from '../src/modules/identity/service.ts';
import { createTestServer, appEngines } from './harness.ts';
import type { TestServer } from './harness.ts';

const MINUTE = 60_000;

interface ErrorBody {
  error: string;
  code?: string;
}

async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

describe.each(appEngines)('identity on %s', (engine) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await createTestServer({ engine });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (path: string, body: unknown, init: { token?: string; headers?: Record<string, string> } = {}) =>
    t.request(path, { method: 'POST', json: body, ...init });

  async function expectError(res: Response, status: number, message: string, code?: string) {
    const body = await json<ErrorBody>(res);
    expect({ status: res.status, ...body }).toMatchObject({ status, error: message, ...(code ? { code } : {}) });
  }

  async function startCodeSignIn(email: string, password: string) {
    const res = await post('/v1/auth/sign-in', { username: email, password });
    expect(res.status).toBe(200);
    const body = await json<{ session: string; nextStep: { signInStep: string } }>(res);
    expect(body.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_EMAIL_CODE');
    return { session: body.session, code: await t.latestCode(email) };
  }

  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  describe('sign in', () => {
    it('without a code: DONE with an ID token carrying the attributes and the member id', async () => {
      const { user, password } = await t.createUser({ givenName: 'Ada', familyName: 'Lovelace', phoneNumber: '+15550100' });
      const res = await post('/v1/auth/sign-in', { username: user.email, password });
      expect(res.status).toBe(200);
      const body = await json<{ isSignedIn: boolean; nextStep: unknown; tokens: { idToken: string; refreshToken: string; expiresIn: number; tokenType: string } }>(res);
      expect(body.isSignedIn).toBe(true);
      expect(body.nextStep).toEqual({ signInStep: 'DONE' });
      expect(body.tokens).toMatchObject({ expiresIn: 900, tokenType: 'Bearer' });
      expect(body.tokens.refreshToken.length).toBeGreaterThan(30);

      const claims = decodeJwt(body.tokens.idToken);
      expect(claims).toMatchObject({
        sub: user.id,
        email: user.email,
        given_name: 'Ada',
        family_name: 'Lovelace',
        phone_number: '+15550100',
        [MEMBER_ID_CLAIM]: user.memberId,
        token_use: 'id',
      });
      expect(typeof claims.sid).toBe('string');
      expect(claims.exp! - claims.iat!).toBe(900);

      const attributes = await t.request('/v1/auth/user-attributes', { token: body.tokens.idToken });
      expect(attributes.status).toBe(200);
      expect(await attributes.json()).toEqual({
        sub: user.id,
        email: user.email,
        given_name: 'Ada',
        family_name: 'Lovelace',
        phone_number: '+15550100',
        [MEMBER_ID_CLAIM]: user.memberId,
      });
    });

    it('matches the e-mail address whatever its case and spacing', async () => {
      const { user, password } = await t.createUser();
      const res = await post('/v1/auth/sign-in', { username: `  ${user.email.toUpperCase()} `, password });
      expect(res.status).toBe(200);
    });

    it('with the e-mail code: the code arrives in the outbox and completes sign-in', async () => {
      const { user, password } = await t.createUser({ mfa: true, email: `jane.doe.${engine}@example.com` });
      const res = await post('/v1/auth/sign-in', { username: user.email, password });
      expect(res.status).toBe(200);
      const body = await json<Record<string, unknown>>(res);
      expect(body).toMatchObject({
        isSignedIn: false,
        nextStep: {
          signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
          codeDeliveryDetails: { destination: 'j***@e***.com', deliveryMedium: 'EMAIL', attributeName: 'email' },
        },
      });
      expect(body).not.toHaveProperty('tokens');
      const [mail] = await t.mailTo(user.email);
      expect(mail?.subject).toBe('Your sign-in code');
      const code = await t.latestCode(user.email);
      expect(code).toMatch(/^\d{6}$/);

      const confirmed = await post('/v1/auth/sign-in/confirm', { session: body.session, challengeResponse: code });
      expect(confirmed.status).toBe(200);
      const done = await json<{ nextStep: unknown; tokens: { idToken: string } }>(confirmed);
      expect(done.nextStep).toEqual({ signInStep: 'DONE' });
      expect(decodeJwt(done.tokens.idToken)[MEMBER_ID_CLAIM]).toBe(user.memberId);
      expect((await t.request('/v1/auth/user-attributes', { token: done.tokens.idToken })).status).toBe(200);
    });

    it('refuses a wrong password and an unknown account with the same words', async () => {
      const { user } = await t.createUser();
      await expectError(await post('/v1/auth/sign-in', { username: user.email, password: 'Wrong-password1' }), 400, M.incorrectCredentials, 'NOT_AUTHORIZED');
      await expectError(await post('/v1/auth/sign-in', { username: `nobody-${engine}@example.test`, password: 'Whatever1' }), 400, M.incorrectCredentials, 'NOT_AUTHORIZED');
    });

    it('validates the request with the sign-in form words', async () => {
      await expectError(await post('/v1/auth/sign-in', { username: 'not-an-email', password: 'x' }), 400, 'Enter a valid email address.');
      await expectError(await post('/v1/auth/sign-in', { username: 'a@example.test', password: '' }), 400, 'Enter your password.');
      await expectError(await post('/v1/auth/sign-in', {}), 400, 'Enter a valid email address.');
    });
  });

  describe('sign-in codes', () => {
    it('a wrong code is refused, then the right one still works', async () => {
      const { user, password } = await t.createUser({ mfa: true });
      const { session, code } = await startCodeSignIn(user.email, password);
      await expectError(await post('/v1/auth/sign-in/confirm', { session, challengeResponse: wrongCodeFor(code) }), 400, M.invalidSignInCode, 'INVALID_CODE');
      await expectError(await post('/v1/auth/sign-in/confirm', { session, challengeResponse: 'abc' }), 400, M.invalidSignInCode, 'INVALID_CODE');
      expect((await post('/v1/auth/sign-in/confirm', { session, challengeResponse: code })).status).toBe(200);
    });

    it('expires after 10 minutes', async () => {
      const { user, password } = await t.createUser({ mfa: true });
      const first = await startCodeSignIn(user.email, password);
      t.clock.advance(10 * MINUTE - 1000);
      expect((await post('/v1/auth/sign-in/confirm', { session: first.session, challengeResponse: first.code })).status).toBe(200);

      const second = await startCodeSignIn(user.email, password);
      t.clock.advance(10 * MINUTE + 1000);
      await expectError(
        await post('/v1/auth/sign-in/confirm', { session: second.session, challengeResponse: second.code }),
        400,
        M.signInCodeExpired,
        'CODE_EXPIRED',
      );
    });

    it('works once', async () => {
      const { user, password } = await t.createUser({ mfa: true });
      const { session, code } = await startCodeSignIn(user.email, password);
      expect((await post('/v1/auth/sign-in/confirm', { session, challengeResponse: code })).status).toBe(200);
      await expectError(await post('/v1/auth/sign-in/confirm', { session, challengeResponse: code }), 400, M.signInSessionExpired, 'SIGN_IN_SESSION_EXPIRED');
    });

    it(`dies after ${CODE_MAX_ATTEMPTS} tries`, async () => {
      const { user, password } = await t.createUser({ mfa: true });
      const { session, code } = await startCodeSignIn(user.email, password);
      const wrong = wrongCodeFor(code);
      for (let i = 1; i < CODE_MAX_ATTEMPTS; i++) {
        await expectError(await post('/v1/auth/sign-in/confirm', { session, challengeResponse: wrong }), 400, M.invalidSignInCode);
      }
      await expectError(await post('/v1/auth/sign-in/confirm', { session, challengeResponse: wrong }), 400, M.signInTooManyAttempts, 'TOO_MANY_ATTEMPTS');
      await expectError(await post('/v1/auth/sign-in/confirm', { session, challengeResponse: code }), 400, M.signInTooManyAttempts, 'TOO_MANY_ATTEMPTS');
    });

    it('a new sign-in voids the previous code', async () => {
      const { user, password } = await t.createUser({ mfa: true });
      const first = await startCodeSignIn(user.email, password);
      const second = await startCodeSignIn(user.email, password);
      await expectError(await post('/v1/auth/sign-in/confirm', { session: first.session, challengeResponse: first.code }), 400, M.signInSessionExpired);
      expect((await post('/v1/auth/sign-in/confirm', { session: second.session, challengeResponse: second.code })).status).toBe(200);
    });

    it('an unknown sign-in session is refused', async () => {
      await expectError(await post('/v1/auth/sign-in/confirm', { session: 'made-up', challengeResponse: '123456' }), 400, M.signInSessionExpired);
    });
  });

  describe('password reset', () => {
    const reset = (username: string) => post('/v1/auth/password/reset', { username });
    const confirm = (username: string, confirmationCode: string, newPassword: string) =>
      post('/v1/auth/password/confirm', { username, confirmationCode, newPassword });

    it('for an unknown account says so (docs/product.md#errors)', async () => {
      await expectError(await reset(`nobody-${engine}@example.test`), 400, M.userNotFound, 'USER_NOT_FOUND');
      await expectError(await reset('not-an-email'), 400, 'Please enter a valid email address');
    });

    it('sets the new password, ends old sessions, and the code works once', async () => {
      const { user, password, tokens } = await t.createUser({ email: `reset-${engine}@example.com` });
      const res = await reset(user.email);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        isPasswordReset: false,
        nextStep: {
          resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
          codeDeliveryDetails: { destination: 'r***@e***.com', deliveryMedium: 'EMAIL', attributeName: 'email' },
        },
      });
      const code = await t.latestCode(user.email);
      const [mail] = await t.mailTo(user.email);
      expect(mail?.subject).toBe('Your password reset code');

      const done = await confirm(user.email, code, 'New-password1');
      expect(done.status).toBe(200);
      expect(await done.json()).toEqual({ isPasswordReset: true, nextStep: { resetPasswordStep: 'DONE' } });

      await expectError(await post('/v1/auth/sign-in', { username: user.email, password }), 400, M.incorrectCredentials);
      expect((await post('/v1/auth/sign-in', { username: user.email, password: 'New-password1' })).status).toBe(200);
      // The session from before the reset is over.
      await expectError(await t.request('/v1/auth/user-attributes', { token: tokens.idToken }), 401, M.sessionExpired, 'SESSION_EXPIRED');
      // The code was spent.
      await expectError(await confirm(user.email, code, 'Another-password1'), 400, M.invalidResetCode, 'INVALID_CODE');
    });

    it('refuses a wrong code and keeps the old password', async () => {
      const { user, password } = await t.createUser();
      await reset(user.email);
      const code = await t.latestCode(user.email);
      await expectError(await confirm(user.email, wrongCodeFor(code), 'New-password1'), 400, M.invalidResetCode, 'INVALID_CODE');
      expect((await post('/v1/auth/sign-in', { username: user.email, password })).status).toBe(200);
      expect((await confirm(user.email, code, 'New-password1')).status).toBe(200);
    });

    it('refuses a weak password without spending a try of the code', async () => {
      const { user } = await t.createUser();
      await reset(user.email);
      const code = await t.latestCode(user.email);
      for (const weak of ['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere', '']) {
        await expectError(await confirm(user.email, code, weak), 400, M.weakPassword, 'INVALID_PASSWORD');
      }
      for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) await confirm(user.email, code, 'weak');
      expect((await confirm(user.email, code, 'Strong-enough1')).status).toBe(200);
    });

    it('validates the code length with the form words', async () => {
      const { user } = await t.createUser();
      await expectError(await confirm(user.email, '123', 'New-password1'), 400, 'Verification code must be at least 6 characters');
    });

    it('expires after 10 minutes and dies after 5 tries', async () => {
      const { user } = await t.createUser();
      await reset(user.email);
      const expired = await t.latestCode(user.email);
      t.clock.advance(10 * MINUTE + 1000);
      await expectError(await confirm(user.email, expired, 'New-password1'), 400, M.resetCodeExpired, 'CODE_EXPIRED');

      await reset(user.email);
      const code = await t.latestCode(user.email);
      for (let i = 1; i < CODE_MAX_ATTEMPTS; i++) await expectError(await confirm(user.email, wrongCodeFor(code), 'New-password1'), 400, M.invalidResetCode);
      await expectError(await confirm(user.email, wrongCodeFor(code), 'New-password1'), 400, M.resetTooManyAttempts, 'TOO_MANY_ATTEMPTS');
      await expectError(await confirm(user.email, code, 'New-password1'), 400, M.resetTooManyAttempts);
    });

    it('a new code voids the previous one', async () => {
      const { user } = await t.createUser();
      await reset(user.email);
      const first = await t.latestCode(user.email);
      await reset(user.email);
      const second = await t.latestCode(user.email);
      if (first !== second) await expectError(await confirm(user.email, first, 'New-password1'), 400, M.invalidResetCode);
      expect((await confirm(user.email, second, 'New-password1')).status).toBe(200);
    });
  });

  describe('sessions', () => {
    it('signing out kills the session on the server', async () => {
      const { tokens } = await t.createUser();
      expect((await t.request('/v1/auth/user-attributes', { token: tokens.idToken })).status).toBe(200);
      const out = await post('/v1/auth/sign-out', {}, { token: tokens.idToken });
      expect(out.status).toBe(200);
      expect(await out.json()).toEqual({ signedOut: true });
      await expectError(await t.request('/v1/auth/user-attributes', { token: tokens.idToken }), 401, M.sessionExpired, 'SESSION_EXPIRED');
      await expectError(await post('/v1/auth/refresh', { refreshToken: tokens.refreshToken }), 401, M.sessionExpired);
      await expectError(await post('/v1/auth/sign-out', {}, { token: tokens.idToken }), 401, M.sessionExpired);
    });

    it('signing out with global: true ends every session of the account', async () => {
      const { user, password, tokens: first } = await t.createUser();
      const signedIn = await json<{ tokens: { idToken: string } }>(await post('/v1/auth/sign-in', { username: user.email, password }));
      const other = await t.createUser();
      expect((await post('/v1/auth/sign-out', { global: true }, { token: signedIn.tokens.idToken })).status).toBe(200);
      expect((await t.request('/v1/auth/user-attributes', { token: first.idToken })).status).toBe(401);
      expect((await t.request('/v1/auth/user-attributes', { token: other.tokens.idToken })).status).toBe(200);
    });

    it('sign-out without a body works too', async () => {
      const { tokens } = await t.createUser();
      expect((await t.request('/v1/auth/sign-out', { method: 'POST', token: tokens.idToken })).status).toBe(200);
    });

    it('refresh rotates the refresh token; the old one no longer works', async () => {
      const { user, tokens } = await t.createUser();
      t.clock.advance(1000);
      // One browser: the same address and user agent for both tabs.
      const browser = { headers: { 'x-forwarded-for': '198.51.100.7', 'user-agent': 'Browser/1.0' } };
      const res = await post('/v1/auth/refresh', { refreshToken: tokens.refreshToken }, browser);
      expect(res.status).toBe(200);
      const { tokens: next } = await json<{ tokens: { idToken: string; refreshToken: string } }>(res);
      expect(next.refreshToken).not.toBe(tokens.refreshToken);
      expect(decodeJwt(next.idToken)).toMatchObject({ sub: user.id, sid: decodeJwt(tokens.idToken).sid });
      expect((await t.request('/v1/auth/user-attributes', { token: next.idToken })).status).toBe(200);
      // Replayed right away by the same browser (two tabs racing): refused, the session lives on.
      await expectError(await post('/v1/auth/refresh', { refreshToken: tokens.refreshToken }, browser), 401, M.sessionExpired);
      expect((await t.request('/v1/auth/user-attributes', { token: next.idToken })).status).toBe(200);
    });

    it('a spent refresh token replayed at once by another client means it leaked: the session ends for both', async () => {
      const { tokens } = await t.createUser();
      // The thief spends the stolen token first...
      const thief = { headers: { 'x-forwarded-for': '203.0.113.66', 'user-agent': 'curl/8.0' } };
      const { tokens: stolen } = await json<{ tokens: { idToken: string; refreshToken: string } }>(
        await post('/v1/auth/refresh', { refreshToken: tokens.refreshToken }, thief),
      );
      // ...and the owner's own refresh, a second later, finds it spent: refused, and the thief's session is over too.
      t.clock.advance(1000);
      const owner = { headers: { 'x-forwarded-for': '198.51.100.7', 'user-agent': 'Browser/1.0' } };
      await expectError(await post('/v1/auth/refresh', { refreshToken: tokens.refreshToken }, owner), 401, M.sessionExpired);
      await expectError(await t.request('/v1/auth/user-attributes', { token: stolen.idToken }), 401, M.sessionExpired);
      await expectError(await post('/v1/auth/refresh', { refreshToken: stolen.refreshToken }, thief), 401, M.sessionExpired);
    });

    it('a refresh token replayed later means it leaked: the session ends', async () => {
      const { tokens } = await t.createUser();
      const { tokens: next } = await json<{ tokens: { idToken: string; refreshToken: string } }>(
        await post('/v1/auth/refresh', { refreshToken: tokens.refreshToken }),
      );
      t.clock.advance(MINUTE);
      await expectError(await post('/v1/auth/refresh', { refreshToken: tokens.refreshToken }), 401, M.sessionExpired);
      await expectError(await t.request('/v1/auth/user-attributes', { token: next.idToken }), 401, M.sessionExpired);
      await expectError(await post('/v1/auth/refresh', { refreshToken: next.refreshToken }), 401, M.sessionExpired);
    });

    it('the ID token expires after 15 minutes; refresh gives a new one', async () => {
      const { tokens } = await t.createUser();
      t.clock.advance(15 * MINUTE + 1000);
      await expectError(await t.request('/v1/auth/user-attributes', { token: tokens.idToken }), 401, M.sessionExpired, 'TOKEN_EXPIRED');
      const res = await post('/v1/auth/refresh', { refreshToken: tokens.refreshToken });
      expect(res.status).toBe(200);
      const { tokens: next } = await json<{ tokens: { idToken: string } }>(res);
      expect((await t.request('/v1/auth/user-attributes', { token: next.idToken })).status).toBe(200);
    });

    it('a session unused for longer than the idle limit is over', async () => {
      const { tokens } = await t.createUser();
      t.clock.advance(t.config.session.idleMinutes * MINUTE + 1000);
      await expectError(await post('/v1/auth/refresh', { refreshToken: tokens.refreshToken }), 401, M.sessionExpired);
    });

    it('a session in use ends at its absolute lifetime', async () => {
      const { tokens } = await t.createUser();
      let refreshToken = tokens.refreshToken;
      const step = (t.config.session.idleMinutes / 2) * MINUTE;
      const steps = Math.ceil((t.config.session.maxDays * 24 * 60 * MINUTE) / step);
      for (let i = 1; i < steps; i++) {
        t.clock.advance(step);
        const res = await post('/v1/auth/refresh', { refreshToken });
        expect(res.status).toBe(200);
        refreshToken = (await json<{ tokens: { refreshToken: string } }>(res)).tokens.refreshToken;
      }
      t.clock.advance(step);
      await expectError(await post('/v1/auth/refresh', { refreshToken }), 401, M.sessionExpired);
    });

    it('bearer checks: missing, malformed, forged, unknown session', async () => {
      const { tokens } = await t.createUser();
      await expectError(await t.request('/v1/auth/user-attributes'), 401, M.authenticationRequired, 'UNAUTHORIZED');
      await expectError(await t.request('/v1/auth/user-attributes', { headers: { Authorization: `Basic ${tokens.idToken}` } }), 401, M.authenticationRequired);
      await expectError(await t.request('/v1/auth/user-attributes', { token: 'not.a.jwt' }), 401, M.authenticationRequired);
      const [header, payload] = tokens.idToken.split('.');
      await expectError(await t.request('/v1/auth/user-attributes', { token: `${header}.${payload}.forgedsignature` }), 401, M.authenticationRequired);
      // alg "none" is never accepted.
      const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
      await expectError(await t.request('/v1/auth/user-attributes', { token: none }), 401, M.authenticationRequired);
    });
  });

  describe('limits', () => {
    it(`sign-in: ${LIMITS.signInPerAccountAddress[0]} wrong passwords per account from one address per ${LIMITS.signInPerAccountAddress[1] / 60} minutes, then that address gets 429 with Retry-After`, async () => {
      const { user, password } = await t.createUser();
      const stranger = { headers: { 'x-forwarded-for': `203.0.113.${engine === 'pglite' ? 31 : 32}` } };
      for (let i = 0; i < LIMITS.signInPerAccountAddress[0]; i++) {
        expect((await post('/v1/auth/sign-in', { username: user.email, password: 'Wrong-password1' }, stranger)).status).toBe(400);
      }
      const limited = await post('/v1/auth/sign-in', { username: user.email, password }, stranger);
      await expectError(limited, 429, M.tooManyRequests, 'RATE_LIMITED');
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(LIMITS.signInPerAccountAddress[1]);
      // That address waits one short window at most.
      t.clock.advance(retryAfter * 1000);
      expect((await post('/v1/auth/sign-in', { username: user.email, password }, stranger)).status).toBe(200);
    });

    it("sign-in: a stranger's wrong passwords from address A never refuse the owner at address B; the owner is asked for the e-mail code, and told", async () => {
      t.clock.advance(LIMITS.signInStepUpPerAccount[1] * 1000);
      const { user, password } = await t.createUser();
      const strangerA = { headers: { 'x-forwarded-for': `203.0.113.${engine === 'pglite' ? 41 : 42}` } };
      const ownerB = { headers: { 'x-forwarded-for': `198.51.100.${engine === 'pglite' ? 41 : 42}` } };
      // Enough to be refused at A, and to reach the account's threshold.
      for (let i = 0; i <= LIMITS.signInPerAccountAddress[0]; i++) {
        await post('/v1/auth/sign-in', { username: user.email, password: 'Wrong-password1' }, strangerA);
      }
      await expectError(await post('/v1/auth/sign-in', { username: user.email, password }, strangerA), 429, M.tooManyRequests);
      const owner = await post('/v1/auth/sign-in', { username: user.email, password }, ownerB);
      expect(owner.status).toBe(200);
      const body = await json<{ isSignedIn: boolean; nextStep: { signInStep: string }; session: string }>(owner);
      expect(body).toMatchObject({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE' } });
      // The code gets the owner in.
      const confirmed = await post('/v1/auth/sign-in/confirm', { session: body.session, challengeResponse: await t.latestCode(user.email) }, ownerB);
      expect(confirmed.status).toBe(200);
      // Told once, by e-mail, besides the code.
      const warnings = (await t.mailTo(user.email)).filter((mail) => mail.subject === 'Someone is trying to sign in to your account');
      expect(warnings).toHaveLength(1);
      // Once the window has passed without failures, a password alone signs in again.
      t.clock.advance(LIMITS.signInStepUpPerAccount[1] * 1000);
      const later = await json<{ isSignedIn: boolean }>(await post('/v1/auth/sign-in', { username: user.email, password }, ownerB));
      expect(later.isSignedIn).toBe(true);
    });

    it('sign-in: guesses from many addresses are not refused, but past the threshold even the right password needs the e-mail code', async () => {
      t.clock.advance(LIMITS.signInStepUpPerAccount[1] * 1000);
      const { user, password } = await t.createUser();
      // One guess from each of many addresses: none is refused (each address has its own count)...
      for (let i = 0; i < LIMITS.signInStepUpPerAccount[0] + 5; i++) {
        const res = await post('/v1/auth/sign-in', { username: user.email, password: `Guess-${i}-Aa1` }, { headers: { 'x-forwarded-for': `192.0.2.${i + 1}` } });
        expect(res.status).toBe(400);
      }
      // ...but a right guess from yet another address gets no session, only the code step (the code goes to the owner).
      const hit = await json<{ isSignedIn: boolean; nextStep: { signInStep: string } }>(
        await post('/v1/auth/sign-in', { username: user.email, password }, { headers: { 'x-forwarded-for': '192.0.2.200' } }),
      );
      expect(hit).toMatchObject({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE' } });
      // A right password past the threshold gives back no place it was not given, so the next right guess needs it too.
      for (const address of ['192.0.2.201', '192.0.2.202']) {
        const again = await json<{ isSignedIn: boolean; nextStep: { signInStep: string } }>(
          await post('/v1/auth/sign-in', { username: user.email, password }, { headers: { 'x-forwarded-for': address } }),
        );
        expect(again, address).toMatchObject({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE' } });
      }
    });

    it(`sign-in: ${LIMITS.signInPerAddress[0]} attempts per client address, any account`, async () => {
      t.clock.advance(LIMITS.signInPerAddress[1] * 1000);
      const headers = { 'x-forwarded-for': `203.0.113.${engine === 'pglite' ? 1 : 2}` };
      for (let i = 0; i < LIMITS.signInPerAddress[0]; i++) {
        const res = await post('/v1/auth/sign-in', { username: `spray${i}@example.test`, password: 'Guess-1234' }, { headers });
        expect(res.status).toBe(400);
      }
      await expectError(await post('/v1/auth/sign-in', { username: 'spray-last@example.test', password: 'Guess-1234' }, { headers }), 429, M.tooManyRequests);
      // Another address is not affected.
      const { user, password } = await t.createUser();
      expect((await post('/v1/auth/sign-in', { username: user.email, password }, { headers: { 'x-forwarded-for': '203.0.113.200' } })).status).toBe(200);
    });

    it('sign-in: a right password counts against neither limit, so people sharing an office address sign in freely', async () => {
      t.clock.advance(LIMITS.signInPerAddress[1] * 1000);
      const headers = { 'x-forwarded-for': `203.0.113.${engine === 'pglite' ? 11 : 12}` };
      const { user, password } = await t.createUser();
      // More sign-ins than either limit allows tries, from one address, to one account: every one succeeds.
      for (let i = 0; i <= Math.max(LIMITS.signInPerAddress[0], LIMITS.signInPerAccountAddress[0]); i++) {
        expect((await post('/v1/auth/sign-in', { username: user.email, password }, { headers })).status).toBe(200);
      }
      // Wrong passwords still count in full: the account's tries from this address are all there, and no more.
      for (let i = 0; i < LIMITS.signInPerAccountAddress[0]; i++) {
        expect((await post('/v1/auth/sign-in', { username: user.email, password: 'Wrong-password1' }, { headers })).status).toBe(400);
      }
      await expectError(await post('/v1/auth/sign-in', { username: user.email, password }, { headers }), 429, M.tooManyRequests, 'RATE_LIMITED');
    });

    it(`codes: at most ${LIMITS.codeSendsPerAccount[0]} e-mails per account per ${LIMITS.codeSendsPerAccount[1] / 60} minutes (resend limit)`, async () => {
      t.clock.advance(LIMITS.codeSendsPerAccount[1] * 1000);
      const { user } = await t.createUser();
      for (let i = 0; i < LIMITS.codeSendsPerAccount[0]; i++) {
        expect((await post('/v1/auth/password/reset', { username: user.email })).status).toBe(200);
      }
      const limited = await post('/v1/auth/password/reset', { username: user.email });
      await expectError(limited, 429, M.tooManyRequests);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await t.mailTo(user.email)).toHaveLength(LIMITS.codeSendsPerAccount[0]);
    });
  });
});
