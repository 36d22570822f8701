import { forwardRef, type HTMLAttributes } from 'react';
import { Text as RACText } from 'react-aria-components';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './Text.css.ts';

export {
  textSizes,
  textWeights,
  textTones,
  textAligns,
  textElements,
  type TextSize,
  type TextWeight,
  type TextTone,
  type TextAlign,
  type TextElement,
} from './Text.css.ts';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The element rendered; `p` by default. */
  as?: styles.TextElement;
  size?: styles.TextSize;
  weight?: styles.TextWeight;
  /** A text colour of the theme; `inherit` takes the parent's colour (inside a badge or a coloured banner). */
  tone?: styles.TextTone | 'inherit';
  align?: styles.TextAlign;
  /** Keep to one line and end with an ellipsis. */
  truncate?: boolean;
  /** Show at most this many lines, then an ellipsis. */
  lineClamp?: number;
  /** A react-aria slot, e.g. `description` or `errorMessage` inside a field. */
  slot?: string;
}

/**
 * Body text. Wraps react-aria's `Text`, so `slot="description"` inside a
 * react-aria field is wired to the field's `aria-describedby`.
 */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { as = 'p', size = 'md', weight = 'regular', tone = 'primary', align, truncate = false, lineClamp, className, style, ...props },
  ref,
) {
  const clamp = lineClamp !== undefined && lineClamp > 0 && !truncate ? Math.floor(lineClamp) : undefined;
  return (
    <RACText
      {...props}
      ref={ref}
      elementType={as}
      className={[
        styles.root,
        styles.size[size],
        styles.weight[weight],
        styles.tone[tone],
        align && styles.align[align],
        truncate && styles.truncate,
        clamp !== undefined && styles.lineClamp,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      style={clamp !== undefined ? { ...assignInlineVars({ [styles.lineClampVar]: String(clamp) }), ...style } : style}
    />
  );
});
