/**
 * Outlook through Microsoft Graph (v1.0) behind the calendar interface. OAuth with the spec's scopes
 * (`Calendars.ReadWrite User.Read offline_access openid profile`) and PKCE; the account's address from `/me`.
 * Events come from `/me/calendarView` (recurrences expanded, times in UTC by `Prefer: outlook.timezone`),
 * following `@odata.nextLink`; busy time from `/me/calendar/getSchedule`. A booking carries the client's
 * request id as `transactionId`, which Graph de-duplicates, so a retried insert makes no second event.
 * Graph has no token revocation endpoint: disconnecting forgets the tokens.
 */
import { oauth, providerJson } from './http.ts';
import type { CalendarProviderAdapter, EventTime, Interval, ProviderConfig, ProviderEvent } from './types.ts';

export function microsoftDefaults(tenant = 'common') {
  return {
    authorizationEndpoint: `https://login.microsoftonline.com/${tenant}/oauth2/v2.0/authorize`,
    tokenEndpoint: `https://login.microsoftonline.com/${tenant}/oauth2/v2.0/token`,
    revocationEndpoint: null,
    apiBaseUrl: 'https://graph.microsoft.com/v1.0',
  } as const;
}

export const MICROSOFT_SCOPES = ['Calendars.ReadWrite', 'User.Read', 'offline_access', 'openid', 'profile'];
export const QUICK_CONNECT_CATEGORY = 'Kindred Quick Connect';
const PAGE_SIZE = 100;
const BUSY_STATUSES = new Set(['busy', 'tentative', 'oof', 'workingElsewhere']);

interface GraphTime {
  dateTime: string;
  timeZone?: string;
}

interface GraphEvent {
  id: string;
  subject?: string;
  bodyPreview?: string;
  location?: { displayName?: string };
  start?: GraphTime;
  end?: GraphTime;
  isAllDay?: boolean;
  isCancelled?: boolean;
  showAs?: string;
  attendees?: { emailAddress?: { address?: string; name?: string }; status?: { response?: string } }[];
  organizer?: { emailAddress?: { address?: string } };
  webLink?: string;
  categories?: string[];
}

/** Graph's '2026-11-25T10:00:00.0000000' in UTC, as an instant. */
function instant(time: GraphTime | undefined): Date {
  const text = time?.dateTime ?? '';
  return new Date(/(Z|[+-]\d\d:\d\d)$/.test(text) ? text : `${text.replace(/(\.\d{3})\d*$/, '$1')}Z`);
}

const graphTime = (date: Date): GraphTime => ({ dateTime: date.toISOString().replace('Z', ''), timeZone: 'UTC' });

function time(value: GraphTime | undefined, allDay: boolean): EventTime {
  if (allDay) return { date: (value?.dateTime ?? '').slice(0, 10) };
  return { dateTime: instant(value).toISOString(), timeZone: 'UTC' };
}

function toEvent(event: GraphEvent): ProviderEvent {
  const allDay = event.isAllDay === true;
  return {
    id: event.id,
    summary: event.subject ?? '(No title)',
    description: event.bodyPreview ?? null,
    location: event.location?.displayName || null,
    start: time(event.start, allDay),
    end: time(event.end, allDay),
    attendees: (event.attendees ?? [])
      .filter((attendee) => attendee.emailAddress?.address)
      .map((attendee) => ({
        email: attendee.emailAddress!.address!,
        name: attendee.emailAddress?.name ?? null,
        responseStatus: attendee.status?.response ?? null,
      })),
    organizer: event.organizer?.emailAddress?.address ?? null,
    quickConnect: (event.categories ?? []).includes(QUICK_CONNECT_CATEGORY),
    webLink: event.webLink ?? null,
    busy: BUSY_STATUSES.has(event.showAs ?? 'busy'),
    status: event.isCancelled ? 'cancelled' : event.showAs === 'tentative' ? 'tentative' : 'confirmed',
  };
}

export function createMicrosoftAdapter(config: ProviderConfig): CalendarProviderAdapter {
  const auth = oauth('microsoft', config, MICROSOFT_SCOPES);
  const api = (path: string) => new URL(`${config.apiBaseUrl.replace(/\/$/, '')}${path}`);
  const utc = { Prefer: 'outlook.timezone="UTC"' };
  const accountEmail = async (token: string) => {
    const me = await providerJson<{ mail?: string | null; userPrincipalName?: string }>('microsoft', api('/me'), token);
    return me.mail ?? me.userPrincipalName ?? null;
  };

  return {
    name: 'microsoft',
    authorizationUrl: auth.authorizationUrl,

    async exchangeCode(input) {
      const tokens = await auth.exchange(input);
      return auth.read(tokens, await accountEmail(tokens.accessToken()));
    },

    refresh: auth.refresh,

    async listEvents(token, window) {
      const events: ProviderEvent[] = [];
      const first = api('/me/calendarView');
      first.searchParams.set('startDateTime', window.start.toISOString());
      first.searchParams.set('endDateTime', window.end.toISOString());
      first.searchParams.set('$top', String(PAGE_SIZE));
      first.searchParams.set('$orderby', 'start/dateTime');
      let next: string | undefined = first.toString();
      while (next) {
        const page: { value?: GraphEvent[]; '@odata.nextLink'?: string } = await providerJson('microsoft', next, token, { headers: utc });
        for (const item of page.value ?? []) events.push(toEvent(item));
        next = page['@odata.nextLink'];
      }
      return events;
    },

    async freeBusy(token, window) {
      const email = await accountEmail(token);
      const answer = await providerJson<{ value?: { scheduleItems?: { status?: string; start?: GraphTime; end?: GraphTime }[] }[] }>(
        'microsoft',
        api('/me/calendar/getSchedule'),
        token,
        {
          method: 'POST',
          headers: utc,
          body: { schedules: [email], startTime: graphTime(window.start), endTime: graphTime(window.end), availabilityViewInterval: 15 },
        },
      );
      return (answer.value?.[0]?.scheduleItems ?? [])
        .filter((item) => BUSY_STATUSES.has(item.status ?? 'busy'))
        .map((item): Interval => ({ start: instant(item.start), end: instant(item.end) }));
    },

    async insertEvent(token, event) {
      const created = await providerJson<GraphEvent>('microsoft', api('/me/events'), token, {
        method: 'POST',
        headers: utc,
        body: {
          subject: event.summary,
          body: { contentType: 'text', content: event.description ?? '' },
          ...(event.location ? { location: { displayName: event.location } } : {}),
          start: { dateTime: event.start.toISOString().replace('Z', ''), timeZone: 'UTC' },
          end: { dateTime: event.end.toISOString().replace('Z', ''), timeZone: 'UTC' },
          attendees: event.attendees.map((attendee) => ({
            emailAddress: { address: attendee.email, ...(attendee.name ? { name: attendee.name } : {}) },
            type: 'required',
          })),
          showAs: 'busy',
          transactionId: event.requestId,
          ...(event.quickConnect ? { categories: [QUICK_CONNECT_CATEGORY] } : {}),
        },
      });
      return toEvent(created);
    },

    async patchEvent(token, eventId, change) {
      const moved = await providerJson<GraphEvent>('microsoft', api(`/me/events/${encodeURIComponent(eventId)}`), token, {
        method: 'PATCH',
        headers: utc,
        body: { start: graphTime(change.start), end: graphTime(change.end) },
      });
      return toEvent(moved);
    },

    async deleteEvent(token, eventId) {
      await providerJson<null>('microsoft', api(`/me/events/${encodeURIComponent(eventId)}`), token, { method: 'DELETE' });
    },

    revoke: auth.revoke,
  };
}
