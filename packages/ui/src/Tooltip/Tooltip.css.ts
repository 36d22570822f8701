import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

export const tooltipPlacements = ['top', 'bottom', 'start', 'end'] as const;

const enter = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' }, to: { opacity: 1, transform: 'none' } });
const exit = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/** Inverse surface so it reads as separate from any content; motion is 0ms under reduced motion. */
export const tooltip = style({
  zIndex: vars.zIndex.popover,
  maxWidth: '16rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  boxShadow: vars.color.shadow.md,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'break-word',
  selectors: {
    '&[data-entering]': { animation: `${enter} ${vars.motion.fast} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${exit} ${vars.motion.fast} ${vars.motion.easing} forwards` },
  },
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

// Sized explicitly: placed at left/right: 100% it would otherwise shrink to nothing.
export const arrow = style({ display: 'block', width: vars.space.sm, height: vars.space.sm });

globalStyle(`${arrow} svg`, {
  display: 'block',
  width: vars.space.sm,
  height: vars.space.sm,
  fill: vars.color.surface.inverse,
});
globalStyle(`${arrow}[data-placement=bottom] svg`, { transform: 'rotate(180deg)' });
globalStyle(`${arrow}[data-placement=left] svg`, { transform: 'rotate(-90deg)' });
globalStyle(`${arrow}[data-placement=right] svg`, { transform: 'rotate(90deg)' });
