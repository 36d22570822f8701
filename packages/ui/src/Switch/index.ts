export { Switch, switchLabelPlacements, type SwitchProps, type SwitchLabelPlacement } from './Switch.tsx';
