export {
  Text,
  textSizes,
  textWeights,
  textTones,
  textAligns,
  textElements,
  type TextProps,
  type TextSize,
  type TextWeight,
  type TextTone,
  type TextAlign,
  type TextElement,
} from './Text.tsx';
