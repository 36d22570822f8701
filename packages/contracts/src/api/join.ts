/**
 * Becoming a member (docs/product.md#joining): an invitation's link (`/join?token=…`) and 'Create an account'
 * from the sign-in page, for addresses of a domain an organisation allows. Our own calls: the specification's
 * client could only sign in.
 *
 * - POST invitation: what a link's token invites to (no sign-in): the organisation, the address, who invited,
 *   and whether it is still open; an unknown token is 404.
 * - POST invitation/accept: a new account for the invited address (already verified: the e-mail proved it, and
 *   already a member), signed in with the tokens sign-in gives.
 * - POST invitation/join (signed in): a member whose address the invitation names joins another organisation.
 * - POST sign-up, then sign-up/confirm with the 6-digit code e-mailed: the account exists, belongs to the
 *   organisations that allow its domain, and is signed in. A sign-up for an address that has an account answers
 *   the same (that address is mailed a note instead of a code), so the answers tell nobody who has an account.
 *
 * Errors are `{ error, code }`: 400 for the form (weak password, wrong code: INVALID_CODE, CODE_EXPIRED,
 * TOO_MANY_ATTEMPTS, SIGN_UP_EXPIRED, DOMAIN_NOT_ALLOWED), 403 for another address's invitation
 * (INVITATION_FOR_ANOTHER_ADDRESS), 404 for an unknown link (INVITATION_NOT_FOUND), 409 for one expired, used or
 * withdrawn (INVITATION_EXPIRED, INVITATION_SPENT, INVITATION_REVOKED) or an address with an account
 * (ACCOUNT_EXISTS), 429 past the limits.
 */
import * as z from 'zod/mini';
import '../zod-locale.ts';
import { IDENTITY_MESSAGES, PASSWORD_MIN_LENGTH, confirmSignInResponseSchema, meetsPasswordRequirements } from './identity';

export const JOIN_PATHS = {
  invitation: '/v1/auth/invitation',
  acceptInvitation: '/v1/auth/invitation/accept',
  joinWithInvitation: '/v1/auth/invitation/join',
  signUp: '/v1/auth/sign-up',
  confirmSignUp: '/v1/auth/sign-up/confirm',
} as const;

/** The answers' messages, each with the way forward. */
export const JOIN_MESSAGES = {
  invitationNotFound:
    'This invitation link is not valid. Open the link from your most recent invitation e-mail in full, or ask your administrator to invite you again.',
  invitationExpired: 'This invitation has expired. Ask your administrator to send you a new one.',
  invitationSpent: 'This invitation has already been used. Sign in with your e-mail address and password.',
  invitationRevoked: 'This invitation was withdrawn. Ask your administrator if you should still join.',
  otherAddress:
    'This invitation is for another e-mail address. Sign out and open the link again, or ask for an invitation to your own address.',
  accountExists: 'An account already uses this e-mail address. Sign in, then open the link again to join.',
  signUpDone: 'Your account already exists. Sign in with your e-mail address and password.',
  domainNotAllowed:
    'No organization on Kindred accepts sign-ups from this e-mail domain. Ask your administrator for an invitation.',
  givenName: 'Enter your first name.',
  familyName: 'Enter your last name.',
  nameTooLong: 'Names can be at most 100 characters.',
  email: 'Enter a valid email address.',
  passwordLength: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  weakPassword: IDENTITY_MESSAGES.weakPassword,
  invalidCode: IDENTITY_MESSAGES.invalidSignInCode,
  codeExpired: 'Your code has expired. Please sign up again.',
  tooManyAttempts: 'Too many incorrect codes. Please sign up again.',
  signUpExpired: 'Your sign-up has expired. Please sign up again.',
} as const;

const TOKEN_MAX = 512;

const tokenField = z
  .string({ error: JOIN_MESSAGES.invitationNotFound })
  .check(
    z.trim(),
    z.minLength(1, { error: JOIN_MESSAGES.invitationNotFound }),
    z.maxLength(TOKEN_MAX, { error: JOIN_MESSAGES.invitationNotFound }),
  );

