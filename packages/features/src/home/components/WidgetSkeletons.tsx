import { Card } from '@kindred/ui/Card';
import { Skeleton, SkeletonGroup } from '@kindred/ui/Skeleton';
import * as styles from './Widgets.css.ts';

export const RECENT_ACTIVITY_TITLE = 'Recent Activity';
export const RECOMMENDATIONS_TITLE = 'Smart Recommendations';

/** Recent Activity while its code or its data is on the way: the card with three rows of avatar and text. */
export function FeedSkeleton() {
  return (
    <Card title={RECENT_ACTIVITY_TITLE} titleLevel={2} data-widget="activity">
      <SkeletonGroup label="Loading your recent activity">
        {[0, 1, 2].map((row) => (
          <div key={row} className={styles.skeletonRow}>
            <Skeleton shape="circle" width="2rem" height="2rem" />
            <Skeleton lines={2} />
          </div>
        ))}
      </SkeletonGroup>
    </Card>
  );
}

/** Smart Recommendations while its code or its data is on the way. */
export function RecommendationsSkeleton() {
  return (
    <Card title={RECOMMENDATIONS_TITLE} titleLevel={2} data-widget="recommendations">
      <SkeletonGroup label="Loading your recommendations">
        {[0, 1, 2].map((row) => (
          <div key={row} className={styles.skeletonRow}>
            <Skeleton lines={3} />
          </div>
        ))}
      </SkeletonGroup>
    </Card>
  );
}
