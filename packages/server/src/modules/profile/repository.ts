/**
 * The profile module's SQL: users as members, their profiles and pictures, and who
 * may see whom. Every function takes the connection or transaction to run on; no
 * rules live here (see service.ts).
 *
 * Inside the database every reference is users.id (uuid); answers speak of
 * users.member_id. Functions that take ids from a request expect them already
 * checked as uuids by the service (a malformed uuid would be a database
 * error, that is a 500).
 */
import type { RawHexaco } from '@kindred/contracts/domain/hexaco';
import type { Queryable } from '../../platform/db/types.ts';
import type { OrganizationRow } from '../organizations/index.ts';

export interface MemberRow {
  userId: string;
  memberId: string;
  email: string;
  givenName: string;
  familyName: string;
}

export interface ProfileRow extends MemberRow {
  honesty: number | null;
  neuroticism: number | null;
  extraversion: number | null;
  agreeableness: number | null;
  conscientiousness: number | null;
  openness: number | null;
  archetype: string | null;
  profilePicture: string | null;
  title: string | null;
  department: string | null;
  headline: string | null;
  details: Record<string, unknown>;
}

export interface PictureRow {
  id: string;
  ownerId: string;
  contentType: string;
  size: number;
  data: Uint8Array;
}

const MEMBER_COLUMNS = `u.id::text AS "userId", u.member_id AS "memberId", u.email, u.given_name AS "givenName", u.family_name AS "familyName"`;

const PROFILE_COLUMNS = `${MEMBER_COLUMNS},
  p.honesty, p.neuroticism, p.extraversion, p.agreeableness, p.conscientiousness, p.openness,
  p.archetype, p.profile_picture AS "profilePicture", p.title, p.department, p.headline,
  COALESCE(p.details, '{}'::jsonb) AS details`;

// ---------------------------------------------------------------------------
// Members and profiles

export async function findMemberByMemberId(db: Queryable, memberId: string): Promise<MemberRow | undefined> {
  const { rows } = await db.query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM users u WHERE u.member_id = $1`, [memberId]);
  return rows[0];
}

export async function findMemberByEmail(db: Queryable, email: string): Promise<MemberRow | undefined> {
  const { rows } = await db.query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM users u WHERE u.email = lower($1)`, [email]);
  return rows[0];
}

/** The member with their profile; profile columns are null when the member has no profile row yet. */
export async function findProfile(db: Queryable, userId: string): Promise<ProfileRow | undefined> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT ${PROFILE_COLUMNS} FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  return rows[0];
}

export interface OwnProfileRows {
  profile: ProfileRow;
  /** As `organizationsOf`. */
  organizations: OrganizationRow[];
  /** As `connectionIdsOf`. */
  connectionIds: string[];
}

/**
 * `findProfile`, `organizationsOf` and `connectionIdsOf` of one member in one
 * query (the profile read every screen makes): the same rows in the same
 * order, one round trip instead of three.
 */
