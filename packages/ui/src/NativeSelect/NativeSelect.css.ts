import { style } from '@vanilla-extract/css';
import { focusRing } from '../themes/focus.ts';
import { vars } from '../themes/vars.css.ts';
import { field, inputBox, label as labelStyle, description as descriptionStyle } from '../Field/Field.css.ts';

export const root = style([field]);
export const label = labelStyle;
export const description = descriptionStyle;

/** The box holds the select and its chevron; the chevron lets every click through to the select. */
export const box = style({ position: 'relative', display: 'flex' });

export const select = style([
  inputBox,
  {
    appearance: 'none',
    paddingInlineEnd: `calc(${vars.space.md} + 1.5rem)`,
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { ...focusRing('1px'), borderColor: vars.color.focus },
      '&:hover:not(:disabled)': { borderColor: vars.color.text.secondary },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55, backgroundColor: vars.color.surface.sunken },
    },
  },
]);

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  width: '1.125rem',
  height: '1.125rem',
  pointerEvents: 'none',
  color: vars.color.text.secondary,
});
