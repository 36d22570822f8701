import { focusRing, vars } from '@kindred/ui/themes';
import { media } from '@kindred/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** Where the calendar will be, held open while it loads so the page does not jump when it comes. */
export const loading = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '24rem',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.base,
});

export const view = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const navigation = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const range = style({
  marginInlineStart: vars.space.sm,
  '@media': { [media.mobile]: { fontSize: vars.fontSize.md } },
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const alert = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.critical.solid}`,
  backgroundColor: vars.color.critical.subtle,
  color: vars.color.critical.text,
});

/** Each colour group's edge, fill and text (on the fill, at 4.5:1 in both themes): one per provider, and Quick Connects apart. */
export const groupColors = {
  google: { main: vars.color.info.solid, container: vars.color.info.subtle, onContainer: vars.color.text.primary },
  microsoft: { main: vars.color.positive.solid, container: vars.color.positive.subtle, onContainer: vars.color.text.primary },
  'quick-connect': { main: vars.color.accent.solid, container: vars.color.accent.subtle, onContainer: vars.color.text.primary },
} as const;

/**
 * The calendar component themed by our tokens: its colour variables are ours, so it follows light and dark
 * with the rest of the page (its own dark switch stays off). Its header is replaced by our toolbar.
 */
export const calendar = style({
  minInlineSize: 0,
  // The component's own z-indexes (its sticky day names) stay inside it, under our dialogs and menus.
  isolation: 'isolate',
  vars: {
    '--sx-color-primary': vars.color.accent.solid,
    '--sx-color-on-primary': vars.color.text.onAccent,
    '--sx-color-primary-container': vars.color.accent.subtle,
    '--sx-color-on-primary-container': vars.color.text.primary,
    '--sx-color-secondary': vars.color.border.strong,
    '--sx-color-on-secondary': vars.color.text.primary,
    '--sx-color-secondary-container': vars.color.surface.sunken,
    '--sx-color-on-secondary-container': vars.color.text.primary,
    '--sx-color-tertiary': vars.color.info.solid,
    '--sx-color-on-tertiary': vars.color.text.primary,
    '--sx-color-tertiary-container': vars.color.info.subtle,
    '--sx-color-on-tertiary-container': vars.color.text.primary,
    '--sx-color-surface': vars.color.surface.base,
    '--sx-color-surface-dim': vars.color.surface.sunken,
    '--sx-color-surface-bright': vars.color.surface.raised,
    '--sx-color-on-surface': vars.color.text.primary,
    '--sx-color-surface-container': vars.color.surface.raised,
    '--sx-color-surface-container-low': vars.color.surface.raised,
    '--sx-color-surface-container-high': vars.color.surface.sunken,
    '--sx-color-background': vars.color.surface.base,
    '--sx-color-on-background': vars.color.text.primary,
    '--sx-color-outline': vars.color.border.strong,
    '--sx-color-outline-variant': vars.color.border.subtle,
    '--sx-color-shadow': vars.color.text.primary,
    '--sx-color-surface-tint': vars.color.accent.solid,
    // 'Neutral' is the component's secondary text (day names, hours): our muted text, which reads at 4.5:1.
    '--sx-color-neutral': vars.color.text.muted,
    '--sx-color-neutral-variant': vars.color.border.subtle,
    '--sx-internal-color-gray-ripple-background': vars.color.surface.sunken,
    '--sx-internal-color-light-gray': vars.color.surface.raised,
    '--sx-internal-color-text': vars.color.text.primary,
    '--sx-border': `1px solid ${vars.color.border.subtle}`,
    '--sx-rounding-extra-small': vars.radius.sm,
    '--sx-rounding-small': vars.radius.lg,
    '--sx-font-extra-small': vars.fontSize.xs,
    '--sx-font-small': vars.fontSize.sm,
    '--sx-font-large': vars.fontSize.lg,
    '--sx-font-extra-large': vars.fontSize.xl,
    '--sx-spacing-padding1': vars.space.xs,
    '--sx-spacing-padding2': vars.space.sm,
    '--sx-spacing-padding3': vars.space.md,
    '--sx-spacing-padding4': vars.space.lg,
    '--sx-spacing-padding6': vars.space.xl,
    ...Object.fromEntries(
      Object.entries(groupColors).flatMap(([group, colors]) => [
        [`--sx-color-${group}`, colors.main],
        [`--sx-color-${group}-container`, colors.container],
        [`--sx-color-on-${group}-container`, colors.onContainer],
      ]),
    ),
  },
});

globalStyle(`${calendar} .sx__calendar-wrapper`, {
  fontFamily: vars.fontFamily.body,
  color: vars.color.text.primary,
});

// Our toolbar drives the calendar; the component's own header (and its date picker) stays out of the way.
globalStyle(`${calendar} .sx__calendar-header`, { display: 'none' });

globalStyle(`${calendar} .sx__calendar`, {
  borderColor: vars.color.border.subtle,
  backgroundColor: vars.color.surface.base,
});

// The calendar fills most of the screen's height and scrolls its hours inside, under its sticky day names.
globalStyle(`${calendar} .sx-react-calendar-wrapper`, {
  blockSize: 'clamp(28rem, calc(100dvh - 14rem), 56rem)',
});

globalStyle(`${calendar} .sx__view-container:focus-visible`, focusRing('-2px'));

// A week or month needs some width to stay legible; narrower screens scroll it sideways rather than squeeze it.
globalStyle(`${calendar} .sx__view-container`, {
  '@media': { [media.mobile]: { overflowX: 'auto' } },
});

globalStyle(`${calendar} .sx__event`, { cursor: 'pointer' });

globalStyle(`${calendar} .sx__event:focus-visible, ${calendar} .sx__month-grid-day__events-more:focus-visible`, {
  ...focusRing('-2px'),
  zIndex: 1,
});

globalStyle(`${calendar} .sx__month-grid-day__header-date.sx__is-today, ${calendar} .sx__week-grid__date--is-today .sx__week-grid__date-number`, {
  backgroundColor: vars.color.accent.solid,
  color: vars.color.text.onAccent,
});

globalStyle(`${calendar} .sx__week-grid__date--is-today .sx__week-grid__day-name`, {
  color: vars.color.accent.text,
});

// The details dialog (EventDetails).
export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0 });

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const term = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.secondary,
});

export const value = style({ margin: 0, color: vars.color.text.primary, overflowWrap: 'anywhere' });

export const attendees = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const description = style({ whiteSpace: 'pre-line' });