export async function findOwnProfile(db: Queryable, userId: string): Promise<OwnProfileRows | undefined> {
  const { rows } = await db.query<ProfileRow & { organizations: OrganizationRow[]; connectionIds: string[] }>(
    `SELECT ${PROFILE_COLUMNS},
       COALESCE((
         SELECT json_agg(json_build_object(
                  'orgcode', o.orgcode, 'name', o.name, 'description', o.description, 'archetype', o.archetype,
                  'showCommunityPage', o.show_community_page, 'isUsersOpen', o.is_users_open)
                ORDER BY m.joined_at, o.orgcode)
           FROM memberships m JOIN organizations o ON o.orgcode = m.orgcode
          WHERE m.user_id = u.id
       ), '[]'::json) AS organizations,
       ARRAY(
         SELECT t.id FROM (
           SELECT id::text AS id, match_date_time FROM connections WHERE member1 = u.id
           UNION ALL
           SELECT id::text AS id, match_date_time FROM connections WHERE member2 = u.id
         ) t ORDER BY t.match_date_time DESC, t.id
       ) AS "connectionIds"
     FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { organizations, connectionIds, ...profile } = row;
  return { profile, organizations, connectionIds };
}

/** Profiles of several members, in no particular order. */
export async function findProfiles(db: Queryable, userIds: readonly string[]): Promise<ProfileRow[]> {
  if (userIds.length === 0) return [];
  const { rows } = await db.query<ProfileRow>(
    `SELECT ${PROFILE_COLUMNS} FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = ANY($1::uuid[])`,
    [userIds],
  );
  return rows;
}

export interface ProfileColumnsPatch {
  title?: string | null;
  department?: string | null;
  headline?: string | null;
  profilePicture?: string | null;
}

/**
 * Applies an edit: the column fields that are present, and `detailsSet`
 * merged into (and `detailsUnset` removed from) the details document. Creates
 * the profile row when the member has none. A picture set to a new value
 * counts in `avatar_updates` (achievements' profileAvatarUpdated); the same
 * one again, or none, does not, so a retried edit counts once.
 */
export async function updateProfile(
  db: Queryable,
  userId: string,
  patch: { columns: ProfileColumnsPatch; detailsSet: Record<string, unknown>; detailsUnset: string[] },
): Promise<void> {
  const { columns } = patch;
  await db.query(
    `INSERT INTO profiles (user_id, title, department, headline, profile_picture, avatar_updates, details)
     VALUES ($1, $3, $5, $7, $9, CASE WHEN $9::text IS NULL THEN 0 ELSE 1 END, $10::jsonb)
     ON CONFLICT (user_id) DO UPDATE SET
       title = CASE WHEN $2 THEN $3 ELSE profiles.title END,
       department = CASE WHEN $4 THEN $5 ELSE profiles.department END,
       headline = CASE WHEN $6 THEN $7 ELSE profiles.headline END,
       profile_picture = CASE WHEN $8 THEN $9 ELSE profiles.profile_picture END,
       avatar_updates = profiles.avatar_updates
         + CASE WHEN $8 AND $9::text IS NOT NULL AND $9::text IS DISTINCT FROM profiles.profile_picture THEN 1 ELSE 0 END,
       details = (profiles.details || $10::jsonb) - $11::text[],
       updated_at = now()`,
    [
      userId,
      'title' in columns,
      columns.title ?? null,
      'department' in columns,
      columns.department ?? null,
      'headline' in columns,
      columns.headline ?? null,
      'profilePicture' in columns,
      columns.profilePicture ?? null,
      JSON.stringify(patch.detailsSet),
      patch.detailsUnset,
    ],
  );
}

/** Makes `url` the member's picture; a new value counts in `avatar_updates`, as in updateProfile. */
/** Writes the member's HEXACO scores (raw, 0-30) and archetype, creating their profile row if they have none. */
export async function setPersonality(db: Queryable, userId: string, raw: RawHexaco, archetype: string): Promise<void> {
  await db.query(
    `INSERT INTO profiles (user_id, honesty, neuroticism, extraversion, agreeableness, conscientiousness, openness, archetype)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id) DO UPDATE SET
       honesty = EXCLUDED.honesty, neuroticism = EXCLUDED.neuroticism, extraversion = EXCLUDED.extraversion,
       agreeableness = EXCLUDED.agreeableness, conscientiousness = EXCLUDED.conscientiousness,
       openness = EXCLUDED.openness, archetype = EXCLUDED.archetype, updated_at = now()`,
    [userId, raw.honesty, raw.neuroticism, raw.extraversion, raw.agreeableness, raw.conscientiousness, raw.openness, archetype],
  );
}

export async function setProfilePicture(db: Queryable, userId: string, url: string): Promise<void> {
  await db.query(
    `INSERT INTO profiles (user_id, profile_picture, avatar_updates) VALUES ($1, $2, 1)
     ON CONFLICT (user_id) DO UPDATE SET profile_picture = EXCLUDED.profile_picture,
       avatar_updates = profiles.avatar_updates + CASE WHEN profiles.profile_picture IS DISTINCT FROM EXCLUDED.profile_picture THEN 1 ELSE 0 END,
       updated_at = now()`,
    [userId, url],
  );
}

/** How often the member set their picture to a new one (achievements' profileAvatarUpdated); 0 without a profile. */
export async function avatarUpdatesOf(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(`SELECT avatar_updates AS count FROM profiles WHERE user_id = $1`, [userId]);
  return rows[0]?.count ?? 0;
}

/**
 * True when the two members share an organisation or a connection: the
 * members a caller may see (scope rule of the profile API).
 */
export async function canSee(db: Queryable, viewerId: string, otherId: string): Promise<boolean> {
  if (viewerId === otherId) return true;
  const { rows } = await db.query<{ visible: boolean }>(
    `SELECT EXISTS (
        SELECT 1 FROM memberships a JOIN memberships b ON b.orgcode = a.orgcode
         WHERE a.user_id = $1 AND b.user_id = $2
      ) OR EXISTS (
        SELECT 1 FROM connections
         WHERE member1 = LEAST($1::uuid, $2::uuid) AND member2 = GREATEST($1::uuid, $2::uuid)
      ) AS visible`,
    [viewerId, otherId],
  );
  return rows[0]?.visible === true;
}

/**
 * Of the given addresses, those that belong to a member who shares an organisation with the viewer (the
 * viewer included), with their member id: how a calendar event's attendees become colleagues to book again.
 */
export async function teammatesByEmail(db: Queryable, viewerId: string, emails: readonly string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const { rows } = await db.query<{ email: string; memberId: string }>(
    `SELECT DISTINCT u.email, u.member_id AS "memberId" FROM users u
      WHERE u.email = ANY($2::text[])
        AND (u.id = $1 OR EXISTS (
          SELECT 1 FROM memberships a JOIN memberships b ON b.orgcode = a.orgcode WHERE a.user_id = $1 AND b.user_id = u.id))`,
    [viewerId, emails.map((email) => email.toLowerCase())],
  );
  return new Map(rows.map((row) => [row.email, row.memberId]));
}

/** Members of the organisations with their profiles, each member once, by name. */
export async function membersOf(
  db: Queryable,
  orgcodes: readonly string[],
  options: { limit: number },
): Promise<ProfileRow[]> {
  if (orgcodes.length === 0) return [];
  const { rows } = await db.query<ProfileRow>(
    `SELECT ${PROFILE_COLUMNS}
       FROM users u LEFT JOIN profiles p ON p.user_id = u.id
      WHERE u.id IN (SELECT m.user_id FROM memberships m WHERE m.orgcode = ANY($1::text[]))
      ORDER BY lower(u.given_name), lower(u.family_name), u.member_id
      LIMIT $2`,
    [orgcodes, options.limit],
  );
  return rows;
}

export interface OrgArchetypeCounts {
  memberCount: number;
  personaCount: number;
}

/** Members with a HEXACO profile in the organisation, and how many of them have the archetype. */
export async function archetypeCounts(db: Queryable, orgcode: string, archetype: string): Promise<OrgArchetypeCounts> {
  const { rows } = await db.query<OrgArchetypeCounts>(
    `SELECT count(*)::int AS "memberCount", count(*) FILTER (WHERE p.archetype = $2)::int AS "personaCount"
       FROM memberships m JOIN profiles p ON p.user_id = m.user_id
      WHERE m.orgcode = $1 AND p.honesty IS NOT NULL`,
    [orgcode, archetype],
  );
  return rows[0] ?? { memberCount: 0, personaCount: 0 };
}

/** How many members of the organisation have each archetype (members without one are counted under null). */
export async function archetypeDistribution(db: Queryable, orgcode: string): Promise<Array<{ archetype: string | null; count: number }>> {
  const { rows } = await db.query<{ archetype: string | null; count: number }>(
    `SELECT p.archetype, count(*)::int AS count
       FROM memberships m LEFT JOIN profiles p ON p.user_id = m.user_id
      WHERE m.orgcode = $1
      GROUP BY p.archetype`,
    [orgcode],
  );
  return rows;
}

// ---------------------------------------------------------------------------
// Pictures

export async function insertPicture(
  db: Queryable,
  picture: { ownerId: string; contentType: string; data: Uint8Array },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO pictures (owner_id, content_type, size, data) VALUES ($1, $2, $3, $4) RETURNING id::text AS id`,
    [picture.ownerId, picture.contentType, picture.data.byteLength, picture.data],
  );
  const row = rows[0];
  if (!row) throw new Error('Picture insert returned nothing');
  return row.id;
}

/** Removes the owner's other uploads (a member keeps one picture). */
export async function deletePicturesExcept(db: Queryable, ownerId: string, keepId: string): Promise<void> {
  await db.query(`DELETE FROM pictures WHERE owner_id = $1 AND id <> $2`, [ownerId, keepId]);
}

export async function findPicture(db: Queryable, id: string): Promise<PictureRow | undefined> {
  const { rows } = await db.query<PictureRow>(
    `SELECT id::text AS id, owner_id::text AS "ownerId", content_type AS "contentType", size, data
       FROM pictures WHERE id = $1`,
    [id],
  );
  return rows[0];
}

export async function pictureOwner(db: Queryable, id: string): Promise<string | undefined> {
  const { rows } = await db.query<{ ownerId: string }>(`SELECT owner_id::text AS "ownerId" FROM pictures WHERE id = $1`, [
    id,
  ]);
  return rows[0]?.ownerId;
}
