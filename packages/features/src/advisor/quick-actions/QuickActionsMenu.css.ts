import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';
import { media } from '@kindred/ui/tokens';

/** The main button, bottom-right, above the page (and under overlays). */
export const corner = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.floating,
});

/** The 'Enable quick actions' pill, bottom-left. */
export const pill = style({
  position: 'fixed',
  left: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.floating,
});

export const trigger = style({
  position: 'relative',
  borderRadius: vars.radius.full,
  boxShadow: vars.color.shadow.lg,
  minHeight: '3rem',
  minWidth: '3rem',
  paddingInline: vars.space.md,
});

const pulse = keyframes({
  '0%, 100%': { transform: 'scale(1)' },
  '50%': { transform: 'scale(1.08)' },
});

/** 'New insights!' pulses while it shows; still under reduced motion. */
export const pulsing = style({
  animation: `${pulse} 1.2s ${vars.motion.easing} infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

/**
 * 'New insights!' on the button sits over its top edge rather than inside it: the button keeps its size when the
 * badge comes and goes, so nothing on the page moves (no layout shift).
 */
export const triggerBadge = style({
  position: 'absolute',
  top: 0,
  right: 0,
  translate: '0 -60%',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  // Its own width, not the button's: a badge holds at most the width of its box (the kit's maxWidth: 100%), and
  // this one's box is the round button, narrower than 'New insights!', which showed as 'Ne…'. Doubled to outrank it.
  selectors: { '&&': { maxWidth: 'none', width: 'max-content' } },
});

export const itemLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

/**
 * The menu keeps one width wherever it opens: at the screen's edge a width that follows its position would wrap
 * the descriptions, change its height, move it again, and so on.
 */
export const menuPopover = style({
  width: `min(18rem, calc(100vw - 2 * ${vars.space.md}))`,
});
