/**
 * Raw design tokens. Components never read these directly: they read the theme
 * contract (`vars`) or sprinkles, so that light and dark differ only here.
 * Colour pairs were chosen for WCAG AA: text colours reach 4.5:1 on every
 * surface of their theme, accent/trait/status colours at least 3:1 as graphics
 * and 4.5:1 as text (checked by `tokens.test.ts`).
 */

export const space = {
  none: '0',
  xxs: '0.125rem',
  xs: '0.25rem',
  sm: '0.5rem',
  md: '0.75rem',
  lg: '1rem',
  xl: '1.5rem',
  xxl: '2rem',
  xxxl: '3rem',
} as const;
export type Space = keyof typeof space;

export const radius = {
  none: '0',
  sm: '0.25rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1rem',
  full: '9999px',
} as const;

export const fontFamily = {
  body: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  xxxl: '1.875rem',
  display: '2.25rem',
} as const;

export const lineHeight = {
  tight: '1.2',
  snug: '1.35',
  normal: '1.5',
} as const;

export const fontWeight = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const;

export const motion = {
  fast: '120ms',
  normal: '200ms',
  slow: '300ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** Stacking layers, lowest to highest. */
export const zIndex = {
  base: '0',
  raised: '1',
  sticky: '10',
  sidebar: '20',
  floating: '30',
  overlay: '40',
  modal: '50',
  popover: '60',
  toast: '70',
  tour: '80',
} as const;

/** The spec's breakpoints: mobile ≤768 px, tablet 769-1023 px, desktop ≥1024 px. */
export const breakpoints = {
  mobileMax: 768,
  tabletMin: 769,
  tabletMax: 1023,
  desktopMin: 1024,
} as const;

export const media = {
  mobile: `screen and (max-width: ${breakpoints.mobileMax}px)`,
  tablet: `screen and (min-width: ${breakpoints.tabletMin}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktopMin}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  dark: '(prefers-color-scheme: dark)',
} as const;

export const sizes = {
  sidebar: '16rem',
  sidebarMobile: '18rem',
  sidebarIcon: '3rem',
  tourTooltip: '320px',
  contentMax: '80rem',
  dialogSm: '24rem',
  dialogMd: '32rem',
  dialogLg: '48rem',
} as const;

/**
 * The six HEXACO traits in HEXACO order: the keys of the theme's trait colours (`vars.color.trait.*`) and of every
 * component that shows a trait (HexacoChart, TraitDialog, Avatar's palette), which all read them from here. The kit
 * imports no other package, so it keeps its own list; tests/lint/trait-keys.test.ts proves it is the contracts'
 * `TRAIT_KEYS` (`@kindred/contracts/domain/hexaco`), in the same order.
 */
export const traitKeys = [
  'honestyHumility',
  'emotionality',
  'extraversion',
  'agreeablenessVsAnger',
  'conscientiousness',
  'opennessToExperience',
] as const;
export type TraitKey = (typeof traitKeys)[number];

export interface ColorTokens {
  surface: { base: string; raised: string; sunken: string; overlay: string; inverse: string };
  text: { primary: string; secondary: string; muted: string; inverse: string; onAccent: string };
  border: { subtle: string; strong: string };
  accent: { solid: string; hover: string; subtle: string; text: string };
  positive: { solid: string; subtle: string; text: string };
  caution: { solid: string; subtle: string; text: string };
  critical: { solid: string; subtle: string; text: string };
  info: { solid: string; subtle: string; text: string };
  focus: string;
  backdrop: string;
  trait: Record<TraitKey, string>;
}

export const lightColors: ColorTokens = {
  surface: { base: '#ffffff', raised: '#f6f7f9', sunken: '#eceef2', overlay: '#ffffff', inverse: '#1b1e26' },
  text: { primary: '#16181d', secondary: '#454b5a', muted: '#5b6172', inverse: '#f4f5f8', onAccent: '#ffffff' },
  border: { subtle: '#d9dce3', strong: '#7d8495' },
  accent: { solid: '#4f46e5', hover: '#4338ca', subtle: '#eef0ff', text: '#4338ca' },
  positive: { solid: '#15803d', subtle: '#e7f6ec', text: '#166534' },
  caution: { solid: '#a16207', subtle: '#fdf5dc', text: '#854d0e' },
  critical: { solid: '#b91c1c', subtle: '#fdecec', text: '#991b1b' },
  info: { solid: '#0369a1', subtle: '#e5f2fa', text: '#075985' },
  focus: '#2563eb',
  backdrop: 'rgba(15, 17, 21, 0.5)',
  trait: {
    honestyHumility: '#7c3aed',
    emotionality: '#be185d',
    extraversion: '#c2410c',
    agreeablenessVsAnger: '#047857',
    conscientiousness: '#1d4ed8',
    opennessToExperience: '#0e7490',
  },
};

export const darkColors: ColorTokens = {
  surface: { base: '#0f1115', raised: '#171a21', sunken: '#0a0c10', overlay: '#1d2029', inverse: '#f4f5f8' },
  text: { primary: '#f2f3f7', secondary: '#c5c9d4', muted: '#a3a9b8', inverse: '#16181d', onAccent: '#111827' },
  border: { subtle: '#2c313c', strong: '#7a8192' },
  accent: { solid: '#a5b4fc', hover: '#c7d2fe', subtle: '#1f2345', text: '#b4c0fd' },
  positive: { solid: '#4ade80', subtle: '#11281a', text: '#86efac' },
  caution: { solid: '#facc15', subtle: '#2a2310', text: '#fde68a' },
  critical: { solid: '#f87171', subtle: '#2d1416', text: '#fca5a5' },
  info: { solid: '#38bdf8', subtle: '#0c2230', text: '#7dd3fc' },
  focus: '#93c5fd',
  backdrop: 'rgba(0, 0, 0, 0.65)',
  trait: {
    honestyHumility: '#c4b5fd',
    emotionality: '#f9a8d4',
    extraversion: '#fdba74',
    agreeablenessVsAnger: '#6ee7b7',
    conscientiousness: '#93c5fd',
    opennessToExperience: '#67e8f9',
  },
};

export const shadows = {
  light: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
    md: '0 4px 8px -2px rgba(16, 24, 40, 0.1), 0 2px 4px -2px rgba(16, 24, 40, 0.06)',
    lg: '0 12px 24px -4px rgba(16, 24, 40, 0.14), 0 4px 8px -4px rgba(16, 24, 40, 0.06)',
  },
  dark: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 10px rgba(0, 0, 0, 0.5)',
    lg: '0 14px 30px rgba(0, 0, 0, 0.6)',
  },
} as const;

export const themeNames = ['light', 'dark', 'system'] as const;
export type ThemeName = (typeof themeNames)[number];
