export {
  ToggleButtonGroup,
  ToggleButton,
  toggleButtonGroupSizes,
  type ToggleButtonGroupProps,
  type ToggleButtonProps,
  type ToggleButtonGroupSize,
} from './ToggleButtonGroup.tsx';
