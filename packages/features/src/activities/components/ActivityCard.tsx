import { Badge } from '@kindred/ui/Badge';
import { Button } from '@kindred/ui/Button';
import { IconButton } from '@kindred/ui/IconButton';
import { Text } from '@kindred/ui/Text';
import { Sparkles } from 'lucide-react';
import type { Activity } from '../content/activities.ts';
import { overviewPreview } from '../utils/browse.ts';
import * as styles from './Activities.css.ts';

export interface ActivityCardProps {
  activity: Activity;
  onOpen: (activity: Activity) => void;
  onAskLink: (activity: Activity) => void;
}

/** One activity (docs/product.md#screens-and-routes "Activities"): its title, how long it takes, what it is, Ask Link and View Details. */
export function ActivityCard({ activity, onOpen, onAskLink }: ActivityCardProps) {
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{activity.title}</h2>
        <Badge size="sm">{activity.time}</Badge>
      </div>
      <Text size="xs" tone="muted">
        {activity.category}
      </Text>
      <Text size="sm" tone="secondary">
        {overviewPreview(activity.overview)}
      </Text>
      <div className={styles.cardActions}>
        <Button size="sm" variant="secondary" onPress={() => onOpen(activity)} aria-label={`View Details: ${activity.title}`}>
          View Details
        </Button>
        <IconButton label={`Ask Link about ${activity.title}`} size="sm" onPress={() => onAskLink(activity)}>
          <Sparkles />
        </IconButton>
      </div>
    </li>
  );
}
