/**
 * Connecting and disconnecting a calendar (docs/product.md#states "Calendar connection"): not connected →
 * the provider's consent → /calendar/callback exchanges the code → connected; disconnect returns to not
 * connected. The consent address comes from our server (`authorize`), so its state is bound to the session.
 * Before leaving for the consent page the current address is kept, so the callback can return there.
 */
import { CALENDAR_CALLBACK_PATH, PROVIDER_LABELS, type CalendarProvider } from '@kindred/contracts/api/calendar';
import { toast } from '@kindred/ui/Toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isNetworkFailure } from '../../shared/errors.ts';
import { isString } from '../../shared/guards.ts';
import { readStored, removeStored, writeStored } from '../../shared/storage.ts';
import { AUTHORIZE, CONNECT, DISCONNECT } from './actions.ts';
import { calendarCall, calendarKeys } from './calendar.ts';

export const CALENDAR_TOASTS = {
  startFailed: { google: 'Failed to start calendar connection', microsoft: 'Failed to start Microsoft calendar connection' },
  disconnected: { google: 'Google Calendar disconnected successfully', microsoft: 'Microsoft Outlook disconnected successfully' },
  disconnectFailed: { google: 'Failed to disconnect calendar', microsoft: 'Failed to disconnect Microsoft Outlook' },
  connectFailed: { google: 'Failed to connect Google Calendar', microsoft: 'Failed to connect Microsoft Outlook' },
  connected: (provider: CalendarProvider) => `${PROVIDER_LABELS[provider]} connected successfully!`,
  cancelled: (provider: CalendarProvider) => `${PROVIDER_LABELS[provider]} connection cancelled`,
  noCode: 'No authorization code received',
} as const;

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

/** Starts a connection: asks our server for the consent address, remembers where we are, and goes there. */
export function useStartConnection(userId: string, navigateTo: (url: string) => void = (url) => globalThis.location.assign(url)) {
  return useMutation({
    mutationKey: [...calendarKeys.all, 'authorize'],
    mutationFn: (provider: CalendarProvider) => calendarCall(AUTHORIZE, { action: 'authorize', userId, provider, redirectUri: callbackUri() }),
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

export function useDisconnectCalendar(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...calendarKeys.all, 'disconnect'],
    mutationFn: (provider: CalendarProvider) => calendarCall(DISCONNECT, { action: 'disconnect', userId, provider }),
    onSuccess: (_answer, provider) => toast.show({ title: CALENDAR_TOASTS.disconnected[provider], severity: 'success' }),
    onError: (error, provider) => {
      if (!isNetworkFailure(error)) toast.show({ title: CALENDAR_TOASTS.disconnectFailed[provider], severity: 'error' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.user(userId) }),
  });
}

/** The provider a callback's state names ('microsoft.<nonce>'): the spec carries Microsoft's in the state. */
export function providerOfState(state: string | null): CalendarProvider {
  return state?.startsWith('microsoft.') ? 'microsoft' : 'google';
}

const handledKey = (code: string) => `kindred.calendar.callback.${code.slice(0, 64)}`;

/** Whether this code was already handled in this tab (the callback handles each code once). */
export function codeHandled(code: string): boolean {
  return readStored(handledKey(code), (value): value is boolean => value === true, 'session') === true;
}

export function markCodeHandled(code: string): void {
  writeStored(handledKey(code), true, 'session');
}

export function useCompleteConnection(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...calendarKeys.all, 'connect'],
    mutationFn: (input: { provider: CalendarProvider; code: string; state: string }) =>
      calendarCall(CONNECT, { action: 'connect', userId, provider: input.provider, code: input.code, state: input.state, redirectUri: callbackUri() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.user(userId) }),
  });
}
