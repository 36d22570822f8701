import { useState, type ReactNode, type Ref } from 'react';
import {
  Group as RACGroup,
  Input as RACInput,
  TextField as RACTextField,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { Eye, EyeOff } from 'lucide-react';
import { Description, FieldErrorSlot, Label, type FieldErrorMessage } from '../Field/Field.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './PasswordField.css.ts';

export const SHOW_PASSWORD_LABEL = 'Show password';
export const HIDE_PASSWORD_LABEL = 'Hide password';

export interface PasswordFieldProps extends Omit<RACTextFieldProps, 'children' | 'type'> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Start with the password visible. */
  defaultRevealed?: boolean;
  /** Called when the user shows or hides the password. */
  onRevealChange?: (isRevealed: boolean) => void;
}

/**
 * A password input with a show/hide toggle. The toggle's label reads "Show
 * password" or "Hide password". Clicking it does not move focus out of the
 * input (the caret stays put); from the keyboard it is the next tab stop and
 * keeps focus while toggled. `autoComplete` defaults to `current-password`:
 * pass `new-password` on sign-up and reset forms.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  defaultRevealed = false,
  onRevealChange,
  autoComplete = 'current-password',
  className,
  ...props
}: PasswordFieldProps) {
  const [isRevealed, setRevealed] = useState(defaultRevealed);
  const toggle = () => {
    setRevealed(!isRevealed);
    onRevealChange?.(!isRevealed);
  };
  return (
    <RACTextField
      {...props}
      type={isRevealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={composeRenderProps(className, (userClass) => [styles.root, userClass].filter(Boolean).join(' '))}
    >
      {({ isDisabled, isReadOnly }) => (
        <>
          {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
          <RACGroup className={styles.group} isReadOnly={isReadOnly}>
            <RACInput ref={inputRef} placeholder={placeholder} className={styles.input} />
            <IconButton
              label={isRevealed ? HIDE_PASSWORD_LABEL : SHOW_PASSWORD_LABEL}
              size="sm"
              variant="ghost"
              isDisabled={isDisabled}
              preventFocusOnPress
              onPress={toggle}
            >
              {isRevealed ? <EyeOff /> : <Eye />}
            </IconButton>
          </RACGroup>
          {description != null && <Description>{description}</Description>}
          <FieldErrorSlot errorMessage={errorMessage} />
        </>
      )}
    </RACTextField>
  );
}
