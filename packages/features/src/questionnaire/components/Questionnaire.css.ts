import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/** The page's questions: focus lands here when the member moves to another page. */
export const questions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  outline: 'none',
});

export const question = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const statement = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'space-between',
});

export const traitList = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const traitName = style({
  fontWeight: vars.fontWeight.semibold,
});
