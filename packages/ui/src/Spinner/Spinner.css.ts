import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export const spinnerLabelPlacements = ['end', 'bottom'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];
export type SpinnerLabelPlacement = (typeof spinnerLabelPlacements)[number];

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text.secondary,
});

export const placement = styleVariants({
  end: { flexDirection: 'row' },
  bottom: { flexDirection: 'column', gap: vars.space.md, textAlign: 'center' },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const circle = style({
  flexShrink: 0,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderTopColor: vars.color.accent.solid,
  // It starts turning after 600 ms: a wait shorter than that needs no motion, and an animation that never starts
  // costs the page nothing (starting one cost home's first load a 7-15 ms task).
  animation: `${spin} 800ms linear 600ms infinite`,
  // Under reduced motion it still turns (it is the only sign of activity), slowly.
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
    '(forced-colors: active)': { borderColor: 'CanvasText', borderTopColor: 'Highlight' },
  },
});

export const circleSize = styleVariants({
  sm: { width: '1rem', height: '1rem', borderWidth: '2px' },
  md: { width: '1.5rem', height: '1.5rem', borderWidth: '3px' },
  lg: { width: '2.5rem', height: '2.5rem', borderWidth: '4px' },
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
});

export const labelSize = styleVariants({
  sm: { fontSize: vars.fontSize.xs },
  md: { fontSize: vars.fontSize.sm },
  lg: { fontSize: vars.fontSize.md },
});
