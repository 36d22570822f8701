import type { ProfileCompleteness } from '@kindred/features/profile';
import { Card } from '@kindred/ui/Card';
import { Link } from '@kindred/ui/Link';
import { Text } from '@kindred/ui/Text';
import * as styles from './Home.css.ts';

/**
 * The left column's connection card (docs/product.md#screens-and-routes): how many colleagues the member is matched
 * with, and how complete their profile is (the nine items of docs/product.md#constants-and-limits "Profile
 * completeness"), naming what is missing, since a fuller profile makes better matches.
 */
export function ConnectionCountCard({ count, completeness }: { count: number; completeness?: ProfileCompleteness }) {
  return (
    <Card
      data-tour="connections"
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
      {completeness && (
        <Text size="sm" tone="secondary" data-completeness={`${completeness.done}/${completeness.total}`}>
          {completeness.missing.length === 0
            ? `Profile complete: all ${completeness.total} items filled in.`
            : `Profile ${completeness.done} of ${completeness.total} complete. Missing: ${completeness.missing.join(', ')}.`}
        </Text>
      )}
    </Card>
  );
}
