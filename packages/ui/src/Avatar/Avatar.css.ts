import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { traitKeys } from '../tokens/index.ts';

export const avatarSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

/**
 * The fallback backgrounds, picked from the name. Each is a theme colour that
 * carries `text.onAccent` at AA: dark hues with white text in the light theme,
 * light hues with near-black text in the dark theme: the accent, then the trait colours.
 */
export const avatarPalette = ['accent', ...traitKeys] as const;
export type AvatarColor = (typeof avatarPalette)[number];

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  color: vars.color.text.onAccent,
  fontFamily: vars.fontFamily.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1,
  userSelect: 'none',
  verticalAlign: 'middle',
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const size = styleVariants({
  xs: { width: '1.5rem', height: '1.5rem', fontSize: '0.625rem' },
  sm: { width: '2rem', height: '2rem', fontSize: vars.fontSize.xs },
  md: { width: '2.5rem', height: '2.5rem', fontSize: vars.fontSize.sm },
  lg: { width: '3.5rem', height: '3.5rem', fontSize: vars.fontSize.lg },
  xl: { width: '5rem', height: '5rem', fontSize: vars.fontSize.xxl },
});

export const color = styleVariants(
  Object.fromEntries(avatarPalette.map((name) => [name, name])) as Record<AvatarColor, AvatarColor>,
  (name) => ({ backgroundColor: name === 'accent' ? vars.color.accent.solid : vars.color.trait[name] }),
);

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  backgroundColor: vars.color.surface.sunken,
});

export const initials = style({ letterSpacing: '0.02em' });
