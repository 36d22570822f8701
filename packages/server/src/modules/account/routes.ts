/** HTTP edge of the member's own account (contracts/api/account.ts): Settings → Security, the export, deletion. */
import type { Context } from 'hono';
import * as api from '@kindred/contracts/api/account';
import type { PlatformDeps } from '../../platform/deps.ts';
import { clientAddress } from '../../platform/http/client-address.ts';
import { defineRoute, mountRoutes } from '../../platform/http/openapi.ts';
import type { AppEnv } from '../../platform/http/types.ts';
import { callerOf } from '../identity/index.ts';
import type { IdentityService, RequestMeta } from '../identity/index.ts';
import type { AccountService } from './service.ts';

const tags = ['account'];
const P = api.ACCOUNT_PATHS;

const routes = {
  changePassword: defineRoute({
    method: 'PUT',
    path: P.password,
    summary: 'A new password, the current one first; every other session is signed out',
    tags,
    auth: true,
    body: api.changePasswordBodySchema,
    response: api.changePasswordResponseSchema,
  }),
  sessions: defineRoute({
    method: 'GET',
    path: P.sessions,
    summary: "Where the member is signed in: their live sessions, the request's own marked current",
    tags,
    auth: true,
    response: api.accountSessionsResponseSchema,
  }),
  endOtherSessions: defineRoute({
    method: 'DELETE',
    path: P.otherSessions,
    summary: 'Signs out every session of the member but the one asking',
    tags,
    auth: true,
    response: api.signedOutResponseSchema,
  }),
  endSession: defineRoute({
    method: 'DELETE',
    path: P.session,
    summary: "Signs out one of the member's sessions",
    tags,
    auth: true,
    params: api.sessionPathSchema,
    response: api.signedOutResponseSchema,
    errors: { 404: 'No such session of the member (another member’s is not theirs to end)' },
  }),
  emailCode: defineRoute({
    method: 'GET',
    path: P.emailCode,
    summary: 'Whether sign-in asks for an e-mail code',
    tags,
    auth: true,
    response: api.emailCodeResponseSchema,
  }),
  setEmailCode: defineRoute({
    method: 'PUT',
    path: P.emailCode,
    summary: 'Turns the e-mail code at sign-in on, or off (with the password)',
    tags,
    auth: true,
    body: api.emailCodeBodySchema,
    response: api.emailCodeResponseSchema,
  }),
  exportData: defineRoute({
    method: 'GET',
    path: P.export,
    summary: 'Everything that is the member’s, as a JSON file',
    tags,
    auth: true,
    response: api.accountExportSchema,
  }),
  deleteAccount: defineRoute({
    method: 'DELETE',
    path: P.account,
    summary: 'Deletes the account (the password first); others keep their copy of each conversation',
    tags,
    auth: true,
    body: api.deleteAccountBodySchema,
    response: api.deleteAccountResponseSchema,
    errors: { 409: 'The member is the only administrator of an organisation with other members' },
  }),
};

export function accountRoutes(deps: PlatformDeps & { identity: IdentityService; account: AccountService }) {
  const { identity, account } = deps;
  const meta = (c: Context<AppEnv>): RequestMeta => ({
    ip: clientAddress(c, deps.config.trustProxy),
    userAgent: c.req.header('user-agent') ?? null,
  });
  return mountRoutes(deps, [
    routes.changePassword.handle((c, { body }) => identity.changePassword(callerOf(c), body, meta(c))),
    routes.sessions.handle(async (c) => ({ sessions: await identity.listSessions(callerOf(c)) })),
    // Before `/sessions/:id`, which would otherwise take 'others' for an id.
    routes.endOtherSessions.handle((c) => identity.endOtherSessions(callerOf(c))),
    routes.endSession.handle((c, { params }) => identity.endSession(callerOf(c), params.id)),
    routes.emailCode.handle((c) => identity.emailCode(callerOf(c))),
    routes.setEmailCode.handle((c, { body }) => identity.setEmailCode(callerOf(c), body, meta(c))),
    routes.exportData.handle(async (c) => {
      const data = await account.exportData(callerOf(c));
      c.header('Content-Disposition', `attachment; filename="kindred-data-${data.exportedAt.slice(0, 10)}.json"`);
      c.header('Cache-Control', 'no-store');
      return data;
    }),
    routes.deleteAccount.handle((c, { body }) => account.deleteAccount(callerOf(c), body, meta(c))),
  ]);
}
