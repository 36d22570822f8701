/**
 * The HTTP clients every feature uses.
 *
 * - `api`: JSON calls with the session's ID token as bearer. Errors carry the
 *   server's `{ error }` message. Retries are TanStack Query's job, not ky's.
 * - `profileApi`: `api` plus the spec's global status handling for the profile
 *   API (docs/product.md#states): 401 → toast and reload after 1.5 s; 404 → 'User profile not
 *   found'; 500/501/502 → toast and 'Server error'.
 */
import { toast, toastsReady } from '@kindred/ui/Toast';
import ky, { isHTTPError, type AfterResponseHook } from 'ky';
import type * as z from 'zod/mini';
import { getIdToken, setSession } from './session.ts';

export const SESSION_EXPIRED_TOAST = 'Your session has expired. Refreshing page...';
export const SERVER_ERROR_TOAST = 'Server error occurred. Please try again later.';
export const RELOAD_DELAY_MS = 1500;

/**
 * Hands the main thread back once before a request goes out, where the browser can (`scheduler.yield()`): starting
 * a request is a few milliseconds of the page's time, and a screen that asks for several things as it mounts would
 * otherwise start them all in one long task, delaying input and paint behind it.
 */
function yieldBeforeRequest(): Promise<void> | undefined {
  return (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.();
}

export const api = ky.create({
  baseUrl: globalThis.location?.origin,
  timeout: 30_000,
  retry: 0,
  hooks: {
    beforeRequest: [
      async ({ request }) => {
        await yieldBeforeRequest();
        if (request.headers.has('Authorization')) return;
        const token = await getIdToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    beforeError: [
      ({ error }) => {
        if (isHTTPError(error)) {
          const data: unknown = error.data;
          if (typeof data === 'object' && data !== null && 'error' in data && typeof data.error === 'string') {
            error.message = data.error;
          }
        }
        return error;
      },
    ],
  },
});

let reloadScheduled = false;

/** Exposed for tests: forget that a reload was already scheduled. */
export function resetStatusHandler(): void {
  reloadScheduled = false;
}

export class StatusError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'StatusError';
    this.status = status;
  }
}

/**
 * How the page reloads once a session has died. The stories share one page per worker with their test runner, and a
 * reload there takes the runner down with it mid-run (the run then waits for it for ever): their setup
 * (.storybook/vitest.setup.ts) makes it a no-op.
 */
let reloadAfterDeadSession: () => void = () => globalThis.location?.reload();
export function setSessionReload(reload: () => void): void {
  reloadAfterDeadSession = reload;
}

export const globalStatusHandler: AfterResponseHook = ({ response }) => {
  const status = response.status;
  if (status === 401) {
    if (!reloadScheduled) {
      reloadScheduled = true;
      // The tokens are dead: forget them, so the reload lands on sign-in instead of looping.
      setSession(null);
      toast.show({ title: SESSION_EXPIRED_TOAST, severity: 'error', duration: RELOAD_DELAY_MS + 1000 });
      // The 1.5 s count from when the toast can show, so that it is read before the page goes.
      void toastsReady().then(() => setTimeout(() => reloadAfterDeadSession(), RELOAD_DELAY_MS));
    }
    throw new StatusError('Session expired. Please sign in again.', 401);
  }
  if (status === 404) throw new StatusError('User profile not found', 404);
  if (status === 500 || status === 501 || status === 502) {
    toast.show({ title: SERVER_ERROR_TOAST, severity: 'error', duration: 5000 });
    throw new StatusError('Server error', status);
  }
  return undefined;
};

export const profileApi = api.extend({ hooks: { afterResponse: [globalStatusHandler] } });

// What every profile call does before and after the network (profile/api/request.ts): check the request with the
// contract's schema, make sure there is a token, read the answer's text (an empty body is an answer too).

/** Profile fetch without a token (docs/product.md#validation). */
export const NO_PROFILE_TOKEN = 'No authentication token available';
/** Other data calls without a token (docs/product.md#validation). */
export const NO_JWT_TOKEN = 'No JWT token available';

/** Parses a request with a contract schema; throws an Error carrying the first issue's message. */
export function parseRequest<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new Error(result.error.issues[0]?.message ?? 'Invalid request');
}

/** The bearer header for a call; throws `missingMessage` when signed out. */
export async function bearer(missingMessage: string): Promise<{ Authorization: string }> {
  const token = await getIdToken();
  if (!token) throw new Error(missingMessage);
  return { Authorization: `Bearer ${token}` };
}

/** The answer's JSON, or null for an empty body. */
export async function readJson(response: Response): Promise<unknown> {
  const body = await response.text();
  if (!body.trim()) return null;
  return JSON.parse(body) as unknown;
}
