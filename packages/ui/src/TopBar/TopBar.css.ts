import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { media } from '../tokens/index.ts';

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '3.5rem',
  boxSizing: 'border-box',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface.base,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [media.tablet]: { paddingInline: vars.space.lg },
    '(forced-colors: active)': { borderBottom: '1px solid CanvasText' },
  },
});

/** Where you are: shown where the sidebar is a drawer, so the page's name is never out of sight. */
export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
  '@media': {
    [media.tablet]: { display: 'none' },
  },
});

export const spacer = style({
  flex: 1,
  display: 'none',
  '@media': {
    [media.tablet]: { display: 'block' },
  },
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});
