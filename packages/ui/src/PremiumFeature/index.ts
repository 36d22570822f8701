export { PREMIUM_LABEL, PremiumFeature, type PremiumFeatureProps } from './PremiumFeature.tsx';
