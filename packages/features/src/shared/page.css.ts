import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';
import { media } from '@kindred/ui/tokens';

/** A screen's column inside the shell: centred, padded, its sections spaced alike on every page. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  padding: vars.space.lg,
  boxSizing: 'border-box',
  '@media': {
    [media.tablet]: { padding: vars.space.xl },
  },
});

/** The same column at reading width, for forms and text (settings, policies). */
export const narrowPage = style([page, { maxWidth: '56rem' }]);

/** The page title and its subtitle. */
export const pageHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
