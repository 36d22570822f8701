import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';

/** A challenge card's facts (participants, days left, reward), side by side and wrapping. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
