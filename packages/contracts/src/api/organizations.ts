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

// ---------------------------------------------------------------------------
// The administrator's console: members, roles, many invitations at once, the
// community's settings (administrators only), and a member leaving.

/** At most this many addresses in one bulk invitation (a pasted list or a CSV file). */
export const BULK_INVITATION_MAX = 1000;

export const ADMIN_MESSAGES = {
  lastAdmin:
    'An organization must keep at least one administrator: make another member an administrator first',
  lastAdminLeaving:
    'You are the only administrator of this organization: make another member an administrator before you leave',
  memberNotFound: 'Member not found',
  notAMember: (orgcode: string) => `You are not a member of organization ${orgcode}`,
  invitationAccepted: 'This invitation was accepted already: the person is a member',
  tooManyEmails: `emails must have at most ${BULK_INVITATION_MAX} entries`,
  noSetting: 'Give at least one of isUsersOpen, showCommunityPage and matchingPaused',
} as const;

/** GET /v1/organizations/administered: the organisations the caller administers (any signed-in member). */
export const administeredSchema = z.object({
  organizations: z.array(z.object({ orgcode: z.string(), name: z.string() })),
});
export type AdministeredOrganizations = z.infer<typeof administeredSchema>;

const MEMBER_ROLES = ['member', 'admin'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

const adminMemberSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  email: z.string(),
  title: z.nullable(z.string()),
  department: z.nullable(z.string()),
  role: z.enum(MEMBER_ROLES),
  joinedAt: z.string(),
  /** The member has taken the personality questionnaire (HEXACO scores present). */
  profileComplete: z.boolean(),
  /** The member paused their own weekly matches. */
  matchingPaused: z.boolean(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

/** GET /v1/organizations/{orgcode}/members: every member, by name. */
export const membersResponseSchema = z.object({ members: z.array(adminMemberSchema) });
export type MembersResponse = z.infer<typeof membersResponseSchema>;

/** /v1/organizations/{orgcode}/members/{memberId}. */
export const memberPathSchema = z.object({
  orgcode: orgcodeParam(),
  memberId: z.string({ error: missingParameterMessage('memberId') }).check(
    z.trim(),
    z.minLength(1, { error: missingParameterMessage('memberId') }),
    z.maxLength(64, { error: 'memberId must be at most 64 characters' }),
    z.refine(...storable('memberId')),
  ),
});

/** PUT /v1/organizations/{orgcode}/members/{memberId}/role. */
export const roleBodySchema = z.object({
  role: z.enum(MEMBER_ROLES, { error: `role must be one of: ${MEMBER_ROLES.join(', ')}` }),
});
export const roleResponseSchema = z.object({ member: adminMemberSchema });

/** POST /v1/organizations/{orgcode}/invitations/bulk: each address is checked on its own and answered in its row. */
export const bulkInvitationBodySchema = z.object({
  emails: z
    .array(z.string({ error: 'emails must be a list of strings' }).check(z.maxLength(1000, { error: 'emails contains a value that is too long' })), {
      error: (issue) => (issue.input == null ? missingParameterMessage('emails') : 'emails must be a list'),
    })
    .check(
      z.minLength(1, { error: missingParameterMessage('emails') }),
      z.maxLength(BULK_INVITATION_MAX, { error: ADMIN_MESSAGES.tooManyEmails }),
    ),
});

const BULK_INVITATION_STATUSES = ['invited', 'alreadyMember', 'invitedBefore', 'invalid'] as const;
export type BulkInvitationStatus = (typeof BULK_INVITATION_STATUSES)[number];

export const bulkInvitationResponseSchema = z.object({
  /** One row per address given, in the order given. */
  results: z.array(
    z.object({
      /** The address as given (trimmed), or as stored when it is one. */
      email: z.string(),
      status: z.enum(BULK_INVITATION_STATUSES),
      /** For `invited`: false when its e-mail could not be sent now (the invitation stands). */
      mailSent: z.optional(z.boolean()),
    }),
  ),
});
export type BulkInvitationResponse = z.infer<typeof bulkInvitationResponseSchema>;

/** Checks one address as the single invitation does; the address lower-cased, or undefined when it is not one. */
export function parseInvitationEmail(value: string): string | undefined {
  const parsed = emailField.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** GET and PUT /v1/organizations/{orgcode}/settings: the community's settings. */
export const communitySettingsSchema = z.object({
  orgcode: z.string(),
  name: z.string(),
  /** The community directory and weekly matching are open to members. */
  isUsersOpen: z.boolean(),
  /** The community page is shown. */
  showCommunityPage: z.boolean(),
  /** Weekly matching is paused for the whole organisation. */
  matchingPaused: z.boolean(),
});
export type CommunitySettings = z.infer<typeof communitySettingsSchema>;

const settingFlag = (name: string) => z.optional(z.boolean({ error: `${name} must be true or false` }));
export const communitySettingsBodySchema = z
  .object({
    isUsersOpen: settingFlag('isUsersOpen'),
    showCommunityPage: settingFlag('showCommunityPage'),
    matchingPaused: settingFlag('matchingPaused'),
  })
  .check(
    z.refine((body) => body.isUsersOpen !== undefined || body.showCommunityPage !== undefined || body.matchingPaused !== undefined, {
      error: ADMIN_MESSAGES.noSetting,
    }),
  );
