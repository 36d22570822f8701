import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { media } from '../tokens/index.ts';
import { focusRing } from '../themes/focus.ts';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const popIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.sm}) scale(0.97)` },
  to: { opacity: 1, transform: 'none' },
});
const popOut = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: 'scale(0.97)' },
});

/**
 * The dimmed backdrop, shared with Drawer. RAC sets --visual-viewport-height so
 * the overlay fits above an on-screen keyboard. Motion tokens are 0ms under
 * prefers-reduced-motion, so the animations below collapse to nothing then.
 */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  height: 'var(--visual-viewport-height, 100dvh)',
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  backgroundColor: vars.color.backdrop,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing} forwards` },
  },
  '@media': {
    [media.mobile]: { padding: 0 },
  },
});

export const modal = style({
  display: 'flex',
  width: '100%',
  maxHeight: '100%',
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.primary,
  boxShadow: vars.color.shadow.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${popIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${popOut} ${vars.motion.fast} ${vars.motion.easing} forwards` },
  },
  '@media': {
    // Full screen on phones (the spec's mobile breakpoint, ≤768 px).
    [media.mobile]: { maxWidth: 'none', height: '100%', borderRadius: 0, border: 'none' },
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const size = styleVariants({
  sm: { maxWidth: vars.size.dialogSm },
  md: { maxWidth: vars.size.dialogMd },
  lg: { maxWidth: vars.size.dialogLg },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  maxHeight: '100%',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
  paddingBottom: vars.space.md,
});

export const headerAlone = style({ paddingBottom: vars.space.xl });

export const headings = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.secondary,
});

export const closeButton = style({
  marginTop: `calc(-1 * ${vars.space.xs})`,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
});

/** The body scrolls; header and footer stay put. */
export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  paddingInline: vars.space.xl,
  paddingBottom: vars.space.xl,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing('-2px'),
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.lg,
  paddingInline: vars.space.xl,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [media.mobile]: { flexDirection: 'column-reverse', alignItems: 'stretch' },
  },
});
