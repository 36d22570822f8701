import type { ReactNode } from 'react';
import {
  FieldError as RACFieldError,
  Label as RACLabel,
  Text as RACText,
  composeRenderProps,
  type FieldErrorProps as RACFieldErrorProps,
  type LabelProps as RACLabelProps,
  type TextProps as RACTextProps,
  type ValidationResult,
} from 'react-aria-components';
import { CircleAlert } from 'lucide-react';
import * as styles from './Field.css.ts';

/** What a field's `errorMessage` prop takes: a fixed message, or one computed from react-aria's validation result. */
export type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

export interface LabelProps extends RACLabelProps {
  /** Adds a visual required mark. Assistive technology hears "required" from the input's own `aria-required`. */
  isRequired?: boolean;
}

/** A field's visible label. Inside a react-aria field it is wired to the input automatically. */
export function Label({ isRequired, className, children, ...props }: LabelProps) {
  return (
    <RACLabel {...props} className={[styles.label, className].filter(Boolean).join(' ')}>
      {children}
      {isRequired && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </RACLabel>
  );
}

export type DescriptionProps = Omit<RACTextProps, 'slot'>;

/** Help text under a field; react-aria links it to the input with `aria-describedby`. */
export function Description({ className, ...props }: DescriptionProps) {
  return <RACText {...props} slot="description" className={[styles.description, className].filter(Boolean).join(' ')} />;
}

export type FieldErrorProps = RACFieldErrorProps;

/**
 * The field's error message. Renders only while the field is invalid (client
 * `validate`, `isInvalid`, or server errors from `Form`'s `validationErrors`);
 * without children it shows react-aria's validation errors.
 */
export function FieldError({ className, children, ...props }: FieldErrorProps) {
  return (
    <RACFieldError
      {...props}
      className={composeRenderProps(className, (userClass) => [styles.fieldError, userClass].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content, { validationErrors }) => (
        <>
          <CircleAlert className={styles.fieldErrorIcon} aria-hidden="true" />
          <span>{content ?? validationErrors.join(' ')}</span>
        </>
      ))}
    </RACFieldError>
  );
}

/**
 * Shorthand used by every field component: the error slot with the caller's
 * `errorMessage` (a node, or a function of the validation result).
 */
export function FieldErrorSlot({ errorMessage }: { errorMessage?: FieldErrorMessage }) {
  return (
    <FieldError>
      {(validation) => {
        const message = typeof errorMessage === 'function' ? errorMessage(validation) : errorMessage;
        return message ?? validation.validationErrors.join(' ');
      }}
    </FieldError>
  );
}
