/** Query keys of the member's own account (Settings → Security, "Your data"). */
export const accountKeys = {
  all: ['account'] as const,
  /** Where the member is signed in. */
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  /** Whether sign-in asks for an e-mail code. */
  emailCode: () => [...accountKeys.all, 'email-code'] as const,
};
