export {
  HexacoChart,
  hexacoChartVariants,
  hexacoTraitKeys,
  defaultTraitNames,
  defaultTraitLetters,
  normaliseTraitScore,
  DEFAULT_TRAIT_SCORE,
  type HexacoChartProps,
  type HexacoChartVariant,
  type HexacoTraitKey,
  type HexacoScores,
} from './HexacoChart.tsx';
