import { Skeleton, SkeletonGroup } from '@kindred/ui/Skeleton';
import type { HomeLayout } from '../utils/layout.ts';
import * as styles from './Home.css.ts';

function CardSkeleton({ lines = 3, picture = false }: { lines?: number; picture?: boolean }) {
  return (
    <div className={styles.skeletonCard}>
      <Skeleton width="40%" />
      {picture && <Skeleton shape="rect" height="12rem" />}
      <Skeleton lines={lines} />
    </div>
  );
}

/** The dashboard's shape while the profile loads (docs/product.md#screens-and-routes: "Loading shows a skeleton"). */
export function HomeSkeleton({ layout }: { layout: HomeLayout }) {
  const profile = (
    <div className={styles.column}>
      <CardSkeleton lines={1} />
      <CardSkeleton picture lines={2} />
    </div>
  );
  const activity = (
    <div className={styles.column}>
      <CardSkeleton />
      <CardSkeleton />
    </div>
  );
  return (
    <SkeletonGroup label="Loading your dashboard..." className={styles.page}>
      <div className={styles.header}>
        <Skeleton width="12rem" height="2rem" />
        <Skeleton width="18rem" />
      </div>
      {layout === 'tablet' ? (
        <div className={styles.twoColumns}>
          {profile}
          {activity}
        </div>
      ) : (
        <div className={layout === 'desktop' ? styles.singleColumn : styles.column}>
          {profile}
          {activity}
        </div>
      )}
    </SkeletonGroup>
  );
}
