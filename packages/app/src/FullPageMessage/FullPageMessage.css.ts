import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
});
