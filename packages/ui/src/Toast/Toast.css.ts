import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { media } from '../tokens/index.ts';
import { focusRing } from '../themes/focus.ts';

export const toastSeverities = ['info', 'success', 'warning', 'error', 'critical'] as const;
export type ToastSeverity = (typeof toastSeverities)[number];

export const toastPositions = ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'] as const;
export type ToastPosition = (typeof toastPositions)[number];

/** Name of the view-transition class every toast carries (entering/exiting animations below). */
const toastTransitionClass = 'kindred-toast';

/**
 * The landmark covers the viewport but lets every click through; only the toast
 * lists catch the pointer. Keeping one landmark lets toasts of the same queue
 * sit in different corners.
 */
export const region = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.toast,
  pointerEvents: 'none',
  outline: 'none',
});

const edge = vars.space.lg;
const toastWidth = `min(${vars.size.dialogSm}, calc(100vw - 2 * ${edge}))`;

export const list = style({
  position: 'absolute',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: toastWidth,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  outline: 'none',
  selectors: {
    // F6 focuses the region: show it around the visible toasts.
    [`${region}[data-focus-visible] &`]: focusRing(vars.space.xs),
  },
});

export const position = styleVariants({
  'top-left': { top: edge, left: edge },
  'top-center': { top: edge, left: '50%', transform: 'translateX(-50%)' },
  'top-right': { top: edge, right: edge },
  // Newest first in the DOM (and the tab order); at the bottom the newest sits nearest the edge.
  'bottom-left': { bottom: edge, left: edge, flexDirection: 'column-reverse' },
  'bottom-center': { bottom: edge, left: '50%', transform: 'translateX(-50%)', flexDirection: 'column-reverse' },
  'bottom-right': { bottom: edge, right: edge, flexDirection: 'column-reverse' },
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  paddingInlineStart: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  borderInlineStartWidth: vars.space.xs,
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.primary,
  boxShadow: vars.color.shadow.lg,
  outline: 'none',
  viewTransitionClass: toastTransitionClass,
  selectors: {
    '&[data-focus-visible]': focusRing(),
  },
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText', borderInlineStartWidth: vars.space.xs },
  },
});

/** The stripe and the icon carry the severity colour; text stays primary for contrast. */
export const severity = styleVariants({
  info: { borderInlineStartColor: vars.color.info.solid },
  success: { borderInlineStartColor: vars.color.positive.solid },
  warning: { borderInlineStartColor: vars.color.caution.solid },
  error: { borderInlineStartColor: vars.color.critical.solid },
  critical: { borderInlineStartColor: vars.color.critical.solid, backgroundColor: vars.color.critical.subtle },
});

export const icon = styleVariants({
  info: { color: vars.color.info.text },
  success: { color: vars.color.positive.text },
  warning: { color: vars.color.caution.text },
  error: { color: vars.color.critical.text },
  critical: { color: vars.color.critical.text },
});

export const iconBox = style({
  flexShrink: 0,
  display: 'inline-flex',
  width: '1.25rem',
  height: '1.25rem',
  marginTop: vars.space.xxs,
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

export const action = style({
  alignSelf: 'flex-start',
  marginTop: vars.space.xs,
});

export const closeButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.sunken, color: vars.color.text.primary },
    '&[data-pressed]': { backgroundColor: vars.color.surface.sunken },
    '&[data-focus-visible]': focusRing('1px'),
  },
  '@media': {
    '(forced-colors: active)': { color: 'ButtonText' },
  },
});

/*
 * Entering and exiting run as view transitions (the queue wraps its updates in
 * document.startViewTransition). A toast with no old snapshot is entering, one
 * with no new snapshot is exiting. Durations read the motion tokens, which are
 * 0ms under prefers-reduced-motion; the queue also skips transitions then.
 */
const slideIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.md}) scale(0.98)` },
  to: { opacity: 1, transform: 'none' },
});
const fadeOut = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: 'scale(0.96)' },
});

globalStyle(`::view-transition-group(*.${toastTransitionClass})`, {
  animationDuration: vars.motion.normal,
  animationTimingFunction: vars.motion.easing,
});
globalStyle(`::view-transition-new(*.${toastTransitionClass}):only-child`, {
  animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
});
globalStyle(`::view-transition-old(*.${toastTransitionClass}):only-child`, {
  animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing} forwards`,
});
globalStyle(`::view-transition-group(*.${toastTransitionClass}), ::view-transition-old(*.${toastTransitionClass}), ::view-transition-new(*.${toastTransitionClass})`, {
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
