import { useCurrentUser } from '@kindred/features/auth';
import { ScheduleEventDialog } from '@kindred/features/calendar';
import { QuickConnectDialog } from '@kindred/features/quick-connect';
import { recordAnalyticsEvent, useAddressParams, useSearchText } from '@kindred/features/shared';
import { Button } from '@kindred/ui/Button';
import { Checkbox, CheckboxGroup } from '@kindred/ui/Checkbox';
import { DialogTrigger } from '@kindred/ui/Dialog';
import { EmptyState } from '@kindred/ui/EmptyState';
import { Link } from '@kindred/ui/Link';
import { Page } from '@kindred/ui/Page';
import { Popover } from '@kindred/ui/Popover';
import { Radio, RadioGroup } from '@kindred/ui/RadioGroup';
import { SearchField } from '@kindred/ui/SearchField';
import { NativeSelect } from '@kindred/ui/NativeSelect';
import { CardGrid, SkeletonCardGrid } from '@kindred/ui/CardGrid';
import { VisuallyHidden } from '@kindred/ui/VisuallyHidden';
import { Text } from '@kindred/ui/Text';
import { deferred } from '@kindred/ui/lazy';
import { SlidersHorizontal, UsersRound, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useConnections } from '../api/get-connections.ts';
import { useMarkViewed } from '../api/mark-viewed.ts';
import { CONNECTION_LABELS, toConnectionCard, type ConnectionCard, type ConnectionLabel } from '../utils/cards.ts';
import {
  DEFAULT_FILTERS,
  SORT_ORDER_LABELS,
  SORT_ORDERS,
  VIEW_STATUSES,
  VIEW_STATUS_LABELS,
  activeFilterChips,
  applyFilters,
  filtersToParams,
  parseFilters,
  removeChip,
  type ConnectionFilters,
  type FilterChipKey,
  type SortOrder,
  type ViewStatus,
} from '../utils/filters.ts';
import { ConnectionCardView } from './ConnectionCardView.tsx';
import * as styles from './Connections.css.ts';

const CONNECTIONS_TITLE = 'Your Connections';
const CHECKING_FOR_UPDATES = 'Checking for updates...';
const NO_CONNECTIONS_YET = 'No Connections Yet';
const NO_CONNECTIONS_FOUND = 'No connections found';


/** The profile dialog's code comes when a member opens a profile. */
const ConnectionProfileDialog = deferred(() => import('./ConnectionProfileDialog.tsx').then((module) => module.ConnectionProfileDialog));

/**
 * /connections, 'Your Connections' (docs/product.md#screens-and-routes "Connections"): the member's weekly matches
 * as cards, with search by name, a filter (view status, connection type), a sort (match strength, match date,
 * name), the active filters as removable chips, and Refresh. The filters live in the address, so a reload or a
 * shared link keeps them; only known values are read from it.
 */
