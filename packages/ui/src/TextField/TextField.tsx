import type { ReactNode, Ref } from 'react';
import {
  Input as RACInput,
  TextField as RACTextField,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { Description, FieldErrorSlot, Label, type FieldErrorMessage } from '../Field/Field.tsx';
import * as styles from './TextField.css.ts';

export { textFieldTypes, type TextFieldType } from './TextField.css.ts';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children' | 'type'> {
  /** Visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the input. */
  description?: ReactNode;
  /** Shown while the field is invalid; defaults to react-aria's validation errors (from `validate` or the form's `validationErrors`). */
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  type?: styles.TextFieldType;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A single-line text input with label, description and error message.
 * Validation: `validate` (client, returns a message or null), `isInvalid` +
 * `errorMessage` (controlled), or server errors keyed by `name` in the
 * enclosing `Form`'s `validationErrors`.
 */
export function TextField({ label, description, errorMessage, placeholder, inputRef, className, ...props }: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      className={composeRenderProps(className, (userClass) => [styles.root, userClass].filter(Boolean).join(' '))}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <RACInput ref={inputRef} placeholder={placeholder} className={styles.input} />
      {description != null && <Description>{description}</Description>}
      <FieldErrorSlot errorMessage={errorMessage} />
    </RACTextField>
  );
}
