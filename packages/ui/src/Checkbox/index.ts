export {
  Checkbox,
  CheckboxGroup,
  checkboxGroupOrientations,
  type CheckboxProps,
  type CheckboxGroupProps,
  type CheckboxGroupOrientation,
} from './Checkbox.tsx';
