/**
 * findAvailability: the times the caller and their teammates are all free, in everyone's working hours and time
 * zone, scored best first (slots.ts explains the score). Someone with no calendar connected counts as free in their
 * working hours, and the answer says so.
 */
import { AVAILABILITY_DAYS, CALENDAR_MESSAGES, DEFAULT_AVAILABILITY_MINUTES, MIN_NOTICE_MINUTES } from '@kindred/contracts/api/calendar';
import { DomainError } from '../../../platform/errors.ts';
import { DAY_MS, DEFAULT_SCHEDULE, type CalendarAnswers, type CalendarCaller, type CalendarContext, type CalendarRequestOf } from '../context.ts';
import * as repo from '../repository.ts';
import type { ConnectionRow, ScheduleRow } from '../repository.ts';
import type { ProviderName } from '../providers/types.ts';
import { findAvailability as findSlots, type Participant } from '../slots.ts';

export async function findAvailability(
  ctx: CalendarContext,
  caller: CalendarCaller,
  request: CalendarRequestOf<'findAvailability'>,
): Promise<CalendarAnswers['findAvailability']> {
  const others = [...new Set(request.teamMembers)].filter((id) => id !== caller.memberId);
  const members = await Promise.all(others.map((memberId) => ctx.teammate(caller, memberId)));
  const userIds = [caller.userId, ...members.map((member) => member.userId)];
  const memberIds = [caller.memberId, ...members.map((member) => member.memberId)];
  const calendars = await repo.calendarsOf(ctx.db, userIds);
  return availability(ctx, { userIds, memberIds, ...calendars }, request.duration ?? DEFAULT_AVAILABILITY_MINUTES);
}

/**
 * The caller's own calendar at a glance (Link's facts, home's recommendations): which providers are connected
 * (checkStatus's `connected`), and, when any is, `findAvailability` for the caller alone; the connections and
 * working hours read once, in one statement, for both.
 */
export async function ownAvailability(
  ctx: CalendarContext,
  caller: CalendarCaller,
  durationMinutes: number,
): Promise<{ connected: ProviderName[]; availability: CalendarAnswers['findAvailability'] | null }> {
  const calendars = await repo.calendarsOf(ctx.db, [caller.userId]);
  const connected = calendars.connections.map((connection) => connection.provider);
  if (connected.length === 0) return { connected, availability: null };
  return { connected, availability: await availability(ctx, { userIds: [caller.userId], memberIds: [caller.memberId], ...calendars }, durationMinutes) };
}

/**
 * The times a member and one colleague are both free (the weekly introduction, its booking links): `days` ahead,
 * at most `maxSlots`, the best spread over the days, as `findAvailability` chooses them. `connected` is whether
 * the member has a calendar (only then are times offered: a booking goes into it); the colleague counts as free
 * in their working hours without one.
 */
export async function pairAvailability(
  ctx: CalendarContext,
  pair: { userIds: [string, string]; memberIds: [string, string] },
  options: { durationMinutes: number; days: number; maxSlots: number; minNoticeMinutes?: number },
): Promise<{ connected: boolean; timeZone: string; slots: Array<{ start: string; end: string }> }> {
  const calendars = await repo.calendarsOf(ctx.db, pair.userIds);
  const timeZone = calendars.schedules.find((row) => row.userId === pair.userIds[0])?.timeZone ?? DEFAULT_SCHEDULE.timeZone;
  const connected = calendars.connections.some((connection) => connection.userId === pair.userIds[0]);
  if (!connected) return { connected, timeZone, slots: [] };
  const answer = await availability(ctx, { userIds: [...pair.userIds], memberIds: [...pair.memberIds], ...calendars }, options.durationMinutes, options);
  return { connected, timeZone, slots: answer.availableSlots.map(({ start, end }) => ({ start, end })) };
}

async function availability(
  ctx: CalendarContext,
  who: { userIds: string[]; memberIds: string[]; schedules: ScheduleRow[]; connections: ConnectionRow[] },
  durationMinutes: number,
  search: { days: number; maxSlots?: number; minNoticeMinutes?: number } = { days: AVAILABILITY_DAYS },
): Promise<CalendarAnswers['findAvailability']> {
  const { userIds, memberIds, schedules, connections } = who;
  const now = ctx.clock.now();
  const window = { start: now, end: new Date(now.getTime() + search.days * DAY_MS) };
  try {
    const participants: Participant[] = await Promise.all(
      userIds.map(async (userId, index) => {
        const schedule = schedules.find((row) => row.userId === userId) ?? { userId, ...DEFAULT_SCHEDULE };
        const theirs = connections.filter((connection) => connection.userId === userId);
        const busy = (
          await Promise.all(
            theirs.map((connection) =>
              ctx.withAccess(connection, (adapter, token) => adapter.freeBusy(token, window)).catch((error: unknown) => {
                // Someone else's withdrawn grant is theirs to fix: their calendar just is not read.
                if (index > 0 && error instanceof DomainError && error.code === 'CALENDAR_REVOKED') return null;
                throw error;
              }),
            ),
          )
        ).flatMap((intervals) => intervals ?? []);
        return {
          id: memberIds[index]!,
          timeZone: schedule.timeZone,
          workingHours: { start: schedule.workStart, end: schedule.workEnd, days: schedule.workDays },
          busy,
          calendarConnected: theirs.length > 0,
        };
      }),
    );
    const slots = findSlots({
      participants,
      durationMinutes,
      now,
      days: search.days,
      minNoticeMinutes: search.minNoticeMinutes ?? MIN_NOTICE_MINUTES,
      ...(search.maxSlots === undefined ? {} : { maxSlots: search.maxSlots }),
    }).map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString(), score: slot.score }));
    const unconnected = participants.filter((participant) => !participant.calendarConnected).length;
    return {
      availableSlots: slots,
      slots,
      participants: participants.map((participant) => ({
        memberId: participant.id,
        calendarConnected: participant.calendarConnected,
        timeZone: participant.timeZone,
      })),
      note:
        unconnected > 0
          ? `${unconnected === 1 ? 'One person has' : `${unconnected} people have`} no calendar connected: they count as free in their working hours.`
          : null,
    };
  } catch (error) {
    return ctx.providerFailure(error, CALENDAR_MESSAGES.availabilityFailed);
  }
}
