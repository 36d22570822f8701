/**
 * The scheduling dialog's public face: its words, its props, and the dialog itself, whose code loads when it first
 * opens (a page that offers scheduling does not carry the form, the date fields and the booking call until then).
 */
import { deferred } from '@kindred/ui/lazy';
import type { ScheduleEventDialogProps } from './schedule-text.ts';

export { SCHEDULE_TEXT, type ScheduleEventDialogProps } from './schedule-text.ts';

export const ScheduleEventDialog = deferred<ScheduleEventDialogProps>(() =>
  import('./ScheduleEventDialog.tsx').then((module) => module.ScheduleEventDialog),
);
