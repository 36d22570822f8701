/**
 * authorize: the provider's consent address for the caller. The server makes it, so the `state` it carries
 * (`<provider>.<nonce>`) is bound to the caller's session and the PKCE verifier never leaves the server.
 */
import { randomBytes } from 'node:crypto';
import type { CalendarAnswers, CalendarCaller, CalendarContext, CalendarRequestOf } from '../context.ts';
import * as repo from '../repository.ts';

export async function authorize(
  ctx: CalendarContext,
  caller: CalendarCaller,
  request: CalendarRequestOf<'authorize'>,
): Promise<CalendarAnswers['authorize']> {
  const backend = ctx.backendOf(request.provider);
  const nonce = randomBytes(24).toString('base64url');
  const codeVerifier = randomBytes(48).toString('base64url');
  await repo.insertOAuthState(ctx.db, {
    nonce,
    userId: caller.userId,
    sessionId: caller.sessionId,
    provider: request.provider,
    backend,
    codeVerifier,
    redirectUri: request.redirectUri,
  });
  // The provider rides in the state ('microsoft.<nonce>'), as the spec's callback reads it.
  const state = `${request.provider}.${nonce}`;
  const url = ctx.adapterFor(request.provider, backend).authorizationUrl({ state, codeVerifier, redirectUri: request.redirectUri });
  return { url: url.toString() };
}
