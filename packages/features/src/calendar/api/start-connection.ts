/**
 * Starting to connect a calendar (authorize; docs/product.md#states "Calendar connection"): not connected → the
 * provider's consent → /calendar/callback exchanges the code (complete-connection.ts) → connected. The consent
 * address comes from our server, so its state is bound to the session. Before leaving for the consent page the
 * current address is kept, so the callback can return there.
 */
import { CALENDAR_CALLBACK_PATH, authorizeResponseSchema, type CalendarProvider } from '@kindred/contracts/api/calendar';
import { authorizeRequestSchema } from '@kindred/contracts/api/calendar-actions';
import { toast } from '@kindred/ui/Toast';
import { useMutation } from '@tanstack/react-query';
import { isNetworkFailure } from '../../shared/errors.ts';
import { isString } from '../../shared/guards.ts';
import { readStored, removeStored, writeStored } from '../../shared/storage.ts';
import { CALENDAR_TOASTS } from '../content/connection-text.ts';
import { action, calendarCall } from './calendar-call.ts';
import { calendarKeys } from './keys.ts';

const AUTHORIZE = action(authorizeRequestSchema, authorizeResponseSchema);

const RETURN_KEY = 'kindred.calendar.return-to';

export function callbackUri(): string {
  return new URL(CALENDAR_CALLBACK_PATH, globalThis.location.origin).toString();
}

/** Where the callback goes back to: the page the member started from (settings' Integrations by default). */
export function takeReturnPath(): string {
  const path = readStored(RETURN_KEY, isString, 'session');
  removeStored(RETURN_KEY, 'session');
  // Only a path of this app, never an address elsewhere.
  return path && path.startsWith('/') && !path.startsWith('//') ? path : '/settings?tab=integrations';
}

/** One call: the provider's consent address for this member. */
export function authorize(userId: string, provider: CalendarProvider) {
  return calendarCall(AUTHORIZE, { action: 'authorize', userId, provider, redirectUri: callbackUri() });
}

/** Starts a connection: asks our server for the consent address, remembers where we are, and goes there. */
export function useStartConnection(userId: string, navigateTo: (url: string) => void = (url) => globalThis.location.assign(url)) {
  return useMutation({
    mutationKey: calendarKeys.change('authorize'),
    mutationFn: (provider: CalendarProvider) => authorize(userId, provider),
    onSuccess: ({ url }) => {
      writeStored(RETURN_KEY, `${globalThis.location.pathname}${globalThis.location.search}`, 'session');
      navigateTo(url);
    },
    // A lost connection is said once, by the query client's handler, in the generic words.
    onError: (error, provider) => {
      if (!isNetworkFailure(error)) toast.show({ title: CALENDAR_TOASTS.startFailed[provider], severity: 'error' });
    },
  });
}
