/**
 * Outlook through Microsoft Graph (v1.0) behind the calendar interface.
 *
 * OAuth: the spec's scopes (`Calendars.ReadWrite User.Read offline_access openid profile`) and PKCE S256; the
 * refresh asks for the same scopes again (the v2.0 endpoint wants them, and rotates the refresh token). The
 * account's address comes from `GET /me` (`mail`, else `userPrincipalName`) right after the code exchange; if
 * that read fails the grant is kept and the address falls back to the id_token's `email` / `preferred_username`.
 *
 * Events come from `/me/calendarView` (recurrences expanded; times in UTC by `Prefer: outlook.timezone="UTC"`),
 * following `@odata.nextLink` (only on the API's own origin: the bearer token goes nowhere else); busy time from
 * `POST /me/calendar/getSchedule` for the account's own address. A booking carries the client's request id as
 * `transactionId`, which Graph de-duplicates, so a retried insert makes no second event. A Quick Connect is
 * marked with the category 'Kindred Quick Connect'.
 *
 * Graph writes times as `{ dateTime: '2026-11-25T10:00:00.0000000', timeZone: 'UTC' }`: a wall time with no
 * offset beside a zone. Every write here is in UTC, and every read asks for UTC, so the conversion is exact.
 *
 * Graph has no token revocation endpoint: disconnecting forgets the tokens, and `revoke` does nothing.
 */
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

export function microsoftDefaults(tenant = 'common') {
  const authority = `https://login.microsoftonline.com/${encodeURIComponent(tenant)}/oauth2/v2.0`;
  return {
    authorizationEndpoint: `${authority}/authorize`,
    tokenEndpoint: `${authority}/token`,
    revocationEndpoint: null,
    apiBaseUrl: 'https://graph.microsoft.com/v1.0',
  } as const;
}

const MICROSOFT_SCOPES = ['Calendars.ReadWrite', 'User.Read', 'offline_access', 'openid', 'profile'];
const QUICK_CONNECT_CATEGORY = 'Kindred Quick Connect';
const PAGE_SIZE = 100;
/** 500 pages of 100 events: far past any real calendar's window, short of an endless loop. */
const MAX_PAGES = 500;
/** Graph's showAs / schedule statuses that block time ('free' and 'unknown' do not). */
const BUSY_STATUSES = new Set(['busy', 'tentative', 'oof', 'workingElsewhere']);
const PREFER_UTC = { Prefer: 'outlook.timezone="UTC"' };

export interface GraphTime {
  dateTime: string;
  timeZone?: string;
}

interface GraphEvent {
  id: string;
  subject?: string | null;
  bodyPreview?: string | null;
  location?: { displayName?: string | null } | null;
  start?: GraphTime;
  end?: GraphTime;
  isAllDay?: boolean;
  isCancelled?: boolean;
  showAs?: string;
  attendees?: { emailAddress?: { address?: string | null; name?: string | null }; status?: { response?: string | null } }[];
  organizer?: { emailAddress?: { address?: string | null; name?: string | null } };
  webLink?: string | null;
  categories?: string[];
}

/** An instant as Graph writes it in UTC: '2026-11-25T10:00:00.0000000' (seven fractional digits, no offset). */
export function toGraphTime(instant: Date): GraphTime {
  return { dateTime: instant.toISOString().replace(/Z$/, '0000'), timeZone: 'UTC' };
}

const UTC_NAMES = new Set(['utc', 'etc/utc', 'gmt', 'etc/gmt', 'z', 'coordinated universal time', 'tzone://microsoft/utc']);

/**
 * Graph's wall time and zone as an instant. UTC (what this adapter always asks for) is read exactly, down to the
 * millisecond; an IANA zone through luxon; a time that carries its own offset as written.
 */
