import { forwardRef, type HTMLAttributes } from 'react';
import { Heading as RACHeading } from 'react-aria-components';
import * as styles from './Heading.css.ts';

export {
  headingLevels,
  headingSizes,
  headingTones,
  type HeadingLevel,
  type HeadingSize,
  type HeadingTone,
} from './Heading.css.ts';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document outline level: h1 to h6. */
  level?: styles.HeadingLevel;
  /** The visual size, independent of the level; defaults to the level's size. */
  size?: styles.HeadingSize;
  tone?: styles.HeadingTone;
  align?: 'start' | 'center' | 'end';
  /** Keep to one line and end with an ellipsis. */
  truncate?: boolean;
  /** A react-aria slot, e.g. `title` inside a Dialog (which then labels the dialog). */
  slot?: string;
}

/**
 * A section heading. Wraps react-aria's `Heading`, so inside a react-aria
 * Dialog it becomes the dialog's accessible name.
 */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level = 2, size, tone = 'primary', align, truncate = false, className, ...props },
  ref,
) {
  return (
    <RACHeading
      {...props}
      ref={ref}
      level={level}
      className={[
        styles.root,
        styles.size[size ?? styles.defaultSizeForLevel[level]],
        styles.tone[tone],
        align && styles.align[align],
        truncate && styles.truncate,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    />
  );
});
