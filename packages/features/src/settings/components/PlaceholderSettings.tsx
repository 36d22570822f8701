import { EmptyState } from '@kindred/ui/EmptyState';
import * as styles from './Settings.css.ts';

/**
 * Notifications is an empty placeholder (docs/product.md#screens-and-routes): a plain statement that there is nothing to set yet, with no control that
 * pretends to do something.
 */
function PlaceholderPanel({ description }: { description: string }) {
  return (
    <div className={styles.panel}>
      <EmptyState headingLevel={2} size="sm" title="Nothing to set up yet" description={description} />
    </div>
  );
}

export function NotificationSettings() {
  return <PlaceholderPanel description="Notification preferences will appear here." />;
}
