/**
 * The calendar module's bookings (`calendar_bookings`, and `calendar_booking_holds` while one is being made):
 * scheduleEvent writes them, rescheduleEvent moves them, cancelEvent calls them off, and the Quick Connect counters,
 * home's feed and its recommendations read them through the calendar service.
 *
 * They are this module's, not quick-connect's, although that module shows the counts: a booking's time is checked
 * free for both members and held in one transaction under their locks (`holdBookingTime`), then the provider is
 * called and the hold becomes the booking. Kept with the calendar, that stays one module's transaction; quick-connect
 * owns no table and asks the calendar service for the counts, so the import graph keeps its one edge
 * (quick-connect → calendar) and gains none back.
 */
import type { Queryable } from '../../platform/db/types.ts';
import type { ProviderName } from './providers/types.ts';

export interface BookingRow {
  requestId: string;
  provider: ProviderName;
  eventId: string;
  requestHash: string;
  event: unknown;
}

export async function findBooking(db: Queryable, userId: string, requestId: string): Promise<BookingRow | undefined> {
  const { rows } = await db.query<BookingRow>(
    `SELECT request_id AS "requestId", provider, event_id AS "eventId", request_hash AS "requestHash", event
     FROM calendar_bookings WHERE user_id = $1 AND request_id = $2`,
    [userId, requestId],
  );
  return rows[0];
}

/** A lock per member, so that two bookings involving the same member are checked one after the other. */
const BOOKING_LOCK_PREFIX = 'kindred:calendar-booking:';

export type HoldOutcome =
  /** The time is held for this request. */
  | 'held'
  /** One of the two is already booked, or held by another booking, at an overlapping time. */
  | 'taken'
  /** This same request is being booked right now (a retry sent while the first try still waits on the provider). */
  | 'in-progress';

/**
 * Holds [startsAt, endsAt) for a new booking of `userId` with `attendeeId`, when neither is booked or held by another
 * booking at an overlapping time. Under a transaction-scoped advisory lock per member (taken in one order, so two
 * bookings of the same pair in opposite directions cannot deadlock) the check and the hold are one step for every
 * instance on the database: a second booking of either member waits for the first's transaction, then sees its hold.
 * Run it inside a transaction; the locks go with it.
 */
export async function holdBookingTime(
  tx: Queryable,
  hold: {
    userId: string;
    requestId: string;
    attendeeId: string;
    startsAt: Date;
    endsAt: Date;
    now: Date;
    heldUntil: Date;
    /** A booking of `userId` being moved (its request id): its own present time is no obstacle. */
    moving?: string;
  },
): Promise<HoldOutcome> {
  const members = [...new Set([hold.userId, hold.attendeeId])].sort();
  for (const member of members) {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`${BOOKING_LOCK_PREFIX}${member}`]);
  }
  // Holds whose booking never finished (a process that stopped) are let go once their time is up.
  await tx.query(
    `DELETE FROM calendar_booking_holds WHERE held_until <= $2 AND (user_id = ANY($1::uuid[]) OR attendee_id = ANY($1::uuid[]))`,
    [members, hold.now],
  );
  const { rows: overlapping } = await tx.query(
    `SELECT 1 FROM calendar_bookings
      WHERE cancelled_at IS NULL AND (user_id = ANY($1::uuid[]) OR attendee_id = ANY($1::uuid[])) AND starts_at < $3 AND ends_at > $2
        AND NOT (user_id = $4 AND request_id IS NOT DISTINCT FROM $6)
     UNION ALL
     SELECT 1 FROM calendar_booking_holds
      WHERE (user_id = ANY($1::uuid[]) OR attendee_id = ANY($1::uuid[])) AND starts_at < $3 AND ends_at > $2
        AND NOT (user_id = $4 AND request_id = $5)
     LIMIT 1`,
    [members, hold.startsAt, hold.endsAt, hold.userId, hold.requestId, hold.moving ?? null],
  );
  if (overlapping.length > 0) return 'taken';
  const { rows } = await tx.query(
    `INSERT INTO calendar_booking_holds (user_id, request_id, attendee_id, starts_at, ends_at, held_until)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, request_id) DO NOTHING
     RETURNING 1`,
    [hold.userId, hold.requestId, hold.attendeeId, hold.startsAt, hold.endsAt, hold.heldUntil],
  );
  return rows.length > 0 ? 'held' : 'in-progress';
}

/** Lets a hold go: its booking was refused (a limit, the provider), so the time is free again. */
export async function releaseHold(db: Queryable, userId: string, requestId: string): Promise<void> {
  await db.query(`DELETE FROM calendar_booking_holds WHERE user_id = $1 AND request_id = $2`, [userId, requestId]);
}

/**
 * The booking the provider made, kept under its request id, and its hold let go in the same statement: the time
 * stays taken throughout for anyone checking.
 */
export async function insertBooking(
  db: Queryable,
  booking: BookingRow & { userId: string; attendeeId: string | null; quickConnect: boolean; startsAt: Date; endsAt: Date },
): Promise<void> {
  await db.query(
    `WITH released AS (DELETE FROM calendar_booking_holds WHERE user_id = $1 AND request_id = $2)
     INSERT INTO calendar_bookings (user_id, request_id, provider, event_id, attendee_id, request_hash, event, quick_connect,
       starts_at, ends_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10)
     ON CONFLICT (user_id, request_id) DO NOTHING`,
    [
      booking.userId,
      booking.requestId,
      booking.provider,
      booking.eventId,
      booking.attendeeId,
      booking.requestHash,
      JSON.stringify(booking.event),
      booking.quickConnect,
      booking.startsAt,
      booking.endsAt,
    ],
  );
}

