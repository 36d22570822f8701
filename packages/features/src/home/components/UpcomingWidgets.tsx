import { Card } from '@kindred/ui/Card';
import { ComingSoonBadge } from '@kindred/ui/ComingSoon';
import { Text } from '@kindred/ui/Text';
import * as styles from './Home.css.ts';

/**
 * The right column's remaining widgets arrive in later issues (activity feed,
 * smart recommendations). Until then each has a marked slot: its title, the
 * kit's Coming Soon badge and one line on what it will show. Nothing here is
 * interactive, so nothing pretends to work. `data-widget` names the slot a
 * later widget replaces.
 */
export const HOME_WIDGETS = {
  activity: {
    title: 'Recent Activity',
    description: 'New connections, achievements and events as they happen.',
  },
  recommendations: {
    title: 'Smart Recommendations',
    description: 'Activities, resources and colleagues picked for your persona.',
  },
} as const;
export type HomeWidget = keyof typeof HOME_WIDGETS;

export function WidgetPlaceholder({ widget }: { widget: HomeWidget }) {
  const { title, description } = HOME_WIDGETS[widget];
  return (
    <Card
      data-widget={widget}
      title={
        <span className={styles.widgetTitle}>
          {title}
          <ComingSoonBadge />
        </span>
      }
      titleLevel={2}
      elevation="none"
    >
      <Text size="sm" tone="secondary">
        {description}
      </Text>
    </Card>
  );
}
