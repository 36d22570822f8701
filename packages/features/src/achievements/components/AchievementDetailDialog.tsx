import { Badge } from '@kindred/ui/Badge';
import { Button } from '@kindred/ui/Button';
import { Dialog } from '@kindred/ui/Dialog';
import { Link } from '@kindred/ui/Link';
import { ProgressBar } from '@kindred/ui/ProgressBar';
import { Text } from '@kindred/ui/Text';
import { useEffect, useRef } from 'react';
import { CATEGORY_LABELS, progressLabel, type AchievementView } from '../utils/catalogue.ts';
import { earnedDate, GOAL } from './AchievementCard.tsx';
import * as styles from './Achievements.css.ts';
import { BadgeArt } from './BadgeArt.tsx';

export const PIN_AS_GOAL = 'Pin as goal';
export const UNPIN = 'Unpin';
export const HOW_TO_EARN = 'How to earn it';

export interface AchievementDetailDialogProps {
  view: AchievementView;
  onClose: () => void;
  onPinAsGoal: (view: AchievementView) => void;
  onUnpin: (view: AchievementView) => void;
}

/**
 * An achievement in full (docs/product.md#screens-and-routes "Achievements"): its title and description, points,
 * category, progress or the day it was earned, how to earn it with a link to where, and 'Pin as goal' for a locked
 * one ('Unpin' once pinned). The pin changes at once; the dialog stays open.
 */
export function AchievementDetailDialog({ view, onClose, onPinAsGoal, onUnpin }: AchievementDetailDialogProps) {
  const { definition, earned } = view;
  const date = earned ? earnedDate(earned.earnedAt) : null;
  // 'Pin as goal' is for what is still to be earned; an earned one pinned earlier can still be unpinned.
  const canPin = !earned;
  const pinLabel = view.goal || !canPin ? UNPIN : PIN_AS_GOAL;
  const showPin = canPin || view.pinned;
  const pinButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // A pin change took away the button that was pressed ('Unpin' beside 'Pin as goal'): the focus goes to the
    // pin button, or to Close, rather than to nothing.
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    (pinButton.current ?? closeButton.current)?.focus();
  }, [view.pinned, view.goal]);

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={definition.title}
      description={definition.description}
      footer={({ close }) => (
        <>
          {showPin && (
            // One button that changes its words, so the focus stays on it as the pin changes.
            <Button ref={pinButton} variant="secondary" onPress={() => (pinLabel === UNPIN ? onUnpin(view) : onPinAsGoal(view))}>
              {pinLabel}
            </Button>
          )}
          {canPin && view.pinned && !view.goal && (
            <Button variant="secondary" onPress={() => onUnpin(view)}>
              {UNPIN}
            </Button>
          )}
          <Button ref={closeButton} onPress={close}>
            Close
          </Button>
        </>
      )}
    >
      <div className={styles.dialogBody}>
        <div className={styles.dialogTop}>
          <BadgeArt category={view.category} locked={!earned} size="lg" />
          <div className={styles.cardBody}>
            <div className={styles.cardMeta}>
              <Badge tone={earned ? 'positive' : 'neutral'}>{`${definition.points} points`}</Badge>
              <Badge tone="neutral">{CATEGORY_LABELS[view.category]}</Badge>
            </div>
            {/* Says what a pin did, where the pressed button is. */}
            <div aria-live="polite" className={styles.cardMeta}>
              {view.goal ? <Badge tone="accent">{GOAL}</Badge> : view.pinned ? <Badge tone="accent">Pinned</Badge> : null}
            </div>
          </div>
        </div>
        {earned ? (
          <Text tone="positive">{date ? `Earned ${date}` : 'Earned'}</Text>
        ) : (
          <ProgressBar label="Progress" value={view.progress * 100} valueLabel={progressLabel(view)} tone={view.ready ? 'positive' : 'accent'} />
        )}
        <section aria-labelledby="achievement-how">
          <h3 id="achievement-how" className={styles.dialogHeading}>
            {HOW_TO_EARN}
          </h3>
          <Text>{definition.rule.hint}</Text>
        </section>
        <div>
          <Link href={definition.rule.cta.url} variant="standalone">
            {definition.rule.cta.label}
          </Link>
        </div>
      </div>
    </Dialog>
  );
}
