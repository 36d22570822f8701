import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { Clock, Sparkles, X } from 'lucide-react';
import { Heading, type HeadingLevel } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './ComingSoon.css.ts';

/** The spec's label for features not yet available. */
export const COMING_SOON_LABEL = 'Coming Soon';

export interface ComingSoonOverlayProps extends HTMLAttributes<HTMLDivElement> {
  /** The unavailable feature, rendered dimmed, blurred and inert (not focusable, hidden from assistive technology). */
  children: ReactNode;
  /** Card title. Default 'Coming Soon'. */
  title?: string;
  /** Say what is coming, since the covered content is hidden from screen readers. */
  description?: ReactNode;
  /** Heading level of the card title. Default 3. */
  headingLevel?: HeadingLevel;
}

/** Covers a feature that is not available yet with a centred 'Coming Soon' card. */
export function ComingSoonOverlay({
  children,
  title = COMING_SOON_LABEL,
  description,
  headingLevel = 3,
  className,
  ...props
}: ComingSoonOverlayProps) {
  return (
    <div {...props} data-coming-soon="" className={[styles.overlay, className].filter(Boolean).join(' ')}>
      <div className={styles.overlayContent} inert>
        {children}
      </div>
      <div className={styles.overlayLayer}>
        <div className={styles.overlayCard}>
          <span className={styles.overlayIcon} aria-hidden="true">
            <Clock size="1.25rem" />
          </span>
          <Heading level={headingLevel} size="md">
            {title}
          </Heading>
          {description && (
            <Text size="sm" tone="secondary">
              {description}
            </Text>
          )}
        </div>
      </div>
    </div>
  );
}

export interface ComingSoonBannerProps extends HTMLAttributes<HTMLDivElement> {
  /** Default 'Coming Soon'. */
  title?: string;
  /** The banner text. */
  children?: ReactNode;
  /** Shows a 'Dismiss' button; once pressed the banner hides itself. */
  isDismissible?: boolean;
  onDismiss?: () => void;
}

/** An info banner announcing upcoming features, optionally dismissible. */
export function ComingSoonBanner({
  title = COMING_SOON_LABEL,
  children,
  isDismissible = false,
  onDismiss,
  className,
  ...props
}: ComingSoonBannerProps) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div {...props} className={[styles.banner, className].filter(Boolean).join(' ')}>
      <span className={styles.bannerIcon} aria-hidden="true">
        <Sparkles size="1.25rem" />
      </span>
      <div className={styles.bannerBody}>
        <span className={styles.bannerTitle}>{title}</span>
        {children && <span className={styles.bannerText}>{children}</span>}
      </div>
      {isDismissible && (
        <RACButton
          aria-label="Dismiss"
          className={styles.dismiss}
          onPress={() => {
            setDismissed(true);
            onDismiss?.();
          }}
        >
          <X aria-hidden="true" size="1rem" />
        </RACButton>
      )}
    </div>
  );
}

export interface ComingSoonBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Default 'Coming Soon'. */
  children?: ReactNode;
}

/** An inline 'Coming Soon' pill, e.g. next to an integration's name. */
export function ComingSoonBadge({ children = COMING_SOON_LABEL, className, ...props }: ComingSoonBadgeProps) {
  return (
    <span {...props} className={[styles.badge, className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}
