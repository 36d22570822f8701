import { CALENDAR_PROVIDERS } from '@kindred/contracts/api/calendar';
import { useCurrentUser } from '@kindred/features/auth';
import { deferred } from '@kindred/ui/lazy';
import { useQueries } from '@tanstack/react-query';
import { calendarStatusQuery } from '../api/calendar.ts';
import type { CalendarPromptGateProps } from './CalendarPromptGate.tsx';

/** The prompt's rules and dialog load once both statuses are known: they are not part of the first screen. */
const CalendarPromptGate = deferred<CalendarPromptGateProps>(() => import('./CalendarPromptGate.tsx').then((module) => module.CalendarPromptGate));

export interface CalendarPromptProps {
  /** Passed to the dialog (stories). */
  openConsent?: (url: string) => void;
}

/**
 * The first-login calendar prompt's place on home: once both calendars' status is known, the gate decides whether
 * it shows (docs/product.md#states "Calendar prompt"). A status that could not be checked shows nothing: the
 * prompt is not worth a guess.
 */
export function CalendarPrompt({ openConsent }: CalendarPromptProps) {
  const user = useCurrentUser();
  const statuses = useQueries({ queries: CALENDAR_PROVIDERS.map((provider) => calendarStatusQuery(user.id, provider)) });
  if (!user.id || !statuses.every((query) => query.data !== undefined)) return null;
  const anyConnected = statuses.some((query) => query.data?.connected === true);
  return <CalendarPromptGate userId={user.id} anyConnected={anyConnected} openConsent={openConsent} />;
}
