import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { focusRing } from '../themes/focus.ts';

export const tabsOrientations = ['horizontal', 'vertical'] as const;
export type TabsOrientation = (typeof tabsOrientations)[number];

export const tabs = style({
  display: 'flex',
  minWidth: 0,
  selectors: {
    '&[data-orientation="horizontal"]': { flexDirection: 'column' },
    '&[data-orientation="vertical"]': { flexDirection: 'row', gap: vars.space.xl },
  },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  selectors: {
    '&[data-orientation="horizontal"]': {
      flexDirection: 'row',
      borderBottom: `1px solid ${vars.color.border.subtle}`,
      // Many tabs on a narrow screen scroll instead of wrapping.
      overflowX: 'auto',
      scrollbarWidth: 'thin',
    },
    '&[data-orientation="horizontal"][data-wrap]': { flexWrap: 'wrap', overflowX: 'visible' },
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      flexShrink: 0,
      borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
      paddingInlineEnd: vars.space.xs,
    },
  },
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  textDecoration: 'none',
  transitionProperty: 'color, background-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    // The selection indicator: a bar under (horizontal) or beside (vertical) the tab.
    '&::after': {
      content: '""',
      position: 'absolute',
      backgroundColor: 'transparent',
      borderRadius: vars.radius.full,
      transitionProperty: 'background-color',
      transitionDuration: vars.motion.fast,
    },
    '[data-orientation="horizontal"] > &': { borderEndStartRadius: 0, borderEndEndRadius: 0 },
    '[data-orientation="horizontal"] > &::after': { insetInline: vars.space.sm, bottom: '-1px', height: '3px' },
    '[data-orientation="vertical"] > &::after': { insetBlock: vars.space.xs, insetInlineEnd: `calc(-1 * ${vars.space.xs} - 2px)`, width: '3px' },
    '&[data-hovered]:not([data-selected]):not([data-disabled])': { color: vars.color.text.primary, backgroundColor: vars.color.surface.raised },
    '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.surface.sunken },
    '&[data-selected]': { color: vars.color.accent.text, fontWeight: vars.fontWeight.semibold },
    '&[data-selected]::after': { backgroundColor: vars.color.accent.solid },
    '&[data-focus-visible]': focusRing('-2px'),
    '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed', opacity: 0.7 },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-selected]::after': { backgroundColor: 'Highlight' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

/** `LightTabs`' tabs are buttons: the browser's own button look taken off, so they look like `Tab`. */
export const buttonTab = style([
  tab,
  { appearance: 'none', margin: 0, border: 'none', backgroundColor: 'transparent', fontFamily: 'inherit', textAlign: 'inherit' },
]);

export const panel = style({
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.lg,
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '[data-orientation="vertical"] > &': { paddingBlock: 0 },
    '&[data-focus-visible]': focusRing(),
  },
});

export const icon = style({
  display: 'inline-flex',
});
globalStyle(`${icon} > svg`, { width: '1rem', height: '1rem' });
