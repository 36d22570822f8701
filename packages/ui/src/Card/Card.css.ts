import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { focusRing } from '../themes/focus.ts';

export const cardElevations = ['none', 'sm', 'md', 'lg'] as const;
export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;
export const cardElements = ['div', 'article', 'section', 'li'] as const;
export type CardElevation = (typeof cardElevations)[number];
export type CardPadding = (typeof cardPaddings)[number];
export type CardElement = (typeof cardElements)[number];

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.primary,
  borderRadius: vars.radius.lg,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  listStyle: 'none',
  transitionProperty: 'box-shadow, border-color, transform',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const elevation = styleVariants({
  none: { boxShadow: 'none' },
  sm: { boxShadow: vars.color.shadow.sm },
  md: { boxShadow: vars.color.shadow.md },
  lg: { boxShadow: vars.color.shadow.lg },
});

/** Padding of every section (header, body, footer). */
export const padding = styleVariants({
  none: {},
  sm: {},
  md: {},
  lg: {},
});

const sectionPadding = { none: '0', sm: vars.space.md, md: vars.space.lg, lg: vars.space.xl } as const;
for (const key of cardPaddings) {
  globalStyle(`${padding[key]} > [data-card-section]`, { padding: sectionPadding[key] });
  globalStyle(`${padding[key]} > [data-card-section] + [data-card-section]:not([data-card-section="footer"])`, { paddingTop: 0 });
}

/**
 * The title beside its action while the title has 12rem, the action on a line of its own below that: squeezed to
 * what two badges leave of a narrow card, a title broke letter by letter ('Your Calendar' at 900 px).
 */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  rowGap: vars.space.sm,
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: '1 1 12rem',
});

export const headerAction = style({ flexShrink: 0 });

export const body = style({ flex: 1, minWidth: 0 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

/**
 * An interactive card: the title is the link or button, and its ::after covers
 * the whole card so the card is one big target. Focus and hover are drawn on
 * the card itself.
 */
export const interactive = style({
  cursor: 'pointer',
  selectors: {
    '&:has([data-card-action][data-hovered])': { borderColor: vars.color.border.strong, boxShadow: vars.color.shadow.md },
    '&:has([data-card-action][data-pressed])': { transform: 'translateY(1px)' },
    '&:has([data-card-action][data-focus-visible])': focusRing(),
    // Disabled: flat and sunken, without fading the text below AA.
    '&:has([data-card-action][data-disabled])': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.surface.sunken,
      boxShadow: 'none',
      borderStyle: 'dashed',
    },
  },
  '@media': { '(forced-colors: active)': { selectors: { '&:has([data-card-action][data-focus-visible])': { outlineColor: 'Highlight' } } } },
});

export const action = style({
  all: 'unset',
  color: 'inherit',
  textDecoration: 'none',
  cursor: 'inherit',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
    '&[data-hovered]': { textDecoration: 'underline', textUnderlineOffset: '0.15em' },
  },
});

// Other controls inside an interactive card sit above the covering ::after.
globalStyle(`${interactive} :is(a, button, input, select, textarea, [role="button"], [tabindex]):not([data-card-action])`, {
  position: 'relative',
  zIndex: 1,
});
