import { style } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';
import { media } from '@kindred/ui/tokens';

/** The chat beside the persona panel on a desktop, the panel under it on smaller screens. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)' },
  },
});

export const chat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.base,
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const modelChoice = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '46rem',
  selectors: {
    '&[data-role="user"]': { alignSelf: 'flex-end', alignItems: 'flex-end' },
  },
});

export const bubble = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
  // Replies are plain text: line breaks kept, long words broken.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: {
    [`${message}[data-role="user"] &`]: { backgroundColor: vars.color.accent.subtle, borderColor: vars.color.accent.subtle },
  },
});

export const analyzing = style({ color: vars.color.text.secondary, fontStyle: 'italic' });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, color: vars.color.text.secondary, fontSize: vars.fontSize.sm });

export const topics = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.sm,
});

export const topic = style({ height: '100%' });

export const topicIcon = style({ color: vars.color.accent.text });

export const strip = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const composer = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  borderRadius: vars.radius.md,
  transitionProperty: 'box-shadow, background-color',
  transitionDuration: vars.motion.slow,
  selectors: {
    // A prompt handed over from another page: highlighted for a moment.
    '&[data-highlighted]': { boxShadow: `0 0 0 ${vars.space.xs} ${vars.color.accent.solid}`, backgroundColor: vars.color.accent.subtle },
  },
});

export const drawerSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBlockEnd: vars.space.lg });

export const drawerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const promptButton = style({ justifyContent: 'flex-start', textAlign: 'start', whiteSpace: 'normal', height: 'auto' });
