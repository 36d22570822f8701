/**
 * The session's tokens, shared by every feature's API calls.
 *
 * The auth feature writes them (sign-in, refresh, sign-out); the HTTP client
 * reads them. They live in local storage so a reload keeps the user signed in,
 * and log out's "clear all local storage" removes them.
 */
import type { AuthTokens } from '@kindred/contracts/api/identity';
import { isInteger, isNumber, isString, oneOf, shape, type Guard } from './guards.ts';
import { readStored, removeStored, writeStored } from './storage.ts';

export const SESSION_STORAGE_KEY = 'kindred.session';

/** The contract's `authTokensSchema`, as a guard (every page reads the session first; see guards.ts). */
export const isAuthTokens: Guard<AuthTokens> = shape({
  idToken: isString,
  refreshToken: isString,
  expiresIn: isInteger,
  tokenType: oneOf(['Bearer']),
});

export interface StoredSession {
  tokens: AuthTokens;
  /** Epoch ms when the ID token expires. */
  expiresAt: number;
}

const isStoredSession: Guard<StoredSession> = shape({ tokens: isAuthTokens, expiresAt: isNumber });

type Listener = (session: StoredSession | null) => void;
const listeners = new Set<Listener>();
let current: StoredSession | null | undefined;

export function getSession(): StoredSession | null {
  if (current === undefined) current = readStored(SESSION_STORAGE_KEY, isStoredSession);
  return current;
}

/** Whether the last session was ended by the member's own log out, rather than by expiry or another tab. */
let endedByLogOut = false;

export function setSession(tokens: AuthTokens | null, now = Date.now()): void {
  if (tokens) endedByLogOut = false;
  current = tokens ? { tokens, expiresAt: now + tokens.expiresIn * 1000 } : null;
  if (current) writeStored(SESSION_STORAGE_KEY, current);
  else removeStored(SESSION_STORAGE_KEY);
  for (const listener of listeners) listener(current);
}

/**
 * Ends the session because the member logged out: the sign-in page that follows keeps no page to return to, for a
 * log-out leaves nothing of the visit for the next person (a session that expires does keep it).
 */
export function endSessionByLogOut(): void {
  endedByLogOut = true;
  setSession(null);
}

/** True from a log out until the next session starts. */
export function sessionEndedByLogOut(): boolean {
  return endedByLogOut;
}

/** Forget the in-memory copy (after local storage was cleared elsewhere). */
export function resetSessionCache(): void {
  current = undefined;
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Registered by the auth feature: exchanges the refresh token for fresh tokens. */
type Refresher = (refreshToken: string) => Promise<AuthTokens>;
let refresher: Refresher | null = null;
let refreshing: Promise<string | null> | null = null;

export function setSessionRefresher(fn: Refresher | null): void {
  refresher = fn;
}

/** Refresh this long before expiry, so a request never leaves with a dying token. */
const REFRESH_MARGIN_MS = 60_000;

/**
 * The ID token to send, refreshed first when it is about to expire. Concurrent
 * callers share one refresh. Returns null when signed out or when the refresh
 * fails (the server then answers 401 and the global handler takes over).
 */
export async function getIdToken(now = Date.now()): Promise<string | null> {
  const session = getSession();
  if (!session) return null;
  if (session.expiresAt - now > REFRESH_MARGIN_MS || !refresher) return session.tokens.idToken;
  refreshing ??= refresher(session.tokens.refreshToken)
    .then((tokens) => {
      setSession(tokens);
      return tokens.idToken;
    })
    .catch(() => session.tokens.idToken)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}
