import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';
import { media } from '@kindred/ui/tokens';

/**
 * The card's top stays where it is: it is placed from the top (not centred), so a validation message that
 * makes the form taller grows it downwards instead of moving everything up by half the message.
 */
export const page = style({
  minHeight: '100dvh',
  boxSizing: 'border-box',
  display: 'grid',
  justifyItems: 'center',
  alignItems: 'start',
  padding: vars.space.lg,
  paddingBlockStart: 'clamp(1rem, 10vh, 6rem)',
  // The skip link's target: focus lands here to start reading, with no ring around the whole page.
  outline: 'none',
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

/** The product's name: a wordmark, not a heading (the page's heading is the task's). */
export const brandName = style({
  display: 'block',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
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
