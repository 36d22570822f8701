import type { ProfileView } from '@kindred/features/profile';
import { Heading } from '@kindred/ui/Heading';
import { Tab, TabList, TabPanel, Tabs } from '@kindred/ui/Tabs';
import { Text } from '@kindred/ui/Text';
import type { HomeLayout } from '../utils/layout.ts';
import { ConnectionCountCard } from './ConnectionCountCard.tsx';
import { HexacoStatsCard } from './HexacoStatsCard.tsx';
import * as styles from './Home.css.ts';
import { WidgetPlaceholder } from './UpcomingWidgets.tsx';

/** The 'For You' tab's badge on mobile (docs/product.md#screens-and-routes, #constants-and-limits: "tabs 'Activity' and 'For You' (badge 5)"). */
export const FOR_YOU_BADGE = 5;

export interface HomeDashboardProps {
  view: ProfileView;
  layout: HomeLayout;
}

/**
 * The loaded dashboard. Left column: the connection count and the HEXACO
 * stats. Right column: the activity widgets (placeholders until their
 * issues). Desktop shows one scrollable column, tablet two columns, mobile the
 * profile and then tabs 'Activity' and 'For You'.
 */
export function HomeDashboard({ view, layout }: HomeDashboardProps) {
  const { firstName } = view;

  const profileColumn = (
    <div className={styles.column} data-column="profile">
      <ConnectionCountCard count={view.connectionCount} />
      <HexacoStatsCard stats={view.traits} hasResults={view.hasResults} archetype={view.traitsArchetypeName} />
    </div>
  );

  return (
    <div className={styles.page} data-layout={layout}>
      <header className={styles.header}>
        <Heading level={1}>My Persona</Heading>
        <Text tone="secondary">
          {[firstName && `Hello, ${firstName}.`, view.archetypeName && `Your archetype is ${view.archetypeName}.`].filter(Boolean).join(' ') ||
            'Your profile at a glance.'}
        </Text>
      </header>
      {layout === 'mobile' ? (
        <div className={styles.column}>
          {profileColumn}
          <Tabs defaultSelectedKey="activity">
            <TabList aria-label="Your dashboard">
              <Tab id="activity">Activity</Tab>
              <Tab id="for-you" badge={FOR_YOU_BADGE} badgeLabel={`${FOR_YOU_BADGE} new`}>
                For You
              </Tab>
            </TabList>
            <TabPanel id="activity" className={styles.tabPanel}>
              <WidgetPlaceholder widget="calendar" />
              <WidgetPlaceholder widget="activity" />
            </TabPanel>
            <TabPanel id="for-you" className={styles.tabPanel}>
              <WidgetPlaceholder widget="recommendations" />
            </TabPanel>
          </Tabs>
        </div>
      ) : (
        <div className={layout === 'tablet' ? styles.twoColumns : styles.singleColumn}>
          {profileColumn}
          <div className={styles.column} data-column="activity">
            <WidgetPlaceholder widget="calendar" />
            <WidgetPlaceholder widget="activity" />
            <WidgetPlaceholder widget="recommendations" />
          </div>
        </div>
      )}
    </div>
  );
}
