import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** Date and time side by side where there is room. */
export const when = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
});

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
});
