import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';

export const badges = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** The spinner's place keeps the widget's height steady while the calendar loads. */
export const loading = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '6rem',
});

export const next = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
  borderInlineStart: `0.25rem solid ${vars.color.accent.solid}`,
});

export const nextHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.text.secondary,
});

export const summary = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const when = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const listLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  minHeight: '2.75rem',
  justifyContent: 'center',
});

/** A later Quick Connect's Reschedule and Cancel, side by side under it. */
export const itemActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
