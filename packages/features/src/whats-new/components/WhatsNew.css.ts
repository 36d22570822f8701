import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, color: vars.color.text.secondary, fontSize: vars.fontSize.sm });

export const features = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const entries = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const tabPanel = style({ paddingBlockStart: vars.space.md });

export const banner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.accent.solid}`,
  backgroundColor: vars.color.accent.subtle,
  color: vars.color.text.primary,
});

export const bannerHead = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });

export const bannerTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug });

export const bannerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
