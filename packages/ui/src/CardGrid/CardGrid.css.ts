import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

/** One column on phones, then as many 16rem columns as fit. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});

/** `maxColumns`: at most four columns on wide screens. */
export const maxColumns = styleVariants({
  none: {},
  four: { '@media': { 'screen and (min-width: 1400px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } },
});
