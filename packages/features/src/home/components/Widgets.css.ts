import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';

/** A widget's list: one row per item, a hairline between them. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` } },
});

export const itemBody = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const itemHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const itemTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const time = style({
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
});

export const kind = style({
  alignSelf: 'flex-start',
});

export const action = style({
  alignSelf: 'flex-start',
  marginTop: vars.space.xs,
});
