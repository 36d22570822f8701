import { Skeleton, SkeletonGroup } from '@kindred/ui/Skeleton';
import * as styles from './Home.css.ts';

export const RECENT_ACTIVITY_TITLE = 'Recent Activity';
export const RECOMMENDATIONS_TITLE = 'Smart Recommendations';

/** Recent Activity while its code or its data is on the way: three rows of avatar and text. */
export function FeedSkeleton() {
  return (
    <SkeletonGroup label="Loading your recent activity">
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.widgetSkeletonRow}>
          <Skeleton shape="circle" width="2rem" height="2rem" />
          <Skeleton lines={2} />
        </div>
      ))}
    </SkeletonGroup>
  );
}

/** Smart Recommendations while its code or its data is on the way. */
export function RecommendationsSkeleton() {
  return (
    <SkeletonGroup label="Loading your recommendations">
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.widgetSkeletonRow}>
          <Skeleton lines={3} />
        </div>
      ))}
    </SkeletonGroup>
  );
}
