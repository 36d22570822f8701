import type { CalendarEvent } from '@kindred/contracts/api/calendar';
import { AlertDialog } from '@kindred/ui/AlertDialog';
import { toast } from '@kindred/ui/Toast';
import { useRef } from 'react';
import { useCancelEvent } from '../api/cancel-event.ts';
import { eventTimeLabel, othersOn, toUpcoming } from '../utils/upcoming.ts';
import { isNetworkFailure } from '../../shared/errors.ts';

const CANCEL_TITLE = 'Cancel this Quick Connect?';
const CANCEL_CONFIRM = 'Cancel Quick Connect';
const KEEP_IT = 'Keep it';
const CANCELLED = 'Quick Connect cancelled';

export interface CancelEventDialogProps {
  userId: string;
  event: CalendarEvent;
  /** The member's addresses (their Kindred address and connected calendars'): everyone else on it is told. */
  ownAddresses: readonly string[];
  /** Closed: `cancelled` says whether the Quick Connect was called off. */
  onClose: (cancelled: boolean) => void;
}

/**
 * Asks before calling off a Quick Connect the member booked: what and when, and that it goes from both calendars
 * with the colleague told. Focus starts on 'Keep it'; nothing changes until the calendar says it is done. A refusal
 * is said in a toast and the question stays, to try again or keep it.
 */
export function CancelEventDialog({ userId, event, ownAddresses, onClose }: CancelEventDialogProps) {
  const cancel = useCancelEvent(userId);
  const cancelled = useRef(false);
  const others = othersOn(event, ownAddresses);
  const who = others.length > 0 ? new Intl.ListFormat('en', { type: 'conjunction' }).format(others) : 'the other person';
  return (
    <AlertDialog
      isOpen
      title={CANCEL_TITLE}
      confirmLabel={CANCEL_CONFIRM}
      cancelLabel={KEEP_IT}
      pendingLabel="Cancelling..."
      onCancel={() => onClose(false)}
      onOpenChange={(open) => {
        if (!open && cancelled.current) onClose(true);
      }}
      onConfirm={async () => {
        try {
          await cancel.mutateAsync(event);
        } catch (error) {
          // A lost connection is said once, by the query client's handler, in the generic words.
          if (!isNetworkFailure(error)) toast.show({ title: error instanceof Error ? error.message : 'Failed to cancel event', severity: 'error' });
          throw error;
        }
        cancelled.current = true;
        toast.show({ title: CANCELLED, severity: 'success' });
      }}
    >
      {`${event.summary || '(No title)'}, ${eventTimeLabel(toUpcoming(event), Date.now())}. It goes from both calendars, and ${who} ${others.length > 1 ? 'are' : 'is'} told.`}
    </AlertDialog>
  );
}
