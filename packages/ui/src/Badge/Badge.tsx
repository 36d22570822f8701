import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Badge.css.ts';

export { badgeTones, badgeSizes, badgeEmphases, type BadgeTone, type BadgeSize, type BadgeEmphasis } from './Badge.css.ts';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: styles.BadgeTone;
  size?: styles.BadgeSize;
  /** `subtle` (tinted, default) or `solid` (filled, for counts and "New"). */
  emphasis?: styles.BadgeEmphasis;
  /** A small status dot before the label ('Connected'). Decorative: the label carries the meaning. */
  dot?: boolean;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * A short, non-interactive status or count: 'Connected', 'New', 'Popular',
 * 'Start here', '5'. Put it inside the thing it describes so it is read with it.
 */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', size = 'md', emphasis = 'subtle', dot = false, icon, className, children, ...props },
  ref,
) {
  const toneClass = emphasis === 'solid' ? styles.solid[tone] : styles.subtle[tone];
  return (
    <span
      {...props}
      ref={ref}
      data-tone={tone}
      data-emphasis={emphasis}
      className={[styles.root, styles.size[size], toneClass, className].filter(Boolean).join(' ')}
    >
      {dot && <span className={styles.dot} aria-hidden="true" />}
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={styles.label}>{children}</span>
    </span>
  );
});
