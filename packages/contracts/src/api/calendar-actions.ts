/**
 * The calendar service's requests that change something (authorize, connect, findAvailability, scheduleEvent,
 * rescheduleEvent, cancelEvent, disconnect) and the union of every request, which the server reads a body with
 * (docs/product.md#the-calls "Calendar service"). The constants, the reads and the answers are in calendar.ts.
 */
import * as z from 'zod/mini';
import '../zod-locale.ts';
import {
  CALENDAR_CALLBACK_PATH,
  MAX_AVAILABILITY_MINUTES,
  MAX_TEAM_MEMBERS,
  MIN_AVAILABILITY_MINUTES,
  calendarProvider as provider,
  calendarUserId as userId,
  checkStatusRequestSchema,
  getEventsRequestSchema,
} from './calendar';
import { missingParameterMessage, requiredString, storable } from './params';

/** An ISO-8601 instant with an offset or Z. */
const isoInstant = (name: string) =>
  requiredString(name, { max: 40 }).check(
    z.refine((value) => /T/.test(value) && !Number.isNaN(Date.parse(value)) && /(Z|[+-]\d\d:?\d\d)$/.test(value), {
      error: `${name} must be an ISO-8601 date-time with a time zone offset`,
    }),
  );

const timeZone = (name: string) =>
  requiredString(name, { max: 64 }).check(
    z.refine(
      (value) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: value });
          return true;
        } catch {
          return false;
        }
      },
      { error: `${name} must be an IANA time zone such as Europe/Lisbon` },
    ),
  );

const redirectUri = requiredString('redirectUri', { max: 512 }).check(
  z.refine(
    (value) => {
      try {
        return new URL(value).pathname === CALENDAR_CALLBACK_PATH;
      } catch {
        return false;
      }
    },
    { error: `redirectUri must be this app's ${CALENDAR_CALLBACK_PATH} address` },
  ),
);

const optionalText = (name: string, max: number) =>
  z.optional(
    z.nullable(
      z
        .string({ error: `${name} must be text` })
        .check(z.trim(), z.maxLength(max, { error: `${name} must be at most ${max} characters` }), z.refine(...storable(name))),
    ),
  );

export const authorizeRequestSchema = z.object({
  action: z.literal('authorize'),
  userId,
  provider,
  redirectUri,
});

export const connectRequestSchema = z.object({
  action: z.literal('connect'),
  userId,
  organizationId: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  code: requiredString('code', { max: 2048 }),
  provider,
  redirectUri,
  state: requiredString('state', { max: 256 }),
});

const teamMembers = z
  .array(requiredString('teamMembers', { max: 64 }), {
    error: (issue) => (issue.input === undefined || issue.input === null ? missingParameterMessage('teamMembers') : 'teamMembers must be a list'),
  })
  .check(
    z.minLength(1, { error: missingParameterMessage('teamMembers') }),
    z.maxLength(MAX_TEAM_MEMBERS, { error: `teamMembers must have at most ${MAX_TEAM_MEMBERS} entries` }),
  );

export const findAvailabilityRequestSchema = z.object({
  action: z.literal('findAvailability'),
  userId,
  teamMembers,
  duration: z.optional(
    z
      .number({ error: 'duration must be a number of minutes' })
      .check(
        z.int({ error: 'duration must be a whole number of minutes' }),
        z.minimum(MIN_AVAILABILITY_MINUTES, { error: `duration must be at least ${MIN_AVAILABILITY_MINUTES} minutes` }),
        z.maximum(MAX_AVAILABILITY_MINUTES, { error: `duration must be at most ${MAX_AVAILABILITY_MINUTES} minutes` }),
      ),
  ),
});

const eventDetailsSchema = z.object({
  summary: requiredString('summary', { max: 200 }),
  description: optionalText('description', 4000),
  location: optionalText('location', 500),
  startTime: isoInstant('startTime'),
  endTime: isoInstant('endTime'),
  timezone: timeZone('timezone'),
  /** A Quick Connect (the default) or any other event. */
  quickConnect: z.optional(z.boolean()),
});
export type EventDetails = z.infer<typeof eventDetailsSchema>;

export const scheduleEventRequestSchema = z.object({
  action: z.literal('scheduleEvent'),
  userId,
  teamMembers: teamMembers.check(z.maxLength(1, { error: 'A Quick Connect has exactly one attendee' })),
  eventDetails: eventDetailsSchema,
  provider: z.optional(provider),
  /** The client's id for this booking: a retried request with the same id creates nothing new. */
  requestId: requiredString('requestId', { max: 100 }),
});

export const rescheduleEventRequestSchema = z.object({
  action: z.literal('rescheduleEvent'),
  userId,
  eventId: requiredString('eventId', { max: 1024 }),
  eventDetails: z.object({ startTime: isoInstant('startTime'), endTime: isoInstant('endTime'), timezone: timeZone('timezone') }),
  provider: z.optional(provider),
});

/** Calls off a booking the caller made: the event goes from both calendars (the provider tells the attendee). */
export const cancelEventRequestSchema = z.object({
  action: z.literal('cancelEvent'),
  userId,
  eventId: requiredString('eventId', { max: 1024 }),
  provider: z.optional(provider),
});

export const disconnectRequestSchema = z.object({ action: z.literal('disconnect'), userId, provider });

export const calendarRequestSchema = z.discriminatedUnion(
  'action',
  [
    authorizeRequestSchema,
    connectRequestSchema,
    checkStatusRequestSchema,
    getEventsRequestSchema,
    findAvailabilityRequestSchema,
    scheduleEventRequestSchema,
    rescheduleEventRequestSchema,
    cancelEventRequestSchema,
    disconnectRequestSchema,
  ],
  {
    error: (issue) =>
      issue.input === undefined
        ? missingParameterMessage('action')
        : 'action must be one of authorize, connect, checkStatus, getEvents, findAvailability, scheduleEvent, rescheduleEvent, cancelEvent, disconnect',
  },
);
export type CalendarRequest = z.infer<typeof calendarRequestSchema>;
export type CalendarAction = CalendarRequest['action'];
