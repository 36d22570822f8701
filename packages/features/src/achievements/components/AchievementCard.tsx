import { Badge } from '@kindred/ui/Badge';
import { Card } from '@kindred/ui/Card';
import { ProgressBar } from '@kindred/ui/ProgressBar';
import { Text } from '@kindred/ui/Text';
import { progressLabel, type AchievementView } from '../utils/catalogue.ts';
import * as styles from './Achievements.css.ts';
import { BadgeArt } from './BadgeArt.tsx';

const EARNED_DATE = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Nov 20, 2026', or null for a date that cannot be read. */
export function earnedDate(earnedAt: string): string | null {
  const time = Date.parse(earnedAt);
  return Number.isFinite(time) ? EARNED_DATE.format(time) : null;
}

export const GOAL = 'Goal';

export interface AchievementCardProps {
  view: AchievementView;
  onOpen: (view: AchievementView) => void;
}

/**
 * One achievement as a card: its badge once earned (with the date), or its progress as 'counter / threshold'
 * ('Ready' at the threshold) while locked, and its points. The title opens its details (by pointer, Enter or
 * Space).
 */
export function AchievementCard({ view, onOpen }: AchievementCardProps) {
  const { definition, earned } = view;
  const date = earned ? earnedDate(earned.earnedAt) : null;
  return (
    <Card as="li" title={definition.title} onPress={() => onOpen(view)} padding="md" data-achievement={definition.id}>
      <div className={styles.cardBody}>
        <div className={styles.cardTop}>
          <BadgeArt category={view.category} locked={!earned} />
          <Text size="sm" tone="secondary">
            {definition.description}
          </Text>
        </div>
        {earned ? (
          <Text size="sm" tone="positive">
            {date ? `Earned ${date}` : 'Earned'}
          </Text>
        ) : (
          <ProgressBar
            aria-label={`${definition.title} progress`}
            value={view.progress * 100}
            valueLabel={progressLabel(view)}
            tone={view.ready ? 'positive' : 'accent'}
            size="sm"
          />
        )}
        <div className={styles.cardMeta}>
          <Badge size="sm" tone={earned ? 'positive' : 'neutral'}>{`${definition.points} points`}</Badge>
          {view.goal && (
            <Badge size="sm" tone="accent">
              {GOAL}
            </Badge>
          )}
        </div>
      </div>
    </Card>
  );
}