export function fromGraphTime(time: GraphTime | undefined): Date {
  const text = time?.dateTime ?? '';
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?)(?:\.(\d+))?(Z|[+-]\d{2}:\d{2})?$/.exec(text);
  if (!match) throw new ProviderError('microsoft', 'unavailable', 'Microsoft Graph wrote a time this adapter cannot read');
  const [, wall, fraction = '', offset] = match;
  const millis = `.${fraction.padEnd(3, '0').slice(0, 3)}`;
  if (offset) return new Date(`${wall}${millis}${offset}`);
  const zone = time?.timeZone ?? 'UTC';
  if (!UTC_NAMES.has(zone.toLowerCase())) {
    const local = DateTime.fromISO(`${wall}${millis}`, { zone });
    if (local.isValid) return local.toJSDate();
  }
  // UTC, or a Windows zone name (never answered here, as every read asks for UTC).
  return new Date(`${wall}${millis}Z`);
}

function eventTime(value: GraphTime | undefined, allDay: boolean): EventTime {
  // An all-day event is a date: midnight to midnight, floating, whatever zone Graph names beside it.
  if (allDay) return { date: (value?.dateTime ?? '').slice(0, 10) };
  return { dateTime: fromGraphTime(value).toISOString(), timeZone: 'UTC' };
}

function fromGraphEvent(event: GraphEvent): ProviderEvent {
  const allDay = event.isAllDay === true;
  return {
    id: event.id,
    summary: event.subject || '(No title)',
    description: event.bodyPreview || null,
    location: event.location?.displayName || null,
    start: eventTime(event.start, allDay),
    end: eventTime(event.end, allDay),
    attendees: (event.attendees ?? []).flatMap((attendee) =>
      attendee.emailAddress?.address
        ? [{ email: attendee.emailAddress.address, name: attendee.emailAddress.name || null, responseStatus: attendee.status?.response ?? null }]
        : [],
    ),
    organizer: event.organizer?.emailAddress?.address || null,
    quickConnect: (event.categories ?? []).includes(QUICK_CONNECT_CATEGORY),
    webLink: event.webLink || null,
    busy: BUSY_STATUSES.has(event.showAs ?? 'busy'),
    status: event.isCancelled ? 'cancelled' : event.showAs === 'tentative' ? 'tentative' : 'confirmed',
  };
}

