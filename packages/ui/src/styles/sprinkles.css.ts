import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from '../tokens/index.ts';
import { vars } from '../themes/vars.css.ts';

const spaceWithAuto = { ...vars.space, auto: 'auto' };

/** Responsive layout properties: mobile first, then tablet (≥769 px) and desktop (≥1024 px). */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid', 'contents'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    flexBasis: ['0', 'auto', '100%'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    alignSelf: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'stretch'],
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    gridTemplateColumns: {
      1: 'minmax(0, 1fr)',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
      6: 'repeat(6, minmax(0, 1fr))',
    },
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: spaceWithAuto,
    marginBottom: spaceWithAuto,
    marginLeft: spaceWithAuto,
    marginRight: spaceWithAuto,
    width: { auto: 'auto', full: '100%', fit: 'fit-content' },
    height: { auto: 'auto', full: '100%' },
    maxWidth: { content: vars.size.contentMax, full: '100%', dialogSm: vars.size.dialogSm, dialogMd: vars.size.dialogMd },
    textAlign: ['left', 'center', 'right'],
    position: ['static', 'relative', 'absolute', 'sticky', 'fixed'],
    overflow: ['visible', 'hidden', 'auto'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

/** Colour and shape properties; theme-aware because they read the contract. */
const colorProperties = defineProperties({
  properties: {
    background: {
      base: vars.color.surface.base,
      raised: vars.color.surface.raised,
      sunken: vars.color.surface.sunken,
      overlay: vars.color.surface.overlay,
      accent: vars.color.accent.solid,
      accentSubtle: vars.color.accent.subtle,
      positiveSubtle: vars.color.positive.subtle,
      cautionSubtle: vars.color.caution.subtle,
      criticalSubtle: vars.color.critical.subtle,
      infoSubtle: vars.color.info.subtle,
      transparent: 'transparent',
    },
    color: {
      primary: vars.color.text.primary,
      secondary: vars.color.text.secondary,
      muted: vars.color.text.muted,
      onAccent: vars.color.text.onAccent,
      accent: vars.color.accent.text,
      positive: vars.color.positive.text,
      caution: vars.color.caution.text,
      critical: vars.color.critical.text,
      info: vars.color.info.text,
      inherit: 'inherit',
    },
    borderRadius: vars.radius,
    boxShadow: { none: 'none', sm: vars.color.shadow.sm, md: vars.color.shadow.md, lg: vars.color.shadow.lg },
    borderStyle: { none: 'none', solid: 'solid' },
    borderWidth: { none: '0', thin: '1px', thick: '2px' },
    borderColor: { subtle: vars.color.border.subtle, strong: vars.color.border.strong, accent: vars.color.accent.solid },
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
  },
});

export const sprinkles = createSprinkles(responsiveProperties, colorProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
