import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';
import { media } from '@kindred/ui/tokens';

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.surface.raised,
});

/** Two columns on tablet and up; the brand column stacks above the form on mobile. */
export const card = style({
  width: '100%',
  maxWidth: '56rem',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  backgroundColor: vars.color.surface.base,
  borderRadius: vars.radius.xl,
  boxShadow: vars.color.shadow.lg,
  overflow: 'hidden',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.xl,
  padding: vars.space.xl,
  backgroundColor: vars.color.accent.subtle,
  color: vars.color.text.primary,
  '@media': {
    [media.tablet]: { padding: vars.space.xxl },
  },
});

export const brandMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.accent.solid,
  color: vars.color.text.onAccent,
  fontWeight: vars.fontWeight.bold,
});

export const form = style({
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [media.tablet]: { padding: vars.space.xxl },
  },
});

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});
