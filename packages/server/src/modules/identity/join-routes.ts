/** HTTP edge of joining (docs/product.md#joining): invitation links and sign-up; paths and schemas from the contracts. */
import type { Context } from 'hono';
import {
  JOIN_PATHS,
  acceptInvitationRequestSchema,
  acceptInvitationResponseSchema,
  confirmSignUpRequestSchema,
  confirmSignUpResponseSchema,
  invitationLookupRequestSchema,
  invitationLookupResponseSchema,
  joinWithInvitationRequestSchema,
  joinWithInvitationResponseSchema,
  signUpRequestSchema,
  signUpResponseSchema,
} from '@kindred/contracts/api/join';
import type { PlatformDeps } from '../../platform/deps.ts';
import { clientAddress } from '../../platform/http/client-address.ts';
import { defineRoute, mountRoutes } from '../../platform/http/openapi.ts';
import type { AppEnv } from '../../platform/http/types.ts';
import { callerOf } from './caller.ts';
import type { RequestMeta } from './context.ts';
import type { IdentityService } from './service.ts';

const tags = ['identity'];

const invitationRoute = defineRoute({
  method: 'POST',
  path: JOIN_PATHS.invitation,
  summary: "What an invitation link's token invites to: the organisation, the address, who invited, and its state",
  description: 'No sign-in. A token that names no invitation is 404 (and counts toward a per-address limit).',
  tags,
  body: invitationLookupRequestSchema,
  response: invitationLookupResponseSchema,
});

const acceptInvitationRoute = defineRoute({
  method: 'POST',
  path: JOIN_PATHS.acceptInvitation,
  summary: 'Creates the account an invitation link is for (verified, a member) and signs it in',
  description: '409 when the invitation expired, was used or withdrawn, or the address already has an account.',
  tags,
  body: acceptInvitationRequestSchema,
  response: acceptInvitationResponseSchema,
});

const joinWithInvitationRoute = defineRoute({
  method: 'POST',
  path: JOIN_PATHS.joinWithInvitation,
  summary: "Joins the invitation's organisation as the signed-in member (the invitation must be for their address)",
  tags,
  auth: true,
  body: joinWithInvitationRequestSchema,
  response: joinWithInvitationResponseSchema,
});

const signUpRoute = defineRoute({
  method: 'POST',
  path: JOIN_PATHS.signUp,
  summary: 'Asks to create an account for an address whose domain an organisation allows; a 6-digit code is e-mailed',
  description: 'The answer is the same whether or not the address has an account (that address is told by e-mail).',
  tags,
  body: signUpRequestSchema,
  response: signUpResponseSchema,
});

const confirmSignUpRoute = defineRoute({
  method: 'POST',
  path: JOIN_PATHS.confirmSignUp,
  summary: 'Creates the account with the e-mailed code, as a member of the organisations its domain may join, and signs it in',
  tags,
  body: confirmSignUpRequestSchema,
  response: confirmSignUpResponseSchema,
});

export function joinRoutes(deps: PlatformDeps & { identity: IdentityService }) {
  const { identity } = deps;
  const meta = (c: Context<AppEnv>): RequestMeta => ({
    ip: clientAddress(c, deps.config.trustProxy),
    userAgent: c.req.header('user-agent') ?? null,
  });
  return mountRoutes(deps, [
    invitationRoute.handle((c, { body }) => identity.lookupInvitation(body, meta(c))),
    acceptInvitationRoute.handle(async (c, { body }) => ({
      isSignedIn: true as const,
      nextStep: { signInStep: 'DONE' as const },
      tokens: await identity.acceptInvitation(body, meta(c)),
    })),
    joinWithInvitationRoute.handle((c, { body }) => identity.joinWithInvitation(callerOf(c), body, meta(c))),
    signUpRoute.handle((c, { body }) => identity.signUp(body, meta(c))),
    confirmSignUpRoute.handle((c, { body }) => identity.confirmSignUp(body, meta(c))),
  ]);
}
