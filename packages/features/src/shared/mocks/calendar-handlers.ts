/**
 * MSW handlers for the calendar endpoint (packages/contracts/src/api/calendar.ts) over a small in-memory
 * state: which calendars a member has connected, and their events. Requests are checked with the contract's
 * request schema and answers parsed with its answer schemas before they leave, so a story can never show a
 * shape the server would not send. Errors are `{ error, code }` with the server's status and words.
 */
import {
  CALENDAR_MESSAGES,
  CALENDAR_PATH,
  calendarResponseSchema,
  type AvailabilitySlot,
  type CalendarEvent,
  type CalendarProvider,
} from '@kindred/contracts/api/calendar';
import { calendarRequestSchema } from '@kindred/contracts/api/calendar-actions';
import { HttpResponse, http } from 'msw';
import { stalledResponse } from './stall.ts';

interface MockCalendarState {
  connected: Partial<Record<CalendarProvider, { accountEmail: string | null; sandbox: boolean }>>;
  events: CalendarEvent[];
  /** Every request received, for play functions to check. */
  received: { action: string; provider?: string }[];
  /** The event details of every scheduleEvent received, with whom. */
  scheduled: { teamMembers: string[]; summary: string; startTime: string; endTime: string; location: string | null | undefined }[];
}

export interface CalendarMockOptions {
  connected?: MockCalendarState['connected'];
  events?: CalendarEvent[];
  /** Answer this action with this status and message. */
  /** One action answers with an error (`status` 0: no answer at all, as with no network). */
  fail?: { action: string; status: number; error: string; code?: string; provider?: CalendarProvider };
  /** Never answer this action (a loading state). */
  hang?: string;
  /** What findAvailability answers (none by default), and the note beside it. */
  slots?: AvailabilitySlot[];
  note?: string | null;
  /** rescheduleEvent answers `{ success: false, error }` with this error (the provider refused). */
  rescheduleRefused?: string;
  /** scheduleEvent answers `{ success: false, error }` with this error (the provider refused). */
  scheduleRefused?: string;
}

export function createCalendarMock(options: CalendarMockOptions = {}) {
  const state: MockCalendarState = { connected: { ...options.connected }, events: options.events ?? [], received: [], scheduled: [] };
  const handler = http.post(`*${CALENDAR_PATH}`, async ({ request }) => {
    const parsed = calendarRequestSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return HttpResponse.json({ error: parsed.error.issues[0]?.message ?? 'Invalid request' }, { status: 400 });
    const body = parsed.data;
    state.received.push({ action: body.action, ...('provider' in body && body.provider ? { provider: body.provider } : {}) });
    if (options.hang === body.action) return stalledResponse();
    if (options.fail?.action === body.action && (!options.fail.provider || ('provider' in body && body.provider === options.fail.provider))) {
      // Status 0: the request never reaches a server (the network is gone).
      if (options.fail.status === 0) return HttpResponse.error();
      return HttpResponse.json({ error: options.fail.error, ...(options.fail.code ? { code: options.fail.code } : {}) }, { status: options.fail.status });
    }
    const answer = (() => {
      switch (body.action) {
        case 'authorize':
          return { url: `https://consent.example/${body.provider}?state=${body.provider}.mock` };
        case 'connect':
          state.connected[body.provider] = { accountEmail: 'maya.chen@example.com', sandbox: true };
          return { connected: true as const, provider: body.provider, accountEmail: 'maya.chen@example.com' };
        case 'checkStatus': {
          const connection = state.connected[body.provider];
          return {
            connected: Boolean(connection),
            provider: body.provider,
            accountEmail: connection?.accountEmail ?? null,
            calendarUrl: connection ? (connection.sandbox ? '/events' : 'https://calendar.example/week') : null,
            sandbox: connection?.sandbox ?? true,
          };
        }
        case 'getEvents':
          if (!state.connected[body.provider]) return null;
          return { events: state.events.filter((event) => event.provider === body.provider) };
        case 'disconnect':
          delete state.connected[body.provider];
          return { disconnected: true as const, provider: body.provider };
        case 'findAvailability': {
          const slots = options.slots ?? [];
          const participants = [body.userId, ...body.teamMembers.filter((id) => id !== body.userId)].map((memberId) => ({
            memberId,
            calendarConnected: true,
            timeZone: 'Europe/Lisbon',
          }));
          return { availableSlots: slots, slots, participants, note: options.note ?? null };
        }
        case 'scheduleEvent': {
          if (!state.connected[body.provider ?? 'google']) return null;
          if (options.scheduleRefused) return { success: false, error: options.scheduleRefused, event: null };
          const details = body.eventDetails;
          state.scheduled.push({ teamMembers: body.teamMembers, summary: details.summary, startTime: details.startTime, endTime: details.endTime, location: details.location });
          const created: CalendarEvent = {
            id: `mock-${body.requestId}`,
            summary: details.summary,
            description: details.description ?? null,
            location: details.location ?? null,
            start: { dateTime: details.startTime },
            end: { dateTime: details.endTime },
            attendees: body.teamMembers.map((memberId) => ({ email: `${memberId}@example.com`, name: null, responseStatus: 'needsAction', memberId })),
            organizer: 'maya.chen@example.com',
            provider: body.provider ?? 'google',
            quickConnect: details.quickConnect ?? true,
            webLink: null,
          };
          state.events.push(created);
          return { success: true, error: null, event: created };
        }
        case 'rescheduleEvent': {
          if (options.rescheduleRefused) return { success: false, error: options.rescheduleRefused, event: null };
          const index = state.events.findIndex((event) => event.id === body.eventId);
          if (index < 0) return 'not-found' as const;
          const moved = {
            ...state.events[index]!,
            start: { dateTime: body.eventDetails.startTime },
            end: { dateTime: body.eventDetails.endTime },
          };
          state.events[index] = moved;
          return { success: true, error: null, event: moved };
        }
        case 'cancelEvent': {
          const index = state.events.findIndex((event) => event.id === body.eventId);
          if (index < 0) return 'not-found' as const;
          const [cancelled] = state.events.splice(index, 1);
          return { cancelled: true as const, eventId: cancelled!.id, provider: cancelled!.provider };
        }
        default:
          return { success: false, error: 'Not in this mock', event: null };
      }
    })();
    if (answer === null) return HttpResponse.json({ error: CALENDAR_MESSAGES.notConnected, code: 'CALENDAR_NOT_CONNECTED' }, { status: 409 });
    if (answer === 'not-found') return HttpResponse.json({ error: CALENDAR_MESSAGES.eventNotFound }, { status: 404 });
    // Checked against the contract, and sent as built (a union's parse would keep only the first shape's fields).
    calendarResponseSchema.parse(answer);
    return HttpResponse.json(answer);
  });
  return { state, handlers: [handler] };
}
