import { createVar, fallbackVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

export const skeletonShapes = ['text', 'circle', 'rect'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export const widthVar = createVar();
export const heightVar = createVar();

// The placeholders pulse in opacity, which the compositor animates on its own: no repaint per frame on the main
// thread. A group pulses as one (one animation for a screenful of placeholders, each started animation costing the
// page a little); a placeholder outside any group pulses by itself. The pulse starts after 600 ms: a wait shorter
// than that needs no motion, and placeholders that are gone by then never start an animation at all.
const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.55 },
});

const pulseAnimation = `${pulse} 1.6s ease-in-out 600ms infinite`;

/** A group's pulse: every placeholder inside it pulses with it. */
export const groupPulse = style({
  animation: pulseAnimation,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** A group's own layout, unless the caller gives one: placeholders one under the other. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const block = style({
  display: 'block',
  width: widthVar,
  height: heightVar,
  backgroundColor: vars.color.border.subtle,
  animation: pulseAnimation,
  selectors: { [`${groupPulse} &`]: { animation: 'none' } },
  // A placeholder may stay still; reduced motion stops the pulse entirely.
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
    '(forced-colors: active)': { backgroundColor: 'GrayText' },
  },
});

export const shape = styleVariants({
  text: { borderRadius: vars.radius.sm, height: fallbackVar(heightVar, '0.875em') },
  circle: { borderRadius: vars.radius.full, aspectRatio: '1' },
  rect: { borderRadius: vars.radius.md },
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: widthVar,
});

export const line = style({ vars: { [widthVar]: '100%' } });

/** The last line of a paragraph is shorter, like real text. */
export const lastLine = style({ vars: { [widthVar]: '60%' } });
