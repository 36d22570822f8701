import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const search = style({
  flex: '1 1 16rem',
  minWidth: 0,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const chipList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const filterPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
  minWidth: '16rem',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  minWidth: 0,
});

export const cardHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const cardWho = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const cardName = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const cardStrength = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'flex-start',
});

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: 'auto',
});

/** The card's icon actions, at the end of its action row. */
export const cardTools = style({
  display: 'flex',
  gap: vars.space.xxs,
  marginInlineStart: 'auto',
});

export const icebreakerPopover = style({
  maxWidth: 'min(24rem, calc(100vw - 2rem))',
});

export const status = style({
  minHeight: '1.25rem',
});
