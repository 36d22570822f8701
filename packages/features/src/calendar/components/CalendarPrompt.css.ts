import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';

export const benefits = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const benefit = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const icon = style({
  flexShrink: 0,
  color: vars.color.accent.text,
  marginTop: '0.125rem',
});

/** The two ways to connect first, then the two ways to put it off; side by side where there is room. */
export const buttons = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.sm,
  width: '100%',
});
