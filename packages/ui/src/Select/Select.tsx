import type { ReactNode } from 'react';
import {
  Button as RACButton,
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  Popover as RACPopover,
  Select as RACSelect,
  SelectValue as RACSelectValue,
  composeRenderProps,
  type ListBoxItemProps as RACListBoxItemProps,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { Check, ChevronDown } from 'lucide-react';
import { Description, FieldErrorSlot, Label, type FieldErrorMessage } from '../Field/Field.tsx';
import * as styles from './Select.css.ts';

export interface SelectProps<T extends object> extends Omit<RACSelectProps<T>, 'children'> {
  /** Visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  /** Options as data; then `children` is a function rendering a `SelectItem` per item. */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function of each entry of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A single choice from a list in a popover. Keyboard (react-aria): Enter,
 * Space or the arrow keys open it, arrows move, Enter selects, Escape closes,
 * typing jumps to a match. `placeholder` shows until something is chosen;
 * with `name` the value is submitted with the form.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect
      {...props}
      className={composeRenderProps(className, (userClass) => [styles.root, userClass].filter(Boolean).join(' '))}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <RACButton className={styles.trigger}>
        <RACSelectValue className={styles.value} />
        <ChevronDown className={styles.chevron} aria-hidden="true" />
      </RACButton>
      {description != null && <Description>{description}</Description>}
      <FieldErrorSlot errorMessage={errorMessage} />
      <RACPopover className={styles.popover} offset={4}>
        <RACListBox items={items} className={styles.listBox}>
          {children}
        </RACListBox>
      </RACPopover>
    </RACSelect>
  );
}

export type SelectItemProps<T extends object = object> = RACListBoxItemProps<T>;

/**
 * One option. Give it an `id` (the value) and, when its children are not
 * plain text, a `textValue` for type-ahead.
 */
export function SelectItem<T extends object = object>({ className, children, ...props }: SelectItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACListBoxItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(className, (userClass) => [styles.item, userClass].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          <span className={styles.itemText}>{content}</span>
          {isSelected && <Check className={styles.check} aria-hidden="true" />}
        </>
      ))}
    </RACListBoxItem>
  );
}
