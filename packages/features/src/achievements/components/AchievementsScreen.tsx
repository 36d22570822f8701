import type { AchievementsState } from '@kindred/contracts/api/achievements';
import { ACHIEVEMENTS, type AchievementId } from '@kindred/contracts/domain/achievements';
import { useAddressParams } from '@kindred/features/shared';
import { Button } from '@kindred/ui/Button';
import { Card } from '@kindred/ui/Card';
import { CardGrid } from '@kindred/ui/CardGrid';
import { EmptyState } from '@kindred/ui/EmptyState';
import { deferred, usePreloadWhenIdle } from '@kindred/ui/lazy';
import { Link } from '@kindred/ui/Link';
import { NativeSelect } from '@kindred/ui/NativeSelect';
import { Page } from '@kindred/ui/Page';
import { ProgressBar } from '@kindred/ui/ProgressBar';
import { Skeleton, SkeletonGroup } from '@kindred/ui/Skeleton';
import { Tab, TabList, TabPanel, Tabs } from '@kindred/ui/Tabs';
import { Text } from '@kindred/ui/Text';
import { ToggleButton, ToggleButtonGroup } from '@kindred/ui/ToggleButtonGroup';
import { Trophy } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAchievements } from '../api/get-achievements.ts';
import { useSetPins } from '../api/set-pins.ts';
import {
  CATALOGUE_CATEGORIES,
  CATALOGUE_SORTS,
  CATALOGUE_STATUSES,
  CATEGORY_LABELS,
  DEFAULT_CATALOGUE_FILTERS,
  PINNED_SHOWN,
  RECENTLY_EARNED_SHOWN,
  SORT_LABELS,
  STATUS_LABELS,
  VIEW_ALL_AFTER,
  achievementViews,
  applyCatalogueFilters,
  catalogueFiltersToParams,
  nextUp,
  parseCatalogueFilters,
  pinAsGoal,
  pinnedViews,
  pinsOf,
  recentlyEarned,
  unpin,
  type AchievementView,
  type CatalogueFilters,
} from '../utils/catalogue.ts';
import { AchievementCard } from './AchievementCard.tsx';
import * as styles from './Achievements.css.ts';

const AchievementDetailDialog = deferred(() => import('./AchievementDetailDialog.tsx').then((module) => module.AchievementDetailDialog));

const ACHIEVEMENTS_TITLE = 'Achievements';
const CATALOGUE_ID = 'achievements-all';
export const ACHIEVEMENTS_TEXT = {
  description: 'Points, levels and badges for what you do here.',
  totalPoints: 'Total Points',
  level: 'Level',
  highlights: 'Highlights',
  nextUp: 'Next Up',
  recentlyEarned: 'Recently Earned',
  pinned: 'Pinned',
  catalogue: 'All Achievements',
  viewAll: 'View all',
  showMore: 'Show more',
  showLess: 'Show less',
  loading: 'Loading your achievements...',
  loadFailed: 'Unable to load your achievements',
  loadFailedHint: 'Your achievements could not be loaded. Check your connection and try again.',
  tryAgain: 'Try Again',
  nothingEarned: 'No achievements yet',
  allEarned: 'Every achievement is earned. Well done!',
  nothingPinned: "Nothing pinned yet. Open a locked achievement and choose 'Pin as goal' to keep it here.",
  noneMatch: 'No achievements match these filters.',
  clearFilters: 'Clear filters',
} as const;

/** Focuses a section's heading (made focusable for it) and brings it into view. */
function focusHeading(heading: HTMLElement | null) {
  if (!heading) return;
  heading.setAttribute('tabindex', '-1');
  heading.focus();
  heading.scrollIntoView?.({ block: 'start' });
}

function Section({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Summary({ state }: { state: AchievementsState }) {
  const highlights = [
    { label: 'Activities', value: state.counters.activityCompleted },
    { label: 'Quick Connects', value: state.counters.quickConnectScheduled },
    { label: 'AI sessions', value: state.counters.aiChatOpened },
  ];
  return (
    <div className={styles.summary}>
      <Card as="section" aria-label={ACHIEVEMENTS_TEXT.totalPoints} title={ACHIEVEMENTS_TEXT.totalPoints} titleLevel={2}>
        <p className={styles.bigNumber}>{state.points.toLocaleString()}</p>
      </Card>
      <Card as="section" aria-label={ACHIEVEMENTS_TEXT.level} title={ACHIEVEMENTS_TEXT.level} titleLevel={2}>
        <div className={styles.summaryBody}>
          <p className={styles.bigNumber}>{state.level}</p>
          <ProgressBar label={`Progress to level ${state.level + 1}`} value={state.levelProgress} size="sm" />
        </div>
      </Card>
      <Card as="section" aria-label={ACHIEVEMENTS_TEXT.highlights} title={ACHIEVEMENTS_TEXT.highlights} titleLevel={2}>
        <dl className={styles.highlights}>
          {highlights.map(({ label, value }) => (
            <div key={label} className={styles.highlight}>
              <dt className={styles.highlightLabel}>{label}</dt>
              <dd className={styles.highlightValue}>{value.toLocaleString()}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}

function LoadingState() {
  return (
    <SkeletonGroup label={ACHIEVEMENTS_TEXT.loading}>
      <div className={styles.sections}>
        <div className={styles.skeletonSummary}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} shape="rect" height="8rem" />
          ))}
        </div>
        <Skeleton width="10rem" height="1.5rem" />
        <div className={styles.skeletonSummary}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} shape="rect" height="10rem" />
          ))}
        </div>
      </div>
    </SkeletonGroup>
  );
}

