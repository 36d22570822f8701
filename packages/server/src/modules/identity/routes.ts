/** HTTP edge of identity: paths and schemas from the contracts, rules in the service. */
import type { Context } from 'hono';
import {
  IDENTITY_PATHS,
  confirmResetPasswordRequestSchema,
  confirmResetPasswordResponseSchema,
  confirmSignInRequestSchema,
  confirmSignInResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  signInRequestSchema,
  signInResponseSchema,
  signOutRequestSchema,
  signOutResponseSchema,
  userAttributesResponseSchema,
} from '@kindred/contracts/api/identity';
import type { PlatformDeps } from '../../platform/deps.ts';
import type { IdentityService } from './service.ts';
import { callerOf } from './caller.ts';
import { clientAddress } from '../../platform/http/client-address.ts';
import { defineRoute, mountRoutes } from '../../platform/http/openapi.ts';
import type { AppEnv } from '../../platform/http/types.ts';
import type { RequestMeta } from './service.ts';

const tags = ['identity'];

const signInRoute = defineRoute({
  method: 'POST',
  path: IDENTITY_PATHS.signIn,
  summary: 'Sign in with e-mail and password',
  description: 'The next step is DONE (tokens) or CONFIRM_SIGN_IN_WITH_EMAIL_CODE (a 6-digit code was e-mailed).',
  tags,
  body: signInRequestSchema,
  response: signInResponseSchema,
});

const confirmSignInRoute = defineRoute({
  method: 'POST',
  path: IDENTITY_PATHS.confirmSignIn,
  summary: 'Complete sign-in with the e-mailed code',
  tags,
  body: confirmSignInRequestSchema,
  response: confirmSignInResponseSchema,
});

const resetPasswordRoute = defineRoute({
  method: 'POST',
  path: IDENTITY_PATHS.resetPassword,
  summary: 'Request a password reset code by e-mail',
  tags,
  body: resetPasswordRequestSchema,
  response: resetPasswordResponseSchema,
});

const confirmResetPasswordRoute = defineRoute({
  method: 'POST',
  path: IDENTITY_PATHS.confirmResetPassword,
  summary: 'Set a new password with the e-mailed code',
  tags,
  body: confirmResetPasswordRequestSchema,
  response: confirmResetPasswordResponseSchema,
});

const userAttributesRoute = defineRoute({
  method: 'GET',
  path: IDENTITY_PATHS.userAttributes,
  summary: "The signed-in user's attributes",
  tags,
  auth: true,
  response: userAttributesResponseSchema,
});

const signOutRoute = defineRoute({
  method: 'POST',
  path: IDENTITY_PATHS.signOut,
  summary: 'Sign out: the session ends on the server (every session with global: true)',
  tags,
  auth: true,
  body: signOutRequestSchema,
  response: signOutResponseSchema,
});

const refreshRoute = defineRoute({
  method: 'POST',
  path: IDENTITY_PATHS.refresh,
  summary: 'New session tokens for a refresh token (which is then spent)',
  tags,
  body: refreshRequestSchema,
  response: refreshResponseSchema,
});

export function identityRoutes(deps: PlatformDeps & { identity: IdentityService }) {
  const { identity } = deps;
  const meta = (c: Context<AppEnv>): RequestMeta => ({
    ip: clientAddress(c, deps.config.trustProxy),
    userAgent: c.req.header('user-agent') ?? null,
  });
  return mountRoutes(deps, [
    signInRoute.handle((c, { body }) => identity.signIn(body, meta(c))),
    confirmSignInRoute.handle((c, { body }) => identity.confirmSignIn(body, meta(c))),
    resetPasswordRoute.handle((c, { body }) => identity.requestPasswordReset(body, meta(c))),
    confirmResetPasswordRoute.handle((c, { body }) => identity.confirmPasswordReset(body, meta(c))),
    userAttributesRoute.handle((c) => identity.userAttributes(callerOf(c))),
    signOutRoute.handle(async (c, { body }) => {
      await identity.signOut(callerOf(c), { global: body?.global ?? false });
      return { signedOut: true as const };
    }),
    refreshRoute.handle(async (c, { body }) => ({ tokens: await identity.refresh(body, meta(c)) })),
  ]);
}
