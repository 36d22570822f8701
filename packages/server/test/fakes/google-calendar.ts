/**
 * A loopback Google: the OAuth 2.0 authorization server (accounts.google.com / oauth2.googleapis.com) and the
 * Calendar API v3, speaking their HTTP dialect closely enough for the adapter to be tested against it.
 *
 * It checks what the real services check that matters here: client credentials (HTTP Basic, as arctic sends
 * them, or client_id/client_secret in the body), the redirect_uri of the authorization request, PKCE (S256 of
 * the code_verifier against the stored code_challenge), single-use codes, refresh tokens that can be revoked,
 * and the bearer token on every API call (401 when missing, unknown, revoked or expired).
 *
 * The authorization endpoint consents at once: `GET` answers 302 to `redirect_uri?code=…&state=…`, or with
 * `error=access_denied` after `state.denyNext()`. Tests steer the rest through `state`: seed events, make the
 * next calls fail (`failNext`), expire access tokens, revoke grants, and read the requests received.
 *
 * This file also holds the pieces the Microsoft fake shares: `listen` (a node:http server on 127.0.0.1, port 0)
 * and `FakeAuthorizationServer`.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// ---------------------------------------------------------------------------------------------------------------
// The loopback server both fakes run on.

export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  /** JSON unless a string (sent as is, text/html) or undefined (no body). */
  body?: unknown;
}

