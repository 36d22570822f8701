import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@kindred/ui/themes';
import { media } from '@kindred/ui/tokens';

export const page = style({
  minHeight: '100dvh',
  backgroundColor: vars.color.surface.base,
  color: vars.color.text.primary,
});

/** A readable measure: about 70 characters a line. */
export const column = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '44rem',
  marginInline: 'auto',
  // The skip link's target: focus lands here to start reading, with no ring around the whole page.
  outline: 'none',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': {
    [media.tablet]: { paddingBlock: vars.space.xxxl, paddingInline: vars.space.xl },
  },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const contents = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
});

export const contentsList = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  // Keep the heading clear of the top edge when reached through a contents link.
  scrollMarginTop: vars.space.xl,
});

export const bullets = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'grid',
  gap: vars.space.sm,
  lineHeight: vars.lineHeight.normal,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

/**
 * In-page anchors are plain links: the kit's Link hands every same-origin
 * href to the router, which would not scroll to the section.
 */
export const anchor = style({
  color: vars.color.accent.text,
  borderRadius: vars.radius.sm,
  textDecorationLine: 'underline',
  textDecorationThickness: '0.0625em',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { textDecorationThickness: '0.125em' },
    '&:focus-visible': focusRing(),
  },
  '@media': { '(forced-colors: active)': { color: 'LinkText' } },
});
