/**
 * Who may join an organisation, managed by its administrators (our own calls;
 * the specification has only PUT /v1/user-profile?type=add-orgcode).
 *
 * A signed-in person joins with add-orgcode when one of these holds:
 * - the code they give is the organisation's join code: a random value
 *   (about 80 bits) that its administrators share and can rotate at any time;
 * - the code is the organisation's public code (`KINDRED-DEMO`) and their
 *   e-mail's domain is one the organisation allows;
 * - the code is the organisation's public code and an invitation for their
 *   e-mail exists and has not expired.
 * Anything else answers 404 'Organization not found', whether or not the
 * organisation exists, and counts toward a per-account and per-address limit.
 */
import * as z from 'zod/mini';
import '../zod-locale.ts';
import { missingParameterMessage, orgcodeParam, storable } from './params';

export const ORGANIZATIONS_PATH = '/v1/organizations';

/** How long an invitation stays valid. */
export const INVITATION_DAYS = 30;
/** An organisation allows at most this many e-mail domains. */
export const ALLOWED_DOMAINS_MAX = 20;

export const ORGANIZATION_MESSAGES = {
  notAnAdmin: 'Only an administrator of this organization can manage who joins it',
  invitationNotFound: 'Invitation not found',
  alreadyMember: 'This person is already a member of the organization',
  domainInvalid: (value: string) => `'${value}' is not an e-mail domain (for example: example.com)`,
  emailInvalid: 'email must be an e-mail address',
} as const;

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;
/** A deliberately plain check: something@domain, nothing the mail transport would refuse. */
const EMAIL = /^[^\s@]{1,64}@(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

function isEmailDomain(value: string): boolean {
  return DOMAIN.test(value);
}

export const orgcodePathSchema = z.object({ orgcode: orgcodeParam() });

const emailField = z
  .string({ error: (issue) => (issue.input == null ? missingParameterMessage('email') : 'email must be a string') })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: missingParameterMessage('email') }),
    z.maxLength(254, { error: 'email must be at most 254 characters' }),
    z.refine(...storable('email')),
    z.refine((value) => EMAIL.test(value), { error: ORGANIZATION_MESSAGES.emailInvalid }),
  );

const invitationSchema = z.object({
  email: z.string(),
  invitedAt: z.string(),
  expiresAt: z.string(),
  /** Set once the invited person joined. */
  acceptedAt: z.nullable(z.string()),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /v1/organizations/{orgcode}/admission: how people join (administrators only). */
export const admissionSchema = z.object({
  orgcode: z.string(),
  /** Share it with people who should join; rotating it makes the old one useless. */
  joinCode: z.string(),
  allowedEmailDomains: z.array(z.string()),
  /** Most recent first. */
  invitations: z.array(invitationSchema),
});
export type Admission = z.infer<typeof admissionSchema>;

/** POST /v1/organizations/{orgcode}/join-code: a new join code; the old one stops working. */
export const joinCodeResponseSchema = z.object({ joinCode: z.string() });

/** PUT /v1/organizations/{orgcode}/allowed-domains. */
export const allowedDomainsBodySchema = z.object({
  domains: z
    .array(
      z
        .string({ error: 'domains must be a list of strings' })
        .check(
          z.trim(),
          z.toLowerCase(),
          z.refine((value) => isEmailDomain(value), {
            error: (issue) => ORGANIZATION_MESSAGES.domainInvalid(String(issue.input)),
          }),
        ),
      { error: (issue) => (issue.input == null ? missingParameterMessage('domains') : 'domains must be a list') },
    )
    .check(z.maxLength(ALLOWED_DOMAINS_MAX, { error: `domains must have at most ${ALLOWED_DOMAINS_MAX} entries` })),
});

/** POST /v1/organizations/{orgcode}/invitations: invites one e-mail address (and mails it). */
export const invitationBodySchema = z.object({ email: emailField });
export const invitationResponseSchema = z.object({
  invitation: invitationSchema,
  /** False when the invitation e-mail could not be sent now; the invitation stands either way. */
  mailSent: z.boolean(),
});

/** DELETE /v1/organizations/{orgcode}/invitations/{email}. */
export const invitationPathSchema = z.object({ orgcode: orgcodeParam(), email: emailField });
