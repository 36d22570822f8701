import { useCurrentUser } from '@kindred/features/auth';
import { Badge } from '@kindred/ui/Badge';
import { Button } from '@kindred/ui/Button';
import { Card } from '@kindred/ui/Card';
import { Link } from '@kindred/ui/Link';
import { deferred } from '@kindred/ui/lazy';
import { Spinner } from '@kindred/ui/Spinner';
import { Text } from '@kindred/ui/Text';
import { toast } from '@kindred/ui/Toast';
import { useState } from 'react';
import { useNow, useUpcomingEvents } from '../api/upcoming-events.ts';
import { QUICK_CONNECT_LABEL, canReschedule, colleaguesOf, eventTimeLabel, relativeStart, shownOnWidget, type UpcomingEvent } from '../utils/upcoming.ts';
import * as styles from './CalendarWidget.css.ts';
import type { RescheduleDialogProps } from './RescheduleDialog.tsx';

const WIDGET_TITLE = 'Your Calendar';
const CONNECT_TITLE = 'Connect Your Calendar';
const CALENDAR_CLEAR = 'Your calendar is clear';
const VIEW_FULL_CALENDAR = 'View Full Calendar';
import { RESCHEDULED } from '../utils/upcoming.ts';
const LOADING_WIDGET = 'Loading your calendar...';
/** How many events the widget lists after the next one. */
const MORE_EVENTS = 2;

/** The reschedule dialog loads when a member opens it (a Quick Connect to move is not on every home page). */
const RescheduleDialog = deferred(() => import('./RescheduleDialog.tsx').then((module) => module.RescheduleDialog));
/** So does the question before calling one off. */
const CancelEventDialog = deferred(() => import('./CancelEventDialog.tsx').then((module) => module.CancelEventDialog));

function QuickConnectBadge() {
  return (
    <Badge tone="accent" size="sm">
      {QUICK_CONNECT_LABEL}
    </Badge>
  );
}

/**
 * Home's calendar widget (docs/product.md#screens-and-routes "Calendar widget"): a spinner while loading; 'Connect
 * Your Calendar' with a way to settings when no calendar is connected; otherwise the Connected marker, 'N upcoming',
 * the next event with how soon it is, two more, and 'View Full Calendar'. A Quick Connect the member organised can
 * be moved from here to a time both people are free, or cancelled (after a question).
 */
