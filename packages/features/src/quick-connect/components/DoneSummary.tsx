import { Text } from '@kindred/ui/Text';
import type { QuickConnectActivity, QuickConnectColleague } from '../utils/booking.ts';
import * as styles from './QuickConnect.css.ts';
import type { TimeStepResult } from './TimeStep.tsx';

const WHEN = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** 'Quick Connect Scheduled! {activity} with {name}' (docs/product.md#errors "Scheduling"). */
export function scheduledTitle(activity: Pick<QuickConnectActivity, 'name'>, colleague: Pick<QuickConnectColleague, 'name'>): string {
  return `Quick Connect Scheduled! ${activity.name} with ${colleague.name}`;
}

function startOf(result: TimeStepResult): string | undefined {
  if (result.kind === 'planned') return result.booking.startTime;
  const time = result.event.start;
  return 'dateTime' in time ? time.dateTime : time.date;
}

/** What was done, in words: booked (both calendars), or planned in this browser only. */
export function DoneSummary({ result, activity, colleague }: { result: TimeStepResult; activity: QuickConnectActivity; colleague: QuickConnectColleague }) {
  const start = startOf(result);
  const when = start ? WHEN.format(new Date(start)) : null;
  return (
    <div className={styles.step} role="status">
      <Text weight="semibold">{scheduledTitle(activity, colleague)}</Text>
      {result.kind === 'booked' && (
        <Text>{`${when ? `${when}. ` : ''}It is in your calendar, and ${colleague.name} is invited with the activity’s plan in the invitation.`}</Text>
      )}
      {result.kind === 'planned' && (
        <Text>{`${when ? `${when}. ` : ''}Planned in this browser only: it is in no calendar and ${colleague.name} was not invited. Connect a calendar to book it for real.`}</Text>
      )}
    </div>
  );
}
