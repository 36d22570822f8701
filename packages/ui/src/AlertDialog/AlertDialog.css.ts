import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

export const alertDialogVariants = ['critical', 'primary'] as const;
export type AlertDialogVariant = (typeof alertDialogVariants)[number];

export const message = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});
