import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

export const badgeTones = ['neutral', 'accent', 'positive', 'caution', 'critical', 'info'] as const;
export const badgeSizes = ['sm', 'md'] as const;
export const badgeEmphases = ['subtle', 'solid'] as const;
export type BadgeTone = (typeof badgeTones)[number];
export type BadgeSize = (typeof badgeSizes)[number];
export type BadgeEmphasis = (typeof badgeEmphases)[number];

const background = createVar();
const foreground = createVar();
const dotColor = createVar();

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  maxWidth: '100%',
  borderRadius: vars.radius.full,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'transparent',
  backgroundColor: background,
  color: foreground,
  fontFamily: vars.fontFamily.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.xs, paddingBlock: vars.space.xxs, paddingInline: vars.space.sm, minHeight: '1.25rem' },
  md: { fontSize: vars.fontSize.sm, paddingBlock: vars.space.xxs, paddingInline: vars.space.sm, minHeight: '1.5rem' },
});

/** Subtle: tinted surface with the tone's text colour. Solid: the tone's solid colour. */
export const subtle = styleVariants({
  neutral: { vars: { [background]: vars.color.surface.sunken, [foreground]: vars.color.text.secondary, [dotColor]: vars.color.text.muted } },
  accent: { vars: { [background]: vars.color.accent.subtle, [foreground]: vars.color.accent.text, [dotColor]: vars.color.accent.solid } },
  positive: { vars: { [background]: vars.color.positive.subtle, [foreground]: vars.color.positive.text, [dotColor]: vars.color.positive.solid } },
  caution: { vars: { [background]: vars.color.caution.subtle, [foreground]: vars.color.caution.text, [dotColor]: vars.color.caution.solid } },
  critical: { vars: { [background]: vars.color.critical.subtle, [foreground]: vars.color.critical.text, [dotColor]: vars.color.critical.solid } },
  info: { vars: { [background]: vars.color.info.subtle, [foreground]: vars.color.info.text, [dotColor]: vars.color.info.solid } },
});

export const solid = styleVariants({
  neutral: { vars: { [background]: vars.color.surface.inverse, [foreground]: vars.color.text.inverse, [dotColor]: vars.color.text.inverse } },
  accent: { vars: { [background]: vars.color.accent.solid, [foreground]: vars.color.text.onAccent, [dotColor]: vars.color.text.onAccent } },
  positive: { vars: { [background]: vars.color.positive.solid, [foreground]: vars.color.text.onAccent, [dotColor]: vars.color.text.onAccent } },
  caution: { vars: { [background]: vars.color.caution.solid, [foreground]: vars.color.text.onAccent, [dotColor]: vars.color.text.onAccent } },
  critical: { vars: { [background]: vars.color.critical.solid, [foreground]: vars.color.text.onAccent, [dotColor]: vars.color.text.onAccent } },
  info: { vars: { [background]: vars.color.info.solid, [foreground]: vars.color.text.onAccent, [dotColor]: vars.color.text.onAccent } },
});

export const dot = style({
  width: '0.5em',
  height: '0.5em',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  backgroundColor: dotColor,
  '@media': { '(forced-colors: active)': { backgroundColor: 'CanvasText' } },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
});
globalStyle(`${icon} > svg`, { width: '1em', height: '1em' });
