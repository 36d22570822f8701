import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { field } from '../Field/Field.css.ts';
import { focusRing } from '../themes/focus.ts';
import { toggleLabel } from '../styles/toggle-label.css.ts';

export const orientations = ['vertical', 'horizontal'] as const;
export type Orientation = (typeof orientations)[number];

/**
 * The `<label>` holding the visually hidden input, the box and the text. It positions the hidden input, as the
 * radio's label does: otherwise the input is placed against the nearest positioned ancestor, and in a scrolled list
 * the inputs of the boxes out of view stretch the page below its content.
 */
export const root = style([toggleLabel, { position: 'relative', alignItems: 'flex-start' }]);

export const box = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: '1.125rem',
  height: '1.125rem',
  // Centre the box on the first line of the label.
  marginBlockStart: `calc((${vars.lineHeight.snug} * 1em - 1.125rem) / 2)`,
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.base,
  color: vars.color.text.onAccent,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${root}[data-hovered]:not([data-disabled]):not([data-readonly]) &`]: { borderColor: vars.color.text.secondary },
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      backgroundColor: vars.color.accent.solid,
      borderColor: vars.color.accent.solid,
    },
    [`${root}[data-pressed] &`]: { transform: 'scale(0.94)' },
    [`${root}[data-focus-visible] &`]: focusRing(),
    [`${root}[data-invalid] &`]: { borderColor: vars.color.critical.solid },
    [`${root}[data-invalid][data-selected] &, ${root}[data-invalid][data-indeterminate] &`]: {
      backgroundColor: vars.color.critical.solid,
    },
    [`${root}[data-disabled] &`]: { opacity: 0.55 },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: {
        [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: { backgroundColor: 'Highlight', borderColor: 'Highlight' },
        [`${root}[data-disabled] &`]: { borderColor: 'GrayText' },
      },
    },
  },
});

export const mark = style({
  width: '0.875rem',
  height: '0.875rem',
  '@media': { '(forced-colors: active)': { color: 'HighlightText' } },
});

export const group = style([field, { gap: vars.space.sm }]);

export const options = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
  horizontal: { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg, rowGap: vars.space.sm },
});
