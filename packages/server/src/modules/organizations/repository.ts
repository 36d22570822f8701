/**
 * Who may join an organisation: its join code, allowed e-mail domains,
 * invitations, and its members' roles. No rules live here (see service.ts).
 */
import type { Queryable } from '../../platform/db/types.ts';

export interface OrganizationRow {
  orgcode: string;
  name: string;
  description: string;
  archetype: string | null;
  showCommunityPage: boolean;
  isUsersOpen: boolean;
}

const ORG_COLUMNS = `o.orgcode, o.name, o.description, o.archetype,
  o.show_community_page AS "showCommunityPage", o.is_users_open AS "isUsersOpen"`;

// ---------------------------------------------------------------------------
// Organisations

export async function organizationsOf(db: Queryable, userId: string): Promise<OrganizationRow[]> {
  const { rows } = await db.query<OrganizationRow>(
    `SELECT ${ORG_COLUMNS} FROM memberships m JOIN organizations o ON o.orgcode = m.orgcode
      WHERE m.user_id = $1 ORDER BY m.joined_at, o.orgcode`,
    [userId],
  );
  return rows;
}

export interface AdmissionRow {
  orgcode: string;
  name: string;
  joinCode: string;
  allowedEmailDomains: string[];
}

export interface InvitationRow {
  email: string;
  invitedAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
}

const ADMISSION_COLUMNS = `o.orgcode, o.name, o.join_code AS "joinCode", o.allowed_email_domains AS "allowedEmailDomains"`;
const INVITATION_COLUMNS = `i.email, i.invited_at AS "invitedAt", i.expires_at AS "expiresAt", i.accepted_at AS "acceptedAt"`;

export async function findByJoinCode(db: Queryable, joinCode: string): Promise<AdmissionRow | undefined> {
  const { rows } = await db.query<AdmissionRow>(`SELECT ${ADMISSION_COLUMNS} FROM organizations o WHERE o.join_code = $1`, [
    joinCode,
  ]);
  return rows[0];
}

export async function findByOrgcode(db: Queryable, orgcode: string): Promise<AdmissionRow | undefined> {
  const { rows } = await db.query<AdmissionRow>(`SELECT ${ADMISSION_COLUMNS} FROM organizations o WHERE o.orgcode = $1`, [
    orgcode,
  ]);
  return rows[0];
}

/** The caller's role in the organisation, or undefined when not a member. */
export async function roleOf(db: Queryable, orgcode: string, userId: string): Promise<'member' | 'admin' | undefined> {
  const { rows } = await db.query<{ role: 'member' | 'admin' }>(
    `SELECT role FROM memberships WHERE orgcode = $1 AND user_id = $2`,
    [orgcode, userId],
  );
  return rows[0]?.role;
}

export async function isMemberByEmail(db: Queryable, orgcode: string, email: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.orgcode = $1 AND u.email = $2) AS found`,
    [orgcode, email],
  );
  return rows[0]?.found === true;
}

/** Adds the membership; false when it already existed. */
export async function addMember(db: Queryable, orgcode: string, userId: string): Promise<boolean> {
  const { affectedRows } = await db.query(
    `INSERT INTO memberships (orgcode, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
    [orgcode, userId],
  );
  return affectedRows > 0;
}

/** An invitation for the address that has not expired at `now` (accepted or not) and was not withdrawn. */
export async function findValidInvitation(
  db: Queryable,
  orgcode: string,
  email: string,
  now: Date,
): Promise<InvitationRow | undefined> {
  const { rows } = await db.query<InvitationRow>(
    `SELECT ${INVITATION_COLUMNS} FROM organization_invitations i
      WHERE i.orgcode = $1 AND i.email = $2 AND i.expires_at > $3 AND i.revoked_at IS NULL`,
    [orgcode, email, now],
  );
  return rows[0];
}

