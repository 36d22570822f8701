/**
 * The calendar debug page's calls (development builds only): each call made by hand for one provider, straight to
 * the server past the caches, which are marked stale afterwards so the rest of the app sees what changed.
 */
import { DEFAULT_EVENT_DAYS, type CalendarProvider } from '@kindred/contracts/api/calendar';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { calendarCall } from './calendar-call.ts';
import { CHECK_STATUS } from './check-status.ts';
import { disconnectCalendar } from './disconnect-calendar.ts';
import { GET_EVENTS } from './get-events.ts';
import { calendarKeys } from './keys.ts';
import { authorize } from './start-connection.ts';

export type HandCall = 'checkStatus' | 'connect' | 'disconnect' | 'getEvents';

/** One call by hand: the server's raw answer ('connect' answers the consent address, after `openConsent` was given it). */
async function callByHand(userId: string, provider: CalendarProvider, call: HandCall, openConsent: (url: string) => void): Promise<unknown> {
  switch (call) {
    case 'checkStatus':
      return calendarCall(CHECK_STATUS, { action: 'checkStatus', userId, provider });
    case 'getEvents':
      return calendarCall(GET_EVENTS, { action: 'getEvents', userId, provider, days: DEFAULT_EVENT_DAYS });
    case 'disconnect':
      return disconnectCalendar(userId, provider);
    case 'connect': {
      const { url } = await authorize(userId, provider);
      openConsent(url);
      return { consentUrl: url };
    }
  }
}

/** Makes a call by hand; whatever it answers, every calendar of the member's is read again after it. */
export function useCallByHand(userId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (provider: CalendarProvider, call: HandCall, openConsent: (url: string) => void) => {
      try {
        return await callByHand(userId, provider, call, openConsent);
      } finally {
        void queryClient.invalidateQueries({ queryKey: calendarKeys.user(userId) });
      }
    },
    [queryClient, userId],
  );
}
