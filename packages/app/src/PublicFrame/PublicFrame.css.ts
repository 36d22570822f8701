import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';

export const frame = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface.base,
  color: vars.color.text.primary,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '3.5rem',
  paddingInline: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.text.primary,
  textDecoration: 'none',
});

export const brandMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent.solid,
  color: vars.color.text.onAccent,
});

export const main = style({
  flex: 1,
  outline: 'none',
});