export async function markInvitationAccepted(db: Queryable, orgcode: string, email: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE organization_invitations SET accepted_at = $3 WHERE orgcode = $1 AND email = $2 AND accepted_at IS NULL`,
    [orgcode, email, now],
  );
}

export async function invitationsOf(db: Queryable, orgcode: string): Promise<InvitationRow[]> {
  const { rows } = await db.query<InvitationRow>(
    `SELECT ${INVITATION_COLUMNS} FROM organization_invitations i
      WHERE i.orgcode = $1 AND i.revoked_at IS NULL ORDER BY i.invited_at DESC, i.email`,
    [orgcode],
  );
  return rows;
}

/** Creates the invitation, or renews it (a new expiry and link token, not accepted or withdrawn). */
export async function upsertInvitation(
  db: Queryable,
  invitation: { orgcode: string; email: string; invitedBy: string; now: Date; expiresAt: Date; tokenHash: string },
): Promise<InvitationRow> {
  const { rows } = await db.query<InvitationRow>(
    `INSERT INTO organization_invitations AS i (orgcode, email, invited_by, invited_at, expires_at, token_hash)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (orgcode, email) DO UPDATE SET
       invited_by = EXCLUDED.invited_by, invited_at = EXCLUDED.invited_at,
       expires_at = EXCLUDED.expires_at, accepted_at = NULL, revoked_at = NULL, token_hash = EXCLUDED.token_hash
     RETURNING ${INVITATION_COLUMNS}`,
    [invitation.orgcode, invitation.email, invitation.invitedBy, invitation.now, invitation.expiresAt, invitation.tokenHash],
  );
  return rows[0]!;
}

/** Withdraws a pending invitation (its link then says so); false when there is none to withdraw. */
export async function revokeInvitation(db: Queryable, orgcode: string, email: string, now: Date): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE organization_invitations SET revoked_at = $3
      WHERE orgcode = $1 AND email = $2 AND revoked_at IS NULL AND accepted_at IS NULL`,
    [orgcode, email, now],
  );
  return affectedRows > 0;
}

/** An invitation as its link shows it: the organisation, the address, who invited, and its state. */
export interface InvitationByToken {
  orgcode: string;
  organizationName: string;
  email: string;
  inviterName: string | null;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}

export async function findInvitationByTokenHash(db: Queryable, tokenHash: string): Promise<InvitationByToken | undefined> {
  const { rows } = await db.query<InvitationByToken>(
    `SELECT i.orgcode, o.name AS "organizationName", i.email,
            nullif(trim(coalesce(u.given_name, '') || ' ' || coalesce(u.family_name, '')), '') AS "inviterName",
            i.expires_at AS "expiresAt", i.accepted_at AS "acceptedAt", i.revoked_at AS "revokedAt"
       FROM organization_invitations i
       JOIN organizations o ON o.orgcode = i.orgcode
       LEFT JOIN users u ON u.id = i.invited_by
      WHERE i.token_hash = $1`,
    [tokenHash],
  );
  return rows[0];
}

/**
 * Spends the invitation of this token: true for the one request that finds it open at `now` (not accepted,
 * withdrawn or expired). Run in the transaction that creates the membership.
 */
export async function claimInvitation(db: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE organization_invitations SET accepted_at = $2
      WHERE token_hash = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > $2`,
    [tokenHash, now],
  );
  return affectedRows === 1;
}

/** The organisations that allow people of this e-mail domain to join. */
export async function orgcodesAllowingDomain(db: Queryable, domain: string): Promise<string[]> {
  const { rows } = await db.query<{ orgcode: string }>(
    `SELECT orgcode FROM organizations WHERE $1 = ANY (allowed_email_domains) ORDER BY orgcode`,
    [domain],
  );
  return rows.map((row) => row.orgcode);
}

export async function rotateJoinCode(db: Queryable, orgcode: string): Promise<string> {
  const { rows } = await db.query<{ joinCode: string }>(
    `UPDATE organizations SET join_code = new_join_code() WHERE orgcode = $1 RETURNING join_code AS "joinCode"`,
    [orgcode],
  );
  return rows[0]!.joinCode;
}

export async function setAllowedDomains(db: Queryable, orgcode: string, domains: readonly string[]): Promise<void> {
  await db.query(`UPDATE organizations SET allowed_email_domains = $2::text[] WHERE orgcode = $1`, [orgcode, domains]);
}

export async function inviterName(db: Queryable, userId: string): Promise<string> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT trim(given_name || ' ' || family_name) AS name FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0]?.name ?? 'A colleague';
}
