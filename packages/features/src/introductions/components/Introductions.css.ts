import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';

/** A link's page reads as one short column: what the link is for, then its one action. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  maxWidth: '36rem',
});

/** When and what: terms beside their values, stacked on a narrow screen by wrapping. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
});

export const factTerm = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

export const factValue = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

export const timeList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
});

/** A time's button says the whole time ('Wednesday, December 2, 14:00 – 14:30'): it wraps rather than overflow at 320 px. */
export const timeButton = style({
  whiteSpace: 'normal',
  textAlign: 'start',
});
