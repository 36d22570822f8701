/**
 * The member's own account (Settings → Security and "Your data"; docs/decisions.md#leaving-kindred):
 *
 * - PUT /v1/account/password `{ currentPassword, newPassword }`: a new password. Every other session of the
 *   account ends; the one that asked stays. A wrong current password is 400 (INCORRECT_PASSWORD), a weak new
 *   one 400 with the specification's weak-password message.
 * - GET /v1/account/sessions: where the member is signed in (live sessions, the caller's own marked `current`).
 * - DELETE /v1/account/sessions/others: signs out every other session; DELETE /v1/account/sessions/{id}: one
 *   of them (another member's id, or no such session, is 404; the current one is signed out with sign-out).
 * - PUT /v1/account/email-code `{ enabled, password? }`: the e-mail code at sign-in on or off; turning it off
 *   needs the password.
 * - GET /v1/account/export: everything that is the member's, as a JSON file.
 * - DELETE /v1/account `{ password }`: deletes the account. What is the member's goes; the other person keeps
 *   their copy of each conversation, its sender shown as a former member. The last administrator of an
 *   organisation with other members must name another first (409 LAST_ADMINISTRATOR).
 *
 * Every call needs the bearer token; the password checks are limited like sign-in's (429).
 */
import * as z from 'zod/mini';
import '../zod-locale.ts';
import { IDENTITY_MESSAGES, PASSWORD_MIN_LENGTH } from './identity';

export const ACCOUNT_PATHS = {
  password: '/v1/account/password',
  sessions: '/v1/account/sessions',
  otherSessions: '/v1/account/sessions/others',
  session: '/v1/account/sessions/:id',
  emailCode: '/v1/account/email-code',
  export: '/v1/account/export',
  account: '/v1/account',
} as const;

/** One session's path. */
export const accountSessionPath = (id: string) => `/v1/account/sessions/${encodeURIComponent(id)}`;

/** How a deleted member is named wherever their messages stay (docs/decisions.md#leaving-kindred). */
export const FORMER_MEMBER_NAME = 'A former member';

const PASSWORD_MAX_LENGTH = 256;

export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Enter your current password.',
  incorrectPassword: 'That password is not right. Please try again.',
  /** The forgot-password flow's words (docs/product.md#validation). */
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
  samePassword: 'Choose a password different from the current one.',
  weakPassword: IDENTITY_MESSAGES.weakPassword,
  sessionNotFound: 'Session not found',
  passwordToTurnOff: 'Enter your password to turn off the e-mail code.',
  lastAdministrator: (organization: string) =>
    `You are the only administrator of ${organization}. Make another member an administrator before you delete your account.`,
} as const;

const password = (message: string) =>
  z.string({ error: message }).check(z.minLength(1, { error: message }), z.maxLength(PASSWORD_MAX_LENGTH, { error: ACCOUNT_MESSAGES.incorrectPassword }));

// ---------------------------------------------------------------------------
// Password

export const changePasswordBodySchema = z.strictObject({
  currentPassword: password(ACCOUNT_MESSAGES.currentPasswordRequired),
  /** Checked against the password rule by the server (the weak-password message). */
  newPassword: z
    .string({ error: ACCOUNT_MESSAGES.weakPassword })
    .check(z.maxLength(PASSWORD_MAX_LENGTH, { error: ACCOUNT_MESSAGES.weakPassword })),
});

export const changePasswordResponseSchema = z.object({
  changed: z.literal(true),
  /** How many other sessions were signed out. */
  otherSessionsEnded: z.number(),
});

// ---------------------------------------------------------------------------
// Sessions

const accountSessionSchema = z.object({
  id: z.string(),
  /** The browser's user agent as it sent it (the client names the browser and system from it). */
  userAgent: z.nullable(z.string()),
  /** The address it was signed in from: the approximate place. */
  ipAddress: z.nullable(z.string()),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  /** The session this request came from ("this device"). */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });

export const sessionPathSchema = z.object({ id: z.string() });

export const signedOutResponseSchema = z.object({ signedOut: z.number() });

// ---------------------------------------------------------------------------
// E-mail code

export const emailCodeBodySchema = z.strictObject({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  /** Needed to turn the code off. */
  password: z.optional(password(ACCOUNT_MESSAGES.passwordToTurnOff)),
});

export const emailCodeResponseSchema = z.object({ enabled: z.boolean() });
export type EmailCodeSetting = z.infer<typeof emailCodeResponseSchema>;

// ---------------------------------------------------------------------------
// Export and deletion

/** The JSON file "Download my data" saves: each section as the server keeps it, in plain words. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    memberId: z.string(),
    email: z.string(),
    givenName: z.string(),
    familyName: z.string(),
    phoneNumber: z.nullable(z.string()),
    emailCodeAtSignIn: z.boolean(),
    createdAt: z.string(),
  }),
  profile: z.nullable(z.record(z.string(), z.unknown())),
  organizations: z.array(z.record(z.string(), z.unknown())),
  questionnaireAnswers: z.array(z.record(z.string(), z.unknown())),
  matches: z.array(z.record(z.string(), z.unknown())),
  conversations: z.array(z.record(z.string(), z.unknown())),
  bookings: z.array(z.record(z.string(), z.unknown())),
  awards: z.array(z.record(z.string(), z.unknown())),
  activities: z.array(z.record(z.string(), z.unknown())),
  supportTickets: z.array(z.record(z.string(), z.unknown())),
  sessions: z.array(z.record(z.string(), z.unknown())),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const deleteAccountBodySchema = z.strictObject({
  password: password('Enter your password to delete your account.'),
});

export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true) });
