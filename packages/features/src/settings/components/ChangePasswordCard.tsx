import { ACCOUNT_MESSAGES } from '@kindred/contracts/api/account';
import { PASSWORD_MIN_LENGTH, meetsPasswordRequirements } from '@kindred/contracts/api/identity';
import { Button } from '@kindred/ui/Button';
import { Card } from '@kindred/ui/Card';
import { Form, type FormErrors } from '@kindred/ui/Form';
import { PasswordField } from '@kindred/ui/PasswordField';
import { Stack } from '@kindred/ui/Stack';
import { toast } from '@kindred/ui/Toast';
import { useState } from 'react';
import { errorCode, formErrorMessage } from '../../shared/errors.ts';
import { useChangePassword } from '../api/change-password.ts';

export const PASSWORD_CHANGED = 'Password changed. Every other device was signed out.';

/** Which field a refusal of the server's is about. */
const FIELD_OF_CODE: Record<string, 'currentPassword' | 'newPassword'> = {
  INCORRECT_PASSWORD: 'currentPassword',
  INVALID_PASSWORD: 'newPassword',
  SAME_PASSWORD: 'newPassword',
};

/** The checks the server makes too, in the specification's words (docs/product.md#validation). */
function validate(data: FormData): FormErrors {
  const current = String(data.get('currentPassword') ?? '');
  const next = String(data.get('newPassword') ?? '');
  const confirmation = String(data.get('confirmPassword') ?? '');
  const errors: FormErrors = {};
  if (!current) errors.currentPassword = ACCOUNT_MESSAGES.currentPasswordRequired;
  if (next.length < PASSWORD_MIN_LENGTH) errors.newPassword = ACCOUNT_MESSAGES.passwordTooShort;
  else if (!meetsPasswordRequirements(next)) errors.newPassword = ACCOUNT_MESSAGES.weakPassword;
  if (confirmation !== next) errors.confirmPassword = ACCOUNT_MESSAGES.passwordsDoNotMatch;
  return errors;
}

/**
 * Security: a new password, the current one first. On success every other device is signed out (this one stays),
 * the fields empty and a toast says so; a refusal shows on the field it is about.
 */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  // A new key empties the fields after a change.
  const [formKey, setFormKey] = useState(0);

  return (
    <Card title="Password" titleLevel={2} description="Change your password. Every other device signed in to your account is signed out.">
      <Form
        key={formKey}
        aria-label="Change password"
        validate={validate}
        validationErrors={serverErrors}
        error={formError}
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          setServerErrors({});
          setFormError(undefined);
          change.mutate(
            { currentPassword: String(data.get('currentPassword')), newPassword: String(data.get('newPassword')) },
            {
              onSuccess: () => {
                toast.success(PASSWORD_CHANGED);
                setFormKey((key) => key + 1);
              },
              onError: (error) => {
                const field = FIELD_OF_CODE[errorCode(error) ?? ''];
                const message = formErrorMessage(error);
                if (field) setServerErrors({ [field]: message });
                else setFormError(message);
              },
            },
          );
        }}
      >
        <Stack space="md" align="flex-start">
          <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" isRequired />
          <PasswordField
            label="New password"
            name="newPassword"
            autoComplete="new-password"
            description="At least 8 characters, with uppercase, lowercase and numbers."
            isRequired
          />
          <PasswordField label="Confirm new password" name="confirmPassword" autoComplete="new-password" isRequired />
          <Button type="submit" isPending={change.isPending} pendingLabel="Changing password...">
            Change password
          </Button>
        </Stack>
      </Form>
    </Card>
  );
}
