/**
 * MSW handlers for the member's own account (packages/contracts/src/api/account.ts) over an in-memory state, with
 * the server's rules: the password is `password` (a wrong one is 400 INCORRECT_PASSWORD), a new one must meet the
 * rule, changing it signs out every other session, turning the e-mail code off needs the password, and deleting
 * the account can be refused as the last administrator (409). What was asked is kept in `state`.
 */
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_PATHS,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  emailCodeBodySchema,
  type AccountExport,
  type AccountSession,
} from '@kindred/contracts/api/account';
import { IDENTITY_MESSAGES, IDENTITY_PATHS, meetsPasswordRequirements } from '@kindred/contracts/api/identity';
import { HttpResponse, http } from 'msw';
import { stalledResponse } from './stall.ts';

/** The mock account's password. */
export const MOCK_ACCOUNT_PASSWORD = 'Password1';

const NOW = Date.parse('2026-03-02T09:30:00Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

/** This browser, a laptop at home and a phone. */
const MOCK_SESSIONS: AccountSession[] = [
  {
    id: '0b6d1c52-5f7e-4d8e-9a1b-1c2d3e4f5a60',
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    ipAddress: '198.51.100.24',
    signedInAt: minutesAgo(60 * 24 * 3),
    lastActiveAt: minutesAgo(1),
    current: true,
  },
  {
    id: '1c7e2d63-6a8f-4e9f-8b2c-2d3e4f5a6b71',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:130.0) Gecko/20100101 Firefox/130.0',
    ipAddress: '203.0.113.7',
    signedInAt: minutesAgo(60 * 24 * 10),
    lastActiveAt: minutesAgo(60 * 5),
    current: false,
  },
  {
    id: '2d8f3e74-7b9a-4fa0-9c3d-3e4f5a6b7c82',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    ipAddress: '192.0.2.50',
    signedInAt: minutesAgo(60 * 24 * 20),
    lastActiveAt: minutesAgo(60 * 24 * 2),
    current: false,
  },
];

export interface AccountMockOptions {
  sessions?: AccountSession[];
  emailCode?: boolean;
  /** Deleting answers 409: the member is the only administrator of this organisation. */
  lastAdministratorOf?: string;
  /** Never answer the sessions list (its loading state). */
  stallSessions?: boolean;
  /** The sessions list fails (500). */
  failSessions?: boolean;
  /** Never answer the account's deletion (its pending state). */
  stallDelete?: boolean;
}

export function createAccountHandlers(options: AccountMockOptions = {}) {
  const state = {
    sessions: [...(options.sessions ?? MOCK_SESSIONS)],
    emailCode: options.emailCode ?? true,
    password: MOCK_ACCOUNT_PASSWORD,
    deleted: false,
    exports: 0,
  };
  const refusal = (status: number, error: string, code?: string) => HttpResponse.json({ error, ...(code ? { code } : {}) }, { status });
  const wrongPassword = () => refusal(400, ACCOUNT_MESSAGES.incorrectPassword, 'INCORRECT_PASSWORD');

  const handlers = [
    http.get(`*${ACCOUNT_PATHS.sessions}`, () => {
      if (options.stallSessions) return stalledResponse();
      if (options.failSessions) return refusal(500, 'Internal server error');
      return HttpResponse.json({ sessions: state.sessions });
    }),
    http.delete(`*${ACCOUNT_PATHS.otherSessions}`, () => {
      const before = state.sessions.length;
      state.sessions = state.sessions.filter((session) => session.current);
      return HttpResponse.json({ signedOut: before - state.sessions.length });
    }),
    http.delete(`*/v1/account/sessions/:id`, ({ params }) => {
      const found = state.sessions.find((session) => session.id === params.id);
      if (!found) return refusal(404, ACCOUNT_MESSAGES.sessionNotFound);
      state.sessions = state.sessions.filter((session) => session !== found);
      return HttpResponse.json({ signedOut: 1 });
    }),
    http.put(`*${ACCOUNT_PATHS.password}`, async ({ request }) => {
      const body = changePasswordBodySchema.parse(await request.json());
      if (!meetsPasswordRequirements(body.newPassword)) return refusal(400, IDENTITY_MESSAGES.weakPassword, 'INVALID_PASSWORD');
      if (body.newPassword === body.currentPassword) return refusal(400, ACCOUNT_MESSAGES.samePassword, 'SAME_PASSWORD');
      if (body.currentPassword !== state.password) return wrongPassword();
      state.password = body.newPassword;
      const before = state.sessions.length;
      state.sessions = state.sessions.filter((session) => session.current);
      return HttpResponse.json({ changed: true, otherSessionsEnded: before - state.sessions.length });
    }),
    http.get(`*${ACCOUNT_PATHS.emailCode}`, () => HttpResponse.json({ enabled: state.emailCode })),
    http.put(`*${ACCOUNT_PATHS.emailCode}`, async ({ request }) => {
      const body = emailCodeBodySchema.parse(await request.json());
      if (!body.enabled) {
        if (body.password === undefined) return refusal(400, ACCOUNT_MESSAGES.passwordToTurnOff, 'PASSWORD_REQUIRED');
        if (body.password !== state.password) return wrongPassword();
      }
      state.emailCode = body.enabled;
      return HttpResponse.json({ enabled: state.emailCode });
    }),
    http.get(`*${ACCOUNT_PATHS.export}`, () => {
      state.exports += 1;
      const data: AccountExport = {
        exportedAt: new Date(NOW).toISOString(),
        account: {
          memberId: 'mock-member',
          email: 'maya.chen@example.com',
          givenName: 'Maya',
          familyName: 'Chen',
          phoneNumber: null,
          emailCodeAtSignIn: state.emailCode,
          createdAt: minutesAgo(60 * 24 * 90),
        },
        profile: { title: 'Product Designer' },
        organizations: [],
        questionnaireAnswers: [],
        matches: [],
        conversations: [],
        bookings: [],
        awards: [],
        activities: [],
        supportTickets: [],
        sessions: [],
      };
      return HttpResponse.json(data, { headers: { 'content-disposition': 'attachment; filename="kindred-data-2026-03-02.json"' } });
    }),
    http.delete(`*${ACCOUNT_PATHS.account}`, async ({ request }) => {
      if (options.stallDelete) return stalledResponse();
      const body = deleteAccountBodySchema.parse(await request.json());
      if (body.password !== state.password) return wrongPassword();
      if (options.lastAdministratorOf) return refusal(409, ACCOUNT_MESSAGES.lastAdministrator(options.lastAdministratorOf), 'LAST_ADMINISTRATOR');
      state.deleted = true;
      return HttpResponse.json({ deleted: true });
    }),
    // Signing out here after the deletion: the server's session is gone already.
    http.post(`*${IDENTITY_PATHS.signOut}`, () => HttpResponse.json({ signedOut: true })),
  ];
  return { handlers, state };
}
