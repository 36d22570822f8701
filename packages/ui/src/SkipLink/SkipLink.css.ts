import { style } from '@vanilla-extract/css';
import { focusRing } from '../themes/focus.ts';
import { vars } from '../themes/vars.css.ts';

/** Drawn only while it has focus (VisuallyHidden hides it otherwise): top left, above everything. */
export const skipLink = style({
  position: 'fixed',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: 1000,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  boxShadow: vars.color.shadow.md,
  selectors: { '&:focus-visible': focusRing() },
});
