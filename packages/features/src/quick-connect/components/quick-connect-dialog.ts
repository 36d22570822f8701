/**
 * The Quick Connect dialog's public face: its props, and the dialog itself, whose code loads when it first opens.
 */
import { deferred } from '@kindred/ui/lazy';
import type { QuickConnectActivity, QuickConnectColleague } from '../utils/booking.ts';

export interface QuickConnectDialogProps {
  /** The signed-in member. */
  userId: string;
  /** Who it is with; absent: the dialog asks. */
  colleague?: QuickConnectColleague;
  /** The activity already chosen ('Start with a colleague'). */
  activity?: QuickConnectActivity;
  onClose: () => void;
}

export const QuickConnectDialog = deferred<QuickConnectDialogProps>(() => import('./QuickConnectDialog.tsx').then((module) => module.QuickConnectDialog));
