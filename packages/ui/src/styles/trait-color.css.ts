import { createVar, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';
import { traitKeys, type TraitKey } from '../tokens/index.ts';

/**
 * A trait's colour from the theme (AA in both themes, see tokens) as one variable: a component puts
 * `traitColorOf[key]` on the element that shows the trait and draws with `traitColor` inside it (HexacoChart's bars
 * and radar, TraitDialog's border, meter and band).
 */
export const traitColor = createVar();

export const traitColorOf = styleVariants(
  Object.fromEntries(traitKeys.map((key) => [key, key])) as Record<TraitKey, TraitKey>,
  (key) => ({ vars: { [traitColor]: vars.color.trait[key] } }),
);
