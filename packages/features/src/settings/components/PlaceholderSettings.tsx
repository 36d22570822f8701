import { EmptyState } from '@kindred/ui/EmptyState';
import { Heading } from '@kindred/ui/Heading';
import * as styles from './Settings.css.ts';

/**
 * Notifications and Security are empty placeholders (docs/product.md#screens-and-routes): a heading and a
 * plain statement that there is nothing to set yet, with no control that
 * pretends to do something.
 */
function PlaceholderPanel({ title, description }: { title: string; description: string }) {
  return (
    <div className={styles.panel}>
      <Heading level={2} size="xl">
        {title}
      </Heading>
      <EmptyState headingLevel={3} size="sm" title="Nothing to set up yet" description={description} />
    </div>
  );
}

export function NotificationSettings() {
  return <PlaceholderPanel title="Notifications" description="Notification preferences will appear here." />;
}

export function SecuritySettings() {
  return <PlaceholderPanel title="Security" description="Security options will appear here." />;
}
