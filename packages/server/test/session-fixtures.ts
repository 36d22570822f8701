/**
 * Fixtures of the tests whose clock moves by hours and days (activities, achievements, home, Quick Connect):
 * members' ID tokens that follow the clock, and a calendar connected through the sandbox provider's consent page.
 */
import { CALENDAR_PATH } from '@kindred/contracts/api/calendar';
import { expect } from 'vitest';
import type { TestServer } from './harness.ts';
import type { Member } from './profile-fixtures.ts';

/** Where the web app's calendar callback is, as the client sends it. */
const CALENDAR_REDIRECT = 'http://localhost:5173/calendar/callback';

/** An ID token is reused until the test clock has moved this far from when it was issued (a token lives 15 minutes). */
const REISSUE_AFTER_MS = 10 * 60_000;

export interface SessionTokens {
  /** The member's ID token: the last one issued, or a new session's once the clock has moved on from it. */
  of(member: Member): Promise<string>;
  /** Takes a token the test got itself (by signing in) as the member's current one. */
  keep(member: Member, token: string): void;
}

/**
 * The members' ID tokens in a test whose clock moves. `server` is read at each call (the server is made in a
 * `beforeAll`); `userAgent` names the test in the sessions it starts.
 */
export function sessionTokens(server: () => TestServer, userAgent: string): SessionTokens {
  const issued = new Map<string, { token: string; at: number }>();
  return {
    async of(member) {
      const t = server();
      const now = t.clock.now().getTime();
      const known = issued.get(member.userId) ?? { token: member.token, at: Number.NEGATIVE_INFINITY };
      if (Math.abs(now - known.at) > REISSUE_AFTER_MS) {
        known.token = (await t.deps.identity.startSession(member.user, { ip: '127.0.0.1', userAgent })).idToken;
        known.at = now;
      }
      issued.set(member.userId, known);
      return known.token;
    },
    keep(member, token) {
      issued.set(member.userId, { token, at: server().clock.now().getTime() });
    },
  };
}

/**
 * Connects the member's Google calendar as the web app does: the authorize call, the sandbox provider's own
 * consent page answered 'allow', then the connect call with the code and state it sent back.
 */
export async function connectSandboxCalendar(t: TestServer, member: Member, token: string): Promise<void> {
  const call = (body: Record<string, unknown>) =>
    t.request(CALENDAR_PATH, { method: 'POST', token, json: { userId: member.memberId, provider: 'google', redirectUri: CALENDAR_REDIRECT, ...body } });
  const authorized = await call({ action: 'authorize' });
  expect(authorized.status).toBe(200);
  const consentUrl = new URL(((await authorized.json()) as { url: string }).url);
  const answered = await t.request(`${consentUrl.pathname}${consentUrl.search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision: 'allow' }).toString(),
  });
  expect(answered.status).toBe(303);
  const back = new URL(answered.headers.get('location')!);
  const connected = await call({ action: 'connect', code: back.searchParams.get('code'), state: back.searchParams.get('state') });
  expect(connected.status).toBe(200);
}
