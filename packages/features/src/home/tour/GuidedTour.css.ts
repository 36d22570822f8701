import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';

/** 'Take the guided tour', floating at the bottom centre (Link's button holds the right corner, its pill the left). */
export const launcher = style({
  position: 'fixed',
  left: '50%',
  bottom: vars.space.lg,
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.floating,
  borderRadius: vars.radius.full,
  boxShadow: vars.color.shadow.lg,
});
