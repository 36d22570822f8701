/**
 * Disconnecting a calendar (disconnect; docs/product.md#states "Calendar connection"): back to not connected, with
 * a toast either way. Every calendar of the member's is read again after it, whatever the answer.
 */
import { disconnectResponseSchema, type CalendarProvider } from '@kindred/contracts/api/calendar';
import { disconnectRequestSchema } from '@kindred/contracts/api/calendar-actions';
import { toast } from '@kindred/ui/Toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isNetworkFailure } from '../../shared/errors.ts';
import { CALENDAR_TOASTS } from '../content/connection-text.ts';
import { action, calendarCall } from './calendar-call.ts';
import { calendarKeys } from './keys.ts';

const DISCONNECT = action(disconnectRequestSchema, disconnectResponseSchema);

/** One call: the calendar disconnected. */
export function disconnectCalendar(userId: string, provider: CalendarProvider) {
  return calendarCall(DISCONNECT, { action: 'disconnect', userId, provider });
}

export function useDisconnectCalendar(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: calendarKeys.change('disconnect'),
    mutationFn: (provider: CalendarProvider) => disconnectCalendar(userId, provider),
    onSuccess: (_answer, provider) => toast.show({ title: CALENDAR_TOASTS.disconnected[provider], severity: 'success' }),
    onError: (error, provider) => {
      if (!isNetworkFailure(error)) toast.show({ title: CALENDAR_TOASTS.disconnectFailed[provider], severity: 'error' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.user(userId) }),
  });
}
