import { style } from '@vanilla-extract/css';
import { field, groupIcon, groupInput, inputGroup } from '../Field/Field.css.ts';

export const root = style([field]);
export const group = style([inputGroup]);
export const icon = style([groupIcon]);

export const input = style([
  groupInput,
  {
    selectors: {
      // The clear button replaces the browser's own cancel and decoration glyphs.
      '&::-webkit-search-cancel-button': { appearance: 'none' },
      '&::-webkit-search-decoration': { appearance: 'none' },
    },
  },
]);

/** The clear button is only shown while there is something to clear. */
export const clearButton = style({
  selectors: {
    [`${root}[data-empty] &`]: { visibility: 'hidden' },
  },
});
