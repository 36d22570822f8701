import { assignVars, createThemeContract, createGlobalTheme, globalStyle, style } from '@vanilla-extract/css';
import {
  darkColors,
  fontFamily,
  fontSize,
  fontWeight,
  lightColors,
  lineHeight,
  media,
  motion,
  radius,
  shadows,
  sizes,
  space,
  zIndex,
  type ColorTokens,
} from '../tokens/index.ts';

/** Colours and shadows change per theme; everything else is global. */
export const colorVars = createThemeContract({
  ...mapLeaves(lightColors),
  shadow: { sm: null, md: null, lg: null },
});

function mapLeaves<T extends object>(obj: T): { [K in keyof T]: T[K] extends string ? null : ReturnType<typeof mapLeaves<T[K] & object>> } {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj)) out[key] = typeof value === 'string' ? null : mapLeaves(value as object);
  return out as never;
}

const colorValues = (colors: ColorTokens, shadow: (typeof shadows)['light' | 'dark']) => ({ ...colors, shadow: { ...shadow } });

/** Global (theme-independent) tokens, on :root. Motion collapses to 0 under reduced motion. */
export const globalVars = createGlobalTheme(':root', {
  space,
  radius,
  fontFamily,
  fontSize,
  lineHeight,
  fontWeight,
  zIndex,
  size: sizes,
  motion: { fast: motion.fast, normal: motion.normal, slow: motion.slow, easing: motion.easing },
});

globalStyle(':root', {
  '@media': {
    [media.reducedMotion]: {
      vars: {
        [globalVars.motion.fast]: '0ms',
        [globalVars.motion.normal]: '0ms',
        [globalVars.motion.slow]: '0ms',
      },
    },
  },
});

/** The one contract components read: `vars.color.text.primary`, `vars.space.md`... */
export const vars = { ...globalVars, color: colorVars };

const base = style({
  colorScheme: 'light dark',
  backgroundColor: colorVars.surface.base,
  color: colorVars.text.primary,
  fontFamily: globalVars.fontFamily.body,
  fontSize: globalVars.fontSize.md,
  lineHeight: globalVars.lineHeight.normal,
});

export const lightTheme = style([base, { colorScheme: 'light', vars: assignVars(colorVars, colorValues(lightColors, shadows.light)) }]);
export const darkTheme = style([base, { colorScheme: 'dark', vars: assignVars(colorVars, colorValues(darkColors, shadows.dark)) }]);
/** Follows the operating system's colour scheme. */
export const systemTheme = style([
  base,
  {
    vars: assignVars(colorVars, colorValues(lightColors, shadows.light)),
    '@media': {
      [media.dark]: { colorScheme: 'dark', vars: assignVars(colorVars, colorValues(darkColors, shadows.dark)) },
    },
  },
]);
