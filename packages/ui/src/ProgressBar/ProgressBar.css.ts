import { keyframes, style } from '@vanilla-extract/css';
import { gaugeSizes, gaugeTones, root as gaugeRoot, type GaugeSize, type GaugeTone } from '../styles/gauge.css.ts';
import { vars } from '../themes/vars.css.ts';

export { fill, label, percentVar, tone, track, trackSize, value } from '../styles/gauge.css.ts';
export const progressBarTones = gaugeTones;
export const progressBarSizes = gaugeSizes;
export type ProgressBarTone = GaugeTone;
export type ProgressBarSize = GaugeSize;

export const root = style([gaugeRoot, { minWidth: '8rem' }]);

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const indeterminate = style({
  width: '40%',
  animation: `${slide} 1.4s ${vars.motion.easing} infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '4s' } },
});
