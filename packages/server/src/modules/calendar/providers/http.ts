/**
 * What the real providers' adapters share: OAuth through arctic's generic client (the endpoints are
 * configuration, so the same code talks to Google, Microsoft or a loopback fake), and a JSON fetch that turns
 * a provider's answer into a `ProviderError` the service can act on. Tokens never appear in an error.
 */
import { ArcticFetchError, CodeChallengeMethod, OAuth2Client, OAuth2RequestError, type OAuth2Tokens } from 'arctic';
import { ProviderError, type OAuthTokens, type ProviderConfig, type ProviderName } from './types.ts';

const TIMEOUT_MS = 10_000;

function retryAfterOf(response: Response): number | null {
  const header = response.headers.get('retry-after');
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.round(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.round((date - Date.now()) / 1000));
}

/** A provider's HTTP status as a kind of failure. `rateLimitReason` marks Google's 403 quota answers. */
export function failureOf(provider: ProviderName, response: Response, rateLimitReason = false): ProviderError {
  const status = response.status;
  const kind =
    status === 401
      ? 'expired'
      : status === 429 || (status === 403 && rateLimitReason)
        ? 'rate-limited'
        : status === 404 || status === 410
          ? 'not-found'
          : status >= 500
            ? 'unavailable'
            : 'rejected';
  return new ProviderError(provider, kind, `The ${provider} calendar answered ${status}`, status, retryAfterOf(response));
}

/** Calls the provider's REST API with the access token; the answer's JSON (null for 204). */
export async function providerJson<T>(
  provider: ProviderName,
  url: string | URL,
  accessToken: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  isRateLimit: (body: unknown) => boolean = () => false,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        Authorization: `Bearer ${accessToken}`,
        Accept: 'application/json',
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ProviderError(provider, 'unavailable', `The ${provider} calendar could not be reached`);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw failureOf(provider, response, response.status === 403 && isRateLimit(body));
  }
  if (response.status === 204) return null as T;
  return (await response.json()) as T;
}

/** The OAuth part of an adapter: consent address, code exchange and refresh, with PKCE (S256). */
export function oauth(provider: ProviderName, config: ProviderConfig, scopes: string[], extraParams: Record<string, string> = {}) {
  const client = (redirectUri: string | null) => new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
  const read = (tokens: OAuth2Tokens, accountEmail: string | null): OAuthTokens => {
    const data = tokens.data as Record<string, unknown>;
    return {
      accessToken: tokens.accessToken(),
      accessTokenExpiresAt: typeof data.expires_in === 'number' || typeof data.expires_in === 'string' ? tokens.accessTokenExpiresAt() : null,
      refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
      accountEmail,
    };
  };
  const mapError = (error: unknown): never => {
    if (error instanceof OAuth2RequestError) {
      throw new ProviderError(provider, error.code === 'invalid_grant' ? 'revoked' : 'rejected', `The ${provider} token endpoint refused: ${error.code}`, 400);
    }
    if (error instanceof ArcticFetchError) throw new ProviderError(provider, 'unavailable', `The ${provider} token endpoint could not be reached`);
    throw new ProviderError(provider, 'unavailable', `The ${provider} token endpoint gave an unexpected answer`);
  };
  return {
    authorizationUrl({ state, codeVerifier, redirectUri }: { state: string; codeVerifier: string; redirectUri: string }) {
      const url = client(redirectUri).createAuthorizationURLWithPKCE(config.authorizationEndpoint, state, CodeChallengeMethod.S256, codeVerifier, scopes);
      for (const [name, value] of Object.entries(extraParams)) url.searchParams.set(name, value);
      return url;
    },
    async exchange(input: { code: string; codeVerifier: string; redirectUri: string }) {
      try {
        return await client(input.redirectUri).validateAuthorizationCode(config.tokenEndpoint, input.code, input.codeVerifier);
      } catch (error) {
        return mapError(error);
      }
    },
    async refresh(refreshToken: string) {
      try {
        return read(await client(null).refreshAccessToken(config.tokenEndpoint, refreshToken, []), null);
      } catch (error) {
        return mapError(error);
      }
    },
    read,
    async revoke(token: string) {
      if (!config.revocationEndpoint) return;
      try {
        await client(null).revokeToken(config.revocationEndpoint, token);
      } catch {
        // Best effort: the connection is gone on our side either way.
      }
    },
  };
}
