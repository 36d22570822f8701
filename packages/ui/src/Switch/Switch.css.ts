import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { focusRing } from '../themes/focus.ts';
import { toggleLabel } from '../styles/toggle-label.css.ts';

export const labelPlacements = ['end', 'start'] as const;
export type LabelPlacement = (typeof labelPlacements)[number];

const trackWidth = '2.25rem';
const trackHeight = '1.25rem';
const thumbSize = '0.875rem';
const thumbInset = `calc((${trackHeight} - ${thumbSize}) / 2)`;

/** The `<label>` holding the visually hidden input, the track and the text. */
export const root = style([toggleLabel, { alignItems: 'center' }]);

/** Label before the switch, pushed to the far edge (settings rows). */
export const labelStart = style({
  flexDirection: 'row-reverse',
  justifyContent: 'space-between',
  width: '100%',
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: trackWidth,
  height: trackHeight,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border.strong,
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.normal,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${root}[data-hovered]:not([data-disabled]):not([data-readonly]) &`]: { backgroundColor: vars.color.text.secondary },
    [`${root}[data-selected] &`]: { backgroundColor: vars.color.accent.solid },
    [`${root}[data-selected][data-hovered]:not([data-disabled]):not([data-readonly]) &`]: {
      backgroundColor: vars.color.accent.hover,
    },
    [`${root}[data-focus-visible] &`]: focusRing(),
    [`${root}[data-disabled] &`]: { opacity: 0.55 },
  },
  '@media': {
    '(forced-colors: active)': {
      border: '1px solid ButtonText',
      backgroundColor: 'Canvas',
      selectors: {
        [`${root}[data-selected] &`]: { backgroundColor: 'Highlight', borderColor: 'Highlight' },
        [`${root}[data-disabled] &`]: { borderColor: 'GrayText' },
      },
    },
  },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: thumbInset,
  insetInlineStart: thumbInset,
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.base,
  boxShadow: vars.color.shadow.sm,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.normal,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${root}[data-selected] &`]: {
      transform: `translateX(calc(${trackWidth} - ${thumbSize} - 2 * ${thumbInset}))`,
      backgroundColor: vars.color.text.onAccent,
    },
    [`${root}[data-pressed] &`]: { width: `calc(${thumbSize} + 0.125rem)` },
    // Right-to-left: slide the other way.
    [`[dir="rtl"] ${root}[data-selected] &`]: {
      transform: `translateX(calc(-1 * (${trackWidth} - ${thumbSize} - 2 * ${thumbInset})))`,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      backgroundColor: 'ButtonText',
      selectors: { [`${root}[data-selected] &`]: { backgroundColor: 'HighlightText' } },
    },
  },
});
