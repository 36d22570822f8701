/**
 * A loopback Microsoft: the identity platform's v2.0 endpoints (`/{tenant}/oauth2/v2.0/authorize` and `/token`)
 * and the parts of Microsoft Graph v1.0 the calendar uses (`/me`, `/me/calendarView`, `/me/events`,
 * `/me/calendar/getSchedule`), speaking their HTTP dialect closely enough for the adapter to be tested against it.
 *
 * OAuth is the shared `FakeAuthorizationServer` (client credentials by Basic or body, redirect_uri, PKCE S256,
 * single-use codes, revocable grants), with Microsoft's habits: a refresh token only with `offline_access`, a
 * new refresh token on every refresh, no revocation endpoint (a test withdraws a grant with `state.revokeGrant`).
 *
 * Graph's own habits kept here: times as `{ dateTime: '2026-11-25T10:00:00.0000000', timeZone }` in the zone
 * `Prefer: outlook.timezone="…"` asks for (UTC otherwise); `@odata.nextLink` as an absolute URL on this server;
 * `transactionId` de-duplicating a retried POST /me/events; errors as `{ error: { code, message } }` with
 * Retry-After on 429 and 503.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import {
  FakeAuthorizationServer,
  FaultQueue,
  json,
  listen,
  record,
  type FakeAccount,
  type FakeRequest,
  type Fault,
  type FaultOptions,
  type RecordedRequest,
  type Reply,
} from './google-calendar.ts';

export interface GraphTime {
  dateTime: string;
  timeZone: string;
}

interface Attendee {
  type: 'required' | 'optional' | 'resource';
  status: { response: string; time: string };
  emailAddress: { address: string; name: string };
}

/** An event as the fake keeps it: instants (timed) or dates (all-day), shown in the zone a request prefers. */
export interface StoredGraphEvent {
  id: string;
  subject: string;
  body: { contentType: 'text' | 'html'; content: string };
  location: { displayName: string };
  /** Milliseconds since the epoch; for an all-day event, midnight UTC of its date. */
  start: number;
  end: number;
  /** The zone the event was written in (Graph's originalStartTimeZone). */
  timeZone: string;
  isAllDay: boolean;
  isCancelled: boolean;
  showAs: 'free' | 'tentative' | 'busy' | 'oof' | 'workingElsewhere' | 'unknown';
  attendees: Attendee[];
  categories: string[];
  transactionId: string | null;
  createdDateTime: string;
  lastModifiedDateTime: string;
}

export interface GraphEventSeed {
  subject?: string;
  start: Date | string;
  end: Date | string;
  isAllDay?: boolean;
  isCancelled?: boolean;
  showAs?: StoredGraphEvent['showAs'];
  attendees?: { address: string; name?: string; response?: string }[];
  categories?: string[];
  location?: string;
  body?: string;
  timeZone?: string;
}

export interface MicrosoftFakeOptions {
  clientId?: string;
  clientSecret?: string;
  tenant?: string;
  account?: Partial<FakeAccount> & { mail?: string | null; userPrincipalName?: string };
  /** The most events one calendarView page holds, whatever $top asks. */
  maxPageSize?: number;
}

/** The few Windows zone names Graph also takes, as IANA zones. */
const WINDOWS_ZONES: Record<string, string> = {
  'Pacific Standard Time': 'America/Los_Angeles',
  'Eastern Standard Time': 'America/New_York',
  'GMT Standard Time': 'Europe/London',
  'W. Europe Standard Time': 'Europe/Berlin',
};

const GRAPH_WALL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)(?:\.(\d{1,7}))?$/;
const AVAILABILITY_DIGIT: Record<string, string> = { free: '0', tentative: '1', busy: '2', oof: '3', workingElsewhere: '4', unknown: '0' };

function zoneOf(name: string): string | null {
  if (name === 'UTC' || name === 'Etc/UTC') return 'UTC';
  const zone = WINDOWS_ZONES[name] ?? name;
  return DateTime.now().setZone(zone).isValid ? zone : null;
}

