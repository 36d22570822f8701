import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { focusRing } from '../themes/focus.ts';

/**
 * The borderless square icon button that overlays put in their corners (close, dismiss, minimise,
 * the sidebar trigger). Compose it with the size and margins of the place: `style([quietIconButton, {...}])`.
 */
export const quietIconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  padding: 0,
  borderRadius: vars.radius.md,
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.sunken, color: vars.color.text.primary },
    '&[data-pressed]': { backgroundColor: vars.color.surface.sunken },
    '&[data-focus-visible]': focusRing(),
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    '(forced-colors: active)': { border: '1px solid ButtonText' },
  },
});
