import type { ReactNode } from 'react';
import {
  DateField as RACDateField,
  DateInput as RACDateInput,
  DateSegment as RACDateSegment,
  TimeField as RACTimeField,
  composeRenderProps,
  type DateFieldProps as RACDateFieldProps,
  type DateValue,
  type TimeFieldProps as RACTimeFieldProps,
  type TimeValue,
} from 'react-aria-components';
import { Description, FieldErrorSlot, Label, type FieldErrorMessage } from '../Field/Field.tsx';
import * as styles from './DateField.css.ts';

export type { DateValue, TimeValue };

interface FieldParts {
  /** Visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the input. */
  description?: ReactNode;
  /** Shown while the field is invalid; defaults to react-aria's validation errors. */
  errorMessage?: FieldErrorMessage;
}

export interface DateFieldProps<T extends DateValue> extends Omit<RACDateFieldProps<T>, 'children'>, FieldParts {}
export interface TimeFieldProps<T extends TimeValue> extends Omit<RACTimeFieldProps<T>, 'children'>, FieldParts {}

function Segments() {
  return <RACDateInput className={styles.input}>{(segment) => <RACDateSegment segment={segment} className={styles.segment} />}</RACDateInput>;
}

/**
 * A date typed part by part (day, month, year in the browser's order), each part a spin button: arrows step it,
 * digits type it. Values are `@internationalized/date` dates (`CalendarDate`), so no time zone shifts a day.
 */
export function DateField<T extends DateValue>({ label, description, errorMessage, className, ...props }: DateFieldProps<T>) {
  return (
    <RACDateField
      {...props}
      className={composeRenderProps(className, (userClass) => [styles.root, userClass].filter(Boolean).join(' '))}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Segments />
      {description != null && <Description>{description}</Description>}
      <FieldErrorSlot errorMessage={errorMessage} />
    </RACDateField>
  );
}

/** A time of day typed part by part (hour, minute, and AM/PM where the browser's locale uses it). */
export function TimeField<T extends TimeValue>({ label, description, errorMessage, className, ...props }: TimeFieldProps<T>) {
  return (
    <RACTimeField
      {...props}
      className={composeRenderProps(className, (userClass) => [styles.root, userClass].filter(Boolean).join(' '))}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Segments />
      {description != null && <Description>{description}</Description>}
      <FieldErrorSlot errorMessage={errorMessage} />
    </RACTimeField>
  );
}
