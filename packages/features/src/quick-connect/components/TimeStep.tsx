import { MAX_AVAILABILITY_MINUTES, MIN_AVAILABILITY_MINUTES, type AvailabilitySlot, type CalendarEvent } from '@kindred/contracts/api/calendar';
import { SlotPicker, slotLabel, useBookEvent, useFreeTimes, useSchedulingCalendar } from '@kindred/features/calendar';
import { Button } from '@kindred/ui/Button';
import { Link } from '@kindred/ui/Link';
import { Spinner } from '@kindred/ui/Spinner';
import { Text } from '@kindred/ui/Text';
import { useMemo, useRef, useState } from 'react';
import { newRequestId } from '../../shared/request-id.ts';
import { useKnownQuickConnects } from '../hooks/use-known-quick-connects.ts';
import { saveDemoBooking, type DemoBooking } from '../state/demo-bookings.ts';
import { eventDescription, eventSummary, suggestedSlots, topSlots, type QuickConnectActivity, type QuickConnectColleague } from '../utils/booking.ts';
import { bookingWarnings, type KnownQuickConnect } from '../utils/booking-warnings.ts';
import { QUICK_CONNECT_TEXT } from './quick-connect-text.ts';
import * as styles from './QuickConnect.css.ts';

export type TimeStepResult = { kind: 'booked'; event: CalendarEvent } | { kind: 'planned'; booking: DemoBooking };

export interface TimeStepProps {
  userId: string;
  colleague: QuickConnectColleague;
  activity: QuickConnectActivity;
  /** The failure's words for this screen: the dialog's or the wizard's. */
  failedMessage: string;
  onDone: (result: TimeStepResult) => void;
}

/** A Quick Connect in words: 'Quick Connect: Walk with Ana · Thu, Nov 26 · 2:00 – 2:30 PM'. */
function describe(item: KnownQuickConnect): string {
  return `${item.summary} · ${slotLabel({ start: new Date(item.start).toISOString(), end: new Date(item.end).toISOString(), score: 0 })}`;
}

/**
 * Picking the time (docs/product.md#states "Quick Connect dialog"): the times both are free, from both calendars,
 * at most four with how well each fits; then the booking, made by the calendar feature's. With no calendar of the
 * organiser's, the spec's suggested times, said plainly to be unchecked, and a plan kept in this browser only.
 * Before a new booking the member is told when they already have a Quick Connect to come with this colleague, or
 * when the time chosen is right next to another one; they may book all the same.
 */
