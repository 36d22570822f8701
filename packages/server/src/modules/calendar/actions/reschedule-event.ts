/**
 * rescheduleEvent: an event of the caller's moved. A booking made here moves only to a time both of them are free
 * at, held for it as a new booking's is (a move and a booking at once cannot both take one time); an event of the
 * member's own moves where they say. The booking follows the move (the Quick Connect counters read it).
 */
import { CALENDAR_MESSAGES } from '@kindred/contracts/api/calendar';
import { conflict } from '../../../platform/errors.ts';
import * as bookings from '../bookings-repository.ts';
import { BOOKING_HOLD_MS, type CalendarAnswers, type CalendarCaller, type CalendarContext, type CalendarRequestOf } from '../context.ts';

export async function rescheduleEvent(
  ctx: CalendarContext,
  caller: CalendarCaller,
  request: CalendarRequestOf<'rescheduleEvent'>,
): Promise<CalendarAnswers['rescheduleEvent']> {
  const { db, clock } = ctx;
  const failed = CALENDAR_MESSAGES.rescheduleFailed;
  const { start, end } = ctx.interval(request.eventDetails.startTime, request.eventDetails.endTime, failed);
  const provider = await ctx.bookingProvider(caller.userId, request.provider);
  const connection = await ctx.connectionOrFail(caller.userId, provider);
  const booking = await bookings.findOwnBookingByEvent(db, caller.userId, request.eventId, provider);
  const holdId = booking && !booking.cancelledAt && booking.attendeeId ? `move:${booking.requestId}` : null;
  if (booking && holdId) {
    const now = clock.now();
    const held = await db.transaction((tx) =>
      bookings.holdBookingTime(tx, {
        userId: caller.userId,
        requestId: holdId,
        attendeeId: booking.attendeeId!,
        startsAt: start,
        endsAt: end,
        now,
        heldUntil: new Date(now.getTime() + BOOKING_HOLD_MS),
        moving: booking.requestId,
      }),
    );
    if (held === 'taken') throw conflict(`${failed}: ${CALENDAR_MESSAGES.slotTaken}`, 'SLOT_TAKEN');
    if (held === 'in-progress') throw conflict(`${failed}: ${CALENDAR_MESSAGES.bookingInProgress}`, 'BOOKING_IN_PROGRESS');
  }
  try {
    const moved = await ctx.withAccess(connection, (adapter, token) =>
      adapter.patchEvent(token, request.eventId, { start, end, timeZone: request.eventDetails.timezone }),
    );
    const event = (await ctx.withTeammates(caller, [ctx.toEvent(moved, provider)]))[0]!;
    // A booking the caller made through scheduleEvent follows the move (the Quick Connect counters read it).
    await bookings.recordReschedule(db, { userId: caller.userId, provider, eventId: request.eventId, startsAt: start, endsAt: end, event });
    return { success: true, error: null, event };
  } catch (error) {
    return ctx.providerFailure(error, failed);
  } finally {
    // Moved (the booking holds the new time now) or refused: the hold goes. Should this fail, it lapses by itself.
    if (holdId) await ctx.releaseHoldQuietly(() => bookings.releaseHold(db, caller.userId, holdId));
  }
}
