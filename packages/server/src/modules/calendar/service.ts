/**
 * The calendar service (docs/product.md#the-calls "Calendar service", docs/decisions.md#calendar): the spec's
 * seven actions, `authorize` and `cancelEvent`, over three providers behind one interface (providers/types.ts).
 * Each action is a handler of its own in actions/, typed by its request and answer in the contracts; the route
 * (routes.ts) dispatches on the body's `action`.
 *
 * - A member acts only on their own calendar: every request's `userId` is the caller's member id.
 * - Consent: `authorize` makes a state `<provider>.<nonce>` whose nonce is stored with the caller's session and
 *   a PKCE verifier; `connect` accepts it once, from the same session, for the same redirect, within 15 minutes.
 * - Tokens are sealed at rest (token-cipher.ts) and never leave the server. An access token that has expired
 *   is refreshed and the call made once more; a grant the provider withdrew marks the calendar revoked and the
 *   client is told to connect again (409 CALENDAR_REVOKED).
 * - Another member's calendar is read only for availability, and only a teammate's (a shared organisation).
 * - A booking holds its time for both members before the provider is called (bookings-repository.ts
 *   `holdBookingTime`), so no two bookings made at once overlap for either of them; only its organiser moves or
 *   cancels it. The bookings are this module's, and it counts them for Quick Connect (`quickConnectCounts`).
 */
import { CALENDAR_MESSAGES, PROVIDER_LABELS, type CalendarProvider } from '@kindred/contracts/api/calendar';
import { forbidden } from '../../platform/errors.ts';
import { authorize } from './actions/authorize.ts';
import { cancelEvent } from './actions/cancel-event.ts';
import { checkStatus } from './actions/check-status.ts';
import { connect } from './actions/connect.ts';
import { disconnect } from './actions/disconnect.ts';
import { findAvailability, ownAvailability, pairAvailability } from './actions/find-availability.ts';
import { getEvents } from './actions/get-events.ts';
import { rescheduleEvent } from './actions/reschedule-event.ts';
import { scheduleEvent } from './actions/schedule-event.ts';
import * as bookings from './bookings-repository.ts';
import type { QuickConnectBooking, QuickConnectCounts } from './bookings-repository.ts';
import {
  CONSENT_TTL_MS,
  DEFAULT_SCHEDULE,
  createCalendarContext,
  type CalendarAnswers,
  type CalendarCaller,
  type CalendarContext,
  type CalendarDeps,
  type CalendarRequestOf,
} from './context.ts';
import * as repo from './repository.ts';
import { workingPeriodsOf } from './working-time.ts';
import { accountEmail } from './sandbox-repository.ts';

export { BOOKING_HOLD_MS, BOOKING_LIMITS } from './context.ts';
export type { CalendarCaller, CalendarDeps } from './context.ts';

