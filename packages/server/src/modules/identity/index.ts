/** Identity's public API: sign-in, sessions, codes and tokens; the caller of a request, and the rules about it. */
export { callerOf, notYouMessage, requireSelfEmail, requireSelfMemberId, sameEmail } from './caller.ts';
export type { Caller } from './caller.ts';
export { createRequireAuth } from './require-auth.ts';
export { identityRoutes } from './routes.ts';
export { joinRoutes } from './join-routes.ts';
export { createIdentityService } from './service.ts';
export type { IdentityService } from './service.ts';
export type { RequestMeta } from './service.ts';
export { loadSigningKey } from './signing-key.ts';
/** For the demo seed, which hashes the demo accounts' passwords before its transaction. */
export { hashPassword } from './passwords.ts';
export { createTokenService } from './tokens.ts';
export type { TokenService } from './tokens.ts';
