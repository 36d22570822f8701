/**
 * MSW handlers for the identity service, over a tiny in-memory account list.
 * Requests are validated with the same schemas the server uses, and answers
 * are built to the answer schemas, so stories and component tests exercise
 * the real contract.
 */
import {
  confirmResetPasswordRequestSchema,
  confirmSignInRequestSchema,
  IDENTITY_MESSAGES,
  IDENTITY_PATHS,
  MEMBER_ID_CLAIM,
  meetsPasswordRequirements,
  resetPasswordRequestSchema,
  signInRequestSchema,
  type AuthTokens,
  type UserAttributes,
} from '@kindred/contracts/api/identity';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type * as z from 'zod/mini';

interface MockAccount {
  email: string;
  password: string;
  mfa: boolean;
  givenName: string;
  familyName: string;
  memberId: string;
}

export const MOCK_CODE = '123456';

const mockAccounts: MockAccount[] = [
  { email: 'demo@kindred.test', password: 'Demo-password-1', mfa: false, givenName: 'Jordan', familyName: 'Ellis', memberId: 'member-demo' },
  { email: 'mfa@kindred.test', password: 'Demo-password-1', mfa: true, givenName: 'Morgan', familyName: 'Blake', memberId: 'member-mfa' },
];

function tokensFor(account: MockAccount): AuthTokens {
  return { idToken: `mock-id-token.${account.memberId}`, refreshToken: `mock-refresh.${account.memberId}`, expiresIn: 900, tokenType: 'Bearer' };
}

function fail(status: number, error: string, code: string) {
  return HttpResponse.json({ error, code }, { status });
}

async function parse<S extends z.ZodMiniType>(request: Request, schema: S): Promise<z.output<S> | Response> {
  const body: unknown = await request.json().catch(() => null);
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  return fail(400, result.error.issues[0]?.message ?? 'Invalid request', 'VALIDATION');
}

function find(email: string) {
  return mockAccounts.find((account) => account.email === email.toLowerCase());
}

function accountFromAuthorization(request: Request) {
  const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/, '') ?? '';
  return mockAccounts.find((account) => token === tokensFor(account).idToken);
}

/** Optional overrides for error stories: a fixed status and body for a path. */
export function identityHandlers(options: { delayMs?: number } = {}) {
  const wait = () => new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
  return [
    http.post(IDENTITY_PATHS.signIn, async ({ request }) => {
      await wait();
      const body = await parse(request, signInRequestSchema);
      if (body instanceof Response) return body;
      const account = find(body.username);
      if (!account || account.password !== body.password) return fail(400, IDENTITY_MESSAGES.incorrectCredentials, 'NOT_AUTHORIZED');
      if (account.mfa) {
        return HttpResponse.json({
          isSignedIn: false,
          nextStep: {
            signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
            codeDeliveryDetails: { destination: 'm***@k***.test', deliveryMedium: 'EMAIL', attributeName: 'email' },
          },
          session: `challenge.${account.memberId}`,
        } satisfies JsonBodyType);
      }
      return HttpResponse.json({ isSignedIn: true, nextStep: { signInStep: 'DONE' }, tokens: tokensFor(account) });
    }),
    http.post(IDENTITY_PATHS.confirmSignIn, async ({ request }) => {
      await wait();
      const body = await parse(request, confirmSignInRequestSchema);
      if (body instanceof Response) return body;
      const account = mockAccounts.find((a) => body.session === `challenge.${a.memberId}`);
      if (!account) return fail(400, IDENTITY_MESSAGES.signInSessionExpired, 'SIGN_IN_SESSION_EXPIRED');
      if (body.challengeResponse !== MOCK_CODE) return fail(400, IDENTITY_MESSAGES.invalidSignInCode, 'INVALID_CODE');
      return HttpResponse.json({ isSignedIn: true, nextStep: { signInStep: 'DONE' }, tokens: tokensFor(account) });
    }),
    http.post(IDENTITY_PATHS.resetPassword, async ({ request }) => {
      await wait();
      const body = await parse(request, resetPasswordRequestSchema);
      if (body instanceof Response) return body;
      if (!find(body.username)) return fail(400, IDENTITY_MESSAGES.userNotFound, 'USER_NOT_FOUND');
      return HttpResponse.json({
        isPasswordReset: false,
        nextStep: {
          resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
          codeDeliveryDetails: { destination: 'd***@k***.test', deliveryMedium: 'EMAIL', attributeName: 'email' },
        },
      });
    }),
    http.post(IDENTITY_PATHS.confirmResetPassword, async ({ request }) => {
      await wait();
      const body = await parse(request, confirmResetPasswordRequestSchema);
      if (body instanceof Response) return body;
      const account = find(body.username);
      if (!account) return fail(400, IDENTITY_MESSAGES.userNotFound, 'USER_NOT_FOUND');
      if (body.confirmationCode !== MOCK_CODE) return fail(400, IDENTITY_MESSAGES.invalidResetCode, 'INVALID_CODE');
      if (!meetsPasswordRequirements(body.newPassword)) return fail(400, IDENTITY_MESSAGES.weakPassword, 'INVALID_PASSWORD');
      return HttpResponse.json({ isPasswordReset: true, nextStep: { resetPasswordStep: 'DONE' } });
    }),
    http.get(IDENTITY_PATHS.userAttributes, ({ request }) => {
      const account = accountFromAuthorization(request);
      if (!account) return fail(401, IDENTITY_MESSAGES.authenticationRequired, 'UNAUTHORIZED');
      const attributes: UserAttributes = {
        sub: account.memberId,
        email: account.email,
        given_name: account.givenName,
        family_name: account.familyName,
        phone_number: null,
        [MEMBER_ID_CLAIM]: account.memberId,
      };
      return HttpResponse.json(attributes);
    }),
    http.post(IDENTITY_PATHS.signOut, () => HttpResponse.json({ signedOut: true })),
    http.post(IDENTITY_PATHS.refresh, () => fail(401, IDENTITY_MESSAGES.sessionExpired, 'SESSION_EXPIRED')),
  ];
}

/**
 * For pending-state stories: spread `story` into the story. A call to `path`
 * then waits until `release()` (or the story's end); its resolver answers
 * nothing, so the usual mock (`identityHandlers()`) answers it.
 */
export function heldCall(path: string) {
  let held = Promise.resolve();
  let release = () => {};
  const handler = http.post(path, async () => {
    await held;
  });
  return {
    release: () => release(),
    story: {
      parameters: { msw: { handlers: [handler, ...identityHandlers()] } },
      beforeEach: () => {
        held = new Promise<void>((resolve) => {
          release = resolve;
        });
        return () => release();
      },
    },
  };
}
