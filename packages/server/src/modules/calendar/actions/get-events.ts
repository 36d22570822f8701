/** getEvents: the caller's events of the coming days (DEFAULT_EVENT_DAYS unless asked), with their teammates named. */
import { DEFAULT_EVENT_DAYS } from '@kindred/contracts/api/calendar';
import { DAY_MS, type CalendarAnswers, type CalendarCaller, type CalendarContext, type CalendarRequestOf } from '../context.ts';

export async function getEvents(
  ctx: CalendarContext,
  caller: CalendarCaller,
  request: CalendarRequestOf<'getEvents'>,
): Promise<CalendarAnswers['getEvents']> {
  const connection = await ctx.connectionOrFail(caller.userId, request.provider);
  const start = ctx.clock.now();
  const end = new Date(start.getTime() + (request.days ?? DEFAULT_EVENT_DAYS) * DAY_MS);
  try {
    const events = await ctx.withAccess(connection, (adapter, token) => adapter.listEvents(token, { start, end }));
    const listed = events.filter((event) => event.status !== 'cancelled').map((event) => ctx.toEvent(event, request.provider));
    return { events: await ctx.withTeammates(caller, listed) };
  } catch (error) {
    return ctx.providerFailure(error, 'Failed to fetch events');
  }
}
