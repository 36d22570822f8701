import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@kindred/ui/themes';
import { media } from '@kindred/ui/tokens';

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface.base,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.lg,
  outline: 'none',
  '@media': {
    [media.tablet]: { padding: vars.space.xl },
    [media.desktop]: { padding: vars.space.xxl },
  },
});

export const content = style({
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  width: '100%',
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.text.primary,
  textDecoration: 'none',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});

export const brandMark = style({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent.solid,
  color: vars.color.text.onAccent,
});

export const policyLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.xs,
});

export const loading = style({
  minHeight: '60vh',
  display: 'grid',
  placeItems: 'center',
});

/** The skip link, drawn only while it has focus (VisuallyHidden hides it otherwise): top left, above everything. */
export const skipLink = style({
  position: 'fixed',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: 1000,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontWeight: 600,
  textDecoration: 'none',
  boxShadow: vars.color.shadow.md,
  selectors: { '&:focus-visible': focusRing() },
});
