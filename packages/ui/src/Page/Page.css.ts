import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { media } from '../tokens/index.ts';

export const pageWidths = ['wide', 'narrow'] as const;
export type PageWidth = (typeof pageWidths)[number];

/**
 * The page's column. It adds no padding of its own: the frame around it (the shell's main landmark, or the
 * public frame) pads once, so the heading and the content share one left edge. It starts at the frame's
 * start edge whatever its width (a narrow settings page and a wide grid begin in the same place), so moving
 * between pages never shifts the heading sideways.
 */
const base = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  minWidth: 0,
  marginInlineEnd: 'auto',
  boxSizing: 'border-box',
});

export const width = styleVariants({
  wide: [base, { maxWidth: vars.size.contentMax }],
  /** Reading width, for forms and text (settings, policies). */
  narrow: [base, { maxWidth: '56rem' }],
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  columnGap: vars.space.lg,
  rowGap: vars.space.md,
});

export const titleBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: '1 1 20rem',
});

export const title = style({
  overflowWrap: 'anywhere',
  // The heading takes the focus after a navigation (the router moves it there); the focus is the page itself,
  // not a control, so no ring is drawn around the words.
  outline: 'none',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
});

/** The padding of a frame around a page: the same in the shell's main landmark and in the public frame. */
export const framePadding = style({
  padding: vars.space.lg,
  '@media': {
    [media.tablet]: { padding: vars.space.xl },
    [media.desktop]: { padding: vars.space.xxl },
  },
});
