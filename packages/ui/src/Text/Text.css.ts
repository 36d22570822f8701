import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export const textTones = ['primary', 'secondary', 'muted', 'accent', 'positive', 'caution', 'critical', 'info'] as const;
export const textAligns = ['start', 'center', 'end'] as const;
export const textElements = ['p', 'span', 'div'] as const;
export type TextSize = (typeof textSizes)[number];
export type TextWeight = (typeof textWeights)[number];
export type TextTone = (typeof textTones)[number];
export type TextAlign = (typeof textAligns)[number];
export type TextElement = (typeof textElements)[number];

export const root = style({
  margin: 0,
  fontFamily: vars.fontFamily.body,
  overflowWrap: 'anywhere',
});

export const size = styleVariants({
  xs: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal },
  sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
  md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal },
  lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug },
  xl: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug },
});

export const weight = styleVariants({
  regular: { fontWeight: vars.fontWeight.regular },
  medium: { fontWeight: vars.fontWeight.medium },
  semibold: { fontWeight: vars.fontWeight.semibold },
  bold: { fontWeight: vars.fontWeight.bold },
});

/** Every tone is a text colour of the contract, so it meets 4.5:1 on the theme's surfaces. */
export const tone = styleVariants({
  primary: { color: vars.color.text.primary },
  secondary: { color: vars.color.text.secondary },
  muted: { color: vars.color.text.muted },
  accent: { color: vars.color.accent.text },
  positive: { color: vars.color.positive.text },
  caution: { color: vars.color.caution.text },
  critical: { color: vars.color.critical.text },
  info: { color: vars.color.info.text },
  inherit: { color: 'inherit' },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

/** One line with an ellipsis. A span becomes inline-block so the ellipsis can apply. */
export const truncate = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '100%',
  selectors: { 'span&': { display: 'inline-block', verticalAlign: 'bottom' } },
});

export const lineClampVar = createVar();

/** At most `lineClampVar` lines, then an ellipsis. */
export const lineClamp = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: lineClampVar,
  overflow: 'hidden',
});
