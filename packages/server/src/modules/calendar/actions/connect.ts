/**
 * connect: the provider's code exchanged for tokens, sealed at rest. The state is accepted once, from the session
 * that asked for it, for the same redirect, within CONSENT_TTL_MS.
 */
import { CALENDAR_MESSAGES } from '@kindred/contracts/api/calendar';
import { forbidden, invalid } from '../../../platform/errors.ts';
import { CONSENT_TTL_MS, type CalendarAnswers, type CalendarCaller, type CalendarContext, type CalendarRequestOf } from '../context.ts';
import { sealContext } from '../keys.ts';
import { ProviderError } from '../providers/types.ts';
import * as repo from '../repository.ts';

export async function connect(
  ctx: CalendarContext,
  caller: CalendarCaller,
  request: CalendarRequestOf<'connect'>,
): Promise<CalendarAnswers['connect']> {
  const { db, clock, log } = ctx;
  const [stateProvider, nonce = ''] = request.state.split('.', 2);
  const consent = await repo.findOAuthState(db, nonce);
  const stale = !consent || clock.now().getTime() - consent.createdAt.getTime() > CONSENT_TTL_MS;
  if (
    stale ||
    stateProvider !== request.provider ||
    consent.provider !== request.provider ||
    consent.userId !== caller.userId ||
    consent.sessionId !== caller.sessionId ||
    consent.redirectUri !== request.redirectUri ||
    !(await repo.spendOAuthState(db, nonce))
  ) {
    throw forbidden(CALENDAR_MESSAGES.badState, 'BAD_OAUTH_STATE');
  }
  const adapter = ctx.adapterFor(request.provider, consent.backend);
  let tokens;
  try {
    tokens = await adapter.exchangeCode({ code: request.code, codeVerifier: consent.codeVerifier, redirectUri: consent.redirectUri });
  } catch (error) {
    if (error instanceof ProviderError && error.kind === 'revoked') {
      throw invalid(`${CALENDAR_MESSAGES.connectFailed}: invalid_grant (the code was already used or has expired)`, 'INVALID_GRANT');
    }
    return ctx.providerFailure(error, CALENDAR_MESSAGES.connectFailed);
  }
  if (!tokens.refreshToken) log.warn({ provider: request.provider }, 'Calendar consent gave no refresh token');
  const seal = await ctx.cipher();
  await repo.saveConnection(db, {
    userId: caller.userId,
    provider: request.provider,
    backend: consent.backend,
    accountEmail: tokens.accountEmail,
    accessTokenEnc: seal.encrypt(tokens.accessToken, sealContext(caller.userId, request.provider, 'access')),
    accessExpiresAt: tokens.accessTokenExpiresAt,
    refreshTokenEnc: tokens.refreshToken ? seal.encrypt(tokens.refreshToken, sealContext(caller.userId, request.provider, 'refresh')) : null,
  });
  return { connected: true, provider: request.provider, accountEmail: tokens.accountEmail };
}
