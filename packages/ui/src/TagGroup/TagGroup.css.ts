import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { focusRing } from '../themes/focus.ts';

export const tagSizes = ['sm', 'md'] as const;
export type TagSize = (typeof tagSizes)[number];

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.primary,
});

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.text.secondary });
export const errorMessage = style({ fontSize: vars.fontSize.xs, color: vars.color.critical.text });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  outline: 'none',
});

export const empty = style({ fontSize: vars.fontSize.sm, color: vars.color.text.muted });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  borderRadius: vars.radius.full,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  backgroundColor: vars.color.surface.base,
  color: vars.color.text.primary,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  // A tag longer than its row wraps inside it (a fun fact on a 320 px phone) rather than pushing the page sideways.
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  cursor: 'default',
  outline: 'none',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-selection-mode]': { cursor: 'pointer' },
    '&[data-hovered]:not([data-selected]):not([data-disabled])': { backgroundColor: vars.color.surface.raised },
    '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.surface.sunken },
    '&[data-selected]': {
      backgroundColor: vars.color.accent.subtle,
      borderColor: vars.color.accent.solid,
      color: vars.color.accent.text,
    },
    '&[data-focus-visible]': focusRing(),
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-selected]': { backgroundColor: 'Highlight', color: 'HighlightText', forcedColorAdjust: 'none' },
        '&[data-disabled]': { color: 'GrayText', borderColor: 'GrayText' },
      },
    },
  },
});

/** Sizes come from the group (`data-tag-size`), so every chip in a group matches. */
export const tagSize = style({
  fontSize: vars.fontSize.sm,
  minHeight: '2.25rem',
  paddingInline: vars.space.md,
  selectors: {
    '[data-tag-size="sm"] &': { fontSize: vars.fontSize.xs, minHeight: '1.75rem', paddingInline: vars.space.sm },
  },
});

export const check = style({
  display: 'inline-flex',
  width: '1em',
  height: '1em',
  flexShrink: 0,
});
globalStyle(`${check} > svg`, { width: '100%', height: '100%' });

export const removeButton = style({
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
  borderRadius: vars.radius.full,
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.sunken },
    '&[data-pressed]': { backgroundColor: vars.color.border.subtle },
    '&[data-focus-visible]': focusRing('1px'),
  },
});
globalStyle(`${removeButton} > svg`, { width: '0.875rem', height: '0.875rem' });