function nameField(missing: string) {
  return z
    .string({ error: missing })
    .check(z.trim(), z.minLength(1, { error: missing }), z.maxLength(100, { error: JOIN_MESSAGES.nameTooLong }));
}

/** The specification's password rule, with its messages (too short first, then the weak-password one). */
const newPasswordField = z
  .string({ error: JOIN_MESSAGES.passwordLength })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, { error: JOIN_MESSAGES.passwordLength }),
    z.refine(meetsPasswordRequirements, { error: JOIN_MESSAGES.weakPassword }),
  );

const emailField = z.pipe(
  z
    .string({ error: JOIN_MESSAGES.email })
    .check(z.trim(), z.maxLength(254, { error: JOIN_MESSAGES.email }), z.toLowerCase()),
  z.email({ error: JOIN_MESSAGES.email }),
);

// ---------------------------------------------------------------------------
// Invitation links

export const invitationLookupRequestSchema = z.object({ token: tokenField });

const INVITATION_STATES = ['open', 'expired', 'spent', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const invitationLookupResponseSchema = z.object({
  state: z.enum(INVITATION_STATES),
  organization: z.object({ orgcode: z.string(), name: z.string() }),
  /** The address the invitation is for: the account it makes, or the account that may use it. */
  email: z.string(),
  /** Who invited (their name), when they still have an account. */
  inviter: z.nullable(z.string()),
  expiresAt: z.string(),
  /**
   * The address has an account already: the page asks to sign in rather than for a password. Only the holder
   * of the link (which went to that address) learns it.
   */
  hasAccount: z.boolean(),
});
export type InvitationLookup = z.infer<typeof invitationLookupResponseSchema>;

export const acceptInvitationRequestSchema = z.object({
  token: tokenField,
  givenName: nameField(JOIN_MESSAGES.givenName),
  familyName: nameField(JOIN_MESSAGES.familyName),
  password: newPasswordField,
});
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequestSchema>;
/** Signed in, as a sign-in without a code answers. */
export const acceptInvitationResponseSchema = confirmSignInResponseSchema;

export const joinWithInvitationRequestSchema = z.object({ token: tokenField });
export const joinWithInvitationResponseSchema = z.object({
  organization: z.object({ orgcode: z.string(), name: z.string() }),
  /** False when the caller was a member already. */
  joined: z.boolean(),
});
export type JoinWithInvitationResponse = z.infer<typeof joinWithInvitationResponseSchema>;

// ---------------------------------------------------------------------------
// Sign-up with an e-mail code

export const signUpRequestSchema = z.object({
  username: emailField,
  givenName: nameField(JOIN_MESSAGES.givenName),
  familyName: nameField(JOIN_MESSAGES.familyName),
  password: newPasswordField,
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

export const signUpResponseSchema = z.object({
  nextStep: z.object({
    signUpStep: z.literal('CONFIRM_SIGN_UP_WITH_EMAIL_CODE'),
    codeDeliveryDetails: z.object({
      /** The masked address the code went to, e.g. `j***@e***.com`. */
      destination: z.string(),
      deliveryMedium: z.literal('EMAIL'),
      attributeName: z.literal('email'),
    }),
  }),
  /** Opaque handle of the pending sign-up; send it back with the code. */
  session: z.string(),
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

export const confirmSignUpRequestSchema = z.object({
  session: z
    .string({ error: JOIN_MESSAGES.signUpExpired })
    .check(z.minLength(1, { error: JOIN_MESSAGES.signUpExpired }), z.maxLength(TOKEN_MAX, { error: JOIN_MESSAGES.signUpExpired })),
  /** The 6-digit code from the e-mail; anything else counts as a wrong code. */
  code: z
    .string({ error: JOIN_MESSAGES.invalidCode })
    .check(z.trim(), z.minLength(1, { error: JOIN_MESSAGES.invalidCode }), z.maxLength(64, { error: JOIN_MESSAGES.invalidCode })),
});
export type ConfirmSignUpRequest = z.input<typeof confirmSignUpRequestSchema>;
export const confirmSignUpResponseSchema = confirmSignInResponseSchema;
export type ConfirmSignUpResponse = z.infer<typeof confirmSignUpResponseSchema>;
