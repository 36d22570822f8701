import type { ReactNode } from 'react';
import {
  Checkbox as RACCheckbox,
  CheckboxGroup as RACCheckboxGroup,
  composeRenderProps,
  type CheckboxGroupProps as RACCheckboxGroupProps,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import { Check, Minus } from 'lucide-react';
import { Description, FieldErrorSlot, Label, type FieldErrorMessage } from '../Field/Field.tsx';
import * as styles from './Checkbox.css.ts';

export { orientations as checkboxGroupOrientations, type Orientation as CheckboxGroupOrientation } from './Checkbox.css.ts';

export type CheckboxProps = RACCheckboxProps;

/**
 * A checkbox with its label as children. Space toggles it; inside a
 * `CheckboxGroup` it takes a `value`. `isIndeterminate` shows a dash (for a
 * "select all" over a partial selection).
 */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox
      {...props}
      className={composeRenderProps(className, (userClass) => [styles.root, userClass].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content, { isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <Minus className={styles.mark} strokeWidth={3} />
            ) : (
              isSelected && <Check className={styles.mark} strokeWidth={3} />
            )}
          </span>
          {content}
        </>
      ))}
    </RACCheckbox>
  );
}

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'> {
  /** The group's visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  /** How the checkboxes are laid out. */
  orientation?: styles.Orientation;
  /** `Checkbox` elements, each with a `value`. */
  children: ReactNode;
}

/** A labelled set of checkboxes whose value is the array of checked `value`s. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  className,
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup
      {...props}
      className={composeRenderProps(className, (userClass) => [styles.group, userClass].filter(Boolean).join(' '))}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <div className={styles.options[orientation]}>{children}</div>
      {description != null && <Description>{description}</Description>}
      <FieldErrorSlot errorMessage={errorMessage} />
    </RACCheckboxGroup>
  );
}
