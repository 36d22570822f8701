import type { HTMLAttributes, ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './EmptyState.css.ts';

export { emptyStateSizes, type EmptyStateSize } from './EmptyState.css.ts';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A decorative icon (e.g. a lucide icon); hidden from assistive technology. */
  icon?: ReactNode;
  title: ReactNode;
  /** One or two sentences of explanation. */
  description?: ReactNode;
  /** Buttons or links: the way out of the empty state. */
  actions?: ReactNode;
  /** The title's outline level; pick the one that fits where the state is shown. */
  headingLevel?: HeadingLevel;
  size?: styles.EmptyStateSize;
}

/**
 * What a list or page shows when it has nothing to show: 'No Connections Yet',
 * 'No connections found' with 'Clear filters', 'No Members Yet'.
 */
export function EmptyState({
  icon,
  title,
  description,
  actions,
  headingLevel = 2,
  size = 'md',
  className,
  ...props
}: EmptyStateProps) {
  return (
    <section {...props} className={[styles.root, styles.size[size], className].filter(Boolean).join(' ')}>
      {icon && (
        <span className={[styles.icon, styles.iconSize[size]].join(' ')} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading level={headingLevel} size={size === 'sm' ? 'md' : 'lg'} align="center">
        {title}
      </Heading>
      {description && (
        <Text as="div" size={size === 'sm' ? 'sm' : 'md'} tone="secondary" align="center">
          {description}
        </Text>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