export function ConnectionsScreen() {
  const user = useCurrentUser();
  const owner = user.id ? { id: user.id, email: user.email } : null;
  const { profile, list } = useConnections(owner);
  const [params, setParams] = useAddressParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  // Each change is made to the filters as last changed, so quick typing loses nothing.
  const updateFilters = (update: (current: ConnectionFilters) => ConnectionFilters) =>
    setParams((current) => filtersToParams(update(parseFilters(current)), current));
  // The search box answers each key at once; the address follows (replaced, not pushed), and a link to the page
  // brings the box its search.
  const [searchText, setSearchText] = useSearchText(filters.search);
  const setFilters = (next: ConnectionFilters) => {
    setSearchText(next.search);
    updateFilters(() => next);
  };
  const cards = useMemo(() => (list.data ?? []).map(toConnectionCard), [list.data]);
  const shown = useMemo(() => applyFilters(cards, filters), [cards, filters]);
  const chips = activeFilterChips(filters);
  const chipList = useRef<HTMLUListElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  // Where focus goes once a removed chip's button is gone: the chip now in its place, else the last one, else search.
  // The address changes a moment after the press, so this waits until the list has one chip fewer.
  const [focusChip, setFocusChip] = useState<{ index: number; count: number } | null>(null);
  useEffect(() => {
    if (focusChip === null || chips.length >= focusChip.count) return;
    const buttons = chipList.current?.querySelectorAll('button');
    const next = buttons?.[Math.min(focusChip.index, buttons.length - 1)];
    (next ?? searchBox.current)?.focus();
    setFocusChip(null);
  }, [focusChip, chips.length]);
  const removeFilter = (key: FilterChipKey, index: number) => {
    if (key === 'search') setSearchText('');
    updateFilters((current) => removeChip(current, key));
    setFocusChip({ index, count: chips.length });
  };
  const [opened, setOpened] = useState<ConnectionCard | null>(null);
  const [scheduling, setScheduling] = useState<ConnectionCard | null>(null);
  const [quickConnect, setQuickConnect] = useState<ConnectionCard | null>(null);
  const markViewed = useMarkViewed(owner?.id ?? '');

  const open = (card: ConnectionCard) => {
    setOpened(card);
    if (owner) recordAnalyticsEvent(owner.id, 'profile_viewed', { memberId: card.memberId });
    if (!card.viewed) markViewed.mutate({ id: card.id, matchDateTime: card.matchDate });
  };
  const schedule = (card: ConnectionCard) => {
    setOpened(null);
    setScheduling(card);
  };
  // A new weekly match is a new id on the profile: read the profile again, and the list follows.
  const refresh = () => {
    void profile.refetch();
    void list.refetch();
  };
  const loading = profile.data === undefined || (list.data === undefined && !list.isError);
  const failed = (profile.isError && profile.data === undefined) || (list.isError && list.data === undefined);
  const refreshing = !loading && (profile.isFetching || list.isFetching);

  let content;
  if (failed) {
    content = (
      <EmptyState
        icon={<UsersRound />}
        title="Unable to load your connections"
        description="Your connections could not be loaded. Check your connection and try again."
        actions={
          <Button onPress={refresh} isPending={refreshing} pendingLabel={CHECKING_FOR_UPDATES}>
            Try Again
          </Button>
        }
      />
    );
  } else if (loading) {
    content = <SkeletonCardGrid label="Loading your connections..." maxColumns={4} cardClassName={styles.card} />;
  } else if (cards.length === 0 && profile.data && !profile.data.hexaco) {
    // Weekly matches are made from personality results: without them there is nothing to wait for yet.
    content = (
      <EmptyState
        icon={<UsersRound />}
        title={NO_CONNECTIONS_YET}
        description="Take the personality questionnaire to be matched with colleagues: new matches arrive every week once it is done."
        actions={
          <Link href="/questionnaire" variant="standalone">
            Take the personality questionnaire
          </Link>
        }
      />
    );
  } else if (cards.length === 0) {
    content = (
      <EmptyState
        icon={<UsersRound />}
        title={NO_CONNECTIONS_YET}
        description="New matches arrive every week. Check for updates, or see your profile while you wait."
        actions={
          <>
            <Button onPress={refresh} isPending={refreshing} pendingLabel={CHECKING_FOR_UPDATES}>
              Check for Updates
            </Button>
            <Link href="/insights" variant="standalone">
              View Your Profile
            </Link>
          </>
        }
      />
    );
  } else if (shown.length === 0) {
    content = (
      <EmptyState
        title={NO_CONNECTIONS_FOUND}
        description="No connection matches these filters."
        actions={
          <Button variant="secondary" onPress={() => setFilters(DEFAULT_FILTERS)}>
            Clear filters
          </Button>
        }
      />
    );
  } else {
    content = (
      <CardGrid maxColumns={4} aria-label="Connections">
        {shown.map((card) => (
          <ConnectionCardView key={card.id} card={card} onOpen={open} onQuickConnect={setQuickConnect} />
        ))}
      </CardGrid>
    );
  }

  const filterCount = (filters.view === 'all' ? 0 : 1) + filters.labels.length;
  return (
    <Page
      title={CONNECTIONS_TITLE}
      width="wide"
      description="Colleagues you have been matched with, a new one every week."
      actions={
        <Button variant="secondary" onPress={refresh} isPending={refreshing} isDisabled={loading} pendingLabel={CHECKING_FOR_UPDATES}>
          Refresh
        </Button>
      }
    >
      <div className={styles.toolbar}>
        <SearchField
          inputRef={searchBox}
          className={styles.search}
          label="Search connections"
          placeholder="Search by name"
          value={searchText}
          onChange={(search) => {
            setSearchText(search);
            updateFilters((current) => ({ ...current, search }));
          }}
        />
        <DialogTrigger>
          <Button variant="secondary">
            <SlidersHorizontal aria-hidden="true" size="1rem" />
            {filterCount > 0 ? `Filter (${filterCount})` : 'Filter'}
          </Button>
          <Popover aria-label="Filter connections" placement="bottom end">
            <div className={styles.filterPanel}>
              <RadioGroup
                label="View status"
                value={filters.view}
                onChange={(view) => updateFilters((current) => ({ ...current, view: view as ViewStatus }))}
              >
                {VIEW_STATUSES.map((status) => (
                  <Radio key={status} value={status}>
                    {VIEW_STATUS_LABELS[status]}
                  </Radio>
                ))}
              </RadioGroup>
              <CheckboxGroup
                label="Connection type"
                value={filters.labels}
                onChange={(labels) => updateFilters((current) => ({ ...current, labels: labels as ConnectionLabel[] }))}
              >
                {CONNECTION_LABELS.map((label) => (
                  <Checkbox key={label} value={label}>
                    {label}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            </div>
          </Popover>
        </DialogTrigger>
        <NativeSelect label="Sort by" value={filters.sort} onChange={(sort) => updateFilters((current) => ({ ...current, sort: sort as SortOrder }))}>
          {SORT_ORDERS.map((order) => (
            <option key={order} value={order}>
              {SORT_ORDER_LABELS[order]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {chips.length > 0 && (
        <div className={styles.chips}>
          <ul ref={chipList} className={styles.chipList} aria-label="Active filters">
            {chips.map((chip, index) => (
              <li key={chip.key}>
                <Button variant="secondary" size="sm" onPress={() => removeFilter(chip.key, index)}>
                  <VisuallyHidden>Remove filter: </VisuallyHidden>
                  {chip.label}
                  <X aria-hidden="true" size="0.875rem" />
                </Button>
              </li>
            ))}
          </ul>
          <Button variant="ghost" size="sm" onPress={() => setFilters(DEFAULT_FILTERS)}>
            Clear filters
          </Button>
        </div>
      )}
      <div role="status" className={styles.status}>
        {refreshing ? (
          <Text size="sm">{CHECKING_FOR_UPDATES}</Text>
        ) : !loading && cards.length > 0 ? (
          <Text size="sm" tone="secondary">
            {shown.length === cards.length ? `${cards.length} connections` : `Showing ${shown.length} of ${cards.length} connections`}
          </Text>
        ) : null}
      </div>
      {content}
      {opened && owner && <ConnectionProfileDialog owner={owner} card={opened} onClose={() => setOpened(null)} onSchedule={schedule} />}
      {quickConnect && owner && (
        <QuickConnectDialog
          userId={owner.id}
          colleague={{ memberId: quickConnect.memberId, name: quickConnect.name }}
          onClose={() => setQuickConnect(null)}
        />
      )}
      {scheduling && owner && (
        <ScheduleEventDialog
          userId={owner.id}
          colleague={{ memberId: scheduling.memberId, name: scheduling.name }}
          onClose={() => setScheduling(null)}
        />
      )}
    </Page>
  );
}
