import { style } from '@vanilla-extract/css';
import { singleLineFieldHeight, vars } from '@kindred/ui/themes';

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The activity search and 'Surprise Me' on one row from its start: the field takes the room, the button beside its box. */
export const searchRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const searchField = style({ flex: '1 1 16rem' });

/** As tall as the search box beside it. */
export const searchButton = style({ height: singleLineFieldHeight });

export const options = style({ maxHeight: '22rem', overflowY: 'auto', paddingInlineEnd: vars.space.xs });

export const optionText = style({ display: 'inline-flex', flexDirection: 'column', gap: vars.space.xxs });

export const optionDescription = style({ fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

export const optionHead = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, fontWeight: vars.fontWeight.medium });

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });

export const stepper = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

export const stepCurrent = style({ color: vars.color.text.primary, fontWeight: vars.fontWeight.semibold });

export const wizard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '48rem' });
