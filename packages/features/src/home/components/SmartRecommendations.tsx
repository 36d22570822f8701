import { useCurrentUser } from '@kindred/features/auth';
import type { Recommendation } from '@kindred/contracts/api/home';
import { Badge } from '@kindred/ui/Badge';
import { Button } from '@kindred/ui/Button';
import { Card } from '@kindred/ui/Card';
import { Link } from '@kindred/ui/Link';
import { Text } from '@kindred/ui/Text';
import { useQuery } from '@tanstack/react-query';
import { recommendationsQueryOptions } from '../api/home-api.ts';
import { RECOMMENDATIONS_TITLE, RecommendationsSkeleton } from './WidgetSkeletons.tsx';
import * as styles from './Widgets.css.ts';

export const RECOMMENDATIONS_FAILED = 'Your recommendations could not be loaded.';
export const RECOMMENDATIONS_EMPTY =
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
 */
export function SmartRecommendations() {
  const user = useCurrentUser();
  const picks = useQuery(recommendationsQueryOptions(user.id));
  if (picks.isPending && picks.fetchStatus !== 'idle') return <RecommendationsSkeleton />;
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
  return (
    <Card title={RECOMMENDATIONS_TITLE} titleLevel={2} data-widget="recommendations">
      {body}
    </Card>
  );
}

/** Reads the recommendations when mounted (the mobile dashboard, so that the 'For You' badge can count them); draws nothing. */
export function RecommendationsPrefetch() {
  const user = useCurrentUser();
  useQuery(recommendationsQueryOptions(user.id));
  return null;
}