/** Graph's `{dateTime, timeZone}` as an instant; null when either is not Graph's form. */
function parseGraphTime(value: unknown): number | null {
  const time = value as Partial<GraphTime> | null;
  if (!time || typeof time.dateTime !== 'string' || typeof time.timeZone !== 'string') return null;
  const match = GRAPH_WALL_TIME.exec(time.dateTime);
  const zone = zoneOf(time.timeZone);
  if (!match || !zone) return null;
  const local = DateTime.fromISO(`${match[1]}T${match[2]}.${(match[3] ?? '').padEnd(3, '0').slice(0, 3)}`, { zone });
  return local.isValid ? local.toMillis() : null;
}

/** An instant as Graph writes it in a zone. */
function graphTime(ms: number, zone: string, label: string): GraphTime {
  return { dateTime: `${DateTime.fromMillis(ms, { zone }).toFormat("yyyy-MM-dd'T'HH:mm:ss.SSS")}0000`, timeZone: label };
}

function graphError(status: number, code: string, message: string, headers: Record<string, string> = {}): Reply {
  const date = new Date().toISOString().slice(0, 19);
  return json(status, { error: { code, message, innerError: { date, 'request-id': randomUUID(), 'client-request-id': randomUUID() } } }, headers);
}

const FAULT_CODES: Record<number, [string, string]> = {
  400: ['BadRequest', 'Bad request.'],
  401: ['InvalidAuthenticationToken', 'Lifetime validation failed, the token is expired.'],
  403: ['ErrorAccessDenied', 'Access is denied. Check credentials and try again.'],
  404: ['ErrorItemNotFound', 'The specified object was not found in the store.'],
  429: ['ApplicationThrottled', 'Application is over its MailboxConcurrency limit.'],
  500: ['generalException', 'General exception while processing.'],
  503: ['ServiceNotAvailable', 'The service is temporarily unavailable.'],
  504: ['UnknownError', 'Gateway Timeout'],
};

function faultReply(fault: Fault): Reply {
  const [code, message] = FAULT_CODES[fault.status] ?? ['UnknownError', 'Error'];
  const headers: Record<string, string> = fault.retryAfter === undefined ? {} : { 'retry-after': String(fault.retryAfter) };
  if (fault.status === 401) headers['www-authenticate'] = 'Bearer realm="", error="invalid_token"';
  return graphError(fault.status, fault.reason ?? code, message, headers);
}

