/** The scheduling dialog's words and props (the dialog: ScheduleEventDialog.tsx, loaded on demand by schedule-event.ts). */

/** The scheduling dialogs' words (docs/product.md#errors "Community and connections"). */
export const SCHEDULE_TEXT = {
  title: 'Schedule Event',
  send: 'Send Invitation',
  noMember: 'No member selected for scheduling.',
  memberNotFound: 'Could not find member to schedule with.',
  scheduled: 'Event created successfully!',
  notConnected: 'Connect a calendar to send an invitation: the event is created in your calendar, and your colleague is invited from it.',
  past: 'Choose a time that has not passed yet.',
  checking: 'Checking your calendar...',
} as const;

/** How long an event from this dialog lasts: the typical meeting length (docs/product.md#constants-and-limits). */
export const EVENT_MINUTES = 30;

interface ScheduleColleague {
  memberId: string;
  name: string;
}

export interface ScheduleEventDialogProps {
  /** The signed-in member. */
  userId: string;
  /** Who the event is with; null when the member could not be found (the dialog says so). */
  colleague: ScheduleColleague | null;
  /** Why there is no colleague, when there is none: nobody was chosen, or the one chosen is not there. */
  missing?: 'none-selected' | 'not-found';
  onClose: () => void;
}
