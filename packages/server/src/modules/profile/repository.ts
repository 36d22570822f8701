/**
 * The profile API's SQL: users as members, profiles, organisations and
 * memberships, connections, chats and pictures. Every function takes the
 * connection or transaction to run on; no rules live here (see service.ts).
 *
 * Inside the database every reference is users.id (uuid); answers speak of
 * users.member_id. Functions that take ids from a request expect them already
 * checked as uuids by the service (a malformed uuid would be a database
 * error, that is a 500).
 */
import type { Queryable } from '../../platform/db/types.ts';

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

export interface OrganizationRow {
  orgcode: string;
  name: string;
  description: string;
  archetype: string | null;
  showCommunityPage: boolean;
  isUsersOpen: boolean;
}

export interface ConnectionRow {
  id: string;
  member1: string;
  member2: string;
  member1MemberId: string;
  member2MemberId: string;
  strength: number;
  matchDateTime: Date;
  viewedByMember1: boolean;
  viewedByMember2: boolean;
  answers: Record<string, Record<string, Record<string, unknown>>>;
}

export interface ChatRow {
  id: string;
  member1: string;
  member2: string;
  readUpToMember1: number;
  readUpToMember2: number;
}

export interface ChatMessageRow {
  id: number;
  chatId: string;
  senderId: string;
  senderMemberId: string;
  content: string;
  createdAt: Date;
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

const ORG_COLUMNS = `o.orgcode, o.name, o.description, o.archetype,
  o.show_community_page AS "showCommunityPage", o.is_users_open AS "isUsersOpen"`;

const CONNECTION_COLUMNS = `c.id::text AS id, c.member1::text AS member1, c.member2::text AS member2,
  u1.member_id AS "member1MemberId", u2.member_id AS "member2MemberId",
  c.strength, c.match_date_time AS "matchDateTime",
  c.viewed_by_member1 AS "viewedByMember1", c.viewed_by_member2 AS "viewedByMember2", c.answers`;

const CONNECTION_FROM = `connections c JOIN users u1 ON u1.id = c.member1 JOIN users u2 ON u2.id = c.member2`;

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
 * the profile row when the member has none.
 */
export async function updateProfile(
  db: Queryable,
  userId: string,
  patch: { columns: ProfileColumnsPatch; detailsSet: Record<string, unknown>; detailsUnset: string[] },
): Promise<void> {
  const { columns } = patch;
  await db.query(
    `INSERT INTO profiles (user_id, title, department, headline, profile_picture, details)
     VALUES ($1, $3, $5, $7, $9, $10::jsonb)
     ON CONFLICT (user_id) DO UPDATE SET
       title = CASE WHEN $2 THEN $3 ELSE profiles.title END,
       department = CASE WHEN $4 THEN $5 ELSE profiles.department END,
       headline = CASE WHEN $6 THEN $7 ELSE profiles.headline END,
       profile_picture = CASE WHEN $8 THEN $9 ELSE profiles.profile_picture END,
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

export async function setProfilePicture(db: Queryable, userId: string, url: string): Promise<void> {
  await db.query(
    `INSERT INTO profiles (user_id, profile_picture) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET profile_picture = EXCLUDED.profile_picture, updated_at = now()`,
    [userId, url],
  );
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

// ---------------------------------------------------------------------------
// Connections

/** The member's connection ids, most recent match first. */
export async function connectionIdsOf(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id::text AS id, match_date_time FROM connections WHERE member1 = $1
     UNION ALL
     SELECT id::text AS id, match_date_time FROM connections WHERE member2 = $1
     ORDER BY match_date_time DESC, id`,
    [userId],
  );
  return rows.map((row) => row.id);
}

/** The member's connections among `ids` (others' connections are left out), most recent first. */
export async function connectionsOfMember(
  db: Queryable,
  userId: string,
  ids: readonly string[],
): Promise<ConnectionRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<ConnectionRow>(
    `SELECT ${CONNECTION_COLUMNS} FROM ${CONNECTION_FROM}
      WHERE c.id = ANY($2::uuid[]) AND (c.member1 = $1 OR c.member2 = $1)
      ORDER BY c.match_date_time DESC, c.strength DESC, c.id`,
    [userId, ids],
  );
  return rows;
}

