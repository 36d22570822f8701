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
});

export const cardActions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: 'auto',
});

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const steps = style({ margin: 0, paddingInlineStart: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sublist = style({ marginBlock: vars.space.xs, paddingInlineStart: vars.space.lg });

export const video = style({ display: 'block', width: '100%', maxWidth: '32rem', marginBlockStart: vars.space.sm, borderRadius: vars.radius.md });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
