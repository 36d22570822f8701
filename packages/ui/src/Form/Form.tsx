import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { CircleAlert } from 'lucide-react';
import * as styles from './Form.css.ts';

/** Error messages keyed by field `name`, as react-aria's `validationErrors` takes them. */
export type FormErrors = Record<string, string | string[]>;

export interface FormProps extends Omit<RACFormProps, 'validationErrors'> {
  /**
   * Errors from the server, keyed by field `name`. Each field shows its own
   * until the user edits it.
   */
  validationErrors?: FormErrors;
  /**
   * Checks run on submit, before `onSubmit`: return errors keyed by field
   * `name` (or nothing). If any, submission stops, each field shows its
   * message until edited, and focus moves to the first invalid field.
   */
  validate?: (data: FormData) => FormErrors | null | undefined;
  /** An error about the whole form (e.g. a failed sign-in), announced as an alert above the fields. */
  error?: ReactNode;
  ref?: Ref<HTMLFormElement>;
}

/**
 * A form whose fields show their errors in place. `validationBehavior`
 * defaults to `aria`: a field's own `validate` runs as the user types, the
 * form's `validate` runs on submit, and nothing is left to the browser's
 * bubbles. Server errors come in through `validationErrors`; an error about
 * the whole form through `error`.
 */
export function Form({
  validationBehavior = 'aria',
  validationErrors,
  validate,
  error,
  onSubmit,
  className,
  children,
  ref,
  ...props
}: FormProps) {
  const formRef = useRef<HTMLFormElement | null>(null);
  const [clientErrors, setClientErrors] = useState<FormErrors | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  // One object per change, so react-aria shows a field's error again after a new submit.
  const errors = useMemo(
    () => (clientErrors ? { ...validationErrors, ...clientErrors } : validationErrors),
    [clientErrors, validationErrors],
  );

  useEffect(() => {
    if (focusRequest > 0 && formRef.current) focusFirstInvalidField(formRef.current);
  }, [focusRequest]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (validate) {
      const found = validate(new FormData(event.currentTarget));
      const hasErrors = found != null && Object.keys(found).length > 0;
      setClientErrors(hasErrors ? found : null);
      if (hasErrors) {
        event.preventDefault();
        setFocusRequest((count) => count + 1);
        return;
      }
    }
    onSubmit?.(event);
  };

  return (
    <RACForm
      {...props}
      ref={(element) => {
        formRef.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      validationBehavior={validationBehavior}
      validationErrors={errors}
      onSubmit={handleSubmit}
      className={[styles.form, className].filter(Boolean).join(' ')}
    >
      {error ? (
        <div role="alert" className={styles.formError}>
          <CircleAlert className={styles.formErrorIcon} aria-hidden="true" />
          <div>{error}</div>
        </div>
      ) : null}
      {children}
    </RACForm>
  );
}

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled])';

/**
 * react-aria moves focus to the first invalid field only with native
 * validation; with `aria` the form does it after a failed submit. Fields mark
 * themselves with `aria-invalid` (inputs) or `data-invalid` (groups, selects).
 */
function focusFirstInvalidField(form: HTMLFormElement) {
  for (const invalid of form.querySelectorAll<HTMLElement>('[aria-invalid="true"], [data-invalid]')) {
    const candidates = invalid.matches(FOCUSABLE) ? [invalid] : Array.from(invalid.querySelectorAll<HTMLElement>(FOCUSABLE));
    const target = candidates.find((candidate) => !candidate.closest('[aria-hidden="true"], [inert]'));
    if (target) {
      target.focus();
      return;
    }
  }
}
