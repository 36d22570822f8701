import { Page } from '@kindred/ui/Page';
import { Skeleton, SkeletonGroup } from '@kindred/ui/Skeleton';
import { Spinner } from '@kindred/ui/Spinner';
import type { ReactNode } from 'react';
import type { HomeLayout } from '../utils/layout.ts';
import * as styles from './Home.css.ts';

/** A card's frame with its title bar, as the loaded card draws it. */
function CardSkeleton({ children, footer = false }: { children?: ReactNode; footer?: boolean }) {
  return (
    <div className={styles.skeletonCard} data-skeleton-card="">
      <Skeleton width="45%" height="1.25rem" />
      {children}
      {footer && (
        <div className={styles.skeletonFooter}>
          <Skeleton width="8rem" />
        </div>
      )}
    </div>
  );
}

/** 'Your Connections': the big count and its words, the link under a rule. */
function ConnectionCountSkeleton() {
  return (
    <CardSkeleton footer>
      <div className={styles.countRow}>
        <Skeleton width="3rem" height="2.5rem" />
        <Skeleton width="12rem" />
      </div>
    </CardSkeleton>
  );
}

/** 'Your HEXACO Profile': the archetype line, the hexagon and the six trait rows. */
function HexacoSkeleton() {
  return (
    <CardSkeleton>
      <Skeleton width="70%" />
      <div className={styles.skeletonChart}>
        <Skeleton shape="circle" width="11rem" />
        <div className={styles.skeletonRows}>
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className={styles.skeletonRow}>
              <Skeleton shape="circle" width="1.5rem" />
              <Skeleton width="60%" />
            </div>
          ))}
        </div>
      </div>
    </CardSkeleton>
  );
}

/** An activity widget: its title and one line. */
function WidgetSkeleton() {
  return (
    <CardSkeleton>
      <Skeleton width="85%" />
    </CardSkeleton>
  );
}

/**
 * The dashboard's shape while the profile loads (docs/product.md#screens-and-routes: "Loading shows a
 * skeleton"): the page heading is real from the first frame (it is where focus lands after a navigation), the
 * spec's 'Loading your profile...' is said once, and each card's outline stands where the card will appear.
 */
export function HomeSkeleton({ layout }: { layout: HomeLayout }) {
  const profile = (
    <div className={styles.column}>
      <ConnectionCountSkeleton />
      <HexacoSkeleton />
    </div>
  );
  const activity = (
    <div className={styles.column}>
      <WidgetSkeleton />
      <WidgetSkeleton />
      {layout !== 'mobile' && <WidgetSkeleton />}
    </div>
  );
  return (
    <Page title="My Persona" width="narrow" description={<Spinner size="sm" label="Loading your profile..." showLabel />}>
      <SkeletonGroup label={null} data-home-skeleton="" className={layout === 'tablet' ? styles.twoColumns : styles.column}>
        {profile}
        {layout === 'mobile' ? (
          <div className={styles.column}>
            <div className={styles.skeletonTabs}>
              <Skeleton width="5rem" height="1.5rem" />
              <Skeleton width="5rem" height="1.5rem" />
            </div>
            {activity}
          </div>
        ) : (
          activity
        )}
      </SkeletonGroup>
    </Page>
  );
}
