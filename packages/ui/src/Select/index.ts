export { Select, SelectItem, type SelectProps, type SelectItemProps } from './Select.tsx';
