import { PasswordField } from '@kindred/ui/PasswordField';
import { TextField } from '@kindred/ui/TextField';
import type { NewAccountErrors, NewAccountFields as Fields } from '../utils/new-account.ts';

/** A new account's name and password fields (the invitation link's form and sign-up's), each with its message. */
export function NewAccountFields({
  fields,
  errors,
  onChange,
}: {
  fields: Fields;
  errors: NewAccountErrors;
  onChange: (next: Partial<Fields>) => void;
}) {
  return (
    <>
      <TextField
        label="First name"
        name="givenName"
        autoComplete="given-name"
        value={fields.givenName}
        onChange={(givenName) => onChange({ givenName })}
        isInvalid={Boolean(errors.givenName)}
        errorMessage={errors.givenName}
        maxLength={100}
        isRequired
      />
      <TextField
        label="Last name"
        name="familyName"
        autoComplete="family-name"
        value={fields.familyName}
        onChange={(familyName) => onChange({ familyName })}
        isInvalid={Boolean(errors.familyName)}
        errorMessage={errors.familyName}
        maxLength={100}
        isRequired
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        description="At least 8 characters with uppercase, lowercase, and numbers."
        value={fields.password}
        onChange={(password) => onChange({ password })}
        isInvalid={Boolean(errors.password)}
        errorMessage={errors.password}
        isRequired
      />
      <PasswordField
        label="Confirm password"
        name="confirmation"
        autoComplete="new-password"
        value={fields.confirmation}
        onChange={(confirmation) => onChange({ confirmation })}
        isInvalid={Boolean(errors.confirmation)}
        errorMessage={errors.confirmation}
        isRequired
      />
    </>
  );
}
