import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

/**
 * The label, value, track and fill shared by Meter and ProgressBar: a label and its value on one
 * line, a rounded track under them, a fill as wide as the percentage in the tone's colour.
 */

export const gaugeTones = ['accent', 'positive', 'caution', 'critical', 'info'] as const;
export const gaugeSizes = ['sm', 'md', 'lg'] as const;
export type GaugeTone = (typeof gaugeTones)[number];
export type GaugeSize = (typeof gaugeSizes)[number];

const fillColor = createVar();
export const percentVar = createVar();

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"label value" "track track"',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  width: '100%',
});

export const label = style({
  gridArea: 'label',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.primary,
});

export const value = style({
  gridArea: 'value',
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  gridArea: 'track',
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.sunken,
  // The track's edge keeps 3:1 against the surface, so the gauge's extent is visible.
  boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}`,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const trackSize = styleVariants({
  sm: { height: '0.375rem' },
  md: { height: '0.5rem' },
  lg: { height: '0.75rem' },
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: percentVar,
  borderRadius: 'inherit',
  backgroundColor: fillColor,
  transitionProperty: 'width',
  transitionDuration: vars.motion.normal,
  transitionTimingFunction: vars.motion.easing,
  '@media': { '(forced-colors: active)': { backgroundColor: 'Highlight' } },
});

export const tone = styleVariants({
  accent: { vars: { [fillColor]: vars.color.accent.solid } },
  positive: { vars: { [fillColor]: vars.color.positive.solid } },
  caution: { vars: { [fillColor]: vars.color.caution.solid } },
  critical: { vars: { [fillColor]: vars.color.critical.solid } },
  info: { vars: { [fillColor]: vars.color.info.solid } },
});
