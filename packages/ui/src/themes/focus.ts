import { vars } from './vars.css.ts';

/** The focus ring's width: 2 px, thick enough to be seen (WCAG 2.4.13) and thin enough not to crowd. */
export const FOCUS_RING_WIDTH = '2px';

/**
 * The one focus ring every focusable part of the interface draws when focus
 * comes from the keyboard: a solid line in the theme's focus colour (at least
 * 3:1 against every surface, in both themes). `offset` places it: outside the
 * element ('2px', the default) for buttons, links and fields; inside ('-2px')
 * where the element touches its neighbours (menu items, tabs, list rows).
 */
export function focusRing(offset = '2px') {
  return { outline: `${FOCUS_RING_WIDTH} solid ${vars.color.focus}`, outlineOffset: offset } as const;
}
