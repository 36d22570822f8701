import type { OrgMember } from '@kindred/contracts/api/connections';
import { useCurrentUser } from '@kindred/features/auth';
import { ScheduleEventDialog } from '@kindred/features/calendar';
import { useDirectory, useOrganizationSelection, useOwnProfile } from '@kindred/features/profile';
import { QuickConnectDialog } from '@kindred/features/quick-connect';
import { Button } from '@kindred/ui/Button';
import { Card } from '@kindred/ui/Card';
import { EmptyState } from '@kindred/ui/EmptyState';
import { deferred } from '@kindred/ui/lazy';
import { Link } from '@kindred/ui/Link';
import { Page } from '@kindred/ui/Page';
import { SearchField } from '@kindred/ui/SearchField';
import { NativeSelect } from '@kindred/ui/NativeSelect';
import { SkeletonCardGrid } from '@kindred/ui/CardGrid';
import { Text } from '@kindred/ui/Text';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Building2, UsersRound } from 'lucide-react';
import { useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { foundText, searchable, searchMembers } from '../utils/search.ts';
import * as styles from './Community.css.ts';
import { MemberCard } from './MemberCard.tsx';

const MemberProfileDialog = deferred(() => import('./MemberProfileDialog.tsx').then((module) => module.MemberProfileDialog));

const COMMUNITY_TITLE = 'Meet Your Team';
export const COMMUNITY_TEXT = {
  noOrganizations: 'No Organizations',
  comingSoon: 'Community Access Coming Soon',
  failed: 'Failed to load organization members',
  noMembers: 'No Members Yet',
  noMatches: 'No matches found',
  comingSoonSuffix: ' (Coming Soon)',
  noResults: 'No compatibility yet',
  takeQuestionnaire: 'Take the personality questionnaire',
} as const;

/** A card's narrowest width and the grid's gap, in rem, as the loading grid's CSS lays them out. */
const CARD_MIN_REM = 16;
const GAP_REM = 1;
const MAX_COLUMNS = 4;
/** A row's height before it is measured. */
const ROW_ESTIMATE_PX = 260;
const UPDATED = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** How many cards fit side by side in the list's width, and where the list starts on the page. */
function useGridGeometry(ref: RefObject<HTMLDivElement | null>) {
  const [geometry, setGeometry] = useState({ columns: 1, top: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const width = element.clientWidth;
      const columns = Math.max(1, Math.min(MAX_COLUMNS, Math.floor((width + GAP_REM * rem) / ((CARD_MIN_REM + GAP_REM) * rem))));
      const top = element.getBoundingClientRect().top + globalThis.scrollY;
      setGeometry((current) => (current.columns === columns && current.top === top ? current : { columns, top }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return geometry;
}

interface MemberGridProps {
  members: OrgMember[];
  onOpen: (member: OrgMember) => void;
  onQuickConnect: (member: OrgMember) => void;
}

/**
 * The members as a grid that renders only the rows on screen (and a few either side), so an organisation of
 * thousands scrolls as smoothly as one of ten. Each card says its place in the list, since most are not in the page.
 */
function MemberGrid({ members, onOpen, onQuickConnect }: MemberGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const { columns, top } = useGridGeometry(listRef);
  const rows = Math.ceil(members.length / columns);
  const virtualizer = useWindowVirtualizer({ count: rows, estimateSize: () => ROW_ESTIMATE_PX, overscan: 3, scrollMargin: top });
  return (
    <div ref={listRef} role="list" aria-label="Members" className={styles.list} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          role="none"
          data-index={row.index}
          ref={virtualizer.measureElement}
          className={styles.row}
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {members.slice(row.index * columns, (row.index + 1) * columns).map((member, offset) => (
            <MemberCard
              key={member.id}
              member={member}
              position={row.index * columns + offset + 1}
              total={members.length}
              onOpen={onOpen}
              onQuickConnect={onQuickConnect}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * /community, 'Meet Your Team' (docs/product.md#screens-and-routes "Community directory"): the members of the
 * selected organisation, searchable by name, title, archetype and interests, with each one's profile and a way to
 * schedule time together. An organisation whose community is not open shows that it is coming, and its members are
 * not asked for. Several organisations: a selector, the closed ones marked '(Coming Soon)'. A member who has not
 * taken the questionnaire sees everyone without compatibility, and is told why, with the way to it.
 */
export function CommunityScreen() {
  const user = useCurrentUser();
  const owner = user.id ? { id: user.id, email: user.email } : null;
  const profile = useOwnProfile(owner);
  const { selectedOrganization, organizations, selectOrganization } = useOrganizationSelection();
  const listed = organizations.filter((organization) => organization.id !== '');
  const selected = selectedOrganization && selectedOrganization.id !== '' ? selectedOrganization : null;
  const open = selected?.isUsersOpen ? selected : null;
  const directory = useDirectory(user.id, open?.id ?? null);
  // Compatibility is the match strength of two members' personality results: none of the member's own, none shown.
  const beforeQuestionnaire = profile.data?.hexaco === null;

  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const prepared = useMemo(() => searchable(directory.data ?? []), [directory.data]);
  const shown = useMemo(() => searchMembers(prepared, query), [prepared, query]);

  const [openedId, setOpenedId] = useState<string | null>(null);
  const [scheduling, setScheduling] = useState<{ member: OrgMember | null } | null>(null);
  const [quickConnect, setQuickConnect] = useState<OrgMember | null>(null);
  const opened = openedId === null ? undefined : (directory.data?.find((member) => member.id === openedId) ?? null);
  const schedule = (member: OrgMember) => {
    setOpenedId(null);
    // The member as the directory holds them now: gone since the card was drawn, the dialog says so.
    setScheduling({ member: directory.data?.find((candidate) => candidate.id === member.id) ?? null });
  };

  const waitingForOrganizations = listed.length === 0 && profile.data === undefined && !profile.isError;
  let content;
  let actions;
  if (waitingForOrganizations) {
    content = <SkeletonCardGrid label="Loading organization members..." cardClassName={styles.card} />;
  } else if (listed.length === 0 || !selected) {
    content = (
      <EmptyState
        icon={<Building2 />}
        title={COMMUNITY_TEXT.noOrganizations}
        description="You are not a member of an organization yet. Join one with the code your organization shares, and its team appears here."
        actions={
          <Link href="/settings" variant="standalone">
            Go to Settings
          </Link>
        }
      />
    );
  } else if (!open) {
    content = (
      <EmptyState
        icon={<UsersRound />}
        title={COMMUNITY_TEXT.comingSoon}
        description={`The ${selected.name} community is not open yet. We will e-mail you when it is.`}
        actions={
          <Link href="/" variant="standalone">
            Back to Home
          </Link>
        }
      />
    );
  } else if (directory.isError && directory.data === undefined) {
    content = (
      <EmptyState
        title={COMMUNITY_TEXT.failed}
        description="Check your connection and try again."
        actions={
          <Button onPress={() => void directory.refetch()} isPending={directory.isFetching} pendingLabel="Loading...">
            Try Again
          </Button>
        }
      />
    );
  } else if (directory.data === undefined) {
    content = <SkeletonCardGrid label="Loading organization members..." cardClassName={styles.card} />;
  } else if (directory.data.length === 0) {
    content = <EmptyState icon={<UsersRound />} title={COMMUNITY_TEXT.noMembers} description={`Nobody else has joined ${open.name} yet.`} />;
  } else {
    content = (
      <>
        {beforeQuestionnaire && (
          <Card title={COMMUNITY_TEXT.noResults} titleLevel={2}>
            <Text>
              You have not taken the personality questionnaire yet, so nobody here shows how compatible the two of you
              are. Everyone is still listed, by name, and you can read their profiles and plan time together.
            </Text>
            <Link variant="standalone" href="/questionnaire">
              {COMMUNITY_TEXT.takeQuestionnaire}
            </Link>
          </Card>
        )}
        <div className={styles.toolbar}>
          <SearchField
            className={styles.search}
            label="Search members"
            placeholder="Name, title, archetype or interest"
            value={search}
            onChange={setSearch}
          />
        </div>
        <div className={styles.status} aria-live="polite">
          <Text size="sm" tone="secondary">
            {query.trim() ? foundText(shown.length, directory.data.length) : `${directory.data.length} members`}
          </Text>
        </div>
        {shown.length === 0 ? (
          <EmptyState
            title={COMMUNITY_TEXT.noMatches}
            description={`Nobody's name, title, archetype or interests include '${query.trim()}'.`}
            actions={
              <Button variant="secondary" onPress={() => setSearch('')}>
                Clear search
              </Button>
            }
          />
        ) : (
          <MemberGrid members={shown} onOpen={(member) => setOpenedId(member.id)} onQuickConnect={setQuickConnect} />
        )}
      </>
    );
  }
  if (open) {
    actions = (
      <>
        {directory.dataUpdatedAt > 0 && (
          <Text size="sm" tone="secondary">
            {`Updated ${UPDATED.format(directory.dataUpdatedAt)}`}
          </Text>
        )}
        <Button
          variant="secondary"
          onPress={() => void directory.refetch()}
          isPending={directory.isFetching && directory.data !== undefined}
          isDisabled={directory.data === undefined}
          pendingLabel="Refreshing..."
        >
          Refresh
        </Button>
      </>
    );
  }

  return (
    <Page title={COMMUNITY_TITLE} width="wide" description="The people of your organization: find someone, read their profile, and plan time together." actions={actions}>
      {listed.length > 1 && (
        <div className={styles.toolbar}>
          <NativeSelect label="Organization" value={selected?.id ?? ''} onChange={selectOrganization}>
            {listed.map((organization) => (
              <option key={organization.id} value={organization.id}>
                {`${organization.name}${organization.isUsersOpen ? '' : COMMUNITY_TEXT.comingSoonSuffix}`}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      {content}
      {opened !== undefined && (
        <MemberProfileDialog member={opened} viewerHasResults={!beforeQuestionnaire} onClose={() => setOpenedId(null)} onSchedule={schedule} />
      )}
      {quickConnect && owner && (
        <QuickConnectDialog userId={owner.id} colleague={{ memberId: quickConnect.id, name: quickConnect.name }} onClose={() => setQuickConnect(null)} />
      )}
      {scheduling && owner && (
        <ScheduleEventDialog
          userId={owner.id}
          colleague={scheduling.member ? { memberId: scheduling.member.id, name: scheduling.member.name } : null}
          missing="not-found"
          onClose={() => setScheduling(null)}
        />
      )}
    </Page>
  );
}
