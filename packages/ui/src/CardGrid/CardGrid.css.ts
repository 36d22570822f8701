import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

/** One column on phones, then as many 16rem columns as fit. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});

/** `maxColumns`: at most four columns on wide screens. */
export const maxColumns = styleVariants({
  none: {},
  four: { '@media': { 'screen and (min-width: 1400px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } },
});

/** A catalogue's search and filters above its grid. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});

/** The search takes the room the filters leave, up to 28rem. */
export const toolbarSearch = style({ flex: '1 1 16rem', minWidth: 0, maxWidth: '28rem' });

/** A catalogue entry: title and badge, a small line or badges, what it is, facts, and its actions at the foot. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.base,
});

export const cardHead = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
});

/** A row of badges under a card's title. */
export const cardTags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const cardActions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: 'auto',
});
