import { startTransition, useEffect, useState } from 'react';
import { dismissPrompt, markFirstLoginComplete, remindLater, shouldShowPrompt } from '../state/calendar-prompt.ts';
import { CalendarPromptDialog } from './CalendarPromptDialog.tsx';

export interface CalendarPromptGateProps {
  userId: string;
  /** Whether either calendar is connected (both statuses are known). */
  anyConnected: boolean;
  openConsent?: (url: string) => void;
}

/**
 * Decides whether the first-login calendar prompt shows (docs/product.md#states "Calendar prompt") and remembers
 * the member's answer. Fetched once the home page knows both calendars' status, not with its first screen.
 */
export function CalendarPromptGate({ userId, anyConnected, openConsent }: CalendarPromptGateProps) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!userId) return;
    if (anyConnected) {
      markFirstLoginComplete(userId);
      setOpen(false);
    } else if (shouldShowPrompt(userId, false, Date.now())) {
      // Drawn as a transition: the dialog's first render is done in short slices, not in one task with the page's.
      startTransition(() => setOpen(true));
    }
  }, [anyConnected, userId]);

  if (!open) return null;
  return (
    <CalendarPromptDialog
      userId={userId}
      openConsent={openConsent}
      onClose={() => {
        markFirstLoginComplete(userId);
        setOpen(false);
      }}
      onRemindLater={() => {
        remindLater(userId, Date.now());
        setOpen(false);
      }}
      onSkip={() => {
        dismissPrompt(userId);
        setOpen(false);
      }}
    />
  );
}
