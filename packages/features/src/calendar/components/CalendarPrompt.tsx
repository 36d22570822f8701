import { useCurrentUser } from '@kindred/features/auth';
import { deferred } from '@kindred/ui/lazy';
import { useCalendarStatuses } from '../api/check-status.ts';
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
  const statuses = useCalendarStatuses(user.id);
  if (!user.id || !statuses.every((query) => query.data !== undefined)) return null;
  const anyConnected = statuses.some((query) => query.data?.connected === true);
  return <CalendarPromptGate userId={user.id} anyConnected={anyConnected} openConsent={openConsent} />;
}