/**
 * /achievements (docs/product.md#screens-and-routes "Achievements"): Total Points, the level with its progress
 * to the next, the highlights; 'Next Up' (the 3 locked achievements closest to done), 'Recently Earned' (the last
 * 6, 4 shown until 'View all'), 'Pinned' (6 before 'Show more'), and 'All Achievements' by status, sort and
 * category, kept in the address. An achievement opens in a dialog, where it can be pinned as the member's goal.
 */
export function AchievementsScreen() {
  const query = useAchievements();
  const setPins = useSetPins();
  const [params, setParams] = useAddressParams();
  const { pathname } = useLocation();
  const filters = useMemo(() => parseCatalogueFilters(params), [params]);
  const [openedId, setOpenedId] = useState<AchievementId | null>(null);
  const [recentExpanded, setRecentExpanded] = useState(false);
  const [pinnedExpanded, setPinnedExpanded] = useState(false);
  const catalogueHeading = useRef<HTMLHeadingElement | null>(null);
  const focusCatalogue = useRef(false);
  usePreloadWhenIdle(AchievementDetailDialog);

  const state = query.data;
  const views = useMemo(() => (state ? achievementViews(state) : []), [state]);
  const shown = useMemo(() => applyCatalogueFilters(views, filters), [views, filters]);

  // 'View all' changed the address: the reader goes on to the catalogue's heading.
  useEffect(() => {
    if (!focusCatalogue.current) return;
    focusCatalogue.current = false;
    focusHeading(catalogueHeading.current);
  }, [filters]);

  const updateFilters = (update: Partial<CatalogueFilters>) =>
    setParams((current) => catalogueFiltersToParams({ ...parseCatalogueFilters(current), ...update }, current));

  const pin = (view: AchievementView, how: 'goal' | 'unpin') => {
    if (!state) return;
    const current = pinsOf(state);
    setPins.mutate(how === 'goal' ? pinAsGoal(current, view.definition.id) : unpin(current, view.definition.id));
  };
  const open = (view: AchievementView) => setOpenedId(view.definition.id);
  const close = () => {
    const id = openedId;
    setOpenedId(null);
    // The dialog gives the focus back to the card it was opened from; when that card went (unpinned from the
    // Pinned section), to the same achievement's card in the catalogue.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!id || (active && active !== document.body && active.isConnected)) return;
      catalogueHeading.current?.closest('section')?.querySelector<HTMLElement>(`[data-achievement="${id}"] [data-card-action]`)?.focus();
    });
  };
  const opened = openedId ? views.find((view) => view.definition.id === openedId) : undefined;

  let content: ReactNode;
  if (!state && query.isError) {
    content = (
      <EmptyState
        icon={<Trophy />}
        title={ACHIEVEMENTS_TEXT.loadFailed}
        description={ACHIEVEMENTS_TEXT.loadFailedHint}
        actions={
          <Button onPress={() => void query.refetch()} isPending={query.isFetching} pendingLabel={ACHIEVEMENTS_TEXT.loading}>
            {ACHIEVEMENTS_TEXT.tryAgain}
          </Button>
        }
      />
    );
  } else if (!state) {
    content = <LoadingState />;
  } else {
    const upNext = nextUp(views);
    const recent = recentlyEarned(views);
    const earnedCount = views.filter((view) => view.earned).length;
    const pinned = pinnedViews(views, state.pinnedIds);
    const viewAllHref = `${pathname}?${catalogueFiltersToParams({ ...filters, status: 'earned', sort: 'recent' }, params).toString()}`;
    content = (
      <div className={styles.sections}>
        <Summary state={state} />

        <Section id="achievements-next-up" title={ACHIEVEMENTS_TEXT.nextUp}>
          {upNext.length === 0 ? (
            <Text tone="secondary">{ACHIEVEMENTS_TEXT.allEarned}</Text>
          ) : (
            <CardGrid aria-label={ACHIEVEMENTS_TEXT.nextUp}>
              {upNext.map((view) => (
                <AchievementCard key={view.definition.id} view={view} onOpen={open} />
              ))}
            </CardGrid>
          )}
        </Section>

        <Section
          id="achievements-recent"
          title={ACHIEVEMENTS_TEXT.recentlyEarned}
          action={
            earnedCount > VIEW_ALL_AFTER && (
              <Link
                href={viewAllHref}
                variant="standalone"
                aria-label="View all earned achievements"
                onPress={() => {
                  focusCatalogue.current = true;
                  setRecentExpanded(true);
                }}
              >
                {ACHIEVEMENTS_TEXT.viewAll}
              </Link>
            )
          }
        >
          {recent.length === 0 ? (
            <EmptyState
              size="sm"
              headingLevel={3}
              icon={<Trophy />}
              title={ACHIEVEMENTS_TEXT.nothingEarned}
              description={
                upNext[0]
                  ? `You have not earned an achievement yet. The closest is ${upNext[0].definition.title}: ${upNext[0].definition.rule.hint}`
                  : 'You have not earned an achievement yet.'
              }
              actions={
                upNext[0] && (
                  <Link href={upNext[0].definition.rule.cta.url} variant="standalone">
                    {upNext[0].definition.rule.cta.label}
                  </Link>
                )
              }
            />
          ) : (
            <CardGrid aria-label={ACHIEVEMENTS_TEXT.recentlyEarned}>
              {(recentExpanded ? recent : recent.slice(0, RECENTLY_EARNED_SHOWN)).map((view) => (
                <AchievementCard key={view.definition.id} view={view} onOpen={open} />
              ))}
            </CardGrid>
          )}
        </Section>

        <Section id="achievements-pinned" title={ACHIEVEMENTS_TEXT.pinned}>
          {pinned.length === 0 ? (
            <Text tone="secondary">{ACHIEVEMENTS_TEXT.nothingPinned}</Text>
          ) : (
            <>
              <CardGrid aria-label={ACHIEVEMENTS_TEXT.pinned}>
                {(pinnedExpanded ? pinned : pinned.slice(0, PINNED_SHOWN)).map((view) => (
                  <AchievementCard key={view.definition.id} view={view} onOpen={open} />
                ))}
              </CardGrid>
              {pinned.length > PINNED_SHOWN && (
                <Button variant="secondary" className={styles.more} onPress={() => setPinnedExpanded((expanded) => !expanded)}>
                  {pinnedExpanded ? ACHIEVEMENTS_TEXT.showLess : `${ACHIEVEMENTS_TEXT.showMore} (${pinned.length - PINNED_SHOWN})`}
                </Button>
              )}
            </>
          )}
        </Section>

        <section aria-labelledby={CATALOGUE_ID} className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 id={CATALOGUE_ID} ref={catalogueHeading} className={styles.sectionTitle}>
              {ACHIEVEMENTS_TEXT.catalogue}
            </h2>
          </div>
          <Tabs selectedKey={filters.status} onSelectionChange={(key) => updateFilters({ status: key as CatalogueFilters['status'] })}>
            <TabList aria-label="Achievement status" wrap>
              {CATALOGUE_STATUSES.map((status) => (
                <Tab key={status} id={status}>
                  {STATUS_LABELS[status]}
                </Tab>
              ))}
            </TabList>
            <div className={styles.toolbar}>
              <NativeSelect label="Sort" value={filters.sort} onChange={(sort) => updateFilters({ sort: sort as CatalogueFilters['sort'] })}>
                {CATALOGUE_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort]}
                  </option>
                ))}
              </NativeSelect>
              <ToggleButtonGroup
                aria-label="Category"
                className={styles.categories}
                size="sm"
                disallowEmptySelection
                selectedKeys={[filters.category]}
                onSelectionChange={(keys) => {
                  const [category] = [...keys];
                  if (category !== undefined) updateFilters({ category: category as CatalogueFilters['category'] });
                }}
              >
                {CATALOGUE_CATEGORIES.map((category) => (
                  <ToggleButton key={category} id={category}>
                    {CATEGORY_LABELS[category]}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </div>
            <div aria-live="polite">
              <Text size="sm" tone="secondary">
                {shown.length === ACHIEVEMENTS.length ? `${ACHIEVEMENTS.length} achievements` : `Showing ${shown.length} of ${ACHIEVEMENTS.length} achievements`}
              </Text>
            </div>
            {CATALOGUE_STATUSES.map((status) => (
              <TabPanel key={status} id={status}>
                {shown.length === 0 ? (
                  <EmptyState
                    size="sm"
                    headingLevel={3}
                    title={ACHIEVEMENTS_TEXT.noneMatch}
                    description={filters.status === 'earned' && earnedCount === 0 ? 'You have not earned an achievement yet.' : undefined}
                    actions={
                      <Button variant="secondary" onPress={() => setParams((current) => catalogueFiltersToParams(DEFAULT_CATALOGUE_FILTERS, current))}>
                        {ACHIEVEMENTS_TEXT.clearFilters}
                      </Button>
                    }
                  />
                ) : (
                  <CardGrid aria-label={ACHIEVEMENTS_TEXT.catalogue}>
                    {shown.map((view) => (
                      <AchievementCard key={view.definition.id} view={view} onOpen={open} />
                    ))}
                  </CardGrid>
                )}
              </TabPanel>
            ))}
          </Tabs>
        </section>
      </div>
    );
  }

  return (
    <Page title={ACHIEVEMENTS_TITLE} width="wide" description={ACHIEVEMENTS_TEXT.description}>
      {content}
      {opened && (
        <AchievementDetailDialog view={opened} onClose={close} onPinAsGoal={(view) => pin(view, 'goal')} onUnpin={(view) => pin(view, 'unpin')} />
      )}
    </Page>
  );
}
