import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

/** Placements offered in stories and controls (RAC accepts more, e.g. 'bottom start'). */
export const popoverPlacements = ['top', 'bottom', 'start', 'end'] as const;

const enter = keyframes({ from: { opacity: 0, transform: 'var(--popover-from)' }, to: { opacity: 1, transform: 'none' } });
const exit = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/**
 * Floating surfaces anchored to a trigger: Popover and Menu share it. It slides
 * a little from its trigger; motion tokens are 0ms under reduced motion.
 */
export const popover = style({
  zIndex: vars.zIndex.popover,
  minWidth: '12rem',
  maxWidth: `min(${vars.size.dialogSm}, calc(100vw - 2 * ${vars.space.md}))`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.primary,
  boxShadow: vars.color.shadow.md,
  outline: 'none',
  vars: { '--popover-from': 'none' },
  selectors: {
    '&[data-placement=bottom]': { vars: { '--popover-from': `translateY(calc(-1 * ${vars.space.xs}))` } },
    '&[data-placement=top]': { vars: { '--popover-from': `translateY(${vars.space.xs})` } },
    '&[data-placement=left]': { vars: { '--popover-from': `translateX(${vars.space.xs})` } },
    '&[data-placement=right]': { vars: { '--popover-from': `translateX(calc(-1 * ${vars.space.xs}))` } },
    '&[data-entering]': { animation: `${enter} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${exit} ${vars.motion.fast} ${vars.motion.easing} forwards` },
  },
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  maxHeight: 'inherit',
  overflow: 'auto',
  outline: 'none',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

/** The arrow points at the trigger; drawn as the popover's surface with its border. */
// Sized explicitly: placed at left/right: 100% it would otherwise shrink to nothing.
export const arrow = style({
  display: 'block',
  width: vars.space.md,
  height: vars.space.md,
});

globalStyle(`${arrow} svg`, {
  display: 'block',
  width: vars.space.md,
  height: vars.space.md,
  fill: vars.color.surface.overlay,
  stroke: vars.color.border.subtle,
  strokeWidth: 1,
});
globalStyle(`${arrow}[data-placement=bottom] svg`, { transform: 'rotate(180deg)' });
globalStyle(`${arrow}[data-placement=left] svg`, { transform: 'rotate(-90deg)' });
globalStyle(`${arrow}[data-placement=right] svg`, { transform: 'rotate(90deg)' });
