import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { focusRing } from '../themes/focus.ts';

export const toggleButtonGroupSizes = ['sm', 'md'] as const;
export type ToggleButtonGroupSize = (typeof toggleButtonGroupSizes)[number];

/** A segmented control: a sunken track holding the buttons. */
export const group = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  backgroundColor: vars.color.surface.sunken,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'column' },
  },
});

export const fullWidth = style({
  display: 'flex',
  width: '100%',
});

export const button = style({
  flex: '1 1 0',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontFamily: 'inherit',
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  color: vars.color.text.secondary,
  backgroundColor: 'transparent',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  transitionProperty: 'background-color, color, box-shadow',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-hovered]:not([data-disabled]):not([data-selected])': { color: vars.color.text.primary, backgroundColor: vars.color.surface.raised },
    '&[data-pressed]:not([data-disabled])': { transform: 'translateY(1px)' },
    '&[data-selected]': {
      color: vars.color.text.primary,
      backgroundColor: vars.color.surface.base,
      borderColor: vars.color.border.strong,
      boxShadow: vars.color.shadow.sm,
    },
    '&[data-focus-visible]': focusRing('1px'),
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-selected]': { backgroundColor: 'Highlight', color: 'HighlightText', borderColor: 'Highlight' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

export const size = styleVariants({
  sm: { minHeight: '1.75rem', paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
  md: { minHeight: '2.25rem', paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
});

globalStyle(`${button} svg`, { width: '1.125em', height: '1.125em', flexShrink: 0 });
