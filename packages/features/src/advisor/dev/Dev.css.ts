import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.caution.solid}`,
  backgroundColor: vars.color.caution.subtle,
  color: vars.color.text.primary,
});

export const conversation = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: '8rem',
});

export const message = style({
  maxWidth: '40rem',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-role="user"]': { alignSelf: 'flex-end', backgroundColor: vars.color.accent.subtle },
  },
});

export const composer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const grow = style({ flex: '1 1 16rem' });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.base,
});

export const statLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

export const statValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const cell = style({
  textAlign: 'start',
  padding: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

export const tableScroll = style({ overflowX: 'auto' });

export const list = style({ margin: 0, paddingInlineStart: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
