import { Card } from '@kindred/ui/Card';
import { Link } from '@kindred/ui/Link';
import { Text } from '@kindred/ui/Text';
import * as styles from './Home.css.ts';

/** The left column's connection count (docs/product.md#screens-and-routes): how many colleagues the member is matched with. */
export function ConnectionCountCard({ count }: { count: number }) {
  return (
    <Card
      title="Your Connections"
      titleLevel={2}
      footer={
        <Link href="/connections" variant="standalone">
          View connections
        </Link>
      }
    >
      <div className={styles.countRow}>
        <p className={styles.count}>{count}</p>
        <Text as="span" tone="secondary">
          {count === 1 ? 'colleague matched with you' : 'colleagues matched with you'}
        </Text>
      </div>
      {count === 0 && (
        <Text size="sm" tone="secondary">
          New matches arrive every week.
        </Text>
      )}
    </Card>
  );
}
