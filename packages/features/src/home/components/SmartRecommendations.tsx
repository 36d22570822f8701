import { useCurrentUser } from '@kindred/features/auth';
import type { Recommendation } from '@kindred/contracts/api/home';
import { Badge } from '@kindred/ui/Badge';
import { Button } from '@kindred/ui/Button';
import { Link } from '@kindred/ui/Link';
import { Text } from '@kindred/ui/Text';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useRecommendations } from '../api/get-recommendations.ts';
import * as styles from './Widgets.css.ts';

const RECOMMENDATIONS_FAILED = 'Your recommendations could not be loaded.';
const RECOMMENDATIONS_EMPTY =
  'Nothing to recommend yet. Once you have personality results, connections or a connected calendar, picks for you appear here.';

const KIND_LABEL: Record<Recommendation['kind'], string> = {
  activity: 'Activity',
  resource: 'Resource',
  colleague: 'Colleague',
  tip: 'Tip',
};

function RecommendationRow({ item }: { item: Recommendation }) {
  const { action } = item;
  return (
    <li className={styles.item} data-recommendation={item.kind}>
      <div className={styles.itemBody}>
        <Badge size="sm" tone="neutral" className={styles.kind}>
          {KIND_LABEL[item.kind]}
        </Badge>
        <h3 className={styles.itemTitle}>{item.title}</h3>
        <Text size="sm" tone="secondary">
          {item.reason}
        </Text>
        {action.external ? (
          <Link href={action.href} target="_blank" rel="noopener noreferrer" className={styles.action} aria-label={`${action.label}: ${item.title} (opens in a new tab)`}>
            {action.label}
          </Link>
        ) : (
          <Link
            href={action.href}
            routerOptions={action.state ? { state: action.state } : undefined}
            className={styles.action}
            aria-label={`${action.label}: ${item.title}`}
          >
            {action.label}
          </Link>
        )}
      </div>
    </li>
  );
}

/**
 * Smart Recommendations (docs/product.md#screens-and-routes "Home dashboard"): up to five picks for this member
 * (a colleague not yet met, an activity that fits their time, a resource, a tip for their traits), each with the
 * reason in one line and one action. The server picks them from the member's own data; nothing is made up here.
 * The card and its title are the dashboard's; this is what goes in it, `loading` while the picks are read.
 */
export function SmartRecommendations({ loading }: { loading: ReactNode }) {
  const user = useCurrentUser();
  // The picks are drawn as a transition when they arrive (in short slices), not in the task that hears of them.
  const picks = useDeferredValue(useRecommendations(user.id));
  if (picks.isPending && picks.fetchStatus !== 'idle') return loading;
  let body;
  if (picks.isError || !picks.data) {
    body = (
      <div className={styles.itemBody}>
        <Text size="sm" tone="secondary" role="alert">
          {RECOMMENDATIONS_FAILED}
        </Text>
        <Button variant="secondary" size="sm" className={styles.action} onPress={() => void picks.refetch()} isPending={picks.isFetching}>
          Try again
        </Button>
      </div>
    );
  } else if (picks.data.length === 0) {
    body = (
      <Text size="sm" tone="secondary">
        {RECOMMENDATIONS_EMPTY}
      </Text>
    );
  } else {
    body = (
      <ul className={styles.list} aria-label="Recommended for you">
        {picks.data.map((item) => (
          <RecommendationRow key={item.id} item={item} />
        ))}
      </ul>
    );
  }
  return body;
}

/** Reads the recommendations when mounted (the phone dashboard) and tells how many there are ('For You' badge); draws nothing. */
export function RecommendationsPrefetch({ onCount }: { onCount: (count: number) => void }) {
  const user = useCurrentUser();
  const count = useRecommendations(user.id).data?.length ?? 0;
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
