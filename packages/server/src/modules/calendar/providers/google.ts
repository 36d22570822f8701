/**
 * Google Calendar (API v3, REST) behind the calendar interface.
 *
 * OAuth: the spec's scope (`calendar.events`) plus `openid email`, so the token endpoint also answers an
 * id_token whose `email` claim names the connected account (read, not verified: it comes straight from the
 * token endpoint over TLS, and is only shown); offline access, the consent prompt (so a refresh token is issued
 * every time) and PKCE S256. No userinfo call is made.
 *
 * Events are read from the primary calendar with recurring ones expanded (`singleEvents=true`, by start time),
 * following `nextPageToken`; busy time comes from `freeBusy`. Writes notify the attendees (`sendUpdates=all`).
 *
 * A booking's event id is derived from the client's request id (`googleEventId`), so a retried insert answers
 * 409 and the existing event is read and returned instead of a second one being made. The request id also rides
 * in a private extended property, so a 409 on an event that is not this request's is told apart ('rejected').
 */
import { createHash } from 'node:crypto';
import { decodeIdToken } from 'arctic';
import { DateTime } from 'luxon';
import { oauthClient, providerJson, readTokens, type ApiCall } from './http.ts';
import {
  ProviderError,
  type CalendarProviderAdapter,
  type EventTime,
  type Interval,
  type ProviderConfig,
  type ProviderEvent,
} from './types.ts';

export const GOOGLE_DEFAULTS = {
  authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenEndpoint: 'https://oauth2.googleapis.com/token',
  revocationEndpoint: 'https://oauth2.googleapis.com/revoke',
  apiBaseUrl: 'https://www.googleapis.com/calendar/v3',
} as const;

const GOOGLE_SCOPES = ['https://www.googleapis.com/auth/calendar.events', 'openid', 'email'];
/** Google's default page; it may answer fewer, and the pages are followed to the end. */
const PAGE_SIZE = 250;
/** 250 pages of 250 events: far past any real calendar's window, short of an endless loop. */
const MAX_PAGES = 250;
const QUICK_CONNECT_PROPERTY = 'kindredQuickConnect';
const REQUEST_ID_PROPERTY = 'kindredRequestId';
const RATE_LIMIT_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'RATE_LIMIT_EXCEEDED']);

interface GoogleTime {
  dateTime?: string;
  date?: string;
  timeZone?: string;
}

interface GoogleEvent {
  id: string;
  status?: string;
  summary?: string;
  description?: string;
  location?: string;
  start?: GoogleTime;
  end?: GoogleTime;
  attendees?: { email?: string; displayName?: string; responseStatus?: string }[];
  organizer?: { email?: string };
  htmlLink?: string;
  transparency?: string;
  extendedProperties?: { private?: Record<string, string>; shared?: Record<string, string> };
}

const BASE32HEX = '0123456789abcdefghijklmnopqrstuv';

/**
 * The event id for a request id: base32hex (Google's alphabet, a-v and 0-9) of SHA-256 over a fixed prefix and
 * the request id, 52 characters (within Google's 5-1024). The same request id always gives the same event id.
 */
export function googleEventId(requestId: string): string {
  const digest = createHash('sha256').update(`kindred-event:${requestId}`).digest();
  let id = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of digest) {
    buffer = ((buffer << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      id += BASE32HEX[(buffer >> bits) & 31];
    }
  }
  if (bits > 0) id += BASE32HEX[(buffer << (5 - bits)) & 31];
  return id;
}

function eventTime(value: GoogleTime | undefined): EventTime {
  if (value?.date) return { date: value.date };
  return { dateTime: value?.dateTime ?? '', ...(value?.timeZone ? { timeZone: value.timeZone } : {}) };
}

function fromGoogleEvent(event: GoogleEvent): ProviderEvent {
  return {
    id: event.id,
    summary: event.summary || '(No title)',
    description: event.description || null,
    location: event.location || null,
    start: eventTime(event.start),
    end: eventTime(event.end),
    attendees: (event.attendees ?? [])
      .filter((attendee): attendee is typeof attendee & { email: string } => typeof attendee.email === 'string')
      .map((attendee) => ({ email: attendee.email, name: attendee.displayName ?? null, responseStatus: attendee.responseStatus ?? null })),
    organizer: event.organizer?.email ?? null,
    quickConnect: event.extendedProperties?.private?.[QUICK_CONNECT_PROPERTY] === 'true',
    webLink: event.htmlLink ?? null,
    busy: event.transparency !== 'transparent',
    status: event.status === 'cancelled' ? 'cancelled' : event.status === 'tentative' ? 'tentative' : 'confirmed',
  };
}

/** An instant as Google writes it in a zone: the wall time there with its offset ('2026-11-25T11:00:00+01:00'). */
function googleTime(instant: Date, timeZone: string): GoogleTime {
  const local = DateTime.fromJSDate(instant, { zone: timeZone });
  if (!local.isValid) return { dateTime: instant.toISOString() };
  return { dateTime: local.toISO({ suppressMilliseconds: true })!, timeZone };
}

/** Google's 403 for quota: `error.errors[].reason` (or the newer `error.details[].reason`) names a rate limit. */
function isRateLimit(body: unknown): boolean {
  const error = (body as { error?: { errors?: { reason?: unknown }[]; details?: { reason?: unknown }[] } } | null)?.error;
  const reasons = [...(error?.errors ?? []), ...(error?.details ?? [])].map((entry) => entry?.reason);
  return reasons.some((reason) => typeof reason === 'string' && RATE_LIMIT_REASONS.has(reason));
}

