import type { HTMLAttributes, ReactNode } from 'react';
import { Button as RACButton, Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { Heading, type HeadingLevel } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Card.css.ts';

export { cardElevations, cardPaddings, cardElements, type CardElevation, type CardPadding, type CardElement } from './Card.css.ts';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  as?: styles.CardElement;
  title?: ReactNode;
  /** The title's outline level (h3 by default); the size stays the same. */
  titleLevel?: HeadingLevel;
  description?: ReactNode;
  /** Top-right of the header: a badge, a menu button. */
  headerAction?: ReactNode;
  footer?: ReactNode;
  elevation?: styles.CardElevation;
  padding?: styles.CardPadding;
  /** Makes the whole card a link (react-aria Link; client routing through RouterProvider). */
  href?: string;
  target?: RACLinkProps['target'];
  rel?: string;
  /** Makes the whole card a button. */
  onPress?: () => void;
  isDisabled?: boolean;
  /** The action's accessible name when the card has no title (or to replace it). */
  actionLabel?: string;
  children?: ReactNode;
}

/**
 * A surface grouping related content, with an optional header (title,
 * description, action) and footer. Given `href` or `onPress` it becomes an
 * interactive card: the title is a real link or button stretched over the
 * card, so the name read is the title, not the whole card, and controls in the
 * body or footer stay separately clickable.
 */
export function Card({
  as: Element = 'div',
  title,
  titleLevel = 3,
  description,
  headerAction,
  footer,
  elevation = 'sm',
  padding = 'md',
  href,
  target,
  rel,
  onPress,
  isDisabled,
  actionLabel,
  className,
  children,
  ...props
}: CardProps) {
  const isInteractive = href !== undefined || onPress !== undefined;
  const actionContent = actionLabel && !title ? <VisuallyHidden>{actionLabel}</VisuallyHidden> : title;
  const actionName = actionLabel && title ? actionLabel : undefined;
  const action = !isInteractive ? null : href !== undefined ? (
    <RACLink
      href={href}
      target={target}
      rel={rel}
      isDisabled={isDisabled}
      aria-label={actionName}
      className={styles.action}
      data-card-action=""
    >
      {actionContent}
    </RACLink>
  ) : (
    <RACButton onPress={onPress} isDisabled={isDisabled} aria-label={actionName} className={styles.action} data-card-action="">
      {actionContent}
    </RACButton>
  );

  const hasHeader = title !== undefined || description !== undefined || headerAction !== undefined;
  return (
    <Element
      {...props}
      data-interactive={isInteractive || undefined}
      className={[styles.root, styles.elevation[elevation], styles.padding[padding], isInteractive && styles.interactive, className]
        .filter(Boolean)
        .join(' ')}
    >
      {hasHeader && (
        <div className={styles.header} data-card-section="header">
          <div className={styles.headerText}>
            {title !== undefined && (
              <Heading level={titleLevel} size="lg">
                {action ?? title}
              </Heading>
            )}
            {description !== undefined && (
              <Text as="div" size="sm" tone="secondary">
                {description}
              </Text>
            )}
          </div>
          {headerAction && <div className={styles.headerAction}>{headerAction}</div>}
        </div>
      )}
      {title === undefined && action}
      {children !== undefined && (
        <div className={styles.body} data-card-section="body">
          {children}
        </div>
      )}
      {footer && (
        <div className={styles.footer} data-card-section="footer">
          {footer}
        </div>
      )}
    </Element>
  );
}