export function TimeStep({ userId, colleague, activity, failedMessage, onDone }: TimeStepProps) {
  const calendar = useSchedulingCalendar(userId);
  const connected = calendar.provider !== null;
  // The calendar searches stretches of 15 minutes or more; a shorter activity is booked for its own length.
  const searchMinutes = Math.min(MAX_AVAILABILITY_MINUTES, Math.max(MIN_AVAILABILITY_MINUTES, activity.durationMinutes));
  const availability = useFreeTimes(userId, [colleague.memberId], searchMinutes, connected && !calendar.checking);
  const [chosen, setChosen] = useState<string | null>(null);
  const slots = useMemo(
    () =>
      connected
        ? topSlots(availability.data?.availableSlots ?? []).map((free) => ({
            ...free,
            end: new Date(Date.parse(free.start) + activity.durationMinutes * 60_000).toISOString(),
          }))
        : suggestedSlots(activity.durationMinutes),
    [connected, availability.data, activity.durationMinutes],
  );
  const slot: AvailabilitySlot | undefined = slots.find((candidate) => candidate.start === chosen);
  // One id per choice: retrying the same choice books once; a different choice is a new booking.
  const requestIds = useRef(new Map<string, string>());
  const choice = `${activity.id}|${colleague.memberId}|${chosen ?? ''}`;
  if (!requestIds.current.has(choice)) requestIds.current.set(choice, newRequestId());
  const requestId = requestIds.current.get(choice)!;
  const book = useBookEvent(userId);
  const sending = book.isPending;
  const failure = book.error;
  const known = useKnownQuickConnects(userId, colleague);
  const warnings = bookingWarnings(known, slot ? { start: Date.parse(slot.start), end: Date.parse(slot.end) } : null, Date.now());
  const warningLines = [
    ...(warnings.sameColleague.length > 0
      ? [QUICK_CONNECT_TEXT.alreadyBooked(colleague.name, describe(warnings.sameColleague[0]!), warnings.sameColleague.length - 1)]
      : []),
    ...warnings.backToBack.map((item) => QUICK_CONNECT_TEXT.backToBack(describe(item))),
  ];

  const confirm = () => {
    if (!slot) return;
    if (calendar.provider) {
      const details = {
        summary: eventSummary(activity, colleague),
        description: eventDescription(activity),
        location: null,
        startTime: slot.start,
        endTime: slot.end,
        quickConnect: true,
      };
      book.mutate(
        { teamMembers: [colleague.memberId], provider: calendar.provider, requestId, details },
        { onSuccess: (event) => onDone({ kind: 'booked', event }) },
      );
    } else {
      const booking = saveDemoBooking({
        title: eventSummary(activity, colleague),
        attendee: colleague.name,
        activity: activity.name,
        category: activity.category,
        duration: activity.durationMinutes,
        startTime: slot.start,
        endTime: slot.end,
      });
      onDone({ kind: 'planned', booking });
    }
  };

  let body;
  if (calendar.checking || (connected && availability.isPending)) {
    body = <Spinner label={QUICK_CONNECT_TEXT.analysing} showLabel />;
  } else if (calendar.failed) {
    body = (
      <div role="alert" className={styles.notice}>
        <Text>Your calendar could not be checked just now.</Text>
        <Button variant="secondary" size="sm" onPress={calendar.retry}>
          Try Again
        </Button>
      </div>
    );
  } else if (connected && availability.isError) {
    body = (
      <div role="alert" className={styles.notice}>
        <Text>Free times could not be found just now.</Text>
        <Button variant="secondary" size="sm" onPress={() => void availability.refetch()} isPending={availability.isFetching} pendingLabel="Trying again...">
          Try Again
        </Button>
      </div>
    );
  } else if (slots.length === 0) {
    body = <Text weight="semibold">{QUICK_CONNECT_TEXT.noMutualTime}</Text>;
  } else {
    body = (
      <>
        {!connected && (
          <div className={styles.notice} role="note">
            <Text size="sm">{QUICK_CONNECT_TEXT.suggestions}</Text>
            <Link href="/settings?tab=integrations" variant="standalone">
              Connect a calendar
            </Link>
          </div>
        )}
        {connected && availability.data?.note && (
          <Text size="sm" tone="secondary">
            {availability.data.note}
          </Text>
        )}
        <SlotPicker
          label="Time"
          description={`${activity.durationMinutes} minutes with ${colleague.name}, in your time zone.`}
          slots={slots}
          value={chosen}
          onChange={(start) => {
            setChosen(start);
            book.reset();
          }}
          isDisabled={sending}
          showScore={connected}
        />
      </>
    );
  }

  return (
    <div className={styles.step}>
      {body}
      <div role="status">
        {warningLines.length > 0 && (
          <div className={styles.notice}>
            {warningLines.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
            <Text size="sm" tone="secondary">
              {QUICK_CONNECT_TEXT.canStillBook}
            </Text>
          </div>
        )}
      </div>
      {failure && (
        <div role="alert">
          <Text weight="semibold" tone="critical">
            {failedMessage}
          </Text>
          <Text size="sm" tone="secondary">
            {failure.message}
          </Text>
        </div>
      )}
      <div className={styles.actions}>
        <Button onPress={confirm} isDisabled={!slot || sending} isPending={sending} pendingLabel="Scheduling...">
          {connected ? 'Schedule Quick Connect' : 'Plan without a calendar'}
        </Button>
      </div>
    </div>
  );
}
