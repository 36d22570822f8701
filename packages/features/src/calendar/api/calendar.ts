/**
 * The calendar service's calls (docs/product.md#the-calls "Calendar service"): one endpoint, the body's
 * `action` says what. Each request is checked with the contract's schema before it leaves (the same words
 * the server would use), and each answer is read with the action's answer schema.
 *
 * The caches of docs/product.md#constants-and-limits are query options: a status is fresh for an hour and
 * events for 30 minutes; connect, schedule, reschedule and disconnect mark them stale.
 */
import {
  CALENDAR_PATH,
  DEFAULT_EVENT_DAYS,
  authorizeRequestSchema,
  authorizeResponseSchema,
  availabilityResponseSchema,
  checkStatusRequestSchema,
  connectRequestSchema,
  connectResponseSchema,
  disconnectRequestSchema,
  disconnectResponseSchema,
  eventsResponseSchema,
  findAvailabilityRequestSchema,
  getEventsRequestSchema,
  rescheduleEventRequestSchema,
  scheduleEventRequestSchema,
  scheduleResponseSchema,
  statusResponseSchema,
  type CalendarProvider,
  type CalendarRequest,
} from '@kindred/contracts/api/calendar';
import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { api } from '../../shared/http.ts';

const ANSWERS = {
  authorize: authorizeResponseSchema,
  connect: connectResponseSchema,
  checkStatus: statusResponseSchema,
  getEvents: eventsResponseSchema,
  findAvailability: availabilityResponseSchema,
  scheduleEvent: scheduleResponseSchema,
  rescheduleEvent: scheduleResponseSchema,
  disconnect: disconnectResponseSchema,
} as const;

/**
 * Each action's own request schema (the server reads the same ones through their union): the client checks a
 * request against its action's, which keeps the union's code out of the pages' shared bundle.
 */
const REQUESTS = {
  authorize: authorizeRequestSchema,
  connect: connectRequestSchema,
  checkStatus: checkStatusRequestSchema,
  getEvents: getEventsRequestSchema,
  findAvailability: findAvailabilityRequestSchema,
  scheduleEvent: scheduleEventRequestSchema,
  rescheduleEvent: rescheduleEventRequestSchema,
  disconnect: disconnectRequestSchema,
} as const;

type AnswerOf<A extends CalendarRequest['action']> = z.output<(typeof ANSWERS)[A]>;

/** One call: checked, sent with the session's bearer, its answer read with the action's schema. */
export async function calendarCall<R extends CalendarRequest>(request: R): Promise<AnswerOf<R['action']>> {
  const checked = REQUESTS[request.action].safeParse(request);
  if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? 'Invalid calendar request');
  const answer: unknown = await api.post(CALENDAR_PATH.slice(1), { json: checked.data }).json();
  return ANSWERS[request.action].parse(answer) as AnswerOf<R['action']>;
}

export const STATUS_STALE_MS = 60 * 60_000;
export const EVENTS_STALE_MS = 30 * 60_000;

export const calendarKeys = {
  all: ['calendar'] as const,
  user: (userId: string) => [...calendarKeys.all, userId] as const,
  status: (userId: string, provider: CalendarProvider) => [...calendarKeys.user(userId), 'status', provider] as const,
  events: (userId: string, provider: CalendarProvider, days: number) => [...calendarKeys.user(userId), 'events', provider, days] as const,
};

export function calendarStatusQuery(userId: string, provider: CalendarProvider) {
  return queryOptions({
    queryKey: calendarKeys.status(userId, provider),
    queryFn: () => calendarCall({ action: 'checkStatus', userId, provider }),
    staleTime: STATUS_STALE_MS,
    enabled: Boolean(userId),
  });
}

export function calendarEventsQuery(userId: string, provider: CalendarProvider, days = DEFAULT_EVENT_DAYS) {
  return queryOptions({
    queryKey: calendarKeys.events(userId, provider, days),
    queryFn: async () => (await calendarCall({ action: 'getEvents', userId, provider, days })).events,
    staleTime: EVENTS_STALE_MS,
    enabled: Boolean(userId),
  });
}
