import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const headingSizes = ['sm', 'md', 'lg', 'xl', 'xxl', 'xxxl', 'display'] as const;
export const headingTones = ['primary', 'secondary', 'accent'] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = (typeof headingSizes)[number];
export type HeadingTone = (typeof headingTones)[number];

/** The size a level gets when no `size` is given. */
export const defaultSizeForLevel: Record<HeadingLevel, HeadingSize> = {
  1: 'xxxl',
  2: 'xxl',
  3: 'xl',
  4: 'lg',
  5: 'md',
  6: 'sm',
};

export const root = style({
  margin: 0,
  fontFamily: vars.fontFamily.body,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  textWrap: 'balance',
});

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug, fontWeight: vars.fontWeight.semibold },
  md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.snug, fontWeight: vars.fontWeight.semibold },
  lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug, fontWeight: vars.fontWeight.semibold },
  xl: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight },
  xxl: { fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight },
  xxxl: { fontSize: vars.fontSize.xxxl, lineHeight: vars.lineHeight.tight, letterSpacing: '-0.01em' },
  display: { fontSize: vars.fontSize.display, lineHeight: vars.lineHeight.tight, letterSpacing: '-0.02em' },
});

export const tone = styleVariants({
  primary: { color: vars.color.text.primary },
  secondary: { color: vars.color.text.secondary },
  accent: { color: vars.color.accent.text },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

export const truncate = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
