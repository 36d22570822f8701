/**
 * One interface for every calendar the product talks to: Google Calendar (v3 REST), Microsoft Graph, and the
 * built-in sandbox (docs/decisions.md#calendar). The calendar service speaks only this interface; an adapter
 * speaks its provider's HTTP dialect, and its base URLs are configuration, so tests run each adapter against a
 * loopback server that speaks the same dialect.
 *
 * Times are instants (`Date`) with an IANA time zone beside them where the provider needs one; intervals are
 * half-open, [start, end).
 */

/** The two providers a member can connect ('microsoft' is Outlook). */
export type ProviderName = 'google' | 'microsoft';

export interface Interval {
  start: Date;
  end: Date;
}

/** A point in time as the providers and the spec write it: a timed event's dateTime, or an all-day event's date. */
export type EventTime = { dateTime: string; timeZone?: string } | { date: string };

export interface ProviderEvent {
  /** The provider's own id for the event. */
  id: string;
  summary: string;
  description: string | null;
  location: string | null;
  start: EventTime;
  end: EventTime;
  attendees: { email: string; name: string | null; responseStatus: string | null }[];
  /** Organiser's e-mail, when the provider says. */
  organizer: string | null;
  /** Created by Kindred as a Quick Connect (a private extended property on Google, a category and open extension on Graph). */
  quickConnect: boolean;
  /** The event in the provider's own web calendar, when it has one. */
  webLink: string | null;
  /** Busy or free (Google's transparency, Graph's showAs): a free event blocks no time. */
  busy: boolean;
  /** Cancelled events are left out of lists. */
  status: 'confirmed' | 'tentative' | 'cancelled';
}

export interface NewEvent {
  summary: string;
  description: string | null;
  location: string | null;
  start: Date;
  end: Date;
  /** IANA zone the event is written in (the organiser's). */
  timeZone: string;
  attendees: { email: string; name: string | null }[];
  quickConnect: boolean;
  /**
   * The client's request id: Google gets it as the event id's seed (a retried insert with the same id answers 409,
   * and the adapter then reads the existing event); Graph as `transactionId`, which it de-duplicates.
   */
  requestId: string;
}

export interface EventChange {
  start: Date;
  end: Date;
  timeZone: string;
}

export interface OAuthTokens {
  accessToken: string;
  accessTokenExpiresAt: Date | null;
  /** Present on the first exchange (offline access with the consent prompt); a refresh may rotate it or not. */
  refreshToken: string | null;
  /** The account's e-mail when the provider tells (Graph's /me, Google's id_token or userinfo); for display only. */
  accountEmail: string | null;
}

/** What an adapter needs to know about its provider; every URL is configuration (the loopback fakes in tests). */
export interface ProviderConfig {
  clientId: string;
  clientSecret: string;
  /** OAuth 2.0 authorization endpoint (the consent page). */
  authorizationEndpoint: string;
  tokenEndpoint: string;
  /** Revocation endpoint, when the provider has one (Google). */
  revocationEndpoint?: string | null;
  /** REST base: 'https://www.googleapis.com/calendar/v3' or 'https://graph.microsoft.com/v1.0'. */
  apiBaseUrl: string;
}

export interface CalendarProviderAdapter {
  readonly name: ProviderName;
  /** The consent page's address, with the spec's scopes, offline access, the consent prompt, state and a PKCE challenge. */
  authorizationUrl(input: { state: string; codeVerifier: string; redirectUri: string }): URL;
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<OAuthTokens>;
  refresh(refreshToken: string): Promise<OAuthTokens>;
  /** Every event overlapping the window on the primary calendar, recurring ones expanded, following every page. */
  listEvents(accessToken: string, window: Interval): Promise<ProviderEvent[]>;
  /** The account's busy intervals in the window (Google's freeBusy, Graph's getSchedule). */
  freeBusy(accessToken: string, window: Interval): Promise<Interval[]>;
  insertEvent(accessToken: string, event: NewEvent): Promise<ProviderEvent>;
  patchEvent(accessToken: string, eventId: string, change: EventChange): Promise<ProviderEvent>;
  deleteEvent(accessToken: string, eventId: string): Promise<void>;
  /** Revokes the grant at the provider where it can (Google); best effort at disconnect. */
  revoke(token: string): Promise<void>;
}

/**
 * How a provider call failed, so the service can act: refresh and retry once (`expired`), mark the calendar
 * disconnected and tell the client (`revoked`), or answer a clear 503/502 without writing anything.
 */
export type ProviderErrorKind =
  /** 401: the access token is no longer good. */
  | 'expired'
  /** invalid_grant on refresh or exchange: the member (or an admin) withdrew the grant, or the code is spent. */
  | 'revoked'
  /** 429, or 403 with a rate-limit reason. */
  | 'rate-limited'
  /** 5xx, a timeout or the network. */
  | 'unavailable'
  /** Any other refusal (400, 403, 404, 409 on something that is not ours). */
  | 'rejected'
  /** 404 for an event id. */
  | 'not-found';

export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly kind: ProviderErrorKind,
    message: string,
    readonly status: number | null = null,
    /** Seconds, from Retry-After, for 'rate-limited' and 'unavailable'. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
