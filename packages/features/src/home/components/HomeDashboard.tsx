import { CalendarWidget } from '@kindred/features/calendar';
import type { ProfileView } from '@kindred/features/profile';
import { Page } from '@kindred/ui/Page';
import { Tab, TabList, TabPanel, Tabs } from '@kindred/ui/Tabs';
import type { HomeLayout } from '../utils/layout.ts';
import { ConnectionCountCard } from './ConnectionCountCard.tsx';
import { HexacoStatsCard } from './HexacoStatsCard.tsx';
import * as styles from './Home.css.ts';
import { WidgetPlaceholder } from './UpcomingWidgets.tsx';

export interface HomeDashboardProps {
  view: ProfileView;
  layout: HomeLayout;
  /**
   * How many new things 'For You' holds: the 'For You' tab's badge on mobile. The spec draws it with 5; the
   * badge counts what is really there, so it shows only when something is (the recommendations arrive with
   * their issue; until then the tab holds only their placeholder and there is no badge).
   */
  forYouCount?: number;
}

/**
 * The loaded dashboard. Left column: the connection count and the HEXACO
 * stats. Right column: the activity widgets (placeholders until their
 * issues). Desktop shows one scrollable column, tablet two columns, mobile the
 * profile and then tabs 'Activity' and 'For You'.
 */
export function HomeDashboard({ view, layout, forYouCount = 0 }: HomeDashboardProps) {
  const { firstName } = view;

  const profileColumn = (
    <div className={styles.column} data-column="profile">
      <ConnectionCountCard count={view.connectionCount} />
      <HexacoStatsCard stats={view.traits} hasResults={view.hasResults} archetype={view.traitsArchetypeName} />
    </div>
  );

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
          <Tabs defaultSelectedKey="activity">
            <TabList aria-label="Your dashboard">
              <Tab id="activity">Activity</Tab>
              <Tab id="for-you" badge={forYouCount > 0 ? forYouCount : undefined} badgeLabel={`${forYouCount} new`}>
                For You
              </Tab>
            </TabList>
            <TabPanel id="activity" className={styles.tabPanel}>
              <CalendarWidget />
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
            <CalendarWidget />
            <WidgetPlaceholder widget="activity" />
            <WidgetPlaceholder widget="recommendations" />
          </div>
        </div>
      )}
    </Page>
  );
}
