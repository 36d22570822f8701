import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { field, inputGroup } from '../Field/Field.css.ts';

export const root = style([field]);

/** The segmented input: the box of every other field, holding one segment per part (day, month, year, hour...). */
export const input = style([
  inputGroup,
  {
    paddingInline: vars.space.md,
    paddingBlock: vars.space.sm,
    gap: 0,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const segment = style({
  paddingInline: '0.0625rem',
  borderRadius: vars.radius.sm,
  outline: 'none',
  caretColor: 'transparent',
  color: vars.color.text.primary,
  selectors: {
    '&[data-type="literal"]': { color: vars.color.text.secondary, paddingInline: 0 },
    '&[data-placeholder]': { color: vars.color.text.muted },
    '&[data-focused]': { backgroundColor: vars.color.accent.solid, color: vars.color.text.onAccent },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-focused]': { backgroundColor: 'Highlight', color: 'HighlightText', forcedColorAdjust: 'none' } },
    },
  },
});
