import { createVar, fallbackVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

export const skeletonShapes = ['text', 'circle', 'rect'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export const widthVar = createVar();
export const heightVar = createVar();

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const block = style({
  display: 'block',
  width: widthVar,
  height: heightVar,
  backgroundColor: vars.color.border.subtle,
  backgroundImage: `linear-gradient(90deg, ${vars.color.border.subtle} 0%, ${vars.color.surface.raised} 50%, ${vars.color.border.subtle} 100%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.6s ease-in-out infinite`,
  // A placeholder may stay still; reduced motion stops the shimmer entirely.
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
    '(forced-colors: active)': { backgroundImage: 'none', backgroundColor: 'GrayText' },
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

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
