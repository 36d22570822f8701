import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@kindred/ui/themes';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(16rem, 22rem) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 767px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.base,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  textAlign: 'start',
  cursor: 'pointer',
  color: vars.color.text.primary,
  selectors: {
    '&:hover': { background: vars.color.surface.raised },
    '&:focus-visible': focusRing('0px'),
    '&[aria-current="true"]': { background: vars.color.accent.subtle },
  },
});

export const entryText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const ellipsis = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const paneHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const paneTitle = style({ display: 'flex', flexDirection: 'column', flex: '1 1 12rem', minWidth: 0 });

export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: '12rem',
  maxHeight: '28rem',
  overflowY: 'auto',
});

export const message = style({
  maxWidth: '80%',
  alignSelf: 'flex-start',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  // Plain text as written: line breaks kept, long words wrapped.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: { '&[data-own]': { alignSelf: 'flex-end', background: vars.color.accent.subtle } },
});

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, whiteSpace: 'normal' });

export const composer = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const composerField = style({ flex: 1, minWidth: 0 });

export const facts = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const fact = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const term = style({ fontWeight: vars.fontWeight.semibold, selectors: { '&::after': { content: '":"' } } });

export const definition = style({ margin: 0 });
