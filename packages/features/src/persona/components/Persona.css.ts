import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const facts = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const factLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.text.secondary });

export const factValue = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.text.primary, overflowWrap: 'anywhere' });

export const archetypeHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const illustration = style({
  flexShrink: 0,
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.accent.subtle,
});

export const archetypeMore = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const tips = style({ margin: 0, paddingInlineStart: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** The archetype card's footer: Show More and Ask Link side by side, wrapping on a narrow card. */
export const archetypeActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
