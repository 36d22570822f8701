import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { focusRing } from '../themes/focus.ts';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'critical'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  borderRadius: vars.radius.md,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'transparent',
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  transitionProperty: 'background-color, border-color, color, box-shadow',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing(),
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[data-pending]': { cursor: 'progress' },
  },
  '@media': {
    '(forced-colors: active)': { borderColor: 'ButtonText' },
  },
});

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.accent.solid,
    color: vars.color.text.onAccent,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.accent.hover },
      '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.accent.hover, transform: 'translateY(1px)' },
    },
  },
  secondary: {
    backgroundColor: vars.color.surface.base,
    color: vars.color.text.primary,
    borderColor: vars.color.border.strong,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surface.raised },
      '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.surface.sunken },
    },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.text.primary,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surface.raised },
      '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.surface.sunken },
    },
  },
  critical: {
    backgroundColor: vars.color.critical.solid,
    color: vars.color.surface.base,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.critical.text },
    },
  },
});

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.sm, paddingBlock: vars.space.xs, paddingInline: vars.space.md, minHeight: '2rem' },
  md: { fontSize: vars.fontSize.sm, paddingBlock: vars.space.sm, paddingInline: vars.space.lg, minHeight: '2.5rem' },
  lg: { fontSize: vars.fontSize.md, paddingBlock: vars.space.md, paddingInline: vars.space.xl, minHeight: '3rem' },
});

export const fullWidth = style({ width: '100%' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  // The pending ProgressBar follows the label in the DOM (the accessible name reads label first) but is drawn before it.
  order: -1,
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2s' } },
});
