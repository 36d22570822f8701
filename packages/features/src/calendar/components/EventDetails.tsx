import { Badge } from '@kindred/ui/Badge';
import { Button } from '@kindred/ui/Button';
import { Dialog } from '@kindred/ui/Dialog';
import { Link } from '@kindred/ui/Link';
import { Text } from '@kindred/ui/Text';
import { Zap } from 'lucide-react';
import { useState } from 'react';
import { describeWhen, plainText, responseLabel, webLinkOf } from '../utils/event-details.ts';
import { QUICK_CONNECT_LABEL, providerLabel, type CalendarItem } from '../utils/events.ts';
import * as styles from './EventsScreen.css.ts';

const OPEN_IN = { google: 'Open in Google Calendar', microsoft: 'Open in Outlook' } as const;

export interface EventDetailsProps {
  /** The event to show (its times already in the member's zone); null closes the dialog. */
  item: CalendarItem | null;
  onClose: () => void;
  /** Offered for a Quick Connect the member organised: the details close and the move begins. */
  onReschedule?: () => void;
  /** Offered with it: the details close and the question before cancelling it opens. */
  onCancel?: () => void;
}

/**
 * One event's details, in a dialog over the calendar: its title, when (in the member's zone), where, which
 * calendar it is in, who is invited and how they answered, its description as plain text, and a Quick Connect
 * marked as one. Escape or its Close button shuts it, and focus goes back to the event.
 */
export function EventDetails({ item, onClose, onReschedule, onCancel }: EventDetailsProps) {
  // The last event stays in the dialog while it closes, so its content does not vanish before it does.
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);
  const current = item ?? shown;
  if (!current) return null;

  const { event } = current;
  const description = event.description ? plainText(event.description) : '';
  const webLink = webLinkOf(event);
  return (
    <Dialog
      title={event.summary.trim() || '(No title)'}
      description={describeWhen(current)}
      isOpen={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <div className={styles.details}>
        {event.quickConnect && (
          <div>
            <Badge tone="accent" icon={<Zap />}>
              {QUICK_CONNECT_LABEL}
            </Badge>{' '}
            {onReschedule && (
              <Button size="sm" variant="secondary" onPress={onReschedule}>
                Reschedule
              </Button>
            )}{' '}
            {onCancel && (
              <Button size="sm" variant="ghost" onPress={onCancel} aria-label={`Cancel ${event.summary.trim() || 'this Quick Connect'}`}>
                Cancel
              </Button>
            )}
          </div>
        )}
        <dl className={styles.facts}>
          {event.location && (
            <div className={styles.fact}>
              <dt className={styles.term}>Location</dt>
              <dd className={styles.value}>{event.location}</dd>
            </div>
          )}
          <div className={styles.fact}>
            <dt className={styles.term}>Calendar</dt>
            <dd className={styles.value}>{providerLabel(event.provider)}</dd>
          </div>
          {event.organizer && (
            <div className={styles.fact}>
              <dt className={styles.term}>Organizer</dt>
              <dd className={styles.value}>{event.organizer}</dd>
            </div>
          )}
          <div className={styles.fact}>
            <dt className={styles.term}>Attendees</dt>
            <dd className={styles.value}>
              {event.attendees.length === 0 ? (
                <Text as="span" tone="secondary">
                  No one else is invited.
                </Text>
              ) : (
                <ul className={styles.attendees}>
                  {event.attendees.map((attendee) => {
                    const answer = responseLabel(attendee.responseStatus);
                    return (
                      <li key={attendee.email}>
                        {attendee.name ?? attendee.email}
                        {attendee.name && (
                          <Text as="span" size="sm" tone="secondary">
                            {' '}
                            {attendee.email}
                          </Text>
                        )}
                        {answer && (
                          <Text as="span" size="sm" tone="secondary">
                            {' · '}
                            {answer}
                          </Text>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </dd>
          </div>
          {description && (
            <div className={styles.fact}>
              <dt className={styles.term}>Description</dt>
              <dd className={[styles.value, styles.description].join(' ')}>{description}</dd>
            </div>
          )}
        </dl>
        {webLink && (
          <Link href={webLink} target="_blank" variant="standalone">
            {OPEN_IN[event.provider]}
          </Link>
        )}
      </div>
    </Dialog>
  );
}
