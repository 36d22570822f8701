import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';
import { media } from '@kindred/ui/tokens';

/** The height of Link's quick-actions button, the tallest thing on the bottom edge. */
const QUICK_ACTIONS_BUTTON_HEIGHT = '3rem';

/**
 * 'Take the guided tour', floating at the bottom centre (Link's button holds the right corner, the 'Enable quick
 * actions' pill the left). A phone has no room between them: there it sits above them.
 */
export const launcher = style({
  position: 'fixed',
  left: '50%',
  bottom: vars.space.lg,
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.floating,
  borderRadius: vars.radius.full,
  boxShadow: vars.color.shadow.lg,
  '@media': {
    [media.mobile]: { bottom: `calc(2 * ${vars.space.lg} + ${QUICK_ACTIONS_BUTTON_HEIGHT})` },
  },
});
