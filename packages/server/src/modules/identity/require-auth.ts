/**
 * `requireAuth`: the bearer ID token must be valid and unexpired, and its
 * session alive (not signed out, within the idle limit and the absolute
 * lifetime). Sets `c.var.auth`. Failures are 401: 'Authentication required'
 * without a usable token, 'Session expired. Please sign in again.' for an
 * expired token or a dead session.
 */
import type { MiddlewareHandler } from 'hono';
import { IDENTITY_MESSAGES } from '@kindred/contracts/api/identity';
import { unauthenticated } from '../../platform/errors.ts';
import { requestHeader } from '../../platform/http/headers.ts';
import type { AppEnv } from '../../platform/http/types.ts';
import type { IdentityService } from './service.ts';

export function createRequireAuth(identity: Pick<IdentityService, 'authenticate'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = requestHeader(c, 'authorization');
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match) throw unauthenticated(IDENTITY_MESSAGES.authenticationRequired);
    c.set('auth', await identity.authenticate(match[1]!));
    await next();
  };
}
