import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { focusRing } from '../themes/focus.ts';

export const linkVariants = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export const root = style({
  color: vars.color.accent.text,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  textDecorationThickness: '0.0625em',
  textUnderlineOffset: '0.2em',
  transitionProperty: 'color, text-decoration-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-focus-visible]': focusRing(),
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.muted, textDecoration: 'none' },
  },
  '@media': {
    '(forced-colors: active)': {
      color: 'LinkText',
      selectors: { '&[data-disabled]': { color: 'GrayText' } },
    },
  },
});

export const variant = styleVariants({
  /** Inside running text: always underlined, so it is not told apart by colour alone. */
  inline: {
    textDecorationLine: 'underline',
    selectors: {
      '&[data-hovered]:not([data-disabled])': { textDecorationThickness: '0.125em' },
    },
  },
  /** On its own line or in a list of actions: bolder, underlined on hover. */
  standalone: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    fontWeight: vars.fontWeight.semibold,
    textDecorationLine: 'none',
    selectors: {
      '&[data-hovered]:not([data-disabled])': { textDecorationLine: 'underline' },
    },
  },
});

export const externalIcon = style({
  display: 'inline-block',
  width: '0.875em',
  height: '0.875em',
  marginInlineStart: vars.space.xxs,
  verticalAlign: '-0.1em',
  flexShrink: 0,
});

globalStyle(`${variant.standalone} svg`, { flexShrink: 0 });
