import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { focusRing } from '../themes/focus.ts';

/** Sections stacked as one block, divided by lines. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  borderBlock: `1px solid ${vars.color.border.subtle}`,
});

export const disclosure = style({
  selectors: {
    [`${group} > & + &`]: { borderBlockStart: `1px solid ${vars.color.border.subtle}` },
  },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '2.75rem',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.sunken },
    '&[data-focus-visible]': focusRing('-2px'),
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.muted },
  },
  '@media': {
    '(forced-colors: active)': { selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } } },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.text.secondary,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.normal,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${disclosure}[data-expanded] &`]: { transform: 'rotate(90deg)' },
    [`[dir="rtl"] ${disclosure}:not([data-expanded]) &`]: { transform: 'rotate(180deg)' },
  },
});

export const panel = style({
  paddingInline: vars.space.xs,
  selectors: {
    '&[data-expanded]': { paddingBlockEnd: vars.space.md },
  },
});