/** The id_token's `email` or `preferred_username`, for when /me could not be read. */
function emailOfIdToken(data: object): string | null {
  const idToken = (data as { id_token?: unknown }).id_token;
  if (typeof idToken !== 'string') return null;
  try {
    const claims = decodeIdToken(idToken) as { email?: unknown; preferred_username?: unknown };
    const email = typeof claims.email === 'string' ? claims.email : claims.preferred_username;
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}

export function createMicrosoftAdapter(config: ProviderConfig): CalendarProviderAdapter {
  const auth = oauthClient('microsoft', config, { scopes: MICROSOFT_SCOPES, refreshScopes: MICROSOFT_SCOPES });
  const base = config.apiBaseUrl.replace(/\/+$/, '');
  const origin = new URL(base).origin;
  const api = (path: string, query: Record<string, string> = {}) => {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url;
  };
  const eventUrl = (eventId: string) => api(`/me/events/${encodeURIComponent(eventId)}`);
  const call = <T>(token: string, url: URL, init: ApiCall = {}) => providerJson<T>('microsoft', url, token, init);

  const accountEmail = async (token: string) => {
    const me = await call<{ mail?: string | null; userPrincipalName?: string | null }>(token, api('/me', { $select: 'mail,userPrincipalName' }));
    return me.mail || me.userPrincipalName || null;
  };

  return {
    name: 'microsoft',

    authorizationUrl: (input) => auth.authorizationUrl(input),

    async exchangeCode(input) {
      const tokens = await auth.exchange(input);
      const read = readTokens('microsoft', tokens, null);
      // For display only: a failed read of /me must not lose the grant just made (the code is spent).
      const email = await accountEmail(read.accessToken).catch(() => emailOfIdToken(tokens.data));
      return { ...read, accountEmail: email };
    },

    async refresh(refreshToken) {
      return readTokens('microsoft', await auth.refresh(refreshToken), null);
    },

    async listEvents(token, window) {
      const events: ProviderEvent[] = [];
      const seen = new Set<string>();
      let next: URL | null = api('/me/calendarView', {
        startDateTime: window.start.toISOString(),
        endDateTime: window.end.toISOString(),
        $top: String(PAGE_SIZE),
        $orderby: 'start/dateTime',
      });
      for (let page = 0; next; page += 1) {
        if (page === MAX_PAGES) throw new ProviderError('microsoft', 'unavailable', 'Microsoft Graph kept answering more pages than any calendar has');
        const answer: { value?: GraphEvent[]; '@odata.nextLink'?: string } = await call(token, next, { headers: PREFER_UTC });
        for (const item of answer.value ?? []) {
          if (item.isCancelled || seen.has(item.id)) continue;
          seen.add(item.id);
          events.push(fromGraphEvent(item));
        }
        const link = answer['@odata.nextLink'];
        next = link ? new URL(link, base) : null;
        if (next && next.origin !== origin) {
          throw new ProviderError('microsoft', 'unavailable', 'Microsoft Graph pointed the next page at another host');
        }
      }
      return events;
    },

    async freeBusy(token, window) {
      const email = await accountEmail(token);
      if (!email) throw new ProviderError('microsoft', 'rejected', 'Microsoft Graph gave no address for this account');
      const answer = await call<{
        value?: { scheduleItems?: { status?: string; start?: GraphTime; end?: GraphTime }[]; error?: { responseCode?: string } }[];
      }>(token, api('/me/calendar/getSchedule'), {
        method: 'POST',
        headers: PREFER_UTC,
        body: { schedules: [email], startTime: toGraphTime(window.start), endTime: toGraphTime(window.end), availabilityViewInterval: 15 },
      });
      const schedule = answer.value?.[0];
      if (schedule?.error) {
        throw new ProviderError('microsoft', 'unavailable', `Microsoft Graph could not tell the busy time (${schedule.error.responseCode ?? 'error'})`, 200);
      }
      return (schedule?.scheduleItems ?? [])
        .filter((item) => BUSY_STATUSES.has(item.status ?? 'busy'))
        .map((item): Interval => ({ start: fromGraphTime(item.start), end: fromGraphTime(item.end) }));
    },

    async insertEvent(token, event) {
      const created = await call<GraphEvent>(token, api('/me/events'), {
        method: 'POST',
        headers: PREFER_UTC,
        body: {
          subject: event.summary,
          body: { contentType: 'text', content: event.description ?? '' },
          ...(event.location ? { location: { displayName: event.location } } : {}),
          start: toGraphTime(event.start),
          end: toGraphTime(event.end),
          isAllDay: false,
          showAs: 'busy',
          attendees: event.attendees.map((attendee) => ({
            emailAddress: { address: attendee.email, ...(attendee.name ? { name: attendee.name } : {}) },
            type: 'required',
          })),
          transactionId: event.requestId,
          ...(event.quickConnect ? { categories: [QUICK_CONNECT_CATEGORY] } : {}),
        },
      });
      return fromGraphEvent(created);
    },

    async patchEvent(token, eventId, change) {
      const moved = await call<GraphEvent>(token, eventUrl(eventId), {
        method: 'PATCH',
        headers: PREFER_UTC,
        body: { start: toGraphTime(change.start), end: toGraphTime(change.end) },
      });
      return fromGraphEvent(moved);
    },

    async deleteEvent(token, eventId) {
      await call<null>(token, eventUrl(eventId), { method: 'DELETE' });
    },

    /** Graph has no revocation endpoint: the member withdraws the grant in their account's settings. */
    async revoke() {},
  };
}
