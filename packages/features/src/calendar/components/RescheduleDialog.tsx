import {
  MAX_AVAILABILITY_MINUTES,
  MIN_AVAILABILITY_MINUTES,
  type CalendarEvent,
} from '@kindred/contracts/api/calendar';
import { Button } from '@kindred/ui/Button';
import { Dialog } from '@kindred/ui/Dialog';
import { Spinner } from '@kindred/ui/Spinner';
import { Text } from '@kindred/ui/Text';
import { toast } from '@kindred/ui/Toast';
import { useState } from 'react';
import { useFreeTimes } from '../api/find-free-times.ts';
import { useRescheduleEvent } from '../api/reschedule-event.ts';
import { RESCHEDULED, colleaguesOf, eventTimeLabel, toUpcoming } from '../utils/upcoming.ts';
import { SlotPicker, topSlots } from './SlotPicker.tsx';
import * as styles from './CalendarWidget.css.ts';

const RESCHEDULE_TITLE = 'Reschedule Quick Connect';
const NO_MUTUAL_TIME = 'No mutual availability found.';
const FINDING_TIMES = 'Finding times you are both free...';

export interface RescheduleDialogProps {
  userId: string;
  event: CalendarEvent;
  /** The event's current start and end, as instants. */
  start: number;
  end: number;
  /** Who the event is with, among the member's colleagues: their free time counts too. */
  colleagues: { memberId: string; name: string }[];
  /** Closed: `moved` says whether the event now has a new time. */
  onClose: (moved: boolean) => void;
}

/** How long the new time must be: the event's own length, within what findAvailability searches. */
function durationOf(start: number, end: number): number {
  return Math.min(MAX_AVAILABILITY_MINUTES, Math.max(MIN_AVAILABILITY_MINUTES, Math.round((end - start) / 60_000)));
}

/**
 * Moves a Quick Connect the member organised: the times when everyone on it is free (the colleague's working hours
 * and calendar counted, docs/decisions.md#calendar), one chosen, then rescheduleEvent in the event's own calendar.
 * Nothing changes until the calendar says the move worked; a refusal is shown here and the dialog stays open.
 */
export function RescheduleDialog({ userId, event, start, end, colleagues, onClose }: RescheduleDialogProps) {
  const duration = durationOf(start, end);
  const teamMembers = colleagues.length > 0 ? colleagues.map((colleague) => colleague.memberId) : [userId];
  const availability = useFreeTimes(userId, teamMembers, duration);
  const [chosen, setChosen] = useState<string | null>(null);
  // The time chosen among those offered now (an offer read again may no longer have it).
  const slot = availability.data?.availableSlots.find((candidate) => candidate.start === chosen);
  const move = useRescheduleEvent(userId);
  const reschedule = () => {
    if (slot) move.mutate({ event, slot }, { onSuccess: () => onClose(true) });
  };

  const names = new Intl.ListFormat('en', { type: 'conjunction' }).format(colleagues.map((colleague) => colleague.name));
  const description =
    colleagues.length > 0
      ? `Times in the next 14 days when you and ${names} are both free, in your time zone.`
      : 'Times in the next 14 days when you are free, in your time zone.';

  let content;
  if (availability.isPending) {
    content = <Spinner label={FINDING_TIMES} showLabel />;
  } else if (availability.isError) {
    content = (
      <div role="alert" className={styles.body}>
        <Text>Free times could not be found just now.</Text>
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onPress={() => void availability.refetch()} isPending={availability.isFetching} pendingLabel="Trying again...">
            Try Again
          </Button>
        </div>
      </div>
    );
  } else if (availability.data.availableSlots.length === 0) {
    content = (
      <div className={styles.body}>
        <Text weight="semibold">{NO_MUTUAL_TIME}</Text>
        <Text size="sm" tone="secondary">
          {`There is no free ${duration}-minute stretch in everyone's working hours in the next 14 days.`}
        </Text>
      </div>
    );
  } else {
    content = (
      <div className={styles.body}>
        {availability.data.note && (
          <Text size="sm" tone="secondary">
            {availability.data.note}
          </Text>
        )}
        <SlotPicker
          label="New time"
          description={`Now: ${eventTimeLabel(toUpcoming(event), Date.now())}`}
          slots={topSlots(availability.data.availableSlots)}
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            move.reset();
          }}
          isDisabled={move.isPending}
        />
        {move.isError && (
          <Text role="alert" tone="critical">
            {move.error.message}
          </Text>
        )}
      </div>
    );
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open && !move.isPending) onClose(false);
      }}
      title={RESCHEDULE_TITLE}
      description={`${event.summary}. ${description}`}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={move.isPending}>
            Cancel
          </Button>
          <Button
            onPress={reschedule}
            isDisabled={!slot}
            isPending={move.isPending}
            pendingLabel="Rescheduling..."
          >
            Reschedule
          </Button>
        </>
      )}
    >
      {content}
    </Dialog>
  );
}

export interface MoveEventProps {
  userId: string;
  event: CalendarEvent;
  start: number;
  end: number;
  /** The member's addresses: everyone else on the event who is a colleague is asked for their free time. */
  ownAddresses: readonly string[];
  onClose: () => void;
}

/** The events page's move: the dialog for an event, its colleagues read from it, and the toast once it moved. */
export function MoveEvent({ userId, event, start, end, ownAddresses, onClose }: MoveEventProps) {
  return (
    <RescheduleDialog
      userId={userId}
      event={event}
      start={start}
      end={end}
      colleagues={colleaguesOf(event, ownAddresses)}
      onClose={(moved) => {
        onClose();
        if (moved) toast.show({ title: RESCHEDULED, severity: 'success' });
      }}
    />
  );
}
