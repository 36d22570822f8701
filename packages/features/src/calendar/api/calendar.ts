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
  checkStatusRequestSchema,
  eventsResponseSchema,
  getEventsRequestSchema,
  statusResponseSchema,
  type CalendarProvider,
} from '@kindred/contracts/api/calendar';
import type { CalendarRequest } from '@kindred/contracts/api/calendar-actions';
import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { api } from '../../shared/http.ts';

/** One action's request and answer schemas: what `calendarCall` checks a request and reads an answer with. */
export interface ActionSchemas<Request extends CalendarRequest, Answer> {
  request: z.ZodMiniType<Request>;
  answer: z.ZodMiniType<Answer>;
}

export const action = <Request extends CalendarRequest, Answer>(request: z.ZodMiniType<Request>, answer: z.ZodMiniType<Answer>): ActionSchemas<Request, Answer> => ({
  request,
  answer,
});

/**
 * The reads' schemas; the actions that change something are in actions.ts, so a page that only reads a calendar
 * (home) does not bundle the consent, booking and moving schemas.
 */
export const CHECK_STATUS = action(checkStatusRequestSchema, statusResponseSchema);
export const GET_EVENTS = action(getEventsRequestSchema, eventsResponseSchema);

/** One call: checked with the action's request schema, sent with the session's bearer, its answer read with the action's answer schema. */
export async function calendarCall<Request extends CalendarRequest, Answer>(
  schemas: ActionSchemas<Request, Answer>,
  request: NoInfer<Request>,
): Promise<Answer> {
  const checked = schemas.request.safeParse(request);
  if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? 'Invalid calendar request');
  const answer: unknown = await api.post(CALENDAR_PATH.slice(1), { json: checked.data }).json();
  return schemas.answer.parse(answer);
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
    queryFn: () => calendarCall(CHECK_STATUS, { action: 'checkStatus', userId, provider }),
    staleTime: STATUS_STALE_MS,
    enabled: Boolean(userId),
  });
}

export function calendarEventsQuery(userId: string, provider: CalendarProvider, days = DEFAULT_EVENT_DAYS) {
  return queryOptions({
    queryKey: calendarKeys.events(userId, provider, days),
    queryFn: async () => (await calendarCall(GET_EVENTS, { action: 'getEvents', userId, provider, days })).events,
    staleTime: EVENTS_STALE_MS,
    enabled: Boolean(userId),
  });
}
