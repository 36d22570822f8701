/**
 * Reads of the Quick Connect bookings for other modules (the home feed and recommendations): which Quick
 * Connects a member booked or was invited to, and with whom. The bookings are this module's (scheduleEvent writes
 * them, rescheduleEvent moves them); the counters' read is in repository.ts.
 */
import type { Queryable } from '../../platform/db/types.ts';

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
