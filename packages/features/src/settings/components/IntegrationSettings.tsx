import { Card } from '@kindred/ui/Card';
import { ComingSoonBadge } from '@kindred/ui/ComingSoon';
import { Text } from '@kindred/ui/Text';
import * as styles from './Settings.css.ts';

export const NO_CALENDARS_CONNECTED = 'No calendars connected yet';

/**
 * Integrations. The Google and Outlook calendar cards and the default-calendar
 * switch arrive with the calendar integration; until then no calendar can be
 * connected, so the tab says so (docs/product.md#screens-and-routes: 'No calendars connected yet').
 */
export function IntegrationSettings() {
  return (
    <div className={styles.panel}>
      <Card title="Calendars" titleLevel={2} headerAction={<ComingSoonBadge />}>
        <Text>{NO_CALENDARS_CONNECTED}</Text>
        <Text size="sm" tone="secondary">
          Connecting Google Calendar or Outlook Calendar, for scheduling Quick Connect sessions, is coming soon.
        </Text>
      </Card>
    </div>
  );
}
