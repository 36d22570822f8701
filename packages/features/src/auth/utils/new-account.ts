/** The checks of a new account's form (an invitation link, or sign-up), before it is sent; the server checks again. */
import { meetsPasswordRequirements, PASSWORD_MIN_LENGTH } from '@kindred/contracts/api/identity';
import { JOIN_MESSAGES } from '@kindred/contracts/api/join';
import { RESET_MESSAGES } from './validation.ts';

export interface NewAccountFields {
  givenName: string;
  familyName: string;
  password: string;
  confirmation: string;
}

export type NewAccountErrors = Partial<Record<keyof NewAccountFields, string>>;

/**
 * A first and last name, and the specification's password rule with its messages ('Password must be at least
 * 8 characters', then the weak-password message; 'Passwords do not match' on the confirmation).
 */
export function validateNewAccount(fields: NewAccountFields): NewAccountErrors {
  const errors: NewAccountErrors = {};
  if (!fields.givenName.trim()) errors.givenName = JOIN_MESSAGES.givenName;
  if (!fields.familyName.trim()) errors.familyName = JOIN_MESSAGES.familyName;
  if (fields.password.length < PASSWORD_MIN_LENGTH) errors.password = JOIN_MESSAGES.passwordLength;
  else if (!meetsPasswordRequirements(fields.password)) errors.password = JOIN_MESSAGES.weakPassword;
  if (!errors.password && fields.confirmation !== fields.password) errors.confirmation = RESET_MESSAGES.mismatch;
  return errors;
}

export function hasErrors(errors: NewAccountErrors): boolean {
  return Object.values(errors).some(Boolean);
}
