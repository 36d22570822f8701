import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { quietIconButton } from '../styles/quiet-icon-button.css.ts';

/** Overlay: the wrapped content stays in place, dimmed, blurred and inert. */
export const overlay = style({
  position: 'relative',
  isolation: 'isolate',
  borderRadius: vars.radius.lg,
});

export const overlayContent = style({
  filter: 'blur(2px) grayscale(0.4)',
  opacity: 0.45,
  userSelect: 'none',
  pointerEvents: 'none',
  '@media': {
    '(forced-colors: active)': { opacity: 0.3 },
  },
});

export const overlayLayer = style({
  position: 'absolute',
  inset: 0,
  zIndex: vars.zIndex.raised,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
});

export const overlayCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: vars.size.dialogSm,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.overlay,
  boxShadow: vars.color.shadow.md,
  textAlign: 'center',
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const overlayIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.subtle,
  color: vars.color.accent.text,
});

/** Banner: an info strip with an optional dismiss button. */
export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.info.solid}`,
  backgroundColor: vars.color.info.subtle,
  color: vars.color.text.primary,
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const bannerIcon = style({
  flexShrink: 0,
  display: 'inline-flex',
  marginTop: vars.space.xxs,
  color: vars.color.info.text,
});

export const bannerBody = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const bannerTitle = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
});

export const bannerText = style({
  color: vars.color.text.secondary,
});

export const dismiss = style([
  quietIconButton,
  {
    marginBlock: `calc(-1 * ${vars.space.xs})`,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surface.base, color: vars.color.text.primary },
    },
  },
]);

/** Badge: an inline pill. */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  verticalAlign: 'middle',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.subtle,
  color: vars.color.accent.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});
