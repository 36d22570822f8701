/**
 * MSW handlers for invitation links and sign-up, validated with the server's schemas. Invitation tokens name
 * their state: `open-token` (a newcomer), `member-token` (maya.chen@example.com, who has an account),
 * `expired-token`, `spent-token`, `revoked-token`; anything else is unknown. Sign-up allows `acme.test`.
 */
import { IDENTITY_PATHS, MEMBER_ID_CLAIM, type UserAttributes } from '@kindred/contracts/api/identity';
import {
  acceptInvitationRequestSchema,
  confirmSignUpRequestSchema,
  invitationLookupRequestSchema,
  JOIN_MESSAGES,
  JOIN_PATHS,
  joinWithInvitationRequestSchema,
  signUpRequestSchema,
  type InvitationLookup,
  type InvitationState,
} from '@kindred/contracts/api/join';
import { http, HttpResponse } from 'msw';
import type * as z from 'zod/mini';
import { callerIdOf } from '../../shared/mocks/session.ts';
import { MOCK_CODE } from './identity-handlers.ts';

export const NEWCOMER_EMAIL = 'nora.new@acme.test';
export const MEMBER_EMAIL = 'maya.chen@example.com';
const NEWCOMER_ID = 'member-newcomer';
const NEWCOMER_TOKEN = `mock-id-token.${NEWCOMER_ID}`;

const ORGANIZATION = { orgcode: 'ACME', name: 'Acme Corp' };

function invitation(state: InvitationState, email = NEWCOMER_EMAIL, hasAccount = false): InvitationLookup {
  return { state, organization: ORGANIZATION, email, inviter: 'Ada Admin', expiresAt: '2030-01-31T09:00:00.000Z', hasAccount };
}

const INVITATIONS: Record<string, InvitationLookup> = {
  'open-token': invitation('open'),
  'member-token': invitation('open', MEMBER_EMAIL, true),
  'expired-token': invitation('expired'),
  'spent-token': invitation('spent', NEWCOMER_EMAIL, true),
  'revoked-token': invitation('revoked'),
};

const CLOSED_CODES = { expired: 'INVITATION_EXPIRED', spent: 'INVITATION_SPENT', revoked: 'INVITATION_REVOKED' } as const;
const CLOSED_MESSAGES = {
  expired: JOIN_MESSAGES.invitationExpired,
  spent: JOIN_MESSAGES.invitationSpent,
  revoked: JOIN_MESSAGES.invitationRevoked,
} as const;

function fail(status: number, error: string, code: string) {
  return HttpResponse.json({ error, code }, { status });
}

async function parse<S extends z.ZodMiniType>(request: Request, schema: S): Promise<z.output<S> | Response> {
  const result = schema.safeParse(await request.json().catch(() => null));
  if (result.success) return result.data;
  return fail(400, result.error.issues[0]?.message ?? 'Invalid request', 'VALIDATION');
}

const signedIn = () => ({
  isSignedIn: true,
  nextStep: { signInStep: 'DONE' },
  tokens: { idToken: NEWCOMER_TOKEN, refreshToken: 'mock-refresh.newcomer', expiresIn: 900, tokenType: 'Bearer' },
});

/** The handlers; `delayMs` holds each answer (pending states). */
export function joinHandlers(options: { delayMs?: number } = {}) {
  const wait = () => new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
  return [
    http.post(JOIN_PATHS.invitation, async ({ request }) => {
      await wait();
      const body = await parse(request, invitationLookupRequestSchema);
      if (body instanceof Response) return body;
      const found = INVITATIONS[body.token];
      return found ? HttpResponse.json(found) : fail(404, JOIN_MESSAGES.invitationNotFound, 'INVITATION_NOT_FOUND');
    }),
    http.post(JOIN_PATHS.acceptInvitation, async ({ request }) => {
      await wait();
      const body = await parse(request, acceptInvitationRequestSchema);
      if (body instanceof Response) return body;
      const found = INVITATIONS[body.token];
      if (!found) return fail(404, JOIN_MESSAGES.invitationNotFound, 'INVITATION_NOT_FOUND');
      if (found.state !== 'open') return fail(409, CLOSED_MESSAGES[found.state], CLOSED_CODES[found.state]);
      if (found.hasAccount) return fail(409, JOIN_MESSAGES.accountExists, 'ACCOUNT_EXISTS');
      return HttpResponse.json(signedIn());
    }),
    http.post(JOIN_PATHS.joinWithInvitation, async ({ request }) => {
      await wait();
      if (!callerIdOf(request)) return fail(401, 'Authentication required', 'UNAUTHORIZED');
      const body = await parse(request, joinWithInvitationRequestSchema);
      if (body instanceof Response) return body;
      const found = INVITATIONS[body.token];
      if (!found) return fail(404, JOIN_MESSAGES.invitationNotFound, 'INVITATION_NOT_FOUND');
      if (found.email !== MEMBER_EMAIL) return fail(403, JOIN_MESSAGES.otherAddress, 'INVITATION_FOR_ANOTHER_ADDRESS');
      return HttpResponse.json({ organization: ORGANIZATION, joined: true });
    }),
    http.post(JOIN_PATHS.signUp, async ({ request }) => {
      await wait();
      const body = await parse(request, signUpRequestSchema);
      if (body instanceof Response) return body;
      if (!body.username.endsWith('@acme.test')) return fail(400, JOIN_MESSAGES.domainNotAllowed, 'DOMAIN_NOT_ALLOWED');
      return HttpResponse.json({
        nextStep: {
          signUpStep: 'CONFIRM_SIGN_UP_WITH_EMAIL_CODE',
          codeDeliveryDetails: { destination: 'n***@a***.test', deliveryMedium: 'EMAIL', attributeName: 'email' },
        },
        session: 'sign-up.newcomer',
      });
    }),
    http.post(JOIN_PATHS.confirmSignUp, async ({ request }) => {
      await wait();
      const body = await parse(request, confirmSignUpRequestSchema);
      if (body instanceof Response) return body;
      if (body.session !== 'sign-up.newcomer') return fail(400, JOIN_MESSAGES.signUpExpired, 'SIGN_UP_EXPIRED');
      if (body.code === '000000') return fail(400, JOIN_MESSAGES.codeExpired, 'CODE_EXPIRED');
      if (body.code !== MOCK_CODE) return fail(400, JOIN_MESSAGES.invalidCode, 'INVALID_CODE');
      return HttpResponse.json(signedIn());
    }),
    // The new account's attributes (completing the sign-in reads them).
    http.get(IDENTITY_PATHS.userAttributes, ({ request }) => {
      if (request.headers.get('Authorization') !== `Bearer ${NEWCOMER_TOKEN}`) return undefined;
      const attributes: UserAttributes = {
        sub: NEWCOMER_ID,
        email: NEWCOMER_EMAIL,
        given_name: 'Nora',
        family_name: 'New',
        phone_number: null,
        [MEMBER_ID_CLAIM]: NEWCOMER_ID,
      };
      return HttpResponse.json(attributes);
    }),
  ];
}
