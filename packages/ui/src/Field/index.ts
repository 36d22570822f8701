export {
  Label,
  Description,
  FieldError,
  FieldErrorSlot,
  type LabelProps,
  type DescriptionProps,
  type FieldErrorProps,
  type FieldErrorMessage,
} from './Field.tsx';
/** The shared input-box classes, for composing custom fields from react-aria primitives. */
export * as fieldStyles from './Field.css.ts';