/**
 * A booking of the organiser's was moved: its times and stored event follow, and its reschedule count goes up
 * by one when the times changed (a retried move to the same times is no second move). No row: the event was
 * not booked through Kindred by this member, and nothing is recorded.
 */
export async function recordReschedule(
  db: Queryable,
  move: { userId: string; provider: ProviderName; eventId: string; startsAt: Date; endsAt: Date; event: unknown },
): Promise<number> {
  const { affectedRows } = await db.query(
    `UPDATE calendar_bookings
        SET reschedule_count = reschedule_count + CASE WHEN starts_at IS DISTINCT FROM $4 OR ends_at IS DISTINCT FROM $5 THEN 1 ELSE 0 END,
            starts_at = $4, ends_at = $5, event = $6::jsonb
      WHERE user_id = $1 AND provider = $2 AND event_id = $3`,
    [move.userId, move.provider, move.eventId, move.startsAt, move.endsAt, JSON.stringify(move.event)],
  );
  return affectedRows;
}

export interface OwnBookingRow {
  requestId: string;
  attendeeId: string | null;
  provider: ProviderName;
  eventId: string;
  startsAt: Date | null;
  endsAt: Date | null;
  cancelledAt: Date | null;
}

/** The booking an organiser made whose event has this id at the provider (at `provider`, when it is named). */
export async function findOwnBookingByEvent(
  db: Queryable,
  userId: string,
  eventId: string,
  provider: ProviderName | undefined,
): Promise<OwnBookingRow | undefined> {
  const { rows } = await db.query<OwnBookingRow>(
    `SELECT request_id AS "requestId", attendee_id::text AS "attendeeId", provider, event_id AS "eventId", starts_at AS "startsAt",
            ends_at AS "endsAt", cancelled_at AS "cancelledAt"
       FROM calendar_bookings
      WHERE user_id = $1 AND event_id = $2 AND ($3::text IS NULL OR provider = $3)
      ORDER BY cancelled_at NULLS FIRST, created_at DESC
      LIMIT 1`,
    [userId, eventId, provider ?? null],
  );
  return rows[0];
}

/**
 * A booking called off by its organiser: its time is free again, and it is no Quick Connect to come or held any more
 * (the counters and home's feed leave it out). Calling off one already called off changes nothing.
 */
export async function markBookingCancelled(db: Queryable, userId: string, requestId: string, at: Date): Promise<void> {
  await db.query(`UPDATE calendar_bookings SET cancelled_at = $3 WHERE user_id = $1 AND request_id = $2 AND cancelled_at IS NULL`, [
    userId,
    requestId,
    at,
  ]);
}

export interface QuickConnectCounts {
  /**
   * Quick Connects the member booked as organiser and did not cancel (one per booking, however often it was
   * retried): booking and cancelling again and again earns nothing.
   */
  scheduled: number;
  /** Moves of those bookings. */
  rescheduled: number;
  /** Quick Connects the member organised or attends that ended by `now` and were not cancelled. */
  completed: number;
}

/** A member's Quick Connect counters, as organiser and as attendee, at `now`. */
export async function quickConnectCounts(db: Queryable, userId: string, now: Date): Promise<QuickConnectCounts> {
  const { rows } = await db.query<QuickConnectCounts>(
    `SELECT count(*) FILTER (WHERE user_id = $1 AND cancelled_at IS NULL)::int AS scheduled,
            COALESCE(sum(reschedule_count) FILTER (WHERE user_id = $1), 0)::int AS rescheduled,
            count(*) FILTER (WHERE ends_at <= $2 AND cancelled_at IS NULL)::int AS completed
       FROM calendar_bookings
      WHERE quick_connect AND (user_id = $1 OR attendee_id = $1)`,
    [userId, now],
  );
  return rows[0] ?? { scheduled: 0, rescheduled: 0, completed: 0 };
}

export interface QuickConnectBooking {
  /** An opaque, stable key of the booking (a hash of its organiser and request id). */
  key: string;
  /** True when the member booked it; false when they were invited. */
  organiser: boolean;
  /** The other member: the attendee for the organiser, the organiser for the attendee (null when that account is gone). */
  otherUserId: string | null;
  otherMemberId: string | null;
  /** The event's title as booked ('Quick Connect: Virtual Coffee'). */
  summary: string;
  bookedAt: Date;
  startsAt: Date | null;
  endsAt: Date | null;
}

/**
 * The member's Quick Connects, as organiser or attendee, that were not called off: the `limit` with the latest
 * moment to show (the booking, or its end once that has passed by `now`), latest first.
 */
export async function quickConnectBookingsOf(db: Queryable, userId: string, now: Date, limit: number): Promise<QuickConnectBooking[]> {
  const { rows } = await db.query<QuickConnectBooking>(
    `SELECT md5(b.user_id::text || ':' || b.request_id) AS key,
            b.user_id = $1 AS organiser,
            o.id::text AS "otherUserId", o.member_id AS "otherMemberId",
            COALESCE(b.event ->> 'summary', 'Quick Connect') AS summary,
            b.created_at AS "bookedAt", b.starts_at AS "startsAt", b.ends_at AS "endsAt"
       FROM calendar_bookings b
       LEFT JOIN users o ON o.id = CASE WHEN b.user_id = $1 THEN b.attendee_id ELSE b.user_id END
      WHERE b.quick_connect AND b.cancelled_at IS NULL AND (b.user_id = $1 OR b.attendee_id = $1)
      ORDER BY GREATEST(b.created_at, CASE WHEN b.ends_at <= $2 THEN b.ends_at END) DESC, key
      LIMIT $3`,
    [userId, now, limit],
  );
  return rows;
}