export async function startMicrosoftFake(options: MicrosoftFakeOptions = {}) {
  const tenant = options.tenant ?? 'common';
  const clientId = options.clientId ?? '6731de76-14a6-49ae-97bc-6eba6914391e';
  const { mail, userPrincipalName, ...who } = options.account ?? {};
  const account: FakeAccount & { mail: string | null; userPrincipalName: string } = {
    email: 'bo@contoso.onmicrosoft.com',
    name: 'Bo Carver',
    id: '87d349ed-44d7-43e1-9a83-5f2406dee5bd',
    ...who,
    mail: null,
    userPrincipalName: '',
  };
  account.mail = mail === undefined ? account.email : mail;
  account.userPrincipalName = userPrincipalName ?? account.email;

  const auth = new FakeAuthorizationServer({
    clientId,
    clientSecret: options.clientSecret ?? 'microsoft-secret',
    account,
    issuer: 'https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0',
    idTokenClaims: (person) => ({
      name: person.name,
      preferred_username: person.email,
      oid: person.id,
      tid: '9188040d-6c67-4c5b-b112-36a304b66dad',
      ver: '2.0',
    }),
    tokenPrefix: 'EwB',
    rotateRefreshTokens: true,
    grantsOffline: (url) => (url.searchParams.get('scope') ?? '').split(' ').includes('offline_access'),
    requiredScopes: ['Calendars.ReadWrite', 'User.Read'],
    redirectMismatchError: 'invalid_grant',
    invalidGrantDescription: 'AADSTS50173: The provided grant has expired due to it being revoked, a fresh auth token is needed.',
  });
  const events = new Map<string, StoredGraphEvent>();
  const faults = new FaultQueue();
  const requests: RecordedRequest[] = [];

  const state = {
    account,
    auth,
    events,
    requests,
    maxPageSize: options.maxPageSize ?? 1000,
    /** Where `@odata.nextLink` points (this server, unless a test says otherwise). */
    nextLinkBase: null as string | null,
    /** Adds events to the account's calendar; answers their ids, in order. */
    seed(...seeds: GraphEventSeed[]): string[] {
      return seeds.map((seed) => {
        const allDay = seed.isAllDay ?? false;
        const at = (value: Date | string) => (typeof value === 'string' ? Date.parse(allDay ? `${value.slice(0, 10)}T00:00:00Z` : value) : value.getTime());
        const event = stored({
          subject: seed.subject ?? '',
          body: { contentType: 'text', content: seed.body ?? '' },
          location: { displayName: seed.location ?? '' },
          start: at(seed.start),
          end: at(seed.end),
          timeZone: seed.timeZone ?? 'UTC',
          isAllDay: allDay,
          isCancelled: seed.isCancelled ?? false,
          showAs: seed.showAs ?? 'busy',
          attendees: (seed.attendees ?? []).map((attendee) => ({
            type: 'required',
            status: { response: attendee.response ?? 'none', time: '0001-01-01T00:00:00Z' },
            emailAddress: { address: attendee.address, name: attendee.name ?? attendee.address },
          })),
          categories: seed.categories ?? [],
          transactionId: null,
        });
        return event.id;
      });
    },
    /** The next `count` Graph calls (or token requests, with `on: 'token'`) answer `status`. */
    failNext(status: number, failure: FaultOptions = {}) {
      faults.add(status, failure);
    },
    denyNext: (error?: string) => auth.denyNext(error),
    expireAccessTokens: (token?: string) => auth.expireAccessTokens(token),
    /** Withdraws a grant, or every grant (as the member or an admin would, in the account's settings). */
    revokeGrant: (refreshToken?: string) => auth.revokeGrant(refreshToken),
    issueAccessToken: () => auth.issueAccessToken(),
    /** The Graph requests received (not the OAuth ones), optionally those whose path ends so. */
    apiRequests(pathEnding?: string): RecordedRequest[] {
      return requests.filter((entry) => entry.path.startsWith('/v1.0/') && (!pathEnding || decodeURIComponent(entry.path).endsWith(pathEnding)));
    },
    reset(): void {
      events.clear();
      faults.clear();
      requests.length = 0;
    },
  };

  function stored(fields: Omit<StoredGraphEvent, 'id' | 'createdDateTime' | 'lastModifiedDateTime'>): StoredGraphEvent {
    const now = new Date().toISOString();
    const event: StoredGraphEvent = {
      ...fields,
      id: `AAMkAGI2TG93AAA=${randomBytes(33).toString('base64url')}`,
      createdDateTime: now,
      lastModifiedDateTime: now,
    };
    events.set(event.id, event);
    return event;
  }

  /** The zone a request asks times in (`Prefer: outlook.timezone="…"`), UTC otherwise. */
  function preferredZone(request: FakeRequest): { zone: string; label: string } {
    const prefer = String(request.headers.prefer ?? '');
    const label = /outlook\.timezone="([^"]+)"/.exec(prefer)?.[1] ?? 'UTC';
    const zone = zoneOf(label);
    return zone ? { zone, label } : { zone: 'UTC', label: 'UTC' };
  }

  function present(event: StoredGraphEvent, base: string, request: FakeRequest) {
    const { zone, label } = preferredZone(request);
    // An all-day event floats: midnight to midnight whatever the zone.
    const time = (ms: number) =>
      event.isAllDay ? { dateTime: `${new Date(ms).toISOString().slice(0, 10)}T00:00:00.0000000`, timeZone: label } : graphTime(ms, zone, label);
    return {
      '@odata.etag': `W/"${Buffer.from(event.lastModifiedDateTime).toString('base64')}"`,
      id: event.id,
      createdDateTime: event.createdDateTime,
      lastModifiedDateTime: event.lastModifiedDateTime,
      categories: event.categories,
      transactionId: event.transactionId,
      originalStartTimeZone: event.timeZone,
      originalEndTimeZone: event.timeZone,
      iCalUId: `040000008200E00074C5B7101A82E008${event.id.slice(-16)}`,
      subject: event.subject,
      bodyPreview: event.body.content.replace(/<[^>]*>/g, '').slice(0, 255),
      isAllDay: event.isAllDay,
      isCancelled: event.isCancelled,
      isOrganizer: true,
      showAs: event.showAs,
      type: 'singleInstance',
      webLink: `https://outlook.office365.com/owa/?itemid=${encodeURIComponent(event.id)}&exvsurl=1&path=/calendar/item`,
      body: event.body,
      start: time(event.start),
      end: time(event.end),
      location: { displayName: event.location.displayName, locationType: 'default' },
      attendees: event.attendees,
      organizer: { emailAddress: { name: account.name, address: account.mail ?? account.userPrincipalName } },
      '@odata.context': `${base}/v1.0/$metadata#users('${account.id}')/events/$entity`,
    };
  }

  type EventBody = {
    subject?: string;
    body?: { contentType?: string; content?: string };
    location?: { displayName?: string };
    start?: unknown;
    end?: unknown;
    isAllDay?: boolean;
    showAs?: string;
    attendees?: { emailAddress?: { address?: string; name?: string }; type?: string }[];
    categories?: unknown;
    transactionId?: string;
  };

  /** A POST's or PATCH's fields, checked as Graph checks them; a string is the 400's message. */
  function fields(input: EventBody, existing?: StoredGraphEvent): Partial<StoredGraphEvent> | string {
    const out: Partial<StoredGraphEvent> = {};
    if (input.subject !== undefined) out.subject = String(input.subject);
    if (input.body !== undefined) out.body = { contentType: input.body.contentType === 'html' ? 'html' : 'text', content: String(input.body.content ?? '') };
    if (input.location !== undefined) out.location = { displayName: String(input.location.displayName ?? '') };
    if (input.showAs !== undefined) {
      if (!Object.hasOwn(AVAILABILITY_DIGIT, input.showAs)) return `Invalid value for showAs: '${input.showAs}'.`;
      out.showAs = input.showAs as StoredGraphEvent['showAs'];
    }
    if (input.categories !== undefined) {
      if (!Array.isArray(input.categories) || input.categories.some((category) => typeof category !== 'string')) return 'Invalid categories.';
      out.categories = input.categories as string[];
    }
    if (input.isAllDay !== undefined) out.isAllDay = input.isAllDay === true;
    for (const key of ['start', 'end'] as const) {
      if (input[key] === undefined) continue;
      const ms = parseGraphTime(input[key]);
      if (ms === null) return `Invalid ${key}: a dateTime without offset and a timeZone Graph knows are required.`;
      out[key] = ms;
      if (key === 'start') out.timeZone = (input.start as GraphTime).timeZone;
    }
    const start = out.start ?? existing?.start;
    const end = out.end ?? existing?.end;
    if (start === undefined || end === undefined) return 'Start and end are required.';
    if (end < start) return 'The end time cannot be before the start time.';
    const allDay = out.isAllDay ?? existing?.isAllDay ?? false;
    if (allDay) {
      const local = (ms: number, key: 'start' | 'end') =>
        DateTime.fromMillis(ms, { zone: zoneOf((input[key] as GraphTime | undefined)?.timeZone ?? 'UTC') ?? 'UTC' });
      const from = local(start, 'start');
      const to = local(end, 'end');
      const midnight = (time: DateTime) => time.hour === 0 && time.minute === 0 && time.second === 0 && time.millisecond === 0;
      if (!midnight(from) || !midnight(to) || end === start) {
        return "Your request can't be completed. If the event is an all-day event, start and end must be at midnight and at least a day apart.";
      }
      // Kept as dates (midnight UTC of the local date): an all-day event floats.
      out.start = Date.parse(`${from.toISODate()}T00:00:00Z`);
      out.end = Date.parse(`${to.toISODate()}T00:00:00Z`);
    }
    if (input.attendees !== undefined) {
      const attendees: Attendee[] = [];
      for (const attendee of input.attendees) {
        const address = attendee.emailAddress?.address;
        if (typeof address !== 'string' || !address.includes('@')) return 'At least one recipient is not valid.';
        attendees.push({
          type: attendee.type === 'optional' || attendee.type === 'resource' ? attendee.type : 'required',
          status: { response: 'none', time: '0001-01-01T00:00:00Z' },
          emailAddress: { address, name: attendee.emailAddress?.name ?? address },
        });
      }
      out.attendees = attendees;
    }
    return out;
  }

  function inWindow(start: number, end: number): StoredGraphEvent[] {
    return [...events.values()]
      .filter((event) => event.end > start && event.start < end)
      .sort((a, b) => a.start - b.start || a.createdDateTime.localeCompare(b.createdDateTime) || a.id.localeCompare(b.id));
  }

  async function graph(request: FakeRequest, path: string, base: string): Promise<Reply> {
    const fault = faults.take('api');
    if (fault) return faultReply(fault);
    const bearer = auth.bearer(request);
    if (bearer !== 'ok') {
      return graphError(
        401,
        'InvalidAuthenticationToken',
        bearer === 'missing' ? 'Access token is empty.' : 'Lifetime validation failed, the token is expired.',
        { 'www-authenticate': 'Bearer realm="", error="invalid_token"' },
      );
    }
    const query = request.url.searchParams;
    let input: unknown = {};
    if (request.text) {
      try {
        input = JSON.parse(request.text);
      } catch {
        return graphError(400, 'BadRequest', 'Unable to read JSON request payload.');
      }
    }
    const preferenceApplied = { 'preference-applied': `outlook.timezone="${preferredZone(request).label}"` };

    if (path === '/me' && request.method === 'GET') {
      return json(200, {
        '@odata.context': `${base}/v1.0/$metadata#users/$entity`,
        id: account.id,
        displayName: account.name,
        mail: account.mail,
        userPrincipalName: account.userPrincipalName,
      });
    }

    if (path === '/me/calendarView' && request.method === 'GET') {
      const parse = (name: string) => {
        const value = query.get(name);
        if (!value) return Number.NaN;
        return Date.parse(/(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}Z`);
      };
      const start = parse('startDateTime');
      const end = parse('endDateTime');
      if (Number.isNaN(start) || Number.isNaN(end)) {
        return graphError(400, 'ErrorInvalidParameter', 'This request requires a time window specified by the query string parameters StartDateTime and EndDateTime.');
      }
      const top = Math.min(Math.max(Number(query.get('$top') ?? 10) || 10, 1), state.maxPageSize);
      const skip = Math.max(Number(query.get('$skip') ?? 0) || 0, 0);
      const all = inWindow(start, end);
      const page = all.slice(skip, skip + top).map((event) => present(event, base, request));
      const body: Record<string, unknown> = { '@odata.context': `${base}/v1.0/$metadata#users('${account.id}')/calendarView`, value: page };
      if (skip + top < all.length) {
        const next = new URL(`${state.nextLinkBase ?? base}/v1.0/me/calendarView`);
        for (const [name, value] of query) if (name !== '$skip') next.searchParams.set(name, value);
        next.searchParams.set('$skip', String(skip + top));
        body['@odata.nextLink'] = next.toString();
      }
      return json(200, body, preferenceApplied);
    }

    if (path === '/me/calendar/getSchedule' && request.method === 'POST') {
      const ask = input as { schedules?: unknown; startTime?: unknown; endTime?: unknown; availabilityViewInterval?: unknown };
      const start = parseGraphTime(ask.startTime);
      const end = parseGraphTime(ask.endTime);
      const interval = ask.availabilityViewInterval === undefined ? 30 : Number(ask.availabilityViewInterval);
      if (!Array.isArray(ask.schedules) || ask.schedules.length === 0 || start === null || end === null || end <= start) {
        return graphError(400, 'ErrorInvalidParameter', 'Schedules, startTime and endTime are required.');
      }
      if (!Number.isInteger(interval) || interval < 5 || interval > 1440) return graphError(400, 'ErrorInvalidParameter', 'Invalid availabilityViewInterval.');
      const { zone, label } = preferredZone(request);
      const value = ask.schedules.map((schedule: unknown) => {
        const address = String(schedule);
        if (address.toLowerCase() !== (account.mail ?? account.userPrincipalName).toLowerCase() && address.toLowerCase() !== account.userPrincipalName.toLowerCase()) {
          return { scheduleId: address, availabilityView: '', scheduleItems: [], error: { message: 'The user is not found.', responseCode: 'ErrorMailRecipientNotFound' } };
        }
        const items = inWindow(start, end).filter((event) => !event.isCancelled);
        let view = '';
        for (let at = start; at < end; at += interval * 60_000) {
          const slotEnd = Math.min(end, at + interval * 60_000);
          const digits = items.filter((event) => event.start < slotEnd && event.end > at).map((event) => AVAILABILITY_DIGIT[event.showAs] ?? '0');
          view += digits.length ? digits.reduce((a, b) => (b > a ? b : a)) : '0';
        }
        return {
          scheduleId: address,
          availabilityView: view,
          scheduleItems: items.map((event) => ({
            isPrivate: false,
            status: event.showAs,
            subject: event.subject,
            location: event.location.displayName,
            isMeeting: event.attendees.length > 0,
            isRecurring: false,
            isException: false,
            isReminderSet: true,
            start: graphTime(event.start, zone, label),
            end: graphTime(event.end, zone, label),
          })),
          workingHours: { daysOfWeek: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], startTime: '08:00:00.0000000', endTime: '17:00:00.0000000', timeZone: { name: 'UTC' } },
        };
      });
      return json(200, { '@odata.context': `${base}/v1.0/$metadata#Collection(microsoft.graph.scheduleInformation)`, value }, preferenceApplied);
    }

    if (path === '/me/events' && request.method === 'POST') {
      const body = input as EventBody;
      // A retried POST with the same transactionId answers the event the first one made.
      if (body.transactionId) {
        const existing = [...events.values()].find((event) => event.transactionId === body.transactionId);
        if (existing) return json(201, present(existing, base, request), preferenceApplied);
      }
      const checked = fields(body);
      if (typeof checked === 'string') return graphError(400, 'ErrorInvalidRequest', checked);
      const event = stored({
        subject: '',
        body: { contentType: 'text', content: '' },
        location: { displayName: '' },
        isAllDay: false,
        isCancelled: false,
        showAs: 'busy',
        attendees: [],
        categories: [],
        timeZone: 'UTC',
        ...checked,
        start: checked.start!,
        end: checked.end!,
        transactionId: body.transactionId ?? null,
      });
      return json(201, present(event, base, request), { ...preferenceApplied, location: `${base}/v1.0/me/events/${encodeURIComponent(event.id)}` });
    }

    const single = /^\/me\/events\/([^/]+)$/.exec(path);
    if (single) {
      const event = events.get(decodeURIComponent(single[1] ?? ''));
      if (!event) return graphError(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      if (request.method === 'GET') return json(200, present(event, base, request), preferenceApplied);
      if (request.method === 'DELETE') {
        events.delete(event.id);
        return { status: 204 };
      }
      if (request.method === 'PATCH') {
        const checked = fields(input as EventBody, event);
        if (typeof checked === 'string') return graphError(400, 'ErrorInvalidRequest', checked);
        Object.assign(event, checked, { lastModifiedDateTime: new Date().toISOString() });
        return json(200, present(event, base, request), preferenceApplied);
      }
    }
    return graphError(400, 'BadRequest', `Resource not found for the segment '${path.split('/').at(-1) ?? ''}'.`);
  }

  const authority = `/${tenant}/oauth2/v2.0`;
  const server = await listen(async (request, base) => {
    requests.push(record(request));
    const path = request.url.pathname;
    if (path === `${authority}/authorize` && request.method === 'GET') return auth.authorize(request);
    if (path === `${authority}/token`) return auth.token(request, faults.take('token'));
    if (/^\/[^/]+\/oauth2\/v2\.0\/(authorize|token)$/.test(path)) {
      return json(400, { error: 'invalid_request', error_description: `AADSTS90002: Tenant '${path.split('/')[1] ?? ''}' not found.` });
    }
    if (path.startsWith('/v1.0/')) return graph(request, path.slice('/v1.0'.length), base);
    return graphError(404, 'NotFound', 'Not found');
  });

  return {
    url: server.url,
    close: server.close,
    state,
    /** The adapter's configuration for this fake (Graph has no revocation endpoint). */
    config: {
      clientId,
      clientSecret: auth.options.clientSecret,
      authorizationEndpoint: `${server.url}${authority}/authorize`,
      tokenEndpoint: `${server.url}${authority}/token`,
      revocationEndpoint: null,
      apiBaseUrl: `${server.url}/v1.0`,
    },
  };
}

export type MicrosoftFake = Awaited<ReturnType<typeof startMicrosoftFake>>;
