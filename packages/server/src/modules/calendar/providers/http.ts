/**
 * What the real providers' adapters share: OAuth through arctic's generic client (the endpoints are
 * configuration, so the same code talks to Google, Microsoft or a loopback fake), and a JSON fetch that turns
 * a provider's answer into a `ProviderError` the service can act on.
 *
 * Every call has a deadline (`CALL_TIMEOUT_MS`). Tokens are never logged and never put in an error: messages
 * carry the provider, the status and at most the provider's own short error code.
 */
import {
  ArcticFetchError,
  CodeChallengeMethod,
  OAuth2Client,
  OAuth2RequestError,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
  type OAuth2Tokens,
} from 'arctic';
import { ProviderError, type OAuthTokens, type ProviderConfig, type ProviderErrorKind, type ProviderName } from './types.ts';

const CALL_TIMEOUT_MS = 10_000;

const LABEL: Record<ProviderName, string> = { google: 'Google Calendar', microsoft: 'Microsoft Graph' };

/** Retry-After as seconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function parseRetryAfter(header: string | null | undefined, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** A provider's HTTP status as a kind of failure. `rateLimited` marks Google's 403 quota answers. */
function kindOfStatus(status: number, rateLimited = false): ProviderErrorKind {
  if (status === 401) return 'expired';
  if (status === 429 || (status === 403 && rateLimited)) return 'rate-limited';
  if (status === 404 || status === 410) return 'not-found';
  if (status >= 500) return 'unavailable';
  return 'rejected';
}

/** Only a short, code-like word from a provider's body goes into a message (never free text, never a token). */
const codeLike = (value: unknown): string | null => (typeof value === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(value) ? value : null);

/** Google's `{error:{errors:[{reason}], status}}` and Graph's `{error:{code}}`: the provider's own error code. */
function errorCodeOf(body: unknown): string | null {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === 'string') return codeLike(error);
  if (!error || typeof error !== 'object') return null;
  const { errors, code, status } = error as { errors?: { reason?: unknown }[]; code?: unknown; status?: unknown };
  return codeLike(Array.isArray(errors) ? errors[0]?.reason : undefined) ?? codeLike(code) ?? codeLike(status);
}

function httpFailure(
  provider: ProviderName,
  status: number,
  options: { code?: string | null; rateLimited?: boolean; retryAfter?: number | null } = {},
): ProviderError {
  const kind = kindOfStatus(status, options.rateLimited);
  const code = options.code ? ` (${options.code})` : '';
  return new ProviderError(provider, kind, `${LABEL[provider]} answered ${status}${code}`, status, options.retryAfter ?? null);
}

const unreachable = (provider: ProviderName, what: string, error: unknown) =>
  new ProviderError(
    provider,
    'unavailable',
    error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
      ? `${LABEL[provider]} did not answer ${what} in time`
      : `${LABEL[provider]} could not be reached (${what})`,
  );

export interface ApiCall {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Google: whether a 403's body says it is a quota answer (rateLimitExceeded, userRateLimitExceeded). */
  isRateLimit?: (body: unknown) => boolean;
}

/** Calls a provider's REST API with the access token; the answer's JSON (null for 204 or an empty body). */
export async function providerJson<T>(provider: ProviderName, url: string | URL, accessToken: string, call: ApiCall = {}): Promise<T> {
  const method = call.method ?? 'GET';
  const what = `${method} ${new URL(url).pathname}`;
  // One deadline for the whole exchange, the body's reading included.
  const signal = AbortSignal.timeout(CALL_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        Authorization: `Bearer ${accessToken}`,
        Accept: 'application/json',
        ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...call.headers,
      },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      // A redirect would carry the bearer token on; the APIs answer in place.
      redirect: 'error',
      signal,
    });
  } catch (error) {
    throw unreachable(provider, what, error);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw unreachable(provider, what, error);
  }
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      if (response.ok) {
        throw new ProviderError(provider, 'unavailable', `${LABEL[provider]} answered ${what} with something other than JSON`, response.status);
      }
    }
  }
  if (!response.ok) {
    throw httpFailure(provider, response.status, {
      code: errorCodeOf(body),
      rateLimited: response.status === 403 && (call.isRateLimit?.(body) ?? false),
      retryAfter: parseRetryAfter(response.headers.get('retry-after')),
    });
  }
  return body as T;
}

