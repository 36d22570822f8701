import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { quietIconButton } from '../styles/quiet-icon-button.css.ts';
import { focusRing } from '../themes/focus.ts';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

/** The window. Position and size are inline styles computed from pointer and keyboard input. */
export const panel = style({
  position: 'fixed',
  zIndex: vars.zIndex.floating,
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.primary,
  boxShadow: vars.color.shadow.lg,
  outline: 'none',
  animation: `${appear} ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&[data-focus-visible]': focusRing(),
    '&[data-dragging], &[data-resizing]': { userSelect: 'none' },
  },
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

/** Under 768 px: fixed to the bottom with the 16 px margins, full width. */
export const mobile = style({
  left: vars.space.lg,
  right: vars.space.lg,
  bottom: vars.space.lg,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '3rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  userSelect: 'none',
  selectors: {
    '&[data-draggable]': { cursor: 'grab', touchAction: 'none' },
    '[data-dragging] &': { cursor: 'grabbing' },
  },
});

export const title = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.xs,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflow: 'auto',
  display: 'flex',
  flexDirection: 'column',
});

/** Icon buttons in the header (built-in minimise/close, the caller's mute...). */
export const iconButton = style([
  quietIconButton,
  {
    selectors: {
      '&[data-selected]': { color: vars.color.accent.text },
      '&[data-focus-visible]': focusRing('-2px'),
    },
  },
]);

/** The move and resize handles: focusable buttons driven by pointer drags and arrow keys. */
export const handle = style([
  iconButton,
  {
    width: '1.75rem',
    color: vars.color.text.muted,
    touchAction: 'none',
  },
]);

export const moveHandle = style({
  cursor: 'grab',
  selectors: { '[data-dragging] &': { cursor: 'grabbing' } },
});

export const resizeHandle = style({
  cursor: 'nwse-resize',
});

/** The minimised bar (280x60 in the spec), bottom-right. */
export const minimized = style({
  position: 'fixed',
  zIndex: vars.zIndex.floating,
  right: vars.space.lg,
  bottom: vars.space.lg,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.primary,
  boxShadow: vars.color.shadow.lg,
  animation: `${appear} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const restore = style({
  flex: 1,
  minWidth: 0,
  height: '2.75rem',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.text.primary,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.sunken },
    '&[data-pressed]': { backgroundColor: vars.color.surface.sunken },
    '&[data-focus-visible]': focusRing('-2px'),
  },
});

export const restoreLabel = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
