/**
 * scheduleEvent: a booking with one teammate, made once per request id. Its time is held for both of them before
 * anything else (bookings-repository.ts `holdBookingTime`), so no two bookings made at once overlap for either;
 * then the day's limits, then the provider; the hold becomes the booking in the statement that stores it.
 */
import { createHash } from 'node:crypto';
import { CALENDAR_MESSAGES, type CalendarEvent } from '@kindred/contracts/api/calendar';
import { conflict, idempotencyKeyReused, invalid, rateLimited } from '../../../platform/errors.ts';
import * as bookings from '../bookings-repository.ts';
import {
  BOOKING_HOLD_MS,
  BOOKING_LIMITS,
  type CalendarAnswers,
  type CalendarCaller,
  type CalendarContext,
  type CalendarRequestOf,
} from '../context.ts';

export async function scheduleEvent(
  ctx: CalendarContext,
  caller: CalendarCaller,
  request: CalendarRequestOf<'scheduleEvent'>,
): Promise<CalendarAnswers['scheduleEvent']> {
  const { db, clock } = ctx;
  const failed = CALENDAR_MESSAGES.scheduleFailed;
  const attendee = await ctx.teammate(caller, request.teamMembers[0]!);
  if (attendee.userId === caller.userId) throw invalid(`${failed}: the attendee must be someone else`, 'SELF_ATTENDEE');
  const { start, end } = ctx.interval(request.eventDetails.startTime, request.eventDetails.endTime, failed);
  const provider = await ctx.bookingProvider(caller.userId, request.provider);
  const requestHash = createHash('sha256')
    .update(JSON.stringify([provider, attendee.memberId, request.eventDetails]))
    .digest('hex');
  const earlier = await bookings.findBooking(db, caller.userId, request.requestId);
  if (earlier) {
    if (earlier.requestHash !== requestHash) throw idempotencyKeyReused();
    return { success: true, error: null, event: (await ctx.withTeammates(caller, [earlier.event as CalendarEvent]))[0]! };
  }
  const connection = await ctx.connectionOrFail(caller.userId, provider);
  // The time is held for this booking before anything else (a limit, the provider): checked free for both of
  // them and held in one step under their locks, so of two bookings at once (another tab, the colleague
  // booking back, another instance) the second is refused here. A booking answered again for its request id
  // was answered above.
  const now = clock.now();
  const held = await db.transaction((tx) =>
    bookings.holdBookingTime(tx, {
      userId: caller.userId,
      requestId: request.requestId,
      attendeeId: attendee.userId,
      startsAt: start,
      endsAt: end,
      now,
      heldUntil: new Date(now.getTime() + BOOKING_HOLD_MS),
    }),
  );
  if (held === 'taken') throw conflict(`${failed}: ${CALENDAR_MESSAGES.slotTaken}`, 'SLOT_TAKEN');
  if (held === 'in-progress') throw conflict(`${failed}: ${CALENDAR_MESSAGES.bookingInProgress}`, 'BOOKING_IN_PROGRESS');
  try {
    // A new booking: each lands in a colleague's calendar, and with a real provider sends them an invitation,
    // so a member may not fill anyone's week.
    for (const [key, limit] of [
      [`bookings:${caller.userId}`, BOOKING_LIMITS.perOrganizerPerDay],
      [`bookings-received:${attendee.userId}`, BOOKING_LIMITS.perAttendeePerDay],
    ] as const) {
      const counted = await ctx.rateLimiter.hit(key, limit, 86_400);
      if (!counted.allowed) throw rateLimited(`${failed}: ${CALENDAR_MESSAGES.tooManyBookings}`, counted.retryAfterSeconds, 'TOO_MANY_BOOKINGS');
    }
    const created = await ctx.withAccess(connection, (adapter, token) =>
      adapter.insertEvent(token, {
        summary: request.eventDetails.summary,
        description: request.eventDetails.description ?? null,
        location: request.eventDetails.location ?? null,
        start,
        end,
        timeZone: request.eventDetails.timezone,
        attendees: [{ email: attendee.email, name: `${attendee.givenName} ${attendee.familyName}`.trim() || null }],
        quickConnect: request.eventDetails.quickConnect ?? true,
        requestId: request.requestId,
      }),
    );
    const event = (await ctx.withTeammates(caller, [ctx.toEvent(created, provider)]))[0]!;
    // The hold becomes the booking in the same statement.
    await bookings.insertBooking(db, {
      userId: caller.userId,
      requestId: request.requestId,
      provider,
      eventId: event.id,
      attendeeId: attendee.userId,
      requestHash,
      event,
      quickConnect: request.eventDetails.quickConnect ?? true,
      startsAt: start,
      endsAt: end,
    });
    return { success: true, error: null, event };
  } catch (error) {
    // Refused (a limit, the provider): the time is free again. Should this fail too, the hold lapses by itself.
    await ctx.releaseHoldQuietly(() => bookings.releaseHold(db, caller.userId, request.requestId));
    return ctx.providerFailure(error, failed);
  }
}
