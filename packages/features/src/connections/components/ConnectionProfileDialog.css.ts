import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingTop: vars.space.md });

export const who = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const icebreakers = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const icebreaker = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const traits = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const trait = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `0.25rem solid ${vars.color.border.subtle}`,
  selectors: {
    '&[data-band="high"]': { borderInlineStartColor: vars.color.positive.solid },
    '&[data-band="medium"]': { borderInlineStartColor: vars.color.caution.solid },
    '&[data-band="low"]': { borderInlineStartColor: vars.color.critical.solid },
  },
});

export const traitHead = style({ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: vars.space.sm });

export const bars = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const barRow = style({ display: 'grid', gridTemplateColumns: '5rem 1fr', alignItems: 'center', gap: vars.space.sm });

export const barLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.text.secondary, overflow: 'hidden', textOverflow: 'ellipsis' });

export const barTrack = style({ height: '0.5rem', borderRadius: vars.radius.full, backgroundColor: vars.color.surface.sunken, overflow: 'hidden' });

export const barYou = style({ display: 'block', height: '100%', backgroundColor: vars.color.accent.solid });

export const barThem = style({ display: 'block', height: '100%', backgroundColor: vars.color.info.solid });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});

/** What the two have in common: shared interests and connections, as a plain list. */
export const common = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});
