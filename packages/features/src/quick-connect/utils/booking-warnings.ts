/**
 * What a member should know before booking a Quick Connect (the wizard warns, and lets them go on): that they
 * already have one to come with this colleague, or that the time chosen runs straight into another Quick Connect of
 * theirs. Read from their own calendars' events (and the plans kept in this browser without a calendar).
 */
import type { CalendarEvent } from '@kindred/contracts/api/calendar';
import type { DemoBooking } from '../state/demo-bookings.ts';
import type { QuickConnectColleague } from './booking.ts';

/** A Quick Connect ending this close before the chosen time, or starting this close after it, is back to back. */
const BACK_TO_BACK_MINUTES = 15;

/** A Quick Connect of the member's, as the warnings need it. */
export interface KnownQuickConnect {
  key: string;
  summary: string;
  start: number;
  end: number;
  /** With the colleague being booked (as organiser or attendee). */
  withColleague: boolean;
}

export interface BookingWarnings {
  /** Quick Connects to come with this colleague, soonest first. */
  sameColleague: KnownQuickConnect[];
  /** Quick Connects that end just before the chosen time or start just after it (or overlap it), soonest first. */
  backToBack: KnownQuickConnect[];
}

const same = (a: string | null | undefined, b: string | null | undefined) => Boolean(a && b && a.toLowerCase() === b.toLowerCase());

/** The Quick Connects among a calendar's events (timed ones only), each marked whether it is with `colleague`. */
export function quickConnectsOf(events: readonly CalendarEvent[], colleague: QuickConnectColleague): KnownQuickConnect[] {
  return events.flatMap((event) => {
    if (!event.quickConnect || !('dateTime' in event.start) || !('dateTime' in event.end)) return [];
    const start = Date.parse(event.start.dateTime);
    const end = Date.parse(event.end.dateTime);
    if (Number.isNaN(start) || Number.isNaN(end)) return [];
    // Booked by the member, the colleague is an attendee; booked by the colleague, they organised it.
    const withColleague =
      event.attendees.some((attendee) => attendee.memberId === colleague.memberId || same(attendee.email, colleague.email)) ||
      same(event.organizer, colleague.email);
    return [{ key: `${event.provider}:${event.id}`, summary: event.summary, start, end, withColleague }];
  });
}

/** Quick Connects planned in this browser without a calendar: with the colleague when planned under their name. */
export function plannedQuickConnects(bookings: readonly DemoBooking[], colleague: QuickConnectColleague): KnownQuickConnect[] {
  return bookings.flatMap((booking) => {
    const start = Date.parse(booking.startTime);
    const end = Date.parse(booking.endTime);
    if (Number.isNaN(start) || Number.isNaN(end)) return [];
    return [{ key: `planned:${booking.id}`, summary: booking.title, start, end, withColleague: booking.attendee === colleague.name }];
  });
}

/** The warnings for booking `chosen` (null: no time chosen yet) at `now`, from the member's Quick Connects. */
export function bookingWarnings(known: readonly KnownQuickConnect[], chosen: { start: number; end: number } | null, now: number): BookingWarnings {
  const ahead = [...new Map(known.map((item) => [item.key, item])).values()].filter((item) => item.end > now).sort((a, b) => a.start - b.start);
  const gap = BACK_TO_BACK_MINUTES * 60_000;
  return {
    sameColleague: ahead.filter((item) => item.withColleague),
    backToBack: chosen ? ahead.filter((item) => item.end >= chosen.start - gap && item.start <= chosen.end + gap) : [],
  };
}
