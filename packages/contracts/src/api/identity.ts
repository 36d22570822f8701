/**
 * The identity API: sign-in (with an optional e-mail code), password reset,
 * user attributes, sign-out and session refresh (docs/product.md#states, #validation, #the-calls, #errors;
 * docs/decisions.md#identity). Request and answer shapes are defined once here and used by
 * the server (validation and the OpenAPI document), the client and MSW.
 *
 * The answers follow the shapes a hosted identity service's client library
 * gives (`nextStep.signInStep`, `codeDeliveryDetails`), so the client's
 * sign-in screen reads them the same way.
 *
 * Status codes: a failed sign-in, a wrong or dead code, a weak password or an
 * unknown account on reset are 400 with `{ error, code }` (a form outcome, not
 * a lost session: the client's global 401 handler reloads the page). Only a
 * missing, invalid or expired bearer token or refresh token is 401. Too many
 * attempts are 429 with a Retry-After header.
 */
import * as z from 'zod/mini';
import '../zod-locale.ts';

export const IDENTITY_PATHS = {
  signIn: '/v1/auth/sign-in',
  confirmSignIn: '/v1/auth/sign-in/confirm',
  resetPassword: '/v1/auth/password/reset',
  confirmResetPassword: '/v1/auth/password/confirm',
  userAttributes: '/v1/auth/user-attributes',
  signOut: '/v1/auth/sign-out',
  refresh: '/v1/auth/refresh',
} as const;

/** The ID token claim that carries the member id every profile call uses. */
export const MEMBER_ID_CLAIM = 'custom:memberId';

/** Messages the server decides, verbatim from docs/product.md#errors where it words them. */
export const IDENTITY_MESSAGES = {
  incorrectCredentials: 'Incorrect email or password.',
  invalidSignInCode: 'Invalid code. Please try again.',
  invalidResetCode: 'Invalid verification code. Please try again.',
  userNotFound: 'No account found with this email address',
  weakPassword:
    'Password does not meet requirements. Use at least 8 characters with uppercase, lowercase, and numbers.',
  signInCodeExpired: 'Your code has expired. Please sign in again.',
  signInTooManyAttempts: 'Too many incorrect codes. Please sign in again.',
  signInSessionExpired: 'Your sign-in session has expired. Please sign in again.',
  resetCodeExpired: 'Your verification code has expired. Please request a new code.',
  resetTooManyAttempts: 'Too many incorrect codes. Please request a new code.',
  authenticationRequired: 'Authentication required',
  sessionExpired: 'Session expired. Please sign in again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
} as const;

/** Stable machine-readable codes next to the messages. */
export type IdentityErrorCode =
  | 'NOT_AUTHORIZED'
  | 'INVALID_CODE'
  | 'CODE_EXPIRED'
  | 'TOO_MANY_ATTEMPTS'
  | 'SIGN_IN_SESSION_EXPIRED'
  | 'USER_NOT_FOUND'
  | 'INVALID_PASSWORD'
  | 'UNAUTHORIZED'
  | 'TOKEN_EXPIRED'
  | 'SESSION_EXPIRED'
  | 'RATE_LIMITED';

export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound on any password the server hashes: argon2 cost must not depend on an attacker's input size. */
const PASSWORD_MAX_LENGTH = 256;
export const CODE_LENGTH = 6;

/** The password rule (docs/decisions.md#identity): at least 8 characters with upper case, lower case and a digit. */
export function meetsPasswordRequirements(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password)
  );
}

/** An e-mail address, trimmed and lower-cased (accounts are matched case-insensitively). */
function emailField(message: string) {
  return z.pipe(
    z.string({ error: message }).check(z.trim(), z.maxLength(254, { error: message }), z.toLowerCase()),
    z.email({ error: message }),
  );
}

// ---------------------------------------------------------------------------
// Tokens

export const authTokensSchema = z.object({
  /** Signed JWT; send it as `Authorization: Bearer <idToken>`. */
  idToken: z.string(),
  /** Opaque; exchange it at /v1/auth/refresh. Single use: every refresh returns a new one. */
  refreshToken: z.string(),
  /** Seconds until the ID token expires. */
  expiresIn: z.number().check(z.int()),
  tokenType: z.literal('Bearer'),
});
export type AuthTokens = z.infer<typeof authTokensSchema>;

const codeDeliveryDetailsSchema = z.object({
  /** The masked address the code went to, e.g. `j***@e***.com`. */
  destination: z.string(),
  deliveryMedium: z.literal('EMAIL'),
  attributeName: z.literal('email'),
});

// ---------------------------------------------------------------------------
// Sign in

