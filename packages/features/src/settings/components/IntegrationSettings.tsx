import { CalendarIntegrations } from '@kindred/features/calendar';
import * as styles from './Settings.css.ts';

/**
 * Integrations (docs/product.md#screens-and-routes "Settings"): the Google and Outlook calendars, connected
 * through the calendar feature, and the default calendar for Quick Connect.
 */
export function IntegrationSettings() {
  return (
    <div className={styles.panel}>
      <CalendarIntegrations />
    </div>
  );
}
