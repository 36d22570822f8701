import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

export const emptyStateSizes = ['sm', 'md'] as const;
export type EmptyStateSize = (typeof emptyStateSizes)[number];

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  marginInline: 'auto',
  maxWidth: vars.size.dialogMd,
});

export const size = styleVariants({
  sm: { gap: vars.space.sm, paddingBlock: vars.space.xl, paddingInline: vars.space.lg },
  md: { gap: vars.space.md, paddingBlock: vars.space.xxxl, paddingInline: vars.space.xl },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.subtle,
  color: vars.color.accent.text,
  marginBlockEnd: vars.space.xs,
});

export const iconSize = styleVariants({
  sm: { width: '2.5rem', height: '2.5rem' },
  md: { width: '3.5rem', height: '3.5rem' },
});
globalStyle(`${iconSize.sm} > svg`, { width: '1.25rem', height: '1.25rem' });
globalStyle(`${iconSize.md} > svg`, { width: '1.75rem', height: '1.75rem' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});
