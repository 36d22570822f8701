import { Card } from '@kindred/ui/Card';
import { ComingSoonBadge } from '@kindred/ui/ComingSoon';
import { Text } from '@kindred/ui/Text';
import { PLANNED_INTEGRATIONS, type PlannedIntegration } from '../data/planned-integrations.ts';
import * as styles from './Settings.css.ts';

/**
 * The planned integrations, each with the kit's Coming Soon badge. The spec
 * defines the list but does not display it: the settings screen does not
 * render this; it is here, with a story, for when the product shows it.
 */
export function PlannedIntegrationList({ integrations = PLANNED_INTEGRATIONS }: { integrations?: readonly PlannedIntegration[] }) {
  return (
    <ul className={styles.integrationList}>
      {integrations.map((integration) => (
        <li key={integration.id}>
          <Card
            title={
              <span className={styles.integrationTitle}>
                {integration.name}
                {integration.status === 'coming-soon' && <ComingSoonBadge />}
              </span>
            }
            titleLevel={3}
          >
            <Text size="sm" tone="secondary">
              {integration.description}
            </Text>
          </Card>
        </li>
      ))}
    </ul>
  );
}
