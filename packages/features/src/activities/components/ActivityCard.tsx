import { Badge } from '@kindred/ui/Badge';
import { Button } from '@kindred/ui/Button';
import { IconButton } from '@kindred/ui/IconButton';
import { CatalogueCard } from '@kindred/ui/CardGrid';
import { Sparkles } from 'lucide-react';
import type { Activity } from '../content/activities.ts';
import { overviewPreview } from '../utils/browse.ts';

export interface ActivityCardProps {
  activity: Activity;
  onOpen: (activity: Activity) => void;
  onAskLink: (activity: Activity) => void;
}

/** One activity (docs/product.md#screens-and-routes "Activities"): its title, how long it takes, what it is, Ask Link and View Details. */
export function ActivityCard({ activity, onOpen, onAskLink }: ActivityCardProps) {
  return (
    <CatalogueCard
      title={activity.title}
      badge={<Badge size="sm">{activity.time}</Badge>}
      meta={activity.category}
      actions={
        <>
          <Button size="sm" variant="secondary" onPress={() => onOpen(activity)} aria-label={`View Details: ${activity.title}`}>
            View Details
          </Button>
          <IconButton label={`Ask Link about ${activity.title}`} size="sm" onPress={() => onAskLink(activity)}>
            <Sparkles />
          </IconButton>
        </>
      }
    >
      {overviewPreview(activity.overview)}
    </CatalogueCard>
  );
}
