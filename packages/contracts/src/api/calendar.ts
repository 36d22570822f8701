/**
 * The calendar service (docs/product.md#the-calls "Calendar service", docs/decisions.md#calendar): one endpoint,
 * POST with a JSON body whose `action` says what to do, the identity token as bearer. The requests and answers
 * are defined here once, for the client, the server and the MSW handlers: here the constants, the reads
 * (checkStatus, getEvents) and every answer; in calendar-actions.ts the requests that change something, and the
 * union of all requests. Two files, so a page that only reads a calendar does not bundle the rest.
 *
 * Beside the specification's seven actions there is `authorize`: the server, not the browser, makes the
 * provider's consent address, so that the `state` it carries is bound to the member's session and the PKCE
 * verifier never leaves the server; and `cancelEvent`, which calls off a Quick Connect its organiser booked (the
 * specification can only move one).
 */
import * as z from 'zod/mini';
import '../zod-locale.ts';
import { requiredString } from './params';

export const CALENDAR_PATH = '/v1/calendar';
/** Where a provider returns the member after consent (the client's route). */
export const CALENDAR_CALLBACK_PATH = '/calendar/callback';

export const CALENDAR_PROVIDERS = ['google', 'microsoft'] as const;
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];
export const PROVIDER_LABELS: Record<CalendarProvider, string> = { google: 'Google Calendar', microsoft: 'Microsoft Outlook' };

/** docs/product.md#constants-and-limits: the default event window, and the default slot length. */
export const DEFAULT_EVENT_DAYS = 7;
export const MAX_EVENT_DAYS = 60;
export const DEFAULT_AVAILABILITY_MINUTES = 30;
export const MIN_AVAILABILITY_MINUTES = 15;
export const MAX_AVAILABILITY_MINUTES = 240;
/** How far ahead availability looks. */
export const AVAILABILITY_DAYS = 14;
/** Nothing is offered that starts sooner than this. */
export const MIN_NOTICE_MINUTES = 120;
export const MAX_TEAM_MEMBERS = 10;

/** The specification's words (docs/product.md#errors "Calendar"). */
export const CALENDAR_MESSAGES = {
  authenticationRequired: 'Authentication required',
  notAuthenticated: 'User not authenticated',
  ownCalendarOnly: 'You can only use your own calendar',
  connectFailed: 'Failed to connect calendar',
  availabilityFailed: 'Failed to find availability',
  scheduleFailed: 'Failed to schedule event',
  rescheduleFailed: 'Failed to reschedule event',
  cancelFailed: 'Failed to cancel event',
  disconnectFailed: 'Failed to disconnect calendar',
  notConnected: 'Calendar not connected',
  reconnect: 'Your calendar connection has expired. Connect it again.',
  noCode: 'No authorization code received',
  badState: 'This calendar connection was not started here, or it has already been used. Start again from Settings.',
  notATeammate: 'Each team member must belong to one of your organizations',
  providerBusy: 'The calendar provider is busy. Try again in a moment.',
  providerUnavailable: 'The calendar provider could not be reached. Try again in a moment.',
  eventNotFound: 'Event not found',
  tooManyBookings: 'too many sessions booked today. Try again tomorrow.',
  slotTaken: 'one of you is already booked at that time. Choose another time.',
  bookingInProgress: 'this booking is still being made. Try again in a moment.',
  onlyOrganiserCancels: 'only the person who booked it can cancel it',
  alreadyOver: 'it is already over',
} as const;

/** The fields every request has; the write requests are in calendar-actions.ts. */
export const calendarProvider = z.enum(CALENDAR_PROVIDERS, { error: 'provider must be google or microsoft' });
export const calendarUserId = requiredString('userId', { max: 64 });
const provider = calendarProvider;
const userId = calendarUserId;

export const checkStatusRequestSchema = z.object({ action: z.literal('checkStatus'), userId, provider });

export const getEventsRequestSchema = z.object({
  action: z.literal('getEvents'),
  userId,
  provider,
  days: z.optional(
    z
      .number({ error: 'days must be a number' })
      .check(z.int({ error: 'days must be a whole number' }), z.minimum(1), z.maximum(MAX_EVENT_DAYS, { error: `days must be at most ${MAX_EVENT_DAYS}` })),
  ),
});

/** docs/product.md#what-it-keeps "Calendar event": start and end as the providers write them, a dateTime or an all-day date. */
const eventTimeSchema = z.union([
  z.object({ dateTime: z.string(), timeZone: z.optional(z.string()) }),
  z.object({ date: z.string() }),
]);

export const calendarEventSchema = z.object({
  id: z.string(),
  summary: z.string(),
  description: z.nullable(z.string()),
  location: z.nullable(z.string()),
  start: eventTimeSchema,
  end: eventTimeSchema,
  attendees: z.array(
    z.object({
      email: z.string(),
      name: z.nullable(z.string()),
      responseStatus: z.nullable(z.string()),
      /** The colleague's member id when the address is a member of one of the caller's organisations: who to book again. */
      memberId: z.nullable(z.string()),
    }),
  ),
  organizer: z.nullable(z.string()),
  provider,
  quickConnect: z.boolean(),
  webLink: z.nullable(z.string()),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

const slotSchema = z.object({ start: z.string(), end: z.string(), score: z.number() });
export type AvailabilitySlot = z.infer<typeof slotSchema>;

export const authorizeResponseSchema = z.object({ url: z.string() });
export const connectResponseSchema = z.object({ connected: z.literal(true), provider, accountEmail: z.nullable(z.string()) });
export const statusResponseSchema = z.object({
  connected: z.boolean(),
  provider,
  accountEmail: z.nullable(z.string()),
  /** 'View Calendar': the provider's web calendar, or the sandbox's own week view. */
  calendarUrl: z.nullable(z.string()),
  /** Connected to the built-in sandbox rather than the real provider (no credentials configured). */
  sandbox: z.boolean(),
});
export const eventsResponseSchema = z.object({ events: z.array(calendarEventSchema) });
export const availabilityResponseSchema = z.object({
  availableSlots: z.array(slotSchema),
  /** The same slots, under the other name the specification reads. */
  slots: z.array(slotSchema),
  participants: z.array(z.object({ memberId: z.string(), calendarConnected: z.boolean(), timeZone: z.string() })),
  /** Said when someone's calendar is not connected: they count as free in their working hours. */
  note: z.nullable(z.string()),
});
export const scheduleResponseSchema = z.object({
  success: z.boolean(),
  error: z.nullable(z.string()),
  event: z.nullable(calendarEventSchema),
});
export const disconnectResponseSchema = z.object({ disconnected: z.literal(true), provider });
/** cancelEvent's answer: the event is gone from both calendars (the same answer again for one already cancelled). */
export const cancelResponseSchema = z.object({ cancelled: z.literal(true), eventId: z.string(), provider });

/** Any action's answer (the OpenAPI document's). Most fields first: a union keeps the first shape that fits. */
export const calendarResponseSchema = z.union([
  availabilityResponseSchema,
  statusResponseSchema,
  scheduleResponseSchema,
  connectResponseSchema,
  eventsResponseSchema,
  disconnectResponseSchema,
  cancelResponseSchema,
  authorizeResponseSchema,
]);
