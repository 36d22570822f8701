import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { quietIconButton } from '../styles/quiet-icon-button.css.ts';
import { focusRing } from '../themes/focus.ts';

/** The provider's wrapper: sidebar and inset side by side. */
export const wrapper = style({
  display: 'flex',
  minHeight: '100dvh',
  width: '100%',
  backgroundColor: vars.color.surface.base,
});

/** The docked (tablet and desktop) sidebar: as tall as the page; its width follows `data-state`. */
export const sidebar = style({
  flexShrink: 0,
  alignSelf: 'stretch',
  width: vars.size.sidebar,
  backgroundColor: vars.color.surface.raised,
  borderRight: `1px solid ${vars.color.border.subtle}`,
  zIndex: vars.zIndex.sidebar,
  transitionProperty: 'width',
  transitionDuration: vars.motion.normal,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-state="collapsed"]': { width: vars.size.sidebarIcon },
  },
  '@media': {
    '(forced-colors: active)': { borderRight: '1px solid CanvasText' },
  },
});

/** The sidebar's contents: the window's height, in place while the page scrolls. */
export const panel = style({
  position: 'sticky',
  top: 0,
  display: 'flex',
  flexDirection: 'column',
  height: '100dvh',
  overflow: 'hidden',
});

export const inset = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

/** Mobile: the backdrop behind the drawer. */
export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  backgroundColor: vars.color.backdrop,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing} reverse` },
  },
});

/** Mobile: the drawer panel, 18rem wide, from the left edge. */
export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: vars.size.sidebarMobile,
  maxWidth: '85vw',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.color.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing} reverse` },
  },
  '@media': {
    '(forced-colors: active)': { borderRight: '1px solid CanvasText' },
  },
});

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  outline: 'none',
  position: 'relative',
});

export const drawerClose = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  zIndex: vars.zIndex.raised,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '3.5rem',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  selectors: {
    '[data-sidebar-mobile] &': { paddingRight: '3rem' },
  },
});

export const content = style({
  flex: 1,
  minHeight: 0,
  overflowX: 'hidden',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const groupLabel = style({
  margin: 0,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

/** An entry (link) or an action (button): icon plus label, collapsing to the icon. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '2.5rem',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.md,
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.sunken, color: vars.color.text.primary },
    '&[data-pressed]': { backgroundColor: vars.color.surface.sunken },
    '&[data-current]': {
      backgroundColor: vars.color.accent.subtle,
      color: vars.color.accent.text,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[data-focus-visible]': focusRing('-2px'),
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    '[data-sidebar-mobile] &': { minHeight: '2.75rem' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-current]': { outline: '2px solid Highlight', outlineOffset: '-2px' },
      },
    },
  },
});

export const itemIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
});

// Icons (lucide or any svg) follow the icon box instead of their own pixel size.
globalStyle(`${itemIcon} > svg`, { width: '100%', height: '100%' });

export const itemLabel = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const itemBadge = style({
  flexShrink: 0,
  marginLeft: 'auto',
});

/** Tooltip shown beside an entry when the sidebar is collapsed to icons. */
export const tooltip = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  boxShadow: vars.color.shadow.md,
  zIndex: vars.zIndex.popover,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing} reverse` },
  },
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const trigger = style([
  quietIconButton,
  {
    width: '2.5rem',
    height: '2.5rem',
  },
]);