export const signInRequestSchema = z.object({
  username: emailField('Enter a valid email address.'),
  password: z
    .string({ error: 'Enter your password.' })
    .check(
      z.minLength(1, { error: 'Enter your password.' }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: IDENTITY_MESSAGES.incorrectCredentials }),
    ),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

const signInDoneSchema = z.object({
  isSignedIn: z.literal(true),
  nextStep: z.object({ signInStep: z.literal('DONE') }),
  tokens: authTokensSchema,
});

const signInCodeStepSchema = z.object({
  isSignedIn: z.literal(false),
  nextStep: z.object({
    signInStep: z.literal('CONFIRM_SIGN_IN_WITH_EMAIL_CODE'),
    codeDeliveryDetails: codeDeliveryDetailsSchema,
  }),
  /** Opaque handle of the pending sign-in; send it back with the code. */
  session: z.string(),
});

export const signInResponseSchema = z.union([signInDoneSchema, signInCodeStepSchema]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const confirmSignInRequestSchema = z.object({
  session: z
    .string({ error: IDENTITY_MESSAGES.signInSessionExpired })
    .check(
      z.minLength(1, { error: IDENTITY_MESSAGES.signInSessionExpired }),
      z.maxLength(512, { error: IDENTITY_MESSAGES.signInSessionExpired }),
    ),
  /** The 6-digit code from the e-mail. Anything else counts as a wrong code. */
  challengeResponse: z
    .string({ error: IDENTITY_MESSAGES.invalidSignInCode })
    .check(
      z.trim(),
      z.minLength(1, { error: IDENTITY_MESSAGES.invalidSignInCode }),
      z.maxLength(64, { error: IDENTITY_MESSAGES.invalidSignInCode }),
    ),
});
export type ConfirmSignInRequest = z.input<typeof confirmSignInRequestSchema>;
export const confirmSignInResponseSchema = signInDoneSchema;
export type ConfirmSignInResponse = z.infer<typeof confirmSignInResponseSchema>;

// ---------------------------------------------------------------------------
// Password reset

export const resetPasswordRequestSchema = z.object({
  username: emailField('Please enter a valid email address'),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const resetPasswordResponseSchema = z.object({
  isPasswordReset: z.literal(false),
  nextStep: z.object({
    resetPasswordStep: z.literal('CONFIRM_RESET_PASSWORD_WITH_CODE'),
    codeDeliveryDetails: codeDeliveryDetailsSchema,
  }),
});
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

export const confirmResetPasswordRequestSchema = z.object({
  username: emailField('Please enter a valid email address'),
  confirmationCode: z
    .string({ error: 'Verification code must be at least 6 characters' })
    .check(
      z.trim(),
      z.minLength(CODE_LENGTH, { error: 'Verification code must be at least 6 characters' }),
      z.maxLength(64, { error: IDENTITY_MESSAGES.invalidResetCode }),
    ),
  /** Checked against the password rule by the server (the weak-password message). */
  newPassword: z
    .string({ error: IDENTITY_MESSAGES.weakPassword })
    .check(z.maxLength(PASSWORD_MAX_LENGTH, { error: IDENTITY_MESSAGES.weakPassword })),
});
export type ConfirmResetPasswordRequest = z.input<typeof confirmResetPasswordRequestSchema>;

export const confirmResetPasswordResponseSchema = z.object({
  isPasswordReset: z.literal(true),
  nextStep: z.object({ resetPasswordStep: z.literal('DONE') }),
});
export type ConfirmResetPasswordResponse = z.infer<typeof confirmResetPasswordResponseSchema>;

// ---------------------------------------------------------------------------
// Signed-in calls (bearer ID token)

export const userAttributesResponseSchema = z.object({
  sub: z.string(),
  email: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  phone_number: z.nullable(z.string()),
  [MEMBER_ID_CLAIM]: z.string(),
});
export type UserAttributes = z.infer<typeof userAttributesResponseSchema>;

export const signOutRequestSchema = z.optional(
  z.object({
    /** Also end every other session of this account. */
    global: z.optional(z.boolean({ error: 'global must be true or false' })),
  }),
);
export const signOutResponseSchema = z.object({ signedOut: z.literal(true) });

export const refreshRequestSchema = z.object({
  refreshToken: z
    .string({ error: IDENTITY_MESSAGES.sessionExpired })
    .check(
      z.minLength(1, { error: IDENTITY_MESSAGES.sessionExpired }),
      z.maxLength(512, { error: IDENTITY_MESSAGES.sessionExpired }),
    ),
});
export const refreshResponseSchema = z.object({ tokens: authTokensSchema });