export function CalendarWidget() {
  const user = useCurrentUser();
  const now = useNow();
  const state = useUpcomingEvents(user.id, now);
  const [moving, setMoving] = useState<UpcomingEvent | null>(null);
  const [cancelling, setCancelling] = useState<UpcomingEvent | null>(null);
  const ownAddresses = state.kind === 'ready' ? [user.email, ...state.accounts] : [user.email];

  let body;
  let badges;
  let footer;
  switch (state.kind) {
    case 'loading':
      body = (
        <div className={styles.loading}>
          <Spinner label={LOADING_WIDGET} showLabel />
        </div>
      );
      break;
    case 'not-connected':
      body = (
        <div className={styles.body}>
          <Text weight="semibold">{CONNECT_TITLE}</Text>
          <Text size="sm" tone="secondary">
            Connect Google or Outlook to see what is coming up and to book Quick Connect sessions at times you are both free.
          </Text>
          <div className={styles.actions}>
            <Link href="/settings?tab=integrations" variant="standalone">
              Connect Calendar
            </Link>
          </div>
        </div>
      );
      break;
    case 'error':
      body = (
        <div className={styles.body} role="alert">
          <Text>Your calendar could not be loaded.</Text>
          <div className={styles.actions}>
            <Button variant="secondary" size="sm" onPress={state.retry} isPending={state.retrying} pendingLabel="Trying again...">
              Try Again
            </Button>
          </div>
        </div>
      );
      break;
    case 'ready': {
      const [next, ...more] = shownOnWidget(state.events, 1 + MORE_EVENTS);
      badges = (
        <span className={styles.badges}>
          <Badge tone="positive" dot>
            Connected
          </Badge>
          <Badge tone="neutral">{`${state.events.length} upcoming`}</Badge>
        </span>
      );
      footer = (
        <div className={styles.footer}>
          <Link href="/events" variant="standalone">
            {VIEW_FULL_CALENDAR}
          </Link>
        </div>
      );
      body = (
        <div className={styles.body}>
          {state.missing.length > 0 && (
            <div role="alert" className={styles.actions}>
              <Text size="sm">Some of your events could not be loaded.</Text>
              <Button variant="secondary" size="sm" onPress={state.retry} isPending={state.retrying} pendingLabel="Trying again...">
                Try Again
              </Button>
            </div>
          )}
          {next ? (
            <section className={styles.next} aria-labelledby="calendar-widget-next">
              <div className={styles.nextHeader}>
                <h3 id="calendar-widget-next" className={styles.eyebrow}>
                  Next Event
                </h3>
                {next.event.quickConnect && <QuickConnectBadge />}
              </div>
              <p className={styles.summary}>{next.event.summary || '(No title)'}</p>
              <div className={styles.when}>
                <Text size="sm" as="span">
                  {eventTimeLabel(next, now)}
                </Text>
                {!Number.isNaN(next.start) && (
                  <Text size="sm" as="span" tone="secondary">
                    {relativeStart(next, now)}
                  </Text>
                )}
              </div>
              {canReschedule(next, ownAddresses) && (
                <div className={styles.actions}>
                  <Button variant="secondary" size="sm" onPress={() => setMoving(next)} aria-label={`Reschedule ${next.event.summary}`}>
                    Reschedule
                  </Button>
                  <Button variant="ghost" size="sm" onPress={() => setCancelling(next)} aria-label={`Cancel ${next.event.summary}`}>
                    Cancel
                  </Button>
                </div>
              )}
            </section>
          ) : (
            <div>
              <Text weight="semibold">{CALENDAR_CLEAR}</Text>
              <Text size="sm" tone="secondary">
                Nothing in the next seven days.
              </Text>
            </div>
          )}
          {more.length > 0 && (
            <ul className={styles.list} aria-label="Later events">
              {more.map((item) => (
                <li key={item.key}>
                  <Link href="/events" variant="standalone" className={styles.listLink}>
                    <span>
                      {item.event.summary || '(No title)'}
                      {item.event.quickConnect && (
                        <>
                          {' '}
                          <QuickConnectBadge />
                        </>
                      )}
                    </span>
                    <Text as="span" size="sm" tone="secondary">
                      {eventTimeLabel(item, now)}
                    </Text>
                  </Link>
                  {canReschedule(item, ownAddresses) && (
                    <span className={styles.itemActions}>
                      <Button variant="ghost" size="sm" onPress={() => setMoving(item)} aria-label={`Reschedule ${item.event.summary}`}>
                        Reschedule
                      </Button>
                      <Button variant="ghost" size="sm" onPress={() => setCancelling(item)} aria-label={`Cancel ${item.event.summary}`}>
                        Cancel
                      </Button>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      );
      break;
    }
  }

  const dialogProps: RescheduleDialogProps | null = moving
    ? {
        userId: user.id,
        event: moving.event,
        start: moving.start,
        end: moving.end,
        colleagues: colleaguesOf(moving.event, ownAddresses),
        onClose: (moved) => {
          setMoving(null);
          if (moved) toast.show({ title: RESCHEDULED, severity: 'success' });
        },
      }
    : null;

  return (
    <Card data-widget="calendar" title={WIDGET_TITLE} titleLevel={2} headerAction={badges} footer={footer}>
      {body}
      {dialogProps && <RescheduleDialog {...dialogProps} />}
      {cancelling && (
        <CancelEventDialog userId={user.id} event={cancelling.event} ownAddresses={ownAddresses} onClose={() => setCancelling(null)} />
      )}
    </Card>
  );
}
