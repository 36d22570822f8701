import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@kindred/ui/themes';

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const output = style({
  margin: 0,
  maxHeight: '24rem',
  overflow: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.primary,
  fontFamily: vars.fontFamily.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': focusRing() },
});
