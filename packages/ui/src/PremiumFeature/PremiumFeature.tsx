import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Crown } from 'lucide-react';
import { Badge } from '../Badge/Badge.tsx';
import { Heading, type HeadingLevel } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './PremiumFeature.css.ts';

/** The label a premium feature carries. */
export const PREMIUM_LABEL = 'Premium';

export interface PremiumFeatureProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The feature's name, the wrapper's heading ('Community Challenges'). */
  title: string;
  /** A sentence about the feature, under its name. */
  description?: ReactNode;
  /** Heading level of the name. Default 2. */
  headingLevel?: HeadingLevel;
  /**
   * The member may not use the feature: the content is not rendered at all (so nothing behind the gate can be
   * reached by keyboard or read out), and `lockedMessage` with `lockedAction` stand in its place. Default false.
   */
  isLocked?: boolean;
  /** What a locked feature says instead of its content. */
  lockedMessage?: ReactNode;
  /** A way forward from a locked feature (a link to find out more). */
  lockedAction?: ReactNode;
  /** The feature itself. */
  children: ReactNode;
}

/**
 * Frames a premium feature: a region named for the feature, headed by its name and a 'Premium' badge, with the
 * feature under it. Whoever decides who may use it passes `isLocked`; the wrapper only shows the outcome.
 */
export function PremiumFeature({
  title,
  description,
  headingLevel = 2,
  isLocked = false,
  lockedMessage = 'This is a premium feature and is not available on your plan.',
  lockedAction,
  className,
  children,
  ...props
}: PremiumFeatureProps) {
  const headingId = useId();
  return (
    <section
      {...props}
      aria-labelledby={headingId}
      data-premium=""
      data-locked={isLocked || undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div className={styles.header}>
        <span className={styles.icon} aria-hidden="true">
          <Crown size="1.25rem" />
        </span>
        <div className={styles.headerText}>
          <Heading level={headingLevel} size="md" id={headingId}>
            {title}
          </Heading>
          {description && (
            <Text size="sm" tone="secondary">
              {description}
            </Text>
          )}
        </div>
        <Badge tone="accent" icon={<Crown />}>
          {PREMIUM_LABEL}
        </Badge>
      </div>
      {isLocked ? (
        <div className={styles.locked}>
          <Text size="sm">{lockedMessage}</Text>
          {lockedAction}
        </div>
      ) : (
        children
      )}
    </section>
  );
}
