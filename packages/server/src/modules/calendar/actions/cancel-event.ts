/**
 * cancelEvent: a Quick Connect called off by its organiser (only they move or cancel it: an attendee's copy is no
 * booking of theirs). The event goes from both calendars and the booking stops counting; asked again, the same answer.
 */
import { CALENDAR_MESSAGES } from '@kindred/contracts/api/calendar';
import { conflict, forbidden } from '../../../platform/errors.ts';
import * as bookings from '../bookings-repository.ts';
import type { CalendarAnswers, CalendarCaller, CalendarContext, CalendarRequestOf } from '../context.ts';
import { ProviderError } from '../providers/types.ts';

export async function cancelEvent(
  ctx: CalendarContext,
  caller: CalendarCaller,
  request: CalendarRequestOf<'cancelEvent'>,
): Promise<CalendarAnswers['cancelEvent']> {
  const { db, clock } = ctx;
  const failed = CALENDAR_MESSAGES.cancelFailed;
  // Only the organiser calls a Quick Connect off, as only they move it: an attendee's copy is no booking of theirs.
  const booking = await bookings.findOwnBookingByEvent(db, caller.userId, request.eventId, request.provider);
  if (!booking) throw forbidden(`${failed}: ${CALENDAR_MESSAGES.onlyOrganiserCancels}`, 'NOT_ORGANISER');
  const answer = { cancelled: true as const, eventId: booking.eventId, provider: booking.provider };
  // Called off already: the same answer again (a retry whose first answer was lost).
  if (booking.cancelledAt) return answer;
  if (booking.endsAt && booking.endsAt.getTime() <= clock.now().getTime()) {
    throw conflict(`${failed}: ${CALENDAR_MESSAGES.alreadyOver}`, 'EVENT_OVER');
  }
  const connection = await ctx.connectionOrFail(caller.userId, booking.provider);
  try {
    await ctx.withAccess(connection, (adapter, token) => adapter.deleteEvent(token, booking.eventId));
  } catch (error) {
    // Gone at the provider already (deleted there by hand): called off all the same.
    if (!(error instanceof ProviderError && error.kind === 'not-found')) return ctx.providerFailure(error, failed);
  }
  await bookings.markBookingCancelled(db, caller.userId, booking.requestId, clock.now());
  return answer;
}
