import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { focusRing } from '../themes/focus.ts';
import { traitColor } from '../styles/trait-color.css.ts';

export const hexacoChartVariants = ['bars', 'radar'] as const;
export type HexacoChartVariant = (typeof hexacoChartVariants)[number];

export const percentVar = createVar();

/** One colour per trait, from the theme. */
export { traitColorOf as trait } from '../styles/trait-color.css.ts';

/** The chart lays itself out by its own width (it usually sits in a card), not the viewport's. */
export const root = style({
  containerType: 'inline-size',
  width: '100%',
  minWidth: 0,
});

export const radarLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'center',
  '@container': {
    '(min-width: 34rem)': { gridTemplateColumns: 'minmax(12rem, 18rem) minmax(0, 1fr)', gap: vars.space.xl },
  },
});

export const radar = style({
  display: 'block',
  width: '100%',
  maxWidth: '18rem',
  height: 'auto',
  marginInline: 'auto',
  overflow: 'visible',
});

export const radarGrid = style({ fill: 'none', stroke: vars.color.border.subtle, strokeWidth: 1 });
export const radarAxis = style({ stroke: vars.color.border.subtle, strokeWidth: 1 });
export const radarShape = style({
  fill: vars.color.accent.solid,
  fillOpacity: 0.18,
  stroke: vars.color.accent.solid,
  strokeWidth: 2,
  strokeLinejoin: 'round',
  '@media': { '(forced-colors: active)': { stroke: 'CanvasText', fill: 'none' } },
});
export const radarPoint = style({
  fill: traitColor,
  stroke: vars.color.surface.base,
  strokeWidth: 2,
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});
export const radarLabel = style({
  fill: traitColor,
  fontFamily: vars.fontFamily.body,
  fontSize: '0.8rem',
  fontWeight: vars.fontWeight.bold,
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
  selectors: { '&[data-in-radar]': { maxWidth: '28rem' } },
});

export const item = style({ minWidth: 0 });

/** A trait row: the letter, name and value, and (for bars) the bar under them or beside them. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"letter name value" ". bar bar"',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  width: '100%',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  textAlign: 'start',
  '@container': {
    '(min-width: 34rem)': {
      gridTemplateColumns: 'auto minmax(8rem, 13rem) minmax(0, 1fr) 3rem',
      gridTemplateAreas: '"letter name bar value"',
    },
  },
});

/** The radar's legend rows have no bar. */
export const rowNoBar = style({
  gridTemplateAreas: '"letter name value"',
  '@container': {
    '(min-width: 34rem)': { gridTemplateColumns: 'auto minmax(0, 1fr) auto', gridTemplateAreas: '"letter name value"' },
  },
});

/** Interactive rows are react-aria Buttons. */
export const rowButton = style({
  appearance: 'none',
  margin: 0,
  border: 0,
  backgroundColor: 'transparent',
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.raised },
    '&[data-pressed]': { backgroundColor: vars.color.surface.sunken },
    '&[data-focus-visible]': focusRing('1px'),
  },
  '@media': { '(forced-colors: active)': { selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } } } },
});

export const letter = style({
  gridArea: 'letter',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  backgroundColor: traitColor,
  color: vars.color.text.onAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

/** The trait's full name wraps onto a second line where the row is narrow: never cut to 'Honesty-Hum…'. */
export const name = style({
  gridArea: 'name',
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'break-word',
  hyphens: 'manual',
});

export const value = style({
  gridArea: 'value',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const chevron = style({
  display: 'inline-flex',
  color: vars.color.text.muted,
});
globalStyle(`${chevron} > svg`, { width: '1rem', height: '1rem' });

export const track = style({
  gridArea: 'bar',
  position: 'relative',
  height: '0.5rem',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.sunken,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.subtle}`,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: percentVar,
  borderRadius: 'inherit',
  backgroundColor: traitColor,
  transitionProperty: 'width',
  transitionDuration: vars.motion.slow,
  transitionTimingFunction: vars.motion.easing,
  '@media': { '(forced-colors: active)': { backgroundColor: 'CanvasText' } },
});
