import { style } from '@vanilla-extract/css';
import { gaugeSizes, gaugeTones, root as gaugeRoot, value as gaugeValue, fill as gaugeFill, type GaugeSize, type GaugeTone } from '../styles/gauge.css.ts';
import { vars } from '../themes/vars.css.ts';

export { label, percentVar, tone, track, trackSize } from '../styles/gauge.css.ts';
export const meterTones = gaugeTones;
export const meterSizes = gaugeSizes;
export type MeterTone = GaugeTone;
export type MeterSize = GaugeSize;

export const root = style([gaugeRoot, { minWidth: '6rem' }]);
export const value = style([gaugeValue, { fontWeight: vars.fontWeight.semibold }]);
// A meter's tone follows its value, so the colour change is animated too.
export const fill = style([gaugeFill, { transitionProperty: 'width, background-color' }]);
