import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { focusRing } from '../themes/focus.ts';

export const menuItemVariants = ['default', 'critical'] as const;
export type MenuItemVariant = (typeof menuItemVariants)[number];

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  maxHeight: 'inherit',
  overflowY: 'auto',
  outline: 'none',
  fontSize: vars.fontSize.sm,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  textDecoration: 'none',
  lineHeight: vars.lineHeight.snug,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.surface.sunken },
    '&[data-pressed]': { backgroundColor: vars.color.surface.sunken },
    '&[data-focus-visible]': focusRing('-2px'),
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-focused]': { backgroundColor: 'Highlight', color: 'HighlightText' } },
    },
  },
});

export const variant = styleVariants({
  default: {},
  critical: {
    color: vars.color.critical.text,
    selectors: {
      '&[data-focused], &[data-pressed]': { backgroundColor: vars.color.critical.subtle },
    },
  },
});

/** Fixed-size slots keep labels aligned whether or not an item has an icon or a check. */
export const icon = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1rem',
  height: '1rem',
});
globalStyle(`${icon} svg`, { width: '100%', height: '100%' });

export const check = style([icon, { color: vars.color.accent.text }]);

export const labels = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const description = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.text.secondary,
  selectors: {
    [`${variant.critical} &`]: { color: 'inherit' },
  },
});

export const shortcut = style({
  marginInlineStart: 'auto',
  paddingInlineStart: vars.space.md,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.xs,
  color: vars.color.text.secondary,
});

export const chevron = style([icon, { marginInlineStart: 'auto', color: vars.color.text.secondary }]);

export const section = style({
  display: 'flex',
  flexDirection: 'column',
});

export const sectionHeader = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const separator = style({
  height: '1px',
  marginBlock: vars.space.xs,
  marginInline: vars.space.xs,
  border: 'none',
  backgroundColor: vars.color.border.subtle,
});