export function createCalendarService(deps: CalendarDeps) {
  const ctx = createCalendarContext(deps);
  const { db, clock } = ctx;

  /** An action on the caller's own calendar: every request's `userId` must be the caller's member id (403 otherwise). */
  function own<R extends { userId: string }, T>(action: (ctx: CalendarContext, caller: CalendarCaller, request: R) => Promise<T>) {
    return async (caller: CalendarCaller, request: R): Promise<T> => {
      if (request.userId !== caller.memberId) throw forbidden(CALENDAR_MESSAGES.ownCalendarOnly, 'NOT_YOUR_CALENDAR');
      return action(ctx, caller, request);
    };
  }

  /** An action whose success may move the caller's achievement counters (calendarConnected, Quick Connects scheduled and moved). */
  function counted<R, T>(action: (ctx: CalendarContext, caller: CalendarCaller, request: R) => Promise<T>) {
    return async (actionCtx: CalendarContext, caller: CalendarCaller, request: R): Promise<T> => {
      const answer = await action(actionCtx, caller, request);
      await deps.progress.changed(caller.userId);
      return answer;
    };
  }

  return {
    authorize: own(authorize),
    connect: own(counted(connect)),
    checkStatus: own(checkStatus),
    getEvents: own(getEvents),
    findAvailability: own(findAvailability),
    scheduleEvent: own(counted(scheduleEvent)),
    rescheduleEvent: own(counted(rescheduleEvent)),
    cancelEvent: own(cancelEvent),
    disconnect: own(disconnect),
    /**
     * The caller's connected providers and, when any, their own free times (`findAvailability` for the caller
     * alone), from one read of their connections and working hours (Link's facts, home's recommendations).
     */
    ownAvailability: (caller: CalendarCaller, durationMinutes: number) => ownAvailability(ctx, caller, durationMinutes),

    /**
     * The times a member and a colleague are both free (the weekly introduction): `connected` says whether the member
     * has a calendar to book in (no times without one), `timeZone` is the member's own.
     */
    async pairTimes(userId: string, colleagueUserId: string, options: { durationMinutes: number; days: number; maxSlots: number; minNoticeMinutes?: number }) {
      const [member, colleague] = await Promise.all([deps.profile.profileOf(userId), deps.profile.profileOf(colleagueUserId)]);
      if (!member || !colleague) return { connected: false, timeZone: DEFAULT_SCHEDULE.timeZone, slots: [] };
      return pairAvailability(ctx, { userIds: [userId, colleagueUserId], memberIds: [member.memberId, colleague.memberId] }, options);
    },
    /**
     * A Quick Connect booked for a member by a link of theirs (the weekly introduction's), with no session: the
     * same booking as `scheduleEvent`'s (held for both, once per request id, the day's limits), in the member's
     * only or default calendar.
     */
    async bookFor(userId: string, request: Omit<CalendarRequestOf<'scheduleEvent'>, 'action' | 'userId'>): Promise<CalendarAnswers['scheduleEvent']> {
      const member = await deps.profile.profileOf(userId);
      if (!member) throw forbidden(CALENDAR_MESSAGES.ownCalendarOnly, 'NOT_YOUR_CALENDAR');
      const caller: CalendarCaller = { userId, memberId: member.memberId, email: member.email, sessionId: '' };
      return counted(scheduleEvent)(ctx, caller, { ...request, action: 'scheduleEvent', userId: member.memberId });
    },
    /** How many providers the member ever connected a calendar of (achievements' calendarConnected). */
    connectedCount: (userId: string): Promise<number> => repo.connectedProviderCount(db, userId),
    /** The member's own time zone, kept with their working hours; null when none is kept. */
    async timeZoneOf(userId: string): Promise<string | null> {
      return (await repo.schedulesOf(db, [userId]))[0]?.timeZone ?? null;
    },
    /**
     * Each member's working periods in [from, to), in epoch ms (the weekly matching: who can meet whom); the default
     * hours for a member who kept none.
     */
    workingPeriodsOf: (userIds: readonly string[], from: Date, to: Date) => workingPeriodsOf(db, userIds, from, to),
    /** Each member's own time zone, kept with their working hours; a member with none kept is left out. */
    async timeZonesOf(userIds: readonly string[]): Promise<Map<string, string>> {
      return new Map((await repo.schedulesOf(db, userIds)).map((row) => [row.userId, row.timeZone]));
    },
    /** The member's Quick Connect counters, as organiser and as attendee, now (the quick-connect module's stats). */
    quickConnectCounts: (userId: string): Promise<QuickConnectCounts> => bookings.quickConnectCounts(db, userId, clock.now()),
    /**
     * The member's Quick Connects, booked or invited to and not called off, with whom: the `limit` latest (home's
     * feed and recommendations), as of `now`.
     */
    quickConnectBookings: (userId: string, now: Date, limit: number): Promise<QuickConnectBooking[]> =>
      bookings.quickConnectBookingsOf(db, userId, now, limit),
    /** For the sandbox consent page: the consent a state names, when it is live and served by the sandbox. */
    async sandboxConsent(state: string) {
      const [provider, nonce = ''] = state.split('.', 2);
      const consent = await repo.findOAuthState(db, nonce);
      if (
        !consent ||
        consent.usedAt ||
        consent.backend !== 'sandbox' ||
        consent.provider !== provider ||
        clock.now().getTime() - consent.createdAt.getTime() > CONSENT_TTL_MS
      ) {
        return null;
      }
      return { ...consent, email: (await accountEmail(db, consent.userId)) ?? '', label: PROVIDER_LABELS[consent.provider as CalendarProvider] };
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
