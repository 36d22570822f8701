import { vars } from './vars.css.ts';

/** The border of a field's input box. */
export const FIELD_BORDER_WIDTH = '1px';

/**
 * A single-line field's box: one line of its text (the body size), its padding and its border, as the kit's fields
 * draw it. A button set beside a field takes this height, so that the two line up top and bottom.
 */
export const singleLineFieldHeight = `calc(${vars.fontSize.md} * ${vars.lineHeight.normal} + 2 * ${vars.space.sm} + 2 * ${FIELD_BORDER_WIDTH})`;
