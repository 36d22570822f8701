import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { field, inputBox } from '../Field/Field.css.ts';

export const root = style([field]);

/** The button that opens the list: an input box with the value and a chevron. */
export const trigger = style([
  inputBox,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      [`${root}[data-invalid] &`]: { borderColor: vars.color.critical.solid },
      [`${root}[data-invalid] &[data-focused], ${root}[data-invalid] &[data-focus-visible]`]: {
        outlineColor: vars.color.critical.solid,
      },
      [`${root}[data-open] &`]: { borderColor: vars.color.focus },
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.muted },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  color: vars.color.text.secondary,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${root}[data-open] &`]: { transform: 'rotate(180deg)' },
  },
});

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(-0.25rem)' }, to: { opacity: 1, transform: 'none' } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const popover = style({
  // react-aria sets --trigger-width to the trigger's width.
  minWidth: 'var(--trigger-width)',
  boxSizing: 'border-box',
  overflowY: 'auto',
  padding: vars.space.xxs,
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.primary,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.md,
  boxShadow: vars.color.shadow.md,
  zIndex: vars.zIndex.popover,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}` },
  },
  '@media': {
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

export const listBox = style({
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text.primary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.accent.subtle },
    '&[data-selected]': { color: vars.color.accent.text, fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.muted },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-focused]': { backgroundColor: 'Highlight', color: 'HighlightText' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

export const itemText = style({ flex: 1, minWidth: 0 });

export const check = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
});
