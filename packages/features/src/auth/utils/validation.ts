/** Client-side checks and their messages, verbatim from docs/product.md#validation. */

/** A pragmatic e-mail check: something@something.tld, no spaces. The server checks again. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export const SIGN_IN_MESSAGES = {
  email: 'Enter a valid email address.',
  password: 'Enter your password.',
  failure: 'Incorrect email or password.',
  invalidCode: 'Invalid code. Please try again.',
  /** Ours: the code field left empty. */
  code: 'Enter the 6-digit code from your email.',
} as const;

export const RESET_MESSAGES = {
  email: 'Please enter a valid email address',
  codeLength: 'Verification code must be at least 6 characters',
  passwordLength: 'Password must be at least 8 characters',
  mismatch: 'Passwords do not match',
  codeSent: 'Verification code sent! Check your email.',
  wrongCode: 'Invalid verification code. Please try again.',
  userNotFound: 'No account found with this email address',
  requestFailed: 'Failed to send reset code',
  resetFailed: 'Failed to reset password',
  success: 'Password reset successfully! Please sign in with your new password.',
} as const;

export const SIGN_IN_CODE_MAX_LENGTH = 6;

export function validateSignIn(email: string, password: string): { email?: string; password?: string } {
  const errors: { email?: string; password?: string } = {};
  if (!isValidEmail(email)) errors.email = SIGN_IN_MESSAGES.email;
  if (password.length < 2) errors.password = SIGN_IN_MESSAGES.password;
  return errors;
}
