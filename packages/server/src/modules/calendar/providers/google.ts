/**
 * Google Calendar (API v3, REST) behind the calendar interface. OAuth with the spec's scope
 * (`calendar.events`, plus `openid email` to show which account was connected), offline access, the consent
 * prompt and PKCE. Events are read from the primary calendar with recurring ones expanded
 * (`singleEvents=true`), following `nextPageToken`; busy time comes from `freeBusy`.
 *
 * A booking's event id is derived from the client's request id (base32hex of its SHA-256), so a retried insert
 * answers 409 and the existing event is read instead of a second one being made.
 */
import { createHash } from 'node:crypto';
import { oauth, providerJson } from './http.ts';
import { ProviderError, type CalendarProviderAdapter, type EventTime, type ProviderConfig, type ProviderEvent } from './types.ts';

export const GOOGLE_DEFAULTS = {
  authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenEndpoint: 'https://oauth2.googleapis.com/token',
  revocationEndpoint: 'https://oauth2.googleapis.com/revoke',
  apiBaseUrl: 'https://www.googleapis.com/calendar/v3',
} as const;

export const GOOGLE_SCOPES = ['https://www.googleapis.com/auth/calendar.events', 'openid', 'email'];
const PAGE_SIZE = 250;
const QUICK_CONNECT = 'kindredQuickConnect';

interface GoogleEvent {
  id: string;
  status?: string;
  summary?: string;
  description?: string;
  location?: string;
  start?: { dateTime?: string; date?: string; timeZone?: string };
  end?: { dateTime?: string; date?: string; timeZone?: string };
  attendees?: { email: string; displayName?: string; responseStatus?: string }[];
  organizer?: { email?: string };
  htmlLink?: string;
  transparency?: string;
  extendedProperties?: { private?: Record<string, string> };
}

/** Google's event ids: 5-1024 characters of base32hex (0-9, a-v). */
export function googleEventId(requestId: string): string {
  const digest = createHash('sha256').update(`kindred:${requestId}`).digest();
  const alphabet = '0123456789abcdefghijklmnopqrstuv';
  let bits = 0;
  let value = 0;
  let id = '';
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      id += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return id.slice(0, 40);
}

function time(value: GoogleEvent['start']): EventTime {
  if (value?.date) return { date: value.date };
  return { dateTime: value?.dateTime ?? '', ...(value?.timeZone ? { timeZone: value.timeZone } : {}) };
}

function toEvent(event: GoogleEvent): ProviderEvent {
  return {
    id: event.id,
    summary: event.summary ?? '(No title)',
    description: event.description ?? null,
    location: event.location ?? null,
    start: time(event.start),
    end: time(event.end),
    attendees: (event.attendees ?? []).map((attendee) => ({
      email: attendee.email,
      name: attendee.displayName ?? null,
      responseStatus: attendee.responseStatus ?? null,
    })),
    organizer: event.organizer?.email ?? null,
    quickConnect: event.extendedProperties?.private?.[QUICK_CONNECT] === 'true',
    webLink: event.htmlLink ?? null,
    busy: event.transparency !== 'transparent',
    status: event.status === 'cancelled' ? 'cancelled' : event.status === 'tentative' ? 'tentative' : 'confirmed',
  };
}

const isRateLimit = (body: unknown) =>
  JSON.stringify(body ?? '').includes('ateLimitExceeded');

/** The e-mail in an id_token's payload (read, not verified: it came straight from the token endpoint, and is shown only). */
function emailOfIdToken(idToken: string | undefined): string | null {
  const payload = idToken?.split('.')[1];
  if (!payload) return null;
  try {
    const email = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown }).email;
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}

export function createGoogleAdapter(config: ProviderConfig): CalendarProviderAdapter {
  const auth = oauth('google', config, GOOGLE_SCOPES, { access_type: 'offline', prompt: 'consent' });
  const api = (path: string) => new URL(`${config.apiBaseUrl.replace(/\/$/, '')}${path}`);
  const call = <T>(token: string, url: URL, init: Parameters<typeof providerJson>[3] = {}) =>
    providerJson<T>('google', url, token, init, isRateLimit);

  return {
    name: 'google',
    authorizationUrl: auth.authorizationUrl,

    async exchangeCode(input) {
      const tokens = await auth.exchange(input);
      const idToken = (tokens.data as { id_token?: string }).id_token;
      return auth.read(tokens, emailOfIdToken(idToken));
    },

    refresh: auth.refresh,

    async listEvents(token, window) {
      const events: ProviderEvent[] = [];
      let pageToken: string | undefined;
      do {
        const url = api('/calendars/primary/events');
        url.searchParams.set('timeMin', window.start.toISOString());
        url.searchParams.set('timeMax', window.end.toISOString());
        url.searchParams.set('singleEvents', 'true');
        url.searchParams.set('orderBy', 'startTime');
        url.searchParams.set('maxResults', String(PAGE_SIZE));
        if (pageToken) url.searchParams.set('pageToken', pageToken);
        const page = await call<{ items?: GoogleEvent[]; nextPageToken?: string }>(token, url);
        for (const item of page.items ?? []) events.push(toEvent(item));
        pageToken = page.nextPageToken;
      } while (pageToken);
      return events;
    },

    async freeBusy(token, window) {
      const answer = await call<{ calendars?: { primary?: { busy?: { start: string; end: string }[] } } }>(token, api('/freeBusy'), {
        method: 'POST',
        body: { timeMin: window.start.toISOString(), timeMax: window.end.toISOString(), items: [{ id: 'primary' }] },
      });
      return (answer.calendars?.primary?.busy ?? []).map((busy) => ({ start: new Date(busy.start), end: new Date(busy.end) }));
    },

    async insertEvent(token, event) {
      const id = googleEventId(event.requestId);
      const url = api('/calendars/primary/events');
      url.searchParams.set('sendUpdates', 'all');
      try {
        const created = await call<GoogleEvent>(token, url, {
          method: 'POST',
          body: {
            id,
            summary: event.summary,
            description: event.description ?? undefined,
            location: event.location ?? undefined,
            start: { dateTime: event.start.toISOString(), timeZone: event.timeZone },
            end: { dateTime: event.end.toISOString(), timeZone: event.timeZone },
            attendees: event.attendees.map((attendee) => ({ email: attendee.email, ...(attendee.name ? { displayName: attendee.name } : {}) })),
            ...(event.quickConnect ? { extendedProperties: { private: { [QUICK_CONNECT]: 'true' } } } : {}),
          },
        });
        return toEvent(created);
      } catch (error) {
        // 409: the event with this id exists (the same request, retried): that one is the answer.
        if (error instanceof ProviderError && error.status === 409) return toEvent(await call<GoogleEvent>(token, api(`/calendars/primary/events/${id}`)));
        throw error;
      }
    },

    async patchEvent(token, eventId, change) {
      const url = api(`/calendars/primary/events/${encodeURIComponent(eventId)}`);
      url.searchParams.set('sendUpdates', 'all');
      const moved = await call<GoogleEvent>(token, url, {
        method: 'PATCH',
        body: {
          start: { dateTime: change.start.toISOString(), timeZone: change.timeZone },
          end: { dateTime: change.end.toISOString(), timeZone: change.timeZone },
        },
      });
      return toEvent(moved);
    },

    async deleteEvent(token, eventId) {
      const url = api(`/calendars/primary/events/${encodeURIComponent(eventId)}`);
      url.searchParams.set('sendUpdates', 'all');
      await call<null>(token, url, { method: 'DELETE' });
    },

    revoke: auth.revoke,
  };
}
