import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';
import { media } from '@kindred/ui/tokens';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingTop: vars.space.lg,
});

/** The avatar options: roomier than a text segmented control, picture over name. */
export const avatarGroup = style({
  flexWrap: 'wrap',
});

export const avatarOption = style({
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  minWidth: '7rem',
});

export const accountFacts = style({
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

export const integrationList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const integrationTitle = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** Security's list of signed-in devices: one row each, its sign-out button at the end. */
export const sessionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
});

export const sessionRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