/** The `email` claim of an id_token from the token endpoint, when there is one. */
function emailOfIdToken(data: object): string | null {
  const idToken = (data as { id_token?: unknown }).id_token;
  if (typeof idToken !== 'string') return null;
  try {
    const email = (decodeIdToken(idToken) as { email?: unknown }).email;
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}

export function createGoogleAdapter(config: ProviderConfig): CalendarProviderAdapter {
  const auth = oauthClient('google', config, {
    scopes: GOOGLE_SCOPES,
    authorizationParams: { access_type: 'offline', prompt: 'consent' },
  });
  const base = config.apiBaseUrl.replace(/\/+$/, '');
  const api = (path: string, query: Record<string, string> = {}) => {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url;
  };
  const eventUrl = (eventId: string, query: Record<string, string> = {}) => api(`/calendars/primary/events/${encodeURIComponent(eventId)}`, query);
  const call = <T>(token: string, url: URL, init: ApiCall = {}) => providerJson<T>('google', url, token, { ...init, isRateLimit });

  return {
    name: 'google',

    authorizationUrl: (input) => auth.authorizationUrl(input),

    async exchangeCode(input) {
      const tokens = await auth.exchange(input);
      return readTokens('google', tokens, emailOfIdToken(tokens.data));
    },

    async refresh(refreshToken) {
      const tokens = await auth.refresh(refreshToken);
      // Google keeps the refresh token (none in the answer): readTokens gives null, and the caller keeps its own.
      return readTokens('google', tokens, emailOfIdToken(tokens.data));
    },

    async listEvents(token, window) {
      const events: ProviderEvent[] = [];
      const seen = new Set<string>();
      let pageToken: string | undefined;
      for (let page = 0; ; page += 1) {
        if (page === MAX_PAGES) throw new ProviderError('google', 'unavailable', 'Google Calendar kept answering more pages than any calendar has');
        const url = api('/calendars/primary/events', {
          timeMin: window.start.toISOString(),
          timeMax: window.end.toISOString(),
          singleEvents: 'true',
          orderBy: 'startTime',
          maxResults: String(PAGE_SIZE),
          ...(pageToken ? { pageToken } : {}),
        });
        const answer = await call<{ items?: GoogleEvent[]; nextPageToken?: string }>(token, url);
        for (const item of answer.items ?? []) {
          if (item.status === 'cancelled' || seen.has(item.id)) continue;
          seen.add(item.id);
          events.push(fromGoogleEvent(item));
        }
        pageToken = answer.nextPageToken || undefined;
        if (!pageToken) return events;
      }
    },

    async freeBusy(token, window) {
      const answer = await call<{ calendars?: { primary?: { busy?: { start: string; end: string }[]; errors?: { reason?: string }[] } } }>(
        token,
        api('/freeBusy'),
        { method: 'POST', body: { timeMin: window.start.toISOString(), timeMax: window.end.toISOString(), items: [{ id: 'primary' }] } },
      );
      const primary = answer.calendars?.primary;
      // freeBusy answers 200 with per-calendar errors (e.g. backendError) rather than a status.
      if (primary?.errors?.length) {
        throw new ProviderError('google', 'unavailable', `Google Calendar could not tell the busy time (${primary.errors[0]?.reason ?? 'error'})`, 200);
      }
      return (primary?.busy ?? []).map((busy): Interval => ({ start: new Date(busy.start), end: new Date(busy.end) }));
    },

    async insertEvent(token, event) {
      const id = googleEventId(event.requestId);
      const body = {
        id,
        summary: event.summary,
        ...(event.description ? { description: event.description } : {}),
        ...(event.location ? { location: event.location } : {}),
        start: googleTime(event.start, event.timeZone),
        end: googleTime(event.end, event.timeZone),
        attendees: event.attendees.map((attendee) => ({ email: attendee.email, ...(attendee.name ? { displayName: attendee.name } : {}) })),
        extendedProperties: {
          private: { [REQUEST_ID_PROPERTY]: event.requestId, ...(event.quickConnect ? { [QUICK_CONNECT_PROPERTY]: 'true' } : {}) },
        },
      };
      try {
        return fromGoogleEvent(await call<GoogleEvent>(token, api('/calendars/primary/events', { sendUpdates: 'all' }), { method: 'POST', body }));
      } catch (error) {
        if (!(error instanceof ProviderError && error.status === 409)) throw error;
      }
      // 409: an event with this id exists, made by this same request on an earlier try: that one is the answer.
      const existing = await call<GoogleEvent>(token, eventUrl(id));
      if (existing.extendedProperties?.private?.[REQUEST_ID_PROPERTY] !== event.requestId) {
        throw new ProviderError('google', 'rejected', 'Google Calendar holds another event under this booking’s id', 409);
      }
      if (existing.status === 'cancelled') {
        throw new ProviderError('google', 'rejected', 'This booking’s event was made and deleted since', 409);
      }
      return fromGoogleEvent(existing);
    },

    async patchEvent(token, eventId, change) {
      const moved = await call<GoogleEvent>(token, eventUrl(eventId, { sendUpdates: 'all' }), {
        method: 'PATCH',
        body: { start: googleTime(change.start, change.timeZone), end: googleTime(change.end, change.timeZone) },
      });
      return fromGoogleEvent(moved);
    },

    async deleteEvent(token, eventId) {
      await call<null>(token, eventUrl(eventId, { sendUpdates: 'all' }), { method: 'DELETE' });
    },

    revoke: (token) => auth.revoke(token),
  };
}