/** Other member's user id -> connection id, for the member's `limit` most recent connections. */
export async function connectionPartners(db: Queryable, userId: string, limit: number): Promise<Map<string, string>> {
  const { rows } = await db.query<{ partner: string; id: string }>(
    `SELECT partner, id FROM (
        SELECT member2::text AS partner, id::text AS id, match_date_time FROM connections WHERE member1 = $1
        UNION ALL
        SELECT member1::text AS partner, id::text AS id, match_date_time FROM connections WHERE member2 = $1
      ) t ORDER BY match_date_time DESC, id LIMIT $2`,
    [userId, limit],
  );
  return new Map(rows.map((row) => [row.partner, row.id]));
}

export async function findConnection(db: Queryable, id: string): Promise<ConnectionRow | undefined> {
  const { rows } = await db.query<ConnectionRow>(`SELECT ${CONNECTION_COLUMNS} FROM ${CONNECTION_FROM} WHERE c.id = $1`, [
    id,
  ]);
  return rows[0];
}

export async function markConnectionViewed(db: Queryable, id: string, side: 'member1' | 'member2'): Promise<void> {
  const column = side === 'member1' ? 'viewed_by_member1' : 'viewed_by_member2';
  await db.query(`UPDATE connections SET ${column} = true WHERE id = $1`, [id]);
}

/** The connection's answers, its row locked until the transaction ends (answers are merged, checked, then written). */
export async function lockConnectionAnswers(db: Queryable, id: string): Promise<ConnectionRow['answers']> {
  const { rows } = await db.query<{ answers: ConnectionRow['answers'] }>('SELECT answers FROM connections WHERE id = $1 FOR UPDATE', [id]);
  return rows[0]?.answers ?? {};
}

/** Merges `fields` into answers[postType][memberId]; returns every answer of the connection. */
export async function saveConnectionAnswers(
  db: Queryable,
  id: string,
  postType: string,
  memberId: string,
  fields: Record<string, unknown>,
): Promise<ConnectionRow['answers']> {
  const { rows } = await db.query<{ answers: ConnectionRow['answers'] }>(
    `UPDATE connections
        SET answers = answers || jsonb_build_object(
              $2::text,
              COALESCE(answers -> $2::text, '{}'::jsonb) || jsonb_build_object(
                $3::text,
                COALESCE(answers -> $2::text -> $3::text, '{}'::jsonb) || $4::jsonb))
      WHERE id = $1
      RETURNING answers`,
    [id, postType, memberId, JSON.stringify(fields)],
  );
  return rows[0]?.answers ?? {};
}

// ---------------------------------------------------------------------------
// Chats

const CHAT_COLUMNS = `c.id::text AS id, c.member1::text AS member1, c.member2::text AS member2,
  c.read_up_to_member1 AS "readUpToMember1", c.read_up_to_member2 AS "readUpToMember2"`;

export async function findChat(db: Queryable, chatId: string): Promise<ChatRow | undefined> {
  const { rows } = await db.query<ChatRow>(`SELECT ${CHAT_COLUMNS} FROM chats c WHERE c.id = $1`, [chatId]);
  return rows[0];
}

export async function findChatBetween(db: Queryable, a: string, b: string): Promise<ChatRow | undefined> {
  const { rows } = await db.query<ChatRow>(
    `SELECT ${CHAT_COLUMNS} FROM chats c WHERE c.member1 = LEAST($1::uuid, $2::uuid) AND c.member2 = GREATEST($1::uuid, $2::uuid)`,
    [a, b],
  );
  return rows[0];
}

