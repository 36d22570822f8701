import { CalendarWidget } from '@kindred/features/calendar';
import type { ProfileView } from '@kindred/features/profile';
import { Page } from '@kindred/ui/Page';
import { Card } from '@kindred/ui/Card';
import { deferred } from '@kindred/ui/lazy';
import { LightTabs } from '@kindred/ui/Tabs';
import { useAtom } from 'jotai';
import { memo, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { homeTabAtom, type HomeTab } from '../state/home-tab.ts';
import type { HomeLayout } from '../utils/layout.ts';
import { ConnectionCountCard } from './ConnectionCountCard.tsx';
import { HexacoStatsCard } from './HexacoStatsCard.tsx';
import * as styles from './Home.css.ts';
import { FeedSkeleton, RECENT_ACTIVITY_TITLE, RECOMMENDATIONS_TITLE, RecommendationsSkeleton } from './WidgetSkeletons.tsx';

// The widgets below the profile: their cards and titles are on screen at once; what goes in them is not on the
// first download, its code coming when the card is drawn, the skeleton standing in until it and the data are there.
const RecentActivityBody = deferred(() => import('./RecentActivity.tsx').then((module) => module.RecentActivity), { fallback: <FeedSkeleton /> });
const SmartRecommendationsBody = deferred(() => import('./SmartRecommendations.tsx').then((module) => module.SmartRecommendations), {
  fallback: <RecommendationsSkeleton />,
});

function RecentActivity() {
  return (
    <Card title={RECENT_ACTIVITY_TITLE} titleLevel={2} data-widget="activity" className={styles.widget}>
      <RecentActivityBody loading={<FeedSkeleton />} />
    </Card>
  );
}

function SmartRecommendations() {
  return (
    <Card title={RECOMMENDATIONS_TITLE} titleLevel={2} data-widget="recommendations" className={styles.widget}>
      <SmartRecommendationsBody loading={<RecommendationsSkeleton />} />
    </Card>
  );
}
const RecommendationsPrefetch = deferred(() => import('./SmartRecommendations.tsx').then((module) => module.RecommendationsPrefetch));

/**
 * False for the dashboard's first drawing, true one drawing later. The widgets under the profile start their
 * queries and fetch their code as they mount; drawn with the profile they would all start in the task that shows
 * it, drawn next they start in a task of their own.
 */
function useSecondDrawing(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  return drawn;
}

export interface HomeDashboardProps {
  view: ProfileView;
  layout: HomeLayout;
  /**
   * How many picks 'For You' holds: the 'For You' tab's badge on mobile. The spec draws it with 5 (the most there
   * can be); the badge counts what is really there, so it shows only when something is. Without it, the dashboard
   * counts the picks it reads.
   */
  forYouCount?: number;
}

/**
 * The loaded dashboard. Left column: the connection count and the HEXACO
 * stats. Right column: the calendar, Recent Activity and Smart
 * Recommendations. Desktop shows one scrollable column, tablet two columns,
 * mobile the profile and then tabs 'Activity' and 'For You'. Memoised: the
 * screen draws it from a deferred profile, and it is drawn again only when
 * its own props change.
 */
export const HomeDashboard = memo(function HomeDashboard({ view, layout, forYouCount: givenCount }: HomeDashboardProps) {
  const { firstName } = view;
  const [picked, setPicked] = useState(0);
  const forYouCount = givenCount ?? picked;
  const [tab, setTab] = useAtom(homeTabAtom);
  const widgets = useSecondDrawing();

  // The parts are made once per profile (and once the widgets are due): when the dashboard draws again for its tab or
  // its badge, React finds the same elements and leaves them as they are.
  const profileColumn = useMemo(
    () => (
      <div className={styles.column} data-column="profile">
        <ConnectionCountCard count={view.connectionCount} completeness={view.completeness} />
        <HexacoStatsCard stats={view.traits} hasResults={view.hasResults} archetype={view.traitsArchetypeName} />
      </div>
    ),
    [view],
  );
  const activityWidgets = useMemo(
    () =>
      widgets && (
        <>
          <CalendarWidget />
          <RecentActivity />
        </>
      ),
    [widgets],
  );
  const forYouWidget = useMemo(() => widgets && <SmartRecommendations />, [widgets]);
  // The badge can wait for a moment's quiet.
  const countPicks = useCallback((count: number) => startTransition(() => setPicked(count)), []);

  return (
    <Page
      title="My Persona"
      width="narrow"
      data-layout={layout}
      description={
        [firstName && `Hello, ${firstName}.`, view.archetypeName && `Your archetype is ${view.archetypeName}.`].filter(Boolean).join(' ') ||
        'Your profile at a glance.'
      }
    >
      {layout === 'mobile' ? (
        <div className={styles.column}>
          {profileColumn}
          {widgets && <RecommendationsPrefetch onCount={countPicks} />}
          <LightTabs<HomeTab>
            aria-label="Your dashboard"
            selectedKey={tab}
            onSelectionChange={setTab}
            panelClassName={styles.tabPanel}
            tabs={[
              {
                id: 'activity',
                label: 'Activity',
                content: activityWidgets,
              },
              {
                id: 'for-you',
                label: 'For You',
                badge: forYouCount > 0 ? forYouCount : undefined,
                badgeLabel: `${forYouCount} new`,
                content: forYouWidget,
              },
            ]}
          />
        </div>
      ) : (
        <div className={layout === 'tablet' ? styles.twoColumns : styles.singleColumn}>
          {profileColumn}
          <div className={styles.column} data-column="activity">
            {activityWidgets}
            {forYouWidget}
          </div>
        </div>
      )}
    </Page>
  );
});
