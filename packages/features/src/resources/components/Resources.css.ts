import { style } from '@vanilla-extract/css';

/** The type filter wraps onto a second row on the narrowest phones rather than push the page sideways. */
export const typeFilter = style({ flexWrap: 'wrap', maxWidth: '100%' });