/** What a test can read of a request the fake received. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => ({ status, body, headers });

export function record(request: FakeRequest): RecordedRequest {
  let body: unknown = request.text || null;
  const type = String(request.headers['content-type'] ?? '');
  if (request.text && type.includes('application/json')) {
    try {
      body = JSON.parse(request.text);
    } catch {
      // kept as text
    }
  } else if (request.text && type.includes('application/x-www-form-urlencoded')) {
    body = Object.fromEntries(new URLSearchParams(request.text));
  }
  return { method: request.method, path: request.url.pathname, query: Object.fromEntries(request.url.searchParams), headers: request.headers, body };
}

/** Listens on 127.0.0.1, port 0, until `close()`. */
export async function listen(handle: (request: FakeRequest, base: string) => Reply | Promise<Reply>): Promise<{ url: string; close(): Promise<void> }> {
  let base = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', base),
        headers: req.headers,
        text: Buffer.concat(chunks).toString('utf8'),
      };
      Promise.resolve()
        .then(() => handle(request, base))
        .catch((error: unknown) => json(500, { error: { code: 500, message: error instanceof Error ? error.message : String(error) } }))
        .then((reply) => {
          const headers: Record<string, string> = { ...reply.headers };
          let payload: string | undefined;
          if (typeof reply.body === 'string') {
            payload = reply.body;
            headers['content-type'] ??= 'text/html; charset=utf-8';
          } else if (reply.body !== undefined) {
            payload = JSON.stringify(reply.body);
            headers['content-type'] ??= 'application/json; charset=UTF-8';
          }
          res.writeHead(reply.status, headers);
          res.end(payload);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Injected failures.

export interface Fault {
  status: number;
  /** Seconds, sent as Retry-After. */
  retryAfter?: number;
  /** Google's error reason (e.g. 'rateLimitExceeded' on a 403), or Graph's error code. */
  reason?: string;
}

export interface FaultOptions {
  /** How many calls in a row fail (1). */
  count?: number;
  /** How many calls go through first (0): e.g. 1 to fail a listing's second page. */
  after?: number;
  retryAfter?: number;
  reason?: string;
  /** The API's calls (default) or the token endpoint's. */
  on?: 'api' | 'token';
}

/** The next N calls (to the API, or to the token endpoint) answer a given status. */
export class FaultQueue {
  private readonly queues = { api: [] as (Fault | null)[], token: [] as (Fault | null)[] };

  add(status: number, options: FaultOptions = {}): void {
    const queue = this.queues[options.on ?? 'api'];
    for (let i = 0; i < (options.after ?? 0); i += 1) queue.push(null);
    for (let i = 0; i < (options.count ?? 1); i += 1) {
      queue.push({ status, ...(options.retryAfter === undefined ? {} : { retryAfter: options.retryAfter }), ...(options.reason ? { reason: options.reason } : {}) });
    }
  }

  take(on: 'api' | 'token'): Fault | undefined {
    return this.queues[on].shift() ?? undefined;
  }

  clear(): void {
    this.queues.api.length = 0;
    this.queues.token.length = 0;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The OAuth 2.0 authorization server both fakes run.

export interface FakeAccount {
  email: string;
  name: string;
  /** The subject (Google's `sub`, Microsoft's `oid`). */
  id: string;
}

interface CodeGrant {
  clientId: string;
  redirectUri: string;
  challenge: string;
  scope: string;
  used: boolean;
  /** Tokens issued on this code, revoked if the code is replayed (RFC 6749 §4.1.2). */
  issued: string[];
}

interface RefreshGrant {
  clientId: string;
  scope: string;
  revoked: boolean;
}

interface AccessGrant {
  scope: string;
  expiresAt: number;
  revoked: boolean;
  refreshToken: string | null;
}

export interface AuthorizationServerOptions {
  clientId: string;
  clientSecret: string;
  account: FakeAccount;
  /** The id_token's issuer, e.g. 'https://accounts.google.com'. */
  issuer: string;
  /** Claims the id_token carries besides iss, aud, sub, iat and exp. */
  idTokenClaims: (account: FakeAccount) => Record<string, unknown>;
  tokenPrefix: string;
  /** Microsoft rotates the refresh token on every refresh; Google keeps it. */
  rotateRefreshTokens: boolean;
  /** Google issues a refresh token only with access_type=offline; Microsoft only with the offline_access scope. */
  grantsOffline: (authorization: URL) => boolean;
  /** Scopes every authorization request must carry. */
  requiredScopes: string[];
  /** The error a token request with another redirect_uri gets ('redirect_uri_mismatch' at Google). */
  redirectMismatchError: string;
  /** Words of the provider's invalid_grant description (e.g. 'Token has been expired or revoked.'). */
  invalidGrantDescription: string;
}

const sha256Base64Url = (value: string) => createHash('sha256').update(value).digest('base64url');
const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function oauthError(status: number, error: string, description?: string): Reply {
  return json(status, { error, ...(description ? { error_description: description } : {}) }, { 'cache-control': 'no-store' });
}

export class FakeAuthorizationServer {
  readonly codes = new Map<string, CodeGrant>();
  readonly refreshTokens = new Map<string, RefreshGrant>();
  readonly accessTokens = new Map<string, AccessGrant>();
  /** Authorization requests answered, as the parameters they carried. */
  readonly authorizations: Record<string, string>[] = [];
  private denials: string[] = [];
  /** Seconds an access token lives. */
  accessTokenLifetime = 3599;

  constructor(readonly options: AuthorizationServerOptions) {}

  /** The next authorization request is refused (`error=access_denied` on the redirect, as when the member says no). */
  denyNext(error = 'access_denied'): void {
    this.denials.push(error);
  }

  /** Every access token issued so far (or the one given) stops working: the API answers 401. */
  expireAccessTokens(token?: string): void {
    for (const [value, grant] of this.accessTokens) if (token === undefined || token === value) grant.expiresAt = 0;
  }

  /** Withdraws a grant (or every grant): its refresh token answers invalid_grant, its access tokens 401. */
  revokeGrant(refreshToken?: string): void {
    for (const [value, grant] of this.refreshTokens) if (refreshToken === undefined || refreshToken === value) grant.revoked = true;
    for (const grant of this.accessTokens.values()) {
      if (refreshToken === undefined || grant.refreshToken === refreshToken) grant.revoked = true;
    }
  }

  /** An access token for the account, as if from a finished consent (for tests that are not about OAuth). */
  issueAccessToken(scope = this.options.requiredScopes.join(' ')): string {
    return this.newAccessToken(scope, null);
  }

  /** `GET {authorizationEndpoint}?…`: consents at once, or refuses as a real consent page would. */
  authorize(request: FakeRequest): Reply {
    const params = request.url.searchParams;
    this.authorizations.push(Object.fromEntries(params));
    const clientId = params.get('client_id');
    const redirectUri = params.get('redirect_uri');
    // Problems with the client or the redirect are shown on the provider's page: nothing goes back to the app.
    if (clientId !== this.options.clientId) return { status: 400, body: '<h1>Error 401: invalid_client</h1>' };
    if (!redirectUri || !/^https?:\/\//.test(redirectUri)) return { status: 400, body: '<h1>Error 400: redirect_uri_mismatch</h1>' };
    const back = new URL(redirectUri);
    const state = params.get('state');
    const reply = (fields: Record<string, string>): Reply => {
      for (const [name, value] of Object.entries(fields)) back.searchParams.set(name, value);
      if (state !== null) back.searchParams.set('state', state);
      return { status: 302, headers: { location: back.toString() } };
    };
    if (params.get('response_type') !== 'code') return reply({ error: 'unsupported_response_type' });
    const challenge = params.get('code_challenge');
    if (params.get('code_challenge_method') !== 'S256' || !challenge || !/^[A-Za-z0-9_-]{43}$/.test(challenge)) {
      return reply({ error: 'invalid_request', error_description: 'PKCE with S256 is required' });
    }
    const scope = params.get('scope') ?? '';
    const scopes = new Set(scope.split(' '));
    if (this.options.requiredScopes.some((needed) => !scopes.has(needed))) return reply({ error: 'invalid_scope' });
    const denial = this.denials.shift();
    if (denial) return reply({ error: denial });
    const code = `${this.options.tokenPrefix}code-${randomBytes(24).toString('base64url')}`;
    this.codes.set(code, {
      clientId,
      redirectUri,
      challenge,
      scope: this.options.grantsOffline(request.url) ? `${scope} #offline` : scope,
      used: false,
      issued: [],
    });
    return reply({ code });
  }

  /** Client authentication: HTTP Basic (client_secret_basic) or the body (client_secret_post), not both. */
  private client(request: FakeRequest, form: URLSearchParams): string | null {
    const header = request.headers.authorization;
    const inBody = form.has('client_secret');
    if (header && inBody) return null;
    let id: string | null;
    let secret: string | null;
    if (header) {
      const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header);
      if (!match?.[1]) return null;
      const decoded = Buffer.from(match[1], 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon < 0) return null;
      // RFC 6749 §2.3.1 form-encodes both before joining them; arctic does not, and either reads the same here.
      const unescape = (value: string) => {
        try {
          return decodeURIComponent(value.replace(/\+/g, ' '));
        } catch {
          return value;
        }
      };
      id = unescape(decoded.slice(0, colon));
      secret = unescape(decoded.slice(colon + 1));
      if (form.has('client_id') && form.get('client_id') !== id) return null;
    } else {
      id = form.get('client_id');
      secret = form.get('client_secret');
    }
    return id === this.options.clientId && secret === this.options.clientSecret ? id : null;
  }

  private newAccessToken(scope: string, refreshToken: string | null): string {
    const token = `${this.options.tokenPrefix}${randomBytes(32).toString('base64url')}`;
    this.accessTokens.set(token, { scope, expiresAt: Date.now() + this.accessTokenLifetime * 1000, revoked: false, refreshToken });
    return token;
  }

  private idToken(): string {
    const now = Math.floor(Date.now() / 1000);
    const { account, clientId, issuer } = this.options;
    const payload = { iss: issuer, aud: clientId, sub: account.id, iat: now, exp: now + 3600, ...this.options.idTokenClaims(account) };
    // Not signed with a key anyone could check: the adapters read it straight from the token endpoint.
    return `${base64Url({ alg: 'RS256', kid: 'fake', typ: 'JWT' })}.${base64Url(payload)}.${randomBytes(32).toString('base64url')}`;
  }

  private tokenAnswer(scope: string, refreshToken: string | null, issueRefresh: boolean): Reply {
    const scopes = scope.replace(' #offline', '');
    const accessToken = this.newAccessToken(scopes, refreshToken);
    const body: Record<string, unknown> = {
      access_token: accessToken,
      expires_in: this.accessTokenLifetime,
      scope: scopes,
      token_type: 'Bearer',
    };
    if (issueRefresh && refreshToken) body.refresh_token = refreshToken;
    if (scopes.split(' ').includes('openid')) body.id_token = this.idToken();
    return json(200, body, { 'cache-control': 'no-store', pragma: 'no-cache' });
  }

  /** `POST {tokenEndpoint}`: the authorization_code and refresh_token grants. */
  token(request: FakeRequest, fault: Fault | undefined): Reply {
    if (fault) return oauthError(fault.status, fault.status >= 500 ? 'server_error' : (fault.reason ?? 'temporarily_unavailable'));
    if (request.method !== 'POST') return oauthError(405, 'invalid_request');
    if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return oauthError(400, 'invalid_request');
    const form = new URLSearchParams(request.text);
    const clientId = this.client(request, form);
    if (!clientId) return oauthError(401, 'invalid_client', 'The OAuth client was not found.');
    const invalidGrant = () => oauthError(400, 'invalid_grant', this.options.invalidGrantDescription);

    switch (form.get('grant_type')) {
      case 'authorization_code': {
        const code = form.get('code') ?? '';
        const grant = this.codes.get(code);
        if (!grant || grant.clientId !== clientId) return invalidGrant();
        if (grant.used) {
          // A replayed code: refused, and what it gave is withdrawn.
          for (const token of grant.issued) {
            const access = this.accessTokens.get(token);
            if (access) access.revoked = true;
            const refresh = this.refreshTokens.get(token);
            if (refresh) refresh.revoked = true;
          }
          return invalidGrant();
        }
        if (form.get('redirect_uri') !== grant.redirectUri) return oauthError(400, this.options.redirectMismatchError, 'Bad Request');
        const verifier = form.get('code_verifier');
        if (!verifier || !/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || sha256Base64Url(verifier) !== grant.challenge) {
          return oauthError(400, 'invalid_grant', 'Invalid code verifier.');
        }
        grant.used = true;
        const offline = grant.scope.endsWith(' #offline');
        const refreshToken = offline ? `${this.options.tokenPrefix}refresh-${randomBytes(32).toString('base64url')}` : null;
        if (refreshToken) this.refreshTokens.set(refreshToken, { clientId, scope: grant.scope, revoked: false });
        const reply = this.tokenAnswer(grant.scope, refreshToken, true);
        grant.issued.push((reply.body as { access_token: string }).access_token, ...(refreshToken ? [refreshToken] : []));
        return reply;
      }
      case 'refresh_token': {
        const presented = form.get('refresh_token') ?? '';
        const grant = this.refreshTokens.get(presented);
        if (!grant || grant.revoked || grant.clientId !== clientId) return invalidGrant();
        const granted = new Set(grant.scope.replace(' #offline', '').split(' '));
        const asked = form.get('scope');
        if (asked && asked.split(' ').some((scope) => !granted.has(scope))) return oauthError(400, 'invalid_scope');
        let refreshToken = presented;
        if (this.options.rotateRefreshTokens) {
          refreshToken = `${this.options.tokenPrefix}refresh-${randomBytes(32).toString('base64url')}`;
          this.refreshTokens.set(refreshToken, { ...grant });
        }
        return this.tokenAnswer(grant.scope, refreshToken, this.options.rotateRefreshTokens);
      }
      default:
        return oauthError(400, 'unsupported_grant_type');
    }
  }

  /** `POST {revocationEndpoint}` with `token`: a refresh token withdraws its grant; an access token, itself and its grant. */
  revoke(request: FakeRequest): Reply {
    if (request.method !== 'POST') return oauthError(405, 'invalid_request');
    const token = new URLSearchParams(request.text).get('token') ?? request.url.searchParams.get('token') ?? '';
    const refresh = this.refreshTokens.get(token);
    const access = this.accessTokens.get(token);
    if (refresh && !refresh.revoked) {
      this.revokeGrant(token);
      return json(200, {});
    }
    if (access && !access.revoked && access.expiresAt > Date.now()) {
      access.revoked = true;
      if (access.refreshToken) this.revokeGrant(access.refreshToken);
      return json(200, {});
    }
    return oauthError(400, 'invalid_token', 'Token expired or revoked');
  }

  /** The bearer token of an API call: 'ok', or why not. */
  bearer(request: FakeRequest): 'ok' | 'missing' | 'invalid' {
    const match = /^Bearer (\S+)$/.exec(String(request.headers.authorization ?? ''));
    if (!match?.[1]) return 'missing';
    const grant = this.accessTokens.get(match[1]);
    return grant && !grant.revoked && grant.expiresAt > Date.now() ? 'ok' : 'invalid';
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Google Calendar API v3.

export interface GoogleTime {
  dateTime?: string;
  date?: string;
  timeZone?: string;
}

export interface GoogleEventResource {
  kind: 'calendar#event';
  id: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  htmlLink: string;
  created: string;
  updated: string;
  summary?: string;
  description?: string;
  location?: string;
  start: GoogleTime;
  end: GoogleTime;
  transparency?: 'opaque' | 'transparent';
  attendees?: { email: string; displayName?: string; responseStatus: string; organizer?: boolean; self?: boolean }[];
  organizer: { email: string; self?: boolean; displayName?: string };
  creator: { email: string; self?: boolean };
  extendedProperties?: { private?: Record<string, string>; shared?: Record<string, string> };
  iCalUID: string;
  sequence: number;
  eventType: 'default';
}

export type GoogleEventSeed = Partial<Omit<GoogleEventResource, 'start' | 'end'>> & { start: GoogleTime; end: GoogleTime };

export interface GoogleFakeOptions {
  clientId?: string;
  clientSecret?: string;
  account?: Partial<FakeAccount>;
  /** The most events one page holds, whatever maxResults asks (Google's own ceiling is 2500). */
  maxPageSize?: number;
}

const GOOGLE_EVENT_ID = /^[a-v0-9]{5,1024}$/;

/** An event time as an instant: a timed event's dateTime, or an all-day date's midnight (UTC, as this fake's calendar's zone). */
function instantOf(time: GoogleTime): number {
  return time.date ? Date.parse(`${time.date}T00:00:00Z`) : Date.parse(time.dateTime ?? '');
}

function googleError(status: number, reason: string, message: string, headers: Record<string, string> = {}): Reply {
  const domain = reason.endsWith('RateLimitExceeded') || reason === 'rateLimitExceeded' ? 'usageLimits' : 'global';
  return json(status, { error: { errors: [{ domain, reason, message }], code: status, message } }, headers);
}

const FAULT_REASONS: Record<number, [string, string]> = {
  400: ['badRequest', 'Bad Request'],
  401: ['authError', 'Invalid Credentials'],
  403: ['forbidden', 'Forbidden'],
  404: ['notFound', 'Not Found'],
  409: ['duplicate', 'The requested identifier already exists.'],
  410: ['deleted', 'Resource has been deleted'],
  429: ['rateLimitExceeded', 'Rate Limit Exceeded'],
  500: ['backendError', 'Backend Error'],
  503: ['backendError', 'The service is currently unavailable.'],
};

function faultReply(fault: Fault): Reply {
  const [reason, message] = FAULT_REASONS[fault.status] ?? ['backendError', 'Error'];
  const headers: Record<string, string> = fault.retryAfter === undefined ? {} : { 'retry-after': String(fault.retryAfter) };
  if (fault.status === 401) headers['www-authenticate'] = 'Bearer realm="https://accounts.google.com/", error="invalid_token"';
  return googleError(fault.status, fault.reason ?? reason, message, headers);
}

export async function startGoogleFake(options: GoogleFakeOptions = {}) {
  const account: FakeAccount = { email: 'ada@example.com', name: 'Ada Lovelace', id: '104719201956282919324', ...options.account };
  const auth = new FakeAuthorizationServer({
    clientId: options.clientId ?? 'google-client.apps.googleusercontent.com',
    clientSecret: options.clientSecret ?? 'google-secret',
    account,
    issuer: 'https://accounts.google.com',
    idTokenClaims: (who) => ({ email: who.email, email_verified: true, azp: options.clientId ?? 'google-client.apps.googleusercontent.com' }),
    tokenPrefix: 'ya29.',
    rotateRefreshTokens: false,
    grantsOffline: (url) => url.searchParams.get('access_type') === 'offline',
    requiredScopes: ['https://www.googleapis.com/auth/calendar.events'],
    redirectMismatchError: 'redirect_uri_mismatch',
    invalidGrantDescription: 'Token has been expired or revoked.',
  });
  const events = new Map<string, GoogleEventResource>();
  const faults = new FaultQueue();
  const requests: RecordedRequest[] = [];
  let sequence = 0;

  const state = {
    account,
    auth,
    events,
    requests,
    maxPageSize: options.maxPageSize ?? 250,
    /** Adds events to the primary calendar; answers them as stored (ids filled in). */
    seed(...seeds: GoogleEventSeed[]): GoogleEventResource[] {
      return seeds.map((seed) => {
        const event = resource(seed.id ?? newId(), seed);
        events.set(event.id, event);
        return event;
      });
    },
    /** The next `count` API calls (or token requests, with `on: 'token'`) answer `status`. */
    failNext(status: number, failure: FaultOptions = {}) {
      faults.add(status, failure);
    },
    denyNext: (error?: string) => auth.denyNext(error),
    expireAccessTokens: (token?: string) => auth.expireAccessTokens(token),
    revokeGrant: (refreshToken?: string) => auth.revokeGrant(refreshToken),
    issueAccessToken: () => auth.issueAccessToken(),
    /** The Calendar API requests received (not the OAuth ones), optionally those whose path ends so. */
    apiRequests(pathEnding?: string): RecordedRequest[] {
      return requests.filter((entry) => entry.path.startsWith('/calendar/v3/') && (!pathEnding || decodeURIComponent(entry.path).endsWith(pathEnding)));
    },
    reset(): void {
      events.clear();
      faults.clear();
      requests.length = 0;
    },
  };

  function newId(): string {
    sequence += 1;
    // hex and base-32 digits are both within Google's alphabet (base32hex: 0-9, a-v).
    return `${randomBytes(10).toString('hex')}${sequence.toString(32)}`;
  }

  function resource(id: string, fields: Partial<GoogleEventResource> & { start: GoogleTime; end: GoogleTime }): GoogleEventResource {
    const now = new Date().toISOString();
    return {
      kind: 'calendar#event',
      status: 'confirmed',
      created: now,
      updated: now,
      organizer: { email: account.email, self: true },
      creator: { email: account.email, self: true },
      iCalUID: `${id}@google.com`,
      sequence: 0,
      eventType: 'default',
      ...fields,
      id,
      htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${id} ${account.email}`).toString('base64url')}`,
    };
  }

  const validTime = (time: unknown): time is GoogleTime => {
    const value = time as GoogleTime | undefined;
    if (!value || typeof value !== 'object') return false;
    if (value.date !== undefined) return /^\d{4}-\d{2}-\d{2}$/.test(value.date) && value.dateTime === undefined;
    // RFC 3339 with an offset, or a wall time with a timeZone beside it.
    if (typeof value.dateTime !== 'string') return false;
    if (/(Z|[+-]\d{2}:\d{2})$/.test(value.dateTime)) return !Number.isNaN(Date.parse(value.dateTime));
    return typeof value.timeZone === 'string';
  };

  type Body = Partial<GoogleEventResource> & { attendees?: { email?: string; displayName?: string }[] };

  function eventFields(body: Body, existing?: GoogleEventResource): Partial<GoogleEventResource> | string {
    const fields: Partial<GoogleEventResource> = {};
    for (const key of ['summary', 'description', 'location', 'transparency', 'status', 'extendedProperties'] as const) {
      if (body[key] !== undefined) Object.assign(fields, { [key]: body[key] });
    }
    if (body.start !== undefined) {
      if (!validTime(body.start)) return 'Invalid start time.';
      fields.start = body.start;
    }
    if (body.end !== undefined) {
      if (!validTime(body.end)) return 'Invalid end time.';
      fields.end = body.end;
    }
    const start = fields.start ?? existing?.start;
    const end = fields.end ?? existing?.end;
    if (!start || !end) return 'Missing end time.';
    if (instantOf(end) <= instantOf(start)) return 'The specified time range is empty.';
    if (body.attendees !== undefined) {
      if (!Array.isArray(body.attendees) || body.attendees.some((attendee) => typeof attendee?.email !== 'string' || !attendee.email.includes('@'))) {
        return 'Invalid attendee email.';
      }
      fields.attendees = body.attendees.map((attendee) => ({
        email: attendee.email!,
        ...(attendee.displayName ? { displayName: attendee.displayName } : {}),
        responseStatus: 'needsAction',
      }));
    }
    return fields;
  }

  function overlapping(timeMin: number, timeMax: number): GoogleEventResource[] {
    return [...events.values()]
      .filter((event) => instantOf(event.end) > timeMin && instantOf(event.start) < timeMax)
      .sort((a, b) => instantOf(a.start) - instantOf(b.start) || a.id.localeCompare(b.id));
  }

  async function api(request: FakeRequest, path: string): Promise<Reply> {
    const fault = faults.take('api');
    if (fault) return faultReply(fault);
    const bearer = auth.bearer(request);
    if (bearer !== 'ok') {
      const headers = { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' };
      return bearer === 'missing'
        ? googleError(401, 'required', 'Login Required.', headers)
        : googleError(401, 'authError', 'Invalid Credentials', headers);
    }
    const query = request.url.searchParams;
    let parsed: Body;
    try {
      parsed = request.text ? (JSON.parse(request.text) as Body) : {};
    } catch {
      return googleError(400, 'parseError', 'Parse Error');
    }
    const body = (): Body => parsed;

    if (path === '/freeBusy' && request.method === 'POST') {
      const ask = body() as { timeMin?: string; timeMax?: string; items?: { id?: string }[] };
      const timeMin = Date.parse(ask.timeMin ?? '');
      const timeMax = Date.parse(ask.timeMax ?? '');
      if (Number.isNaN(timeMin) || Number.isNaN(timeMax)) return googleError(400, 'badRequest', 'Bad Request');
      if (timeMax <= timeMin) return googleError(400, 'timeRangeEmpty', 'The specified time range is empty.');
      const calendars: Record<string, unknown> = {};
      for (const item of ask.items ?? []) {
        const id = item.id ?? '';
        if (id !== 'primary' && id !== account.email) {
          calendars[id] = { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] };
          continue;
        }
        // Busy time: confirmed or tentative, opaque events, clipped to the window and merged.
        const spans = overlapping(timeMin, timeMax)
          .filter((event) => event.status !== 'cancelled' && event.transparency !== 'transparent')
          .map((event) => [Math.max(timeMin, instantOf(event.start)), Math.min(timeMax, instantOf(event.end))] as [number, number])
          .sort((a, b) => a[0] - b[0]);
        const merged: [number, number][] = [];
        for (const span of spans) {
          const last = merged.at(-1);
          if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
          else merged.push([...span]);
        }
        calendars[id] = { busy: merged.map(([start, end]) => ({ start: new Date(start).toISOString(), end: new Date(end).toISOString() })) };
      }
      return json(200, { kind: 'calendar#freeBusy', timeMin: ask.timeMin, timeMax: ask.timeMax, calendars });
    }

    const collection = /^\/calendars\/([^/]+)\/events$/.exec(path);
    const single = /^\/calendars\/([^/]+)\/events\/([^/]+)$/.exec(path);
    const calendarId = decodeURIComponent((collection ?? single)?.[1] ?? '');
    if ((collection || single) && calendarId !== 'primary' && calendarId !== account.email) return googleError(404, 'notFound', 'Not Found');

    if (collection && request.method === 'GET') {
      if (query.get('orderBy') === 'startTime' && query.get('singleEvents') !== 'true') {
        return googleError(400, 'badRequest', 'The requested ordering is not available for the particular query.');
      }
      const timeMin = query.has('timeMin') ? Date.parse(query.get('timeMin')!) : -Infinity;
      const timeMax = query.has('timeMax') ? Date.parse(query.get('timeMax')!) : Infinity;
      if (Number.isNaN(timeMin) || Number.isNaN(timeMax)) return googleError(400, 'badRequest', 'Bad Request');
      const size = Math.min(Number(query.get('maxResults') ?? 250) || 250, state.maxPageSize);
      const listing = `${query.get('timeMin')}|${query.get('timeMax')}`;
      let offset = 0;
      const pageToken = query.get('pageToken');
      if (pageToken) {
        // A page token is only good for the query it came from.
        const [forListing, at] = Buffer.from(pageToken, 'base64url').toString('utf8').split('#');
        if (forListing !== listing || !at || !/^\d+$/.test(at)) return googleError(400, 'invalid', 'Invalid page token value.');
        offset = Number(at);
      }
      const matching = overlapping(timeMin, timeMax).filter((event) => event.status !== 'cancelled' || query.get('showDeleted') === 'true');
      const items = matching.slice(offset, offset + size);
      const next = offset + size < matching.length ? Buffer.from(`${listing}#${offset + size}`).toString('base64url') : undefined;
      return json(200, {
        kind: 'calendar#events',
        summary: account.email,
        timeZone: 'UTC',
        accessRole: 'owner',
        items,
        ...(next ? { nextPageToken: next } : { nextSyncToken: randomUUID() }),
      });
    }

    if (collection && request.method === 'POST') {
      const input = body();
      const id = input.id ?? newId();
      if (!GOOGLE_EVENT_ID.test(id)) return googleError(400, 'invalid', 'Invalid resource id value.');
      // A deleted event keeps its id: inserting it again is a conflict too.
      if (events.has(id)) return googleError(409, 'duplicate', 'The requested identifier already exists.');
      const fields = eventFields(input);
      if (typeof fields === 'string') return googleError(400, 'invalid', fields);
      const event = resource(id, { ...fields, start: fields.start!, end: fields.end! });
      events.set(id, event);
      return json(200, event);
    }

    if (single) {
      const id = decodeURIComponent(single[2] ?? '');
      const event = events.get(id);
      if (!event) return googleError(404, 'notFound', 'Not Found');
      if (request.method === 'GET') return json(200, event);
      if (request.method === 'DELETE') {
        if (event.status === 'cancelled') return googleError(410, 'deleted', 'Resource has been deleted');
        event.status = 'cancelled';
        event.updated = new Date().toISOString();
        return { status: 204 };
      }
      if (request.method === 'PATCH' || request.method === 'PUT') {
        const fields = eventFields(body(), event);
        if (typeof fields === 'string') return googleError(400, 'invalid', fields);
        Object.assign(event, fields, { updated: new Date().toISOString(), sequence: event.sequence + 1 });
        return json(200, event);
      }
    }
    return googleError(404, 'notFound', 'Not Found');
  }

  const server = await listen(async (request) => {
    requests.push(record(request));
    const path = request.url.pathname;
    if (path === '/o/oauth2/v2/auth' && request.method === 'GET') return auth.authorize(request);
    if (path === '/token') return auth.token(request, faults.take('token'));
    if (path === '/revoke') return auth.revoke(request);
    if (path.startsWith('/calendar/v3/')) return api(request, path.slice('/calendar/v3'.length));
    return json(404, { error: 'not_found' });
  });

  return {
    url: server.url,
    close: server.close,
    state,
    /** The adapter's configuration for this fake (every endpoint on the loopback). */
    config: {
      clientId: auth.options.clientId,
      clientSecret: auth.options.clientSecret,
      authorizationEndpoint: `${server.url}/o/oauth2/v2/auth`,
      tokenEndpoint: `${server.url}/token`,
      revocationEndpoint: `${server.url}/revoke`,
      apiBaseUrl: `${server.url}/calendar/v3`,
    },
  };
}

export type GoogleFake = Awaited<ReturnType<typeof startGoogleFake>>;
