import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

export const iconButtonSizes = ['sm', 'md', 'lg'] as const;
export type IconButtonSize = (typeof iconButtonSizes)[number];

/** Square and padding-free; colours and states come from Button's variant styles. */
export const shape = style({
  flexShrink: 0,
  padding: 0,
  gap: 0,
});

export const size = styleVariants({
  sm: { width: '2rem', height: '2rem', fontSize: vars.fontSize.sm },
  md: { width: '2.5rem', height: '2.5rem', fontSize: vars.fontSize.md },
  lg: { width: '3rem', height: '3rem', fontSize: vars.fontSize.lg },
});

// Icons (lucide or any svg) scale with the button's font size.
globalStyle(`${shape} svg`, { width: '1.25em', height: '1.25em', flexShrink: 0 });

/** Wraps the caller's icon so it can be hidden from assistive technology, centred in the square. */
export const icon = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });
