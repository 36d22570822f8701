import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';
import { media } from '@kindred/ui/tokens';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const tile = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
});

export const tileIcon = style({
  flexShrink: 0,
  color: vars.color.accent.text,
  marginTop: '0.125rem',
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const account = style({
  overflowWrap: 'anywhere',
});
