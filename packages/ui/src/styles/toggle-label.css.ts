import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

/**
 * The `<label>` of a toggle control (Checkbox, Radio, Switch), holding the visually hidden input, the control and its
 * text: a row in the body text's size, a pointer, muted and not-allowed when disabled. Each control composes it with
 * how its control sits beside the text: `style([toggleLabel, { alignItems: 'center' }])`.
 */
export const toggleLabel = style({
  display: 'inline-flex',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text.primary,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.muted },
    '&[data-readonly]': { cursor: 'default' },
  },
});