/**
 * arctic's requests take no AbortSignal, so its calls are raced against the deadline: the caller gets
 * 'unavailable' in time, and the abandoned request is left to end on its own.
 */
export async function withDeadline<T>(provider: ProviderName, what: string, work: Promise<T>, ms = CALL_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderError(provider, 'unavailable', `${LABEL[provider]} did not answer ${what} in time`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** An arctic failure at the token endpoint as a ProviderError (no token, no description: only the OAuth error code). */
function oauthFailure(provider: ProviderName, what: string, error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof OAuth2RequestError) {
    const code = codeLike(error.code) ?? 'error';
    // invalid_grant: the refresh token was withdrawn or has lapsed, or the code was spent or is not ours.
    return new ProviderError(provider, code === 'invalid_grant' ? 'revoked' : 'rejected', `${LABEL[provider]} refused ${what}: ${code}`, 400);
  }
  if (error instanceof ArcticFetchError) return unreachable(provider, what, error.cause);
  if (error instanceof UnexpectedResponseError || error instanceof UnexpectedErrorResponseBodyError) {
    return httpFailure(provider, error.status);
  }
  // A 200 without the fields OAuth requires (no access_token): the provider is not behaving.
  return new ProviderError(provider, 'unavailable', `${LABEL[provider]} gave an unusable answer to ${what}`);
}

/** `expires_in` made absolute; null when the provider did not say (arctic's accessor throws then). */
function expiresAtOf(tokens: OAuth2Tokens): Date | null {
  const expiresIn = (tokens.data as { expires_in?: unknown }).expires_in;
  if (typeof expiresIn === 'number') return tokens.accessTokenExpiresAt();
  // Some token endpoints write it as a string.
  if (typeof expiresIn === 'string' && /^\d+$/.test(expiresIn)) return new Date(Date.now() + Number(expiresIn) * 1000);
  return null;
}

/** arctic's tokens as ours. */
export function readTokens(provider: ProviderName, tokens: OAuth2Tokens, accountEmail: string | null): OAuthTokens {
  let accessToken: string;
  try {
    accessToken = tokens.accessToken();
  } catch (error) {
    throw oauthFailure(provider, 'the token request', error);
  }
  return {
    accessToken,
    accessTokenExpiresAt: expiresAtOf(tokens),
    refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
    accountEmail,
  };
}

/** The OAuth part of an adapter: consent address, code exchange, refresh and revocation, with PKCE (S256). */
export function oauthClient(
  provider: ProviderName,
  config: ProviderConfig,
  options: { scopes: string[]; authorizationParams?: Record<string, string>; refreshScopes?: string[] },
) {
  const client = (redirectUri: string | null) => new OAuth2Client(config.clientId, config.clientSecret, redirectUri);

  return {
    authorizationUrl({ state, codeVerifier, redirectUri }: { state: string; codeVerifier: string; redirectUri: string }): URL {
      const url = client(redirectUri).createAuthorizationURLWithPKCE(
        config.authorizationEndpoint,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        options.scopes,
      );
      for (const [name, value] of Object.entries(options.authorizationParams ?? {})) url.searchParams.set(name, value);
      return url;
    },

    async exchange({ code, codeVerifier, redirectUri }: { code: string; codeVerifier: string; redirectUri: string }): Promise<OAuth2Tokens> {
      const what = 'the authorization code';
      try {
        return await withDeadline(provider, what, client(redirectUri).validateAuthorizationCode(config.tokenEndpoint, code, codeVerifier));
      } catch (error) {
        throw oauthFailure(provider, what, error);
      }
    },

    async refresh(refreshToken: string): Promise<OAuth2Tokens> {
      const what = 'the refresh token';
      try {
        return await withDeadline(provider, what, client(null).refreshAccessToken(config.tokenEndpoint, refreshToken, options.refreshScopes ?? []));
      } catch (error) {
        throw oauthFailure(provider, what, error);
      }
    },

    /**
     * Withdraws the grant where the provider has an endpoint for it. A token the provider no longer knows
     * (400 invalid_token) is already as good as revoked; anything else is thrown for the caller to log.
     */
    async revoke(token: string): Promise<void> {
      if (!config.revocationEndpoint) return;
      const what = 'the revocation';
      try {
        await withDeadline(provider, what, client(null).revokeToken(config.revocationEndpoint, token));
      } catch (error) {
        if (error instanceof OAuth2RequestError) return;
        throw oauthFailure(provider, what, error);
      }
    },
  };
}
