/**
 * The only file that knows every module: it builds the platform, each
 * module's service with the dependencies it declares, and the app with every
 * module's routes. main.ts, the test harness and the benchmarks start here.
 */
import type { Hono } from 'hono';
import type { Config } from './platform/config/config.ts';
import { createPlatform } from './platform/deps.ts';
import type { PlatformDeps, PlatformOptions } from './platform/deps.ts';
import { createApp } from './platform/http/app.ts';
import type { AppEnv } from './platform/http/types.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/routes.ts';
import { createRequireAuth } from './modules/identity/require-auth.ts';
import { identityRoutes } from './modules/identity/routes.ts';
import { createIdentityService } from './modules/identity/service.ts';
import type { IdentityService } from './modules/identity/service.ts';
import { loadSigningKey } from './modules/identity/signing-key.ts';
import { createTokenService } from './modules/identity/tokens.ts';
import type { TokenService } from './modules/identity/tokens.ts';
import { organizationRoutes } from './modules/organizations/routes.ts';
import { createOrganizationsService } from './modules/organizations/service.ts';
import type { OrganizationsService } from './modules/organizations/service.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';

export { API_VERSION } from './platform/deps.ts';

export interface Deps extends PlatformDeps {
  tokens: TokenService;
  identity: IdentityService;
  organizations: OrganizationsService;
}

export type DepsOptions = PlatformOptions;

export async function createDeps(config: Config, options: DepsOptions): Promise<Deps> {
  const platform = createPlatform(config, options);
  const { db, mailer, rateLimiter, clock, log } = platform;
  const tokens = createTokenService({
    key: await loadSigningKey(db, config),
    clock,
    ttlSeconds: config.session.idTokenTtlSeconds,
  });
  const identity = createIdentityService({ db, mailer, rateLimiter, tokens, clock, config, log });
  const organizations = createOrganizationsService({ db, mailer, rateLimiter, clock, config, log });
  return { ...platform, tokens, identity, organizations, auth: { requireAuth: createRequireAuth(identity) } };
}

/** Every module's routes, in the order they are matched. */
function moduleRouters(deps: Deps): Array<() => Hono<AppEnv>> {
  return [
    () => identityRoutes(deps),
    () => profileRoutes(deps),
    () => organizationRoutes(deps),
    () => supportRoutes(deps),
    ...(deps.config.devMailbox !== 'off' ? [() => devMailboxRoutes(deps)] : []),
  ];
}

/** The HTTP application: the platform's app with every module's routes. */
export function createServerApp(deps: Deps, options: { staticDir?: string } = {}): Hono<AppEnv> {
  return createApp(deps, { ...options, routers: moduleRouters(deps) });
}
