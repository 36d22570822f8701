import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';

/** 'Your profile' and 'Your organisations': their fields one under another. */
export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const tagListField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** The add box and its button on one line; the button stays level with the box, under the label. */
export const tagListAdd = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const tagListInput = style({
  flex: '1 1 14rem',
  minWidth: 0,
});

/** The add button sits level with the box, under the box's label. */
export const tagListButton = style({
  marginTop: vars.space.xl,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const status = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

export const organizationList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const organizationRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const organizationName = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const organizationDescription = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

/** The server's refusal, inside the leave question, under what leaving does. */
export const dialogError = style({
  display: 'block',
  marginTop: vars.space.md,
  color: vars.color.critical.text,
  fontWeight: vars.fontWeight.medium,
});
