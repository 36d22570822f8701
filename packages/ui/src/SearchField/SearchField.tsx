import type { ReactNode, Ref } from 'react';
import {
  Group as RACGroup,
  Input as RACInput,
  SearchField as RACSearchField,
  composeRenderProps,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { Search, X } from 'lucide-react';
import { Description, FieldErrorSlot, Label, type FieldErrorMessage } from '../Field/Field.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './SearchField.css.ts';

export const CLEAR_SEARCH_LABEL = 'Clear search';

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'children'> {
  /** Visible label. Search boxes often have none: then pass `aria-label`. */
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A search input with a magnifier and a clear button. Escape clears the
 * text (react-aria), Enter calls `onSubmit`, and clearing calls `onClear`.
 * The clear button is skipped by Tab (Escape does the same job) and hidden
 * while the field is empty.
 */
export function SearchField({ label, description, errorMessage, placeholder, inputRef, className, ...props }: SearchFieldProps) {
  return (
    <RACSearchField
      {...props}
      className={composeRenderProps(className, (userClass) => [styles.root, userClass].filter(Boolean).join(' '))}
    >
      {({ isReadOnly }) => (
        <>
          {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
          <RACGroup className={styles.group} isReadOnly={isReadOnly}>
            <Search className={styles.icon} aria-hidden="true" />
            <RACInput ref={inputRef} placeholder={placeholder} className={styles.input} />
            {!isReadOnly && (
              <IconButton label={CLEAR_SEARCH_LABEL} size="sm" variant="ghost" className={styles.clearButton}>
                <X />
              </IconButton>
            )}
          </RACGroup>
          {description != null && <Description>{description}</Description>}
          <FieldErrorSlot errorMessage={errorMessage} />
        </>
      )}
    </RACSearchField>
  );
}
