import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  paddingTop: vars.space.lg,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** Wide tables scroll sideways inside their own box on narrow screens, never the page. */
export const tableScroll = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const headCell = style({
  textAlign: 'start',
  fontWeight: 600,
  color: vars.color.text.secondary,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  verticalAlign: 'middle',
});

export const secondaryLine = style({
  display: 'block',
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.sunken,
  overflowWrap: 'anywhere',
});

export const alert = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.critical.subtle,
  color: vars.color.critical.text,
});

export const fileInput = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.primary,
});