/** The chat between two members, created when there is none; `created` tells which. */
export async function findOrCreateChat(db: Queryable, a: string, b: string): Promise<{ chat: ChatRow; created: boolean }> {
  const inserted = await db.query<ChatRow>(
    `INSERT INTO chats AS c (member1, member2) VALUES (LEAST($1::uuid, $2::uuid), GREATEST($1::uuid, $2::uuid))
     ON CONFLICT (member1, member2) DO NOTHING
     RETURNING ${CHAT_COLUMNS}`,
    [a, b],
  );
  const chat = inserted.rows[0];
  if (chat) return { chat, created: true };
  const existing = await findChatBetween(db, a, b);
  if (!existing) throw new Error('Chat vanished between insert and select');
  return { chat: existing, created: false };
}

const MESSAGE_COLUMNS = `m.id, m.chat_id::text AS "chatId", m.sender_id::text AS "senderId",
  u.member_id AS "senderMemberId", m.content, m.created_at AS "createdAt"`;

/** Messages oldest first: newer than `afterId` (the first `limit` of them), or else the last `limit`. */
export async function chatMessages(
  db: Queryable,
  chatId: string,
  options: { afterId: number | null; limit: number },
): Promise<ChatMessageRow[]> {
  if (options.afterId !== null) {
    const { rows } = await db.query<ChatMessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m JOIN users u ON u.id = m.sender_id
        WHERE m.chat_id = $1 AND m.id > $2 ORDER BY m.id LIMIT $3`,
      [chatId, options.afterId, options.limit],
    );
    return rows;
  }
  const { rows } = await db.query<ChatMessageRow>(
    `SELECT * FROM (
        SELECT ${MESSAGE_COLUMNS} FROM chat_messages m JOIN users u ON u.id = m.sender_id
         WHERE m.chat_id = $1 ORDER BY m.id DESC LIMIT $2
      ) t ORDER BY id`,
    [chatId, options.limit],
  );
  return rows;
}

export async function unreadCount(db: Queryable, chat: ChatRow, readerId: string): Promise<number> {
  const readUpTo = chat.member1 === readerId ? chat.readUpToMember1 : chat.readUpToMember2;
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM chat_messages WHERE chat_id = $1 AND id > $2 AND sender_id <> $3`,
    [chat.id, readUpTo, readerId],
  );
  return rows[0]?.count ?? 0;
}

/**
 * Stores a message. With an idempotency key the sender used before, nothing
 * is written: the answer is the earlier message (`replayed`), for the caller
 * to compare with what it sent now.
 */
export async function insertChatMessage(
  db: Queryable,
  chatId: string,
  senderId: string,
  content: string,
  idempotencyKey: string | null = null,
): Promise<ChatMessageRow & { replayed: boolean }> {
  const { rows } = await db.query<ChatMessageRow>(
    `WITH m AS (
        INSERT INTO chat_messages (chat_id, sender_id, content, idempotency_key) VALUES ($1, $2, $3, $4)
        ON CONFLICT (sender_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
        RETURNING id, chat_id, sender_id, content, created_at
      )
      SELECT ${MESSAGE_COLUMNS} FROM m JOIN users u ON u.id = m.sender_id`,
    [chatId, senderId, content, idempotencyKey],
  );
  if (rows[0]) return { ...rows[0], replayed: false };
  const earlier = await db.query<ChatMessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m JOIN users u ON u.id = m.sender_id
      WHERE m.sender_id = $1 AND m.idempotency_key = $2`,
    [senderId, idempotencyKey],
  );
  if (!earlier.rows[0]) throw new Error('Message insert returned nothing');
  return { ...earlier.rows[0], replayed: true };
}

/** Everything in the chat up to now counts as read by the member. */
export async function markChatRead(db: Queryable, chat: ChatRow, readerId: string): Promise<void> {
  const column = chat.member1 === readerId ? 'read_up_to_member1' : 'read_up_to_member2';
  await db.query(
    `UPDATE chats SET ${column} = GREATEST(${column}, COALESCE((SELECT max(id) FROM chat_messages WHERE chat_id = $1), 0))
      WHERE id = $1`,
    [chat.id],
  );
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
