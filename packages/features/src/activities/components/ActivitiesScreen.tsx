import { useCurrentUser } from '@kindred/features/auth';
import { handOverToLink } from '@kindred/features/shared';
import { Button } from '@kindred/ui/Button';
import { CardGrid, CatalogueToolbar } from '@kindred/ui/CardGrid';
import { EmptyState } from '@kindred/ui/EmptyState';
import { deferred } from '@kindred/ui/lazy';
import { NativeSelect } from '@kindred/ui/NativeSelect';
import { Page } from '@kindred/ui/Page';
import { SearchField } from '@kindred/ui/SearchField';
import { Text } from '@kindred/ui/Text';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CHANNELS, listen } from '../../shared/channels.ts';
import { today, useCompletions } from '../api/get-completions.ts';
import { MARK_DONE_FAILED, useMarkDone } from '../api/mark-done.ts';
import { ACTIVITIES, ACTIVITY_CATEGORIES, type Activity, type ActivityCategory } from '../content/activities.ts';
import { activityId, filterActivities, NO_ACTIVITIES_FOUND } from '../utils/browse.ts';
import { findActivityByTitle } from '../utils/find-activity.ts';
import { ActivityCard } from './ActivityCard.tsx';

const ActivityDetailDialog = deferred(() => import('./ActivityDetailDialog.tsx').then((module) => module.ActivityDetailDialog));

export const ACTIVITIES_TITLE = 'Activities';
/** The address parameter and the navigation state that open an activity by title. */
export const ACTIVITY_PARAM = 'activity';

export interface ActivitiesScreenProps {
  /**
   * 'Start with a colleague': what the page shows to book it (the Quick Connect dialog, composed by the app so
   * this feature does not depend on that one); null when nothing is being started.
   */
  renderStart?: (activity: Activity, close: () => void) => ReactNode;
}

/** The title asked for by the address (?activity=) or by the navigation that led here ({ activity }). */
function askedTitle(params: URLSearchParams, state: unknown): string | null {
  const fromState = typeof state === 'object' && state !== null && 'activity' in state ? (state as { activity: unknown }).activity : null;
  return params.get(ACTIVITY_PARAM) ?? (typeof fromState === 'string' ? fromState : null);
}

/**
 * /activities (docs/product.md#screens-and-routes "Activities"): the catalogue as cards, searched by title and
 * overview and filtered by category; an activity in full in a dialog, opened from its card, from a link that
 * names it (partially, in any case), or by Link; 'Mark as done' once a day; Ask Link about any of them.
 */
export function ActivitiesScreen({ renderStart }: ActivitiesScreenProps) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<ActivityCategory | null>(null);
  const shown = useMemo(() => filterActivities(ACTIVITIES, { search, category }), [search, category]);
  const [opened, setOpened] = useState<Activity | null>(() => {
    const title = askedTitle(params, location.state);
    return title ? (findActivityByTitle(title) ?? null) : null;
  });
  const [starting, setStarting] = useState<Activity | null>(null);
  const completions = useCompletions(user.id);
  const markDone = useMarkDone(user.id);

  // Asked while this page is open (Link's activity links): a page that mounts reads the navigation's state instead.
  useEffect(
    () =>
      listen(CHANNELS.openActivity, (message) => {
        // Anything on the page may send: a message without a title is ignored, as is a title that matches nothing.
        const found = typeof message?.title === 'string' ? findActivityByTitle(message.title) : undefined;
        if (found) setOpened(found);
      }),
    [],
  );

  const close = () => {
    setOpened(null);
    markDone.reset();
    if (params.has(ACTIVITY_PARAM)) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(ACTIVITY_PARAM);
          return next;
        },
        { replace: true },
      );
    }
  };
  const askLink = (activity: Activity) => {
    handOverToLink({
      prompt: `How could I run "${activity.title}" with a colleague, and what should I watch out for?`,
      context: { type: 'activity', title: activity.title, description: activity.overview, category: activity.category },
    });
    void navigate('/insights');
  };
  const doneToday = (activity: Activity) =>
    (completions.data ?? []).some((entry) => entry.activityId === activityId(activity) && entry.day === today());

  return (
    <Page title={ACTIVITIES_TITLE} width="wide" description="Ways to get to know a colleague, from five minutes to an hour.">
      <CatalogueToolbar search={<SearchField label="Search activities" placeholder="Title or description" value={search} onChange={setSearch} />}>
        <NativeSelect
          label="Category"
          value={category ?? ''}
          onChange={(value) => setCategory((ACTIVITY_CATEGORIES as readonly string[]).includes(value) ? (value as ActivityCategory) : null)}
        >
          <option value="">All categories</option>
          {ACTIVITY_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </CatalogueToolbar>
      {/* Announced as it changes, without being the page's status line (the route's announcer is that). */}
      <div aria-live="polite">
        <Text size="sm" tone="secondary">
          {shown.length === ACTIVITIES.length ? `${ACTIVITIES.length} activities` : `Showing ${shown.length} of ${ACTIVITIES.length} activities`}
        </Text>
      </div>
      {shown.length === 0 ? (
        <EmptyState
          title={NO_ACTIVITIES_FOUND}
          actions={
            <Button
              variant="secondary"
              onPress={() => {
                setSearch('');
                setCategory(null);
              }}
            >
              Clear search
            </Button>
          }
        />
      ) : (
        <CardGrid aria-label="Activities">
          {shown.map((activity) => (
            <ActivityCard key={activity.title} activity={activity} onOpen={setOpened} onAskLink={askLink} />
          ))}
        </CardGrid>
      )}
      {opened && (
        <ActivityDetailDialog
          activity={opened}
          onClose={close}
          doneToday={doneToday(opened)}
          isMarking={markDone.isPending}
          markError={markDone.isError ? MARK_DONE_FAILED : null}
          onMarkDone={(activity) => markDone.mutate(activityId(activity))}
          onStartWithColleague={(activity) => {
            setOpened(null);
            setStarting(activity);
          }}
        />
      )}
      {starting && renderStart?.(starting, () => setStarting(null))}
    </Page>
  );
}
