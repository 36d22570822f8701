import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

export const drawerPlacements = ['left', 'right', 'bottom'] as const;
export type DrawerPlacement = (typeof drawerPlacements)[number];

export const drawerSizes = ['sm', 'md', 'lg'] as const;
export type DrawerSize = (typeof drawerSizes)[number];

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slide = (from: string) => ({
  in: keyframes({ from: { transform: from }, to: { transform: 'none' } }),
  out: keyframes({ from: { transform: 'none' }, to: { transform: from } }),
});
const slides = {
  left: slide('translateX(-100%)'),
  right: slide('translateX(100%)'),
  bottom: slide('translateY(100%)'),
};

/** The dimmed backdrop; motion tokens are 0ms under prefers-reduced-motion. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  height: 'var(--visual-viewport-height, 100dvh)',
  zIndex: vars.zIndex.modal,
  display: 'flex',
  backgroundColor: vars.color.backdrop,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.slow} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.normal} ${vars.motion.easing} forwards` },
  },
});

export const overlayPlacement = styleVariants({
  left: { justifyContent: 'flex-start' },
  right: { justifyContent: 'flex-end' },
  bottom: { alignItems: 'flex-end' },
});

export const panel = style({
  display: 'flex',
  maxWidth: '100%',
  maxHeight: '100%',
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.primary,
  boxShadow: vars.color.shadow.lg,
  outline: 'none',
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

const motion = (placement: DrawerPlacement) => ({
  selectors: {
    '&[data-entering]': { animation: `${slides[placement].in} ${vars.motion.slow} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${slides[placement].out} ${vars.motion.normal} ${vars.motion.easing} forwards` },
  },
});

export const placement = styleVariants({
  left: { height: '100%', borderInlineEnd: `1px solid ${vars.color.border.subtle}`, ...motion('left') },
  right: { height: '100%', borderInlineStart: `1px solid ${vars.color.border.subtle}`, ...motion('right') },
  bottom: {
    width: '100%',
    maxHeight: '85%',
    borderTop: `1px solid ${vars.color.border.subtle}`,
    borderTopLeftRadius: vars.radius.xl,
    borderTopRightRadius: vars.radius.xl,
    ...motion('bottom'),
  },
});

/** Widths of side drawers; `sm` is the spec's mobile sidebar (18rem). Bottom drawers span the width. */
export const size = styleVariants({
  sm: { width: vars.size.sidebarMobile },
  md: { width: vars.size.dialogMd },
  lg: { width: vars.size.dialogLg },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  maxHeight: '100%',
  outline: 'none',
});

export const flushBody = style({ padding: 0 });

/** Kept for screen readers (it names the drawer), not drawn. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
