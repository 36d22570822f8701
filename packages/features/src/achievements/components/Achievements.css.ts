import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@kindred/ui/themes';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  // Focused when 'View all' takes the reader to the catalogue.
  scrollMarginBlockStart: vars.space.xl,
  ':focus': { outline: 'none' },
});

export const summary = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
});

export const bigNumber = style({
  margin: 0,
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const summaryBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const highlights = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
});

/** The label under its number: read label first, drawn number first. */
export const highlight = style({ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end', gap: vars.space.xxs, minWidth: 0 });

export const highlightValue = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const highlightLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const cardTop = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const cardMeta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  marginBlock: vars.space.lg,
});

export const categories = style({ flexWrap: 'wrap' });

export const more = style({ alignSelf: 'flex-start' });

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const dialogTop = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg });

export const dialogHeading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const skeletonSummary = style([summary]);

// ---------------------------------------------------------------------------
// Badge art: one colour per category, from the theme's semantic colours.

export const art = style({ flexShrink: 0, display: 'block' });

export const artSize = styleVariants({
  sm: { width: '3rem', height: '3rem' },
  lg: { width: '5rem', height: '5rem' },
});

const tones = {
  activities: vars.color.positive,
  quick: vars.color.accent,
  ai: vars.color.info,
  calendar: vars.color.caution,
  profile: vars.color.critical,
} as const;

const artSolid = createVar();
const artSubtle = createVar();

/** The medal and the glyph in the category's solid colour, the ribbons tinted. */
export const artTone = styleVariants(tones, (tone) => ({ vars: { [artSolid]: tone.solid, [artSubtle]: tone.subtle } }));

export const artLocked = style({ vars: { [artSolid]: vars.color.border.strong, [artSubtle]: vars.color.surface.sunken } });

export const artMedal = style({ fill: artSolid });
export const artFace = style({ fill: vars.color.surface.overlay });
export const artGlyph = style({ fill: artSolid });
export const artRibbon = style({ fill: artSubtle, stroke: artSolid, strokeWidth: 1.5, strokeLinejoin: 'round' });
