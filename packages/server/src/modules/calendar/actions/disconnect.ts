/** disconnect: the caller's calendar of a provider forgotten, and its grant withdrawn at the provider where it can be. */
import type { CalendarAnswers, CalendarCaller, CalendarContext, CalendarRequestOf } from '../context.ts';
import { sealContext } from '../keys.ts';
import * as repo from '../repository.ts';

export async function disconnect(
  ctx: CalendarContext,
  caller: CalendarCaller,
  request: CalendarRequestOf<'disconnect'>,
): Promise<CalendarAnswers['disconnect']> {
  const removed = await repo.deleteConnection(ctx.db, caller.userId, request.provider);
  if (removed?.refreshTokenEnc) {
    // Best effort: the grant is withdrawn at the provider too, where it can be; the row is gone either way.
    try {
      const seal = await ctx.cipher();
      const token = seal.decrypt(removed.refreshTokenEnc, sealContext(caller.userId, request.provider, 'refresh'));
      await ctx.adapterFor(request.provider, removed.backend).revoke(token);
    } catch (error) {
      ctx.log.warn({ provider: request.provider, err: error instanceof Error ? error.message : String(error) }, 'Calendar grant not revoked at the provider');
    }
  }
  return { disconnected: true, provider: request.provider };
}
