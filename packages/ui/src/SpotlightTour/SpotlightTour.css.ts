import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { quietIconButton } from '../styles/quiet-icon-button.css.ts';
import { focusRing } from '../themes/focus.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Everything the tour draws sits on the tour layer, above dialogs and toasts. */
export const layer = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.tour,
  pointerEvents: 'none',
});

/**
 * The dimmed backdrop. The cut-out is an even-odd `clip-path` hole, so the
 * target stays visible and clickable while the rest of the page is blocked.
 */
export const backdrop = style({
  position: 'absolute',
  inset: 0,
  backgroundColor: vars.color.backdrop,
  pointerEvents: 'auto',
  animation: `${fadeIn} ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: {
    '&[data-animating]': {
      transitionProperty: 'clip-path',
      transitionDuration: vars.motion.slow,
      transitionTimingFunction: vars.motion.easing,
    },
  },
});

/** A ring around the cut-out, so the target stands out in both themes and in forced colours. */
export const ring = style({
  position: 'absolute',
  borderRadius: vars.radius.md,
  boxShadow: `0 0 0 2px ${vars.color.accent.solid}`,
  pointerEvents: 'none',
  selectors: {
    '&[data-animating]': {
      transitionProperty: 'top, left, width, height',
      transitionDuration: vars.motion.slow,
      transitionTimingFunction: vars.motion.easing,
    },
  },
  '@media': {
    '(forced-colors: active)': { outline: '2px solid Highlight', boxShadow: 'none' },
  },
});

/** The step's tooltip: a 320 px non-modal dialog (narrower on small screens). */
export const tooltip = style({
  position: 'absolute',
  width: `min(${vars.size.tourTooltip}, calc(100vw - 2 * ${vars.space.lg}))`,
  pointerEvents: 'auto',
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-moving]': { opacity: 0, pointerEvents: 'none' },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.primary,
  boxShadow: vars.color.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing(),
  },
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const content = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.secondary,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const counter = style({
  marginRight: 'auto',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const close = style([
  quietIconButton,
  {
    marginTop: `calc(-1 * ${vars.space.xs})`,
    marginRight: `calc(-1 * ${vars.space.xs})`,
  },
]);
