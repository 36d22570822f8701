import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});

export const search = style({ flex: '1 1 16rem', maxWidth: '28rem' });

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

export const cardActions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: 'auto',
});

/** The type filter wraps onto a second row on the narrowest phones rather than push the page sideways. */
export const typeFilter = style({ flexWrap: 'wrap', maxWidth: '100%' });
