/** checkStatus: whether the caller's calendar of a provider is connected, to which account, and where to view it. */
import { PROVIDER_WEB_CALENDAR, type CalendarAnswers, type CalendarCaller, type CalendarContext, type CalendarRequestOf } from '../context.ts';
import { SANDBOX_CALENDAR_VIEW } from '../providers/sandbox.ts';
import * as repo from '../repository.ts';

export async function checkStatus(
  ctx: CalendarContext,
  caller: CalendarCaller,
  request: CalendarRequestOf<'checkStatus'>,
): Promise<CalendarAnswers['checkStatus']> {
  const connection = await repo.findConnection(ctx.db, caller.userId, request.provider);
  const connected = connection?.status === 'connected';
  return {
    connected,
    provider: request.provider,
    accountEmail: connected ? connection.accountEmail : null,
    calendarUrl: connected ? (connection.backend === 'sandbox' ? SANDBOX_CALENDAR_VIEW : PROVIDER_WEB_CALENDAR[request.provider]) : null,
    sandbox: connected ? connection.backend === 'sandbox' : ctx.backendOf(request.provider) === 'sandbox',
  };
}
