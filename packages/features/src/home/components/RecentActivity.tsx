import { useCurrentUser } from '@kindred/features/auth';
import type { FeedItem } from '@kindred/contracts/api/home';
import { Avatar } from '@kindred/ui/Avatar';
import { Link } from '@kindred/ui/Link';
import { Text } from '@kindred/ui/Text';
import { useDeferredValue, type ReactNode } from 'react';
import { useFeed } from '../api/get-feed.ts';
import { feedTime } from '../utils/relative-time.ts';
import * as styles from './Widgets.css.ts';

/** The feed's single item when it cannot be read (docs/product.md#errors "Activity feed failure"). */
const WELCOME_BACK = 'Welcome Back!';
const FEED_UNAVAILABLE = 'Your recent activity could not be loaded just now. It will be back on your next visit.';
const FEED_EMPTY = 'Nothing new yet. New matches, achievements, Quick Connects and messages appear here as they happen.';

/** An item's link says where it goes (the profile-completeness item, an 'achievement' of sorts, goes to settings). */
const LINK_LABEL: Record<string, string> = {
  '/connections': 'See your connections',
  '/achievements': 'See your achievements',
  '/events': 'See your calendar',
  '/chat': 'Open messages',
  '/settings': 'Complete your profile',
};
const linkLabel = (href: string) => LINK_LABEL[href.split(/[?#]/)[0] ?? href] ?? 'Open';

function FeedRow({ item, now }: { item: FeedItem; now: Date }) {
  const when = feedTime(item.timestamp, now);
  return (
    <li className={styles.item} data-feed-type={item.type}>
      <Avatar name={item.avatarFallback || item.title} src={item.avatarUrl} size="sm" isDecorative />
      <div className={styles.itemBody}>
        <div className={styles.itemHeader}>
          <h3 className={styles.itemTitle}>{item.title}</h3>
          {when && (
            <time className={styles.time} dateTime={item.timestamp}>
              {when}
            </time>
          )}
        </div>
        <Text size="sm" tone="secondary">
          {item.description}
        </Text>
        {item.href && (
          <Link href={item.href} className={styles.action} aria-label={`${linkLabel(item.href)}: ${item.title}`}>
            {linkLabel(item.href)}
          </Link>
        )}
      </div>
    </li>
  );
}

/**
 * Recent Activity (docs/product.md#screens-and-routes "Home dashboard"; docs/product.md#what-it-keeps "Activity
 * feed item"): what happened to the member, newest first, from the server's record of it (new matches,
 * achievements, Quick Connects, messages). A feed that cannot be read is one 'Welcome Back!' item. The card and its
 * title are the dashboard's (on screen at once); this is what goes in it, `loading` while the feed is read.
 */
export function RecentActivity({ loading }: { loading: ReactNode }) {
  const user = useCurrentUser();
  // The feed is drawn as a transition when it arrives (in short slices), not in the task that hears of it.
  const feed = useDeferredValue(useFeed(user.id));
  const now = new Date();
  if (feed.isPending && feed.fetchStatus !== 'idle') return loading;
  let body;
  if (feed.isError || !feed.data) {
    body = (
      <ul className={styles.list}>
        <li className={styles.item} data-feed-type="welcome">
          <Avatar name="Kindred" size="sm" isDecorative />
          <div className={styles.itemBody}>
            <h3 className={styles.itemTitle}>{WELCOME_BACK}</h3>
            <Text size="sm" tone="secondary">
              {FEED_UNAVAILABLE}
            </Text>
          </div>
        </li>
      </ul>
    );
  } else if (feed.data.length === 0) {
    body = (
      <Text size="sm" tone="secondary">
        {FEED_EMPTY}
      </Text>
    );
  } else {
    body = (
      <ul className={styles.list} aria-label="Your recent activity, newest first">
        {feed.data.map((item) => (
          <FeedRow key={item.id} item={item} now={now} />
        ))}
      </ul>
    );
  }
  return body;
}
