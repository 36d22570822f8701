import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';

export const main = style({
  flex: 1,
  minWidth: 0,
  outline: 'none',
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.text.primary,
  textDecoration: 'none',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});

export const brandMark = style({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent.solid,
  color: vars.color.text.onAccent,
});

/** Privacy and Terms: one row under the theme entry, starting where its icon starts. */
export const policyLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.xs,
});

/** Each link at least 24 × 24 px, the target size of WCAG 2.2 (2.5.8). */
export const policyLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.5rem',
  minWidth: '1.5rem',
});
