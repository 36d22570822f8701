import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const steps = style({ margin: 0, paddingInlineStart: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sublist = style({ marginBlock: vars.space.xs, paddingInlineStart: vars.space.lg });

export const video = style({ display: 'block', width: '100%', maxWidth: '32rem', marginBlockStart: vars.space.sm, borderRadius: vars.radius.md });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
