import type { ReactNode } from 'react';
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  composeRenderProps,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
} from 'react-aria-components';
import { Description, FieldErrorSlot, Label, type FieldErrorMessage } from '../Field/Field.tsx';
import * as styles from './RadioGroup.css.ts';

export { orientations as radioGroupOrientations, type Orientation as RadioGroupOrientation } from './RadioGroup.css.ts';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children' | 'orientation'> {
  /** The group's visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  /** Layout, and which arrow keys move the selection (react-aria). */
  orientation?: styles.Orientation;
  /** `Radio` elements. */
  children: ReactNode;
}

/**
 * One choice among a few visible options. Tab enters the group at the
 * selected option; arrow keys move and select (react-aria).
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  className,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      orientation={orientation}
      className={composeRenderProps(className, (userClass) => [styles.group, userClass].filter(Boolean).join(' '))}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <div className={styles.options[orientation]}>{children}</div>
      {description != null && <Description>{description}</Description>}
      <FieldErrorSlot errorMessage={errorMessage} />
    </RACRadioGroup>
  );
}

export type RadioProps = RACRadioProps;

/** One option of a `RadioGroup`; its label is the children. */
export function Radio({ className, children, ...props }: RadioProps) {
  return (
    <RACRadio
      {...props}
      className={composeRenderProps(className, (userClass) => [styles.radio, userClass].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content) => (
        <>
          <span className={styles.circle} aria-hidden="true" />
          {content}
        </>
      ))}
    </RACRadio>
  );
}
