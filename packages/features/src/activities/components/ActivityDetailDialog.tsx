import { Badge } from '@kindred/ui/Badge';
import { Button } from '@kindred/ui/Button';
import { Dialog } from '@kindred/ui/Dialog';
import { Text } from '@kindred/ui/Text';
import { Check } from 'lucide-react';
import { useState } from 'react';
import type { Activity, ActivityDirection } from '../content/activities.ts';
import * as styles from './Activities.css.ts';

export const MARK_AS_DONE = 'Mark as done';
export const DONE_TODAY = 'Done today';

export interface ActivityDetailDialogProps {
  activity: Activity;
  onClose: () => void;
  /** Already recorded as done today: the button says so and cannot record it again. */
  doneToday: boolean;
  isMarking: boolean;
  /** Why recording failed, when it did. */
  markError: string | null;
  onMarkDone: (activity: Activity) => void;
  onStartWithColleague: (activity: Activity) => void;
}

/** A direction's video, played only when asked for (nothing is fetched before). */
function DirectionVideo({ direction }: { direction: ActivityDirection }) {
  const [playing, setPlaying] = useState(false);
  if (!direction.includesVideo || !direction.videoUrl) return null;
  if (!playing) {
    return (
      <Button size="sm" variant="secondary" onPress={() => setPlaying(true)}>
        Play video
      </Button>
    );
  }
  return <video className={styles.video} src={direction.videoUrl} poster={direction.thumbnailUrl} controls autoPlay aria-label="Video for this step" />;
}

function Sublist({ items }: { items: readonly string[] | undefined }) {
  if (!items?.length) return null;
  return (
    <ul className={styles.sublist}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * An activity in full (docs/product.md#screens-and-routes "Activities"): Overview, Why (when there is one),
 * numbered Directions, its other sections, and three ways on: do it with a colleague (Quick Connect), record it as
 * done (once a day), or close.
 */
export function ActivityDetailDialog({
  activity,
  onClose,
  doneToday,
  isMarking,
  markError,
  onMarkDone,
  onStartWithColleague,
}: ActivityDetailDialogProps) {
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={activity.title}
      description={`${activity.category} · ${activity.time}`}
      size="lg"
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={() => onStartWithColleague(activity)}>
            Start with a colleague
          </Button>
          <Button variant="secondary" onPress={() => onMarkDone(activity)} isDisabled={doneToday} isPending={isMarking} pendingLabel="Saving...">
            {doneToday ? (
              <>
                <Check aria-hidden="true" size="1rem" />
                {DONE_TODAY}
              </>
            ) : (
              MARK_AS_DONE
            )}
          </Button>
          <Button onPress={close}>Close</Button>
        </>
      )}
    >
      <div className={styles.dialogBody}>
        {markError && (
          <Text role="alert" tone="critical">
            {markError}
          </Text>
        )}
        <section aria-labelledby="activity-overview">
          <h3 id="activity-overview" className={styles.heading}>
            Overview
          </h3>
          <Text>{activity.overview}</Text>
        </section>
        {activity.reason && (
          <section aria-labelledby="activity-why">
            <h3 id="activity-why" className={styles.heading}>
              Why
            </h3>
            <Text>{activity.reason}</Text>
          </section>
        )}
        <section aria-labelledby="activity-directions">
          <h3 id="activity-directions" className={styles.heading}>
            Directions
          </h3>
          <ol className={styles.steps}>
            {activity.directions.map((direction) => (
              <li key={direction.text}>
                {direction.text}
                <Sublist items={direction.sublist} />
                <DirectionVideo direction={direction} />
              </li>
            ))}
          </ol>
        </section>
        {activity.sections.map((section) => (
          <section key={section.title} aria-label={section.title}>
            <h3 className={styles.heading}>{section.title}</h3>
            {section.subtitle && (
              <Text size="sm" tone="secondary">
                {section.subtitle}
              </Text>
            )}
            <ul className={styles.steps}>
              {section.items.map((item) => (
                <li key={item.text}>
                  {item.text}
                  <Sublist items={item.sublist} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        {doneToday && (
          <div className={styles.badges}>
            <Badge tone="positive">{DONE_TODAY}</Badge>
          </div>
        )}
      </div>
    </Dialog>
  );
}
