/**
 * What's new (/whats-new, docs/product.md#screens-and-routes): the update banner, the latest release's card, and the
 * releases in two tabs, 'Current Year' and 'Previous Years', by each entry's date against today's; a tab with no
 * release says so.
 */
import { Badge } from '@kindred/ui/Badge';
import { Card } from '@kindred/ui/Card';
import { EmptyState } from '@kindred/ui/EmptyState';
import { Page } from '@kindred/ui/Page';
import { Tab, TabList, TabPanel, Tabs } from '@kindred/ui/Tabs';
import { CalendarClock } from 'lucide-react';
import { useMemo } from 'react';
import { CHANGELOG, LATEST_RELEASE, splitByYear, type ChangeCategory, type ChangelogEntry, type ChangeType } from '../content/changelog.ts';
import { formatReleaseDate } from './format.ts';
import { UpdateBanner } from './UpdateBanner.tsx';
import * as styles from './WhatsNew.css.ts';

export const WHATS_NEW_TEXT = {
  title: "What's New",
  description: 'The latest releases and what changed.',
  latest: 'Latest Release',
  currentYear: 'Current Year',
  previousYears: 'Previous Years',
  tabsLabel: 'Releases by year',
  emptyCurrent: 'No releases this year yet',
  emptyCurrentDetail: 'Releases from earlier years are under Previous Years.',
  emptyPrevious: 'No releases from previous years',
  emptyPreviousDetail: 'Every release so far came out this year.',
} as const;

const TYPE_LABELS: Record<ChangeType, string> = { major: 'Major', minor: 'Minor', patch: 'Patch' };
const CATEGORY_LABELS: Record<ChangeCategory, string> = { features: 'Features', improvements: 'Improvements', fixes: 'Fixes', security: 'Security' };

function ReleaseCard({ entry, titleLevel }: { entry: ChangelogEntry; titleLevel: 2 | 3 }) {
  return (
    <Card
      title={entry.title}
      titleLevel={titleLevel}
      description={
        <span className={styles.meta}>
          <span>Version {entry.version}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={entry.date}>{formatReleaseDate(entry.date)}</time>
        </span>
      }
      headerAction={<Badge tone={entry.type === 'major' ? 'accent' : 'neutral'}>{TYPE_LABELS[entry.type]}</Badge>}
      footer={<span className={styles.meta}>{entry.categories.map((category) => CATEGORY_LABELS[category]).join(' · ')}</span>}
    >
      <ul className={styles.features}>
        {entry.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </Card>
  );
}

function Releases({ entries, empty, emptyDetail }: { entries: readonly ChangelogEntry[]; empty: string; emptyDetail: string }) {
  if (entries.length === 0) {
    return <EmptyState icon={<CalendarClock />} title={empty} description={emptyDetail} headingLevel={3} size="sm" />;
  }
  return (
    <ul className={styles.entries}>
      {entries.map((entry) => (
        <li key={entry.version}>
          <ReleaseCard entry={entry} titleLevel={3} />
        </li>
      ))}
    </ul>
  );
}

export interface WhatsNewScreenProps {
  /** Today, for the tabs (stories fix it). */
  today?: Date;
  /** The changelog, newest first (stories vary it). */
  entries?: readonly ChangelogEntry[];
}

export function WhatsNewScreen({ today, entries = CHANGELOG }: WhatsNewScreenProps) {
  const year = (today ?? new Date()).getFullYear();
  const { currentYear, previousYears } = useMemo(() => splitByYear(year, entries), [year, entries]);
  const latest = entries[0] ?? LATEST_RELEASE;
  return (
    <Page title={WHATS_NEW_TEXT.title} description={WHATS_NEW_TEXT.description} width="narrow">
      <div className={styles.sections}>
        <UpdateBanner />
        <section aria-label={WHATS_NEW_TEXT.latest}>
          <ReleaseCard entry={latest} titleLevel={2} />
        </section>
        <Tabs>
          <TabList aria-label={WHATS_NEW_TEXT.tabsLabel}>
            <Tab id="current" badge={currentYear.length} badgeTone="neutral" badgeLabel={`${currentYear.length} releases`}>
              {WHATS_NEW_TEXT.currentYear}
            </Tab>
            <Tab id="previous" badge={previousYears.length} badgeTone="neutral" badgeLabel={`${previousYears.length} releases`}>
              {WHATS_NEW_TEXT.previousYears}
            </Tab>
          </TabList>
          <TabPanel id="current" className={styles.tabPanel}>
            <Releases entries={currentYear} empty={WHATS_NEW_TEXT.emptyCurrent} emptyDetail={WHATS_NEW_TEXT.emptyCurrentDetail} />
          </TabPanel>
          <TabPanel id="previous" className={styles.tabPanel}>
            <Releases entries={previousYears} empty={WHATS_NEW_TEXT.emptyPrevious} emptyDetail={WHATS_NEW_TEXT.emptyPreviousDetail} />
          </TabPanel>
        </Tabs>
      </div>
    </Page>
  );
}
