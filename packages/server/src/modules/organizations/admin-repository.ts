/**
 * The administrator's console's SQL: members with their roles and profile state, role changes under a lock on
 * the organisation, removing a membership, and the community's settings. No rules live here (admin.ts).
 */
import type { Queryable } from '../../platform/db/types.ts';

export interface AdminMemberRow {
  userId: string;
  memberId: string;
  name: string;
  email: string;
  title: string | null;
  department: string | null;
  role: 'member' | 'admin';
  joinedAt: Date;
  profileComplete: boolean;
  matchingPaused: boolean;
}

const MEMBER_COLUMNS = `u.id::text AS "userId", u.member_id AS "memberId",
  trim(u.given_name || ' ' || u.family_name) AS name, u.email, p.title, p.department, m.role, m.joined_at AS "joinedAt",
  COALESCE(p.honesty IS NOT NULL, false) AS "profileComplete", COALESCE(p.matching_paused, false) AS "matchingPaused"`;
const MEMBER_FROM = `memberships m JOIN users u ON u.id = m.user_id LEFT JOIN profiles p ON p.user_id = m.user_id`;

export async function administeredBy(db: Queryable, userId: string): Promise<Array<{ orgcode: string; name: string }>> {
  const { rows } = await db.query<{ orgcode: string; name: string }>(
    `SELECT o.orgcode, o.name FROM memberships m JOIN organizations o ON o.orgcode = m.orgcode
      WHERE m.user_id = $1 AND m.role = 'admin' ORDER BY o.name, o.orgcode`,
    [userId],
  );
  return rows;
}

export async function membersOf(db: Queryable, orgcode: string): Promise<AdminMemberRow[]> {
  const { rows } = await db.query<AdminMemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM ${MEMBER_FROM} WHERE m.orgcode = $1
      ORDER BY lower(u.given_name), lower(u.family_name), u.member_id`,
    [orgcode],
  );
  return rows;
}

export async function memberOf(db: Queryable, orgcode: string, memberId: string): Promise<AdminMemberRow | undefined> {
  const { rows } = await db.query<AdminMemberRow>(`SELECT ${MEMBER_COLUMNS} FROM ${MEMBER_FROM} WHERE m.orgcode = $1 AND u.member_id = $2`, [
    orgcode,
    memberId,
  ]);
  return rows[0];
}

/**
 * Locks the organisation's row until the transaction ends, so that role changes and departures of one
 * organisation happen one after the other: two administrators demoting each other at once cannot both see
 * "another administrator remains".
 */
export async function lockOrganization(db: Queryable, orgcode: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM organizations WHERE orgcode = $1 FOR UPDATE`, [orgcode]);
  return rows.length > 0;
}

export async function roleIn(db: Queryable, orgcode: string, userId: string): Promise<'member' | 'admin' | undefined> {
  const { rows } = await db.query<{ role: 'member' | 'admin' }>(`SELECT role FROM memberships WHERE orgcode = $1 AND user_id = $2`, [
    orgcode,
    userId,
  ]);
  return rows[0]?.role;
}

export async function countMembers(db: Queryable, orgcode: string): Promise<{ members: number; admins: number }> {
  const { rows } = await db.query<{ members: number; admins: number }>(
    `SELECT count(*)::int AS members, (count(*) FILTER (WHERE role = 'admin'))::int AS admins FROM memberships WHERE orgcode = $1`,
    [orgcode],
  );
  return rows[0] ?? { members: 0, admins: 0 };
}

export async function setRole(db: Queryable, orgcode: string, userId: string, role: 'member' | 'admin'): Promise<void> {
  await db.query(`UPDATE memberships SET role = $3 WHERE orgcode = $1 AND user_id = $2`, [orgcode, userId, role]);
}

export async function deleteMembership(db: Queryable, orgcode: string, userId: string): Promise<boolean> {
  const { affectedRows } = await db.query(`DELETE FROM memberships WHERE orgcode = $1 AND user_id = $2`, [orgcode, userId]);
  return affectedRows > 0;
}

/** The invitation for the address, whatever its state. */
export async function invitationState(
  db: Queryable,
  orgcode: string,
  email: string,
): Promise<{ expiresAt: Date; acceptedAt: Date | null; revokedAt: Date | null } | undefined> {
  const { rows } = await db.query<{ expiresAt: Date; acceptedAt: Date | null; revokedAt: Date | null }>(
    `SELECT expires_at AS "expiresAt", accepted_at AS "acceptedAt", revoked_at AS "revokedAt"
       FROM organization_invitations WHERE orgcode = $1 AND email = $2`,
    [orgcode, email],
  );
  return rows[0];
}

/** Of these addresses, those whose people are members of the organisation. */
export async function memberEmails(db: Queryable, orgcode: string, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const { rows } = await db.query<{ email: string }>(
    `SELECT u.email FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.orgcode = $1 AND u.email = ANY($2::text[])`,
    [orgcode, emails],
  );
  return new Set(rows.map((row) => row.email));
}

/** Of these addresses, those with an invitation not accepted, withdrawn or expired at `now`. */
export async function pendingInvitations(db: Queryable, orgcode: string, emails: readonly string[], now: Date): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const { rows } = await db.query<{ email: string }>(
    `SELECT email FROM organization_invitations
      WHERE orgcode = $1 AND email = ANY($2::text[]) AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > $3`,
    [orgcode, emails, now],
  );
  return new Set(rows.map((row) => row.email));
}

export interface SettingsRow {
  orgcode: string;
  name: string;
  isUsersOpen: boolean;
  showCommunityPage: boolean;
  matchingPaused: boolean;
}

const SETTINGS_COLUMNS = `orgcode, name, is_users_open AS "isUsersOpen", show_community_page AS "showCommunityPage",
  matching_paused AS "matchingPaused"`;

export async function settingsOf(db: Queryable, orgcode: string): Promise<SettingsRow | undefined> {
  const { rows } = await db.query<SettingsRow>(`SELECT ${SETTINGS_COLUMNS} FROM organizations WHERE orgcode = $1`, [orgcode]);
  return rows[0];
}

/** Sets the settings given (undefined keeps a setting) and answers all of them. */
export async function updateSettings(
  db: Queryable,
  orgcode: string,
  settings: { isUsersOpen?: boolean | undefined; showCommunityPage?: boolean | undefined; matchingPaused?: boolean | undefined },
): Promise<SettingsRow | undefined> {
  const { rows } = await db.query<SettingsRow>(
    `UPDATE organizations SET
       is_users_open = COALESCE($2, is_users_open),
       show_community_page = COALESCE($3, show_community_page),
       matching_paused = COALESCE($4, matching_paused)
     WHERE orgcode = $1 RETURNING ${SETTINGS_COLUMNS}`,
    [orgcode, settings.isUsersOpen ?? null, settings.showCommunityPage ?? null, settings.matchingPaused ?? null],
  );
  return rows[0];
}
