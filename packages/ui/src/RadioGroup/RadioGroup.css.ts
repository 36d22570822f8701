import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { field } from '../Field/Field.css.ts';
import { focusRing } from '../themes/focus.ts';
import { toggleLabel } from '../styles/toggle-label.css.ts';

export const orientations = ['vertical', 'horizontal'] as const;
export type Orientation = (typeof orientations)[number];

export const group = style([field, { gap: vars.space.sm }]);

export const options = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
  horizontal: { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg, rowGap: vars.space.sm },
});

/**
 * The `<label>` holding the visually hidden input, the circle and the text. It positions the hidden input: otherwise
 * the input is placed against the nearest positioned ancestor, and in a scrolled list the inputs of the radios out of
 * view stretch the page below its content.
 */
export const radio = style([toggleLabel, { position: 'relative', alignItems: 'flex-start' }]);

export const circle = style({
  flexShrink: 0,
  boxSizing: 'border-box',
  width: '1.125rem',
  height: '1.125rem',
  marginBlockStart: `calc((${vars.lineHeight.snug} * 1em - 1.125rem) / 2)`,
  borderRadius: vars.radius.full,
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  backgroundColor: vars.color.surface.base,
  transitionProperty: 'border-color, border-width',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${radio}[data-hovered]:not([data-disabled]):not([data-readonly]) &`]: { borderColor: vars.color.text.secondary },
    // Selected: a thick ring in the accent colour around the surface-coloured centre.
    [`${radio}[data-selected] &`]: { borderColor: vars.color.accent.solid, borderWidth: '0.3125rem' },
    [`${radio}[data-pressed] &`]: { transform: 'scale(0.94)' },
    [`${radio}[data-focus-visible] &`]: focusRing(),
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.critical.solid },
    [`${radio}[data-disabled] &`]: { opacity: 0.55 },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: {
        [`${radio}[data-selected] &`]: { borderColor: 'Highlight' },
        [`${radio}[data-disabled] &`]: { borderColor: 'GrayText' },
      },
    },
  },
});
