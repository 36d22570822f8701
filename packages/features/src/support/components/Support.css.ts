import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const attachments = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text.primary });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

export const fileList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const file = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const fileName = style({ overflowWrap: 'anywhere', minWidth: 0 });

export const fileSize = style({ color: vars.color.text.secondary, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });

export const refused = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.critical.text, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
