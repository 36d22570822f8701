/**
 * Finishing a calendar's connection on /calendar/callback (connect): the provider's code exchanged by our server,
 * once per code in this tab. Every calendar of the member's is read again after it, whatever the answer.
 */
import { connectResponseSchema, type CalendarProvider } from '@kindred/contracts/api/calendar';
import { connectRequestSchema } from '@kindred/contracts/api/calendar-actions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readStored, writeStored } from '../../shared/storage.ts';
import { action, calendarCall } from './calendar-call.ts';
import { calendarKeys } from './keys.ts';
import { callbackUri } from './start-connection.ts';

const CONNECT = action(connectRequestSchema, connectResponseSchema);

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

export interface ConsentCode {
  provider: CalendarProvider;
  code: string;
  state: string;
}

/** One call: the code exchanged for the member's connection. */
function completeConnection(userId: string, { provider, code, state }: ConsentCode) {
  return calendarCall(CONNECT, { action: 'connect', userId, provider, code, state, redirectUri: callbackUri() });
}

export function useCompleteConnection(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: calendarKeys.change('connect'),
    mutationFn: (input: ConsentCode) => completeConnection(userId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.user(userId) }),
  });
}
