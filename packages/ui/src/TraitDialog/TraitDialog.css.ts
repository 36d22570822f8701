import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { quietIconButton } from '../styles/quiet-icon-button.css.ts';
import { traitColor } from '../styles/trait-color.css.ts';

export const traitBands = ['high', 'medium', 'low'] as const;
export type TraitBand = (typeof traitBands)[number];

/** The trait's colour, set per dialog from `vars.color.trait.<key>`. */
export { traitColorOf as trait } from '../styles/trait-color.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.backdrop,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing} reverse` },
  },
});

export const modal = style({
  width: '100%',
  maxWidth: vars.size.dialogMd,
  maxHeight: '100%',
  display: 'flex',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.primary,
  boxShadow: vars.color.shadow.lg,
  overflow: 'hidden',
  selectors: {
    '&[data-entering]': { animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}` },
  },
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: '100%',
  overflowY: 'auto',
  outline: 'none',
  borderTop: `${vars.space.xs} solid ${traitColor}`,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingTop: vars.space.xl,
  paddingInline: vars.space.xl,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingInline: vars.space.xl,
  paddingBottom: vars.space.xl,
});

export const close = style([
  quietIconButton,
  {
    width: '2.25rem',
    height: '2.25rem',
  },
]);

export const meter = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'baseline',
  rowGap: vars.space.sm,
  columnGap: vars.space.md,
});

export const meterLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.secondary,
});

export const scoreRow = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const score = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const scoreMax = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
});

export const track = style({
  gridColumn: '1 / -1',
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.sunken,
  overflow: 'hidden',
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const trackSmall = style({ height: vars.space.xs });

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: traitColor,
  transitionProperty: 'width',
  transitionDuration: vars.motion.slow,
  transitionTimingFunction: vars.motion.easing,
  '@media': {
    '(forced-colors: active)': { backgroundColor: 'Highlight' },
  },
});

export const band = style({
  display: 'inline-flex',
  // In the header's column the pill keeps to its content instead of stretching to the title's width.
  alignSelf: 'flex-start',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  border: `1px solid ${traitColor}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface.overlay,
});

export const bandDot = style({
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: traitColor,
  '@media': {
    '(forced-colors: active)': { backgroundColor: 'CanvasText' },
  },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const facetList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const facetValue = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const recommendations = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.primary,
  selectors: {
    '&::marker': { color: traitColor },
  },
});
