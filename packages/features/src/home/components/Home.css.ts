import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';

/** Desktop: one column, every card under the last, as wide as the page's heading; the page scrolls as one. */
export const singleColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
});

/** Tablet: the profile column beside the activity column. */
export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

/**
 * The widgets under the profile: their layout and paint wait until they come near the screen (on a phone they
 * start a screen or more down), so the dashboard's first layout is the part a member sees. Their height until then
 * is the last one drawn, or a guess the size of a short card.
 */
export const widget = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 320px',
});

export const tabPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingTop: vars.space.lg,
});

export const count = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});

export const countRow = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.base,
});

export const skeletonFooter = style({
  marginInline: `calc(-1 * ${vars.space.lg})`,
  paddingInline: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

/** The hexagon beside the trait rows, as the chart lays them out; stacked on a narrow card. */
export const skeletonChart = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xl,
});

export const skeletonRows = style({
  flex: '1 1 14rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const skeletonTabs = style({
  display: 'flex',
  gap: vars.space.md,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

/** A widget's skeleton row, while its code or data is on the way. */
export const widgetSkeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
});
