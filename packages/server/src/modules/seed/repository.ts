/**
 * The seed's SQL: the accounts, organisations, memberships, profiles and chats of the demo. The seed is the one
 * module that writes other modules' tables: it loads a demo into an empty database in one transaction, before any
 * service runs, so it writes each row itself rather than through services that each use their own connection.
 */
import type { Queryable } from '../../platform/db/types.ts';
import type { PlannedMember, PlannedOrganization } from './plan.ts';

/** Serialises seeding across instances that start together on one database. */
const SEED_LOCK_ID = 7_261_150_043;

export async function lockSeed(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
}

export async function countUsers(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
  return Number(rows[0]?.count ?? 0);
}

/** A demo account; its password hash is made before the transaction (argon2 is slow on purpose). */
export async function insertUser(
  db: Queryable,
  user: { memberId: string; email: string; givenName: string; familyName: string; passwordHash: string; mfaRequired: boolean },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (member_id, email, given_name, family_name, phone_number, password_hash, mfa_required)
     VALUES ($1, $2, $3, $4, NULL, $5, $6)
     RETURNING id`,
    [user.memberId, user.email.toLowerCase(), user.givenName, user.familyName, user.passwordHash, user.mfaRequired],
  );
  return rows[0]!.id;
}

export async function insertOrganization(db: Queryable, org: PlannedOrganization): Promise<void> {
  await db.query(
    `INSERT INTO organizations (orgcode, name, description, archetype, show_community_page, is_users_open)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [org.orgcode, org.name, org.description, org.archetype, org.showCommunityPage, org.isUsersOpen],
  );
}

export async function insertMemberships(
  db: Queryable,
  userId: string,
  orgcodes: readonly string[],
  adminOf: readonly string[] = [],
): Promise<void> {
  await db.query(
    `INSERT INTO memberships (orgcode, user_id, role)
     SELECT code, $2, CASE WHEN code = ANY($3::text[]) THEN 'admin' ELSE 'member' END FROM unnest($1::text[]) AS code
     ON CONFLICT DO NOTHING`,
    [orgcodes, userId, adminOf],
  );
}

export async function insertProfile(db: Queryable, userId: string, member: PlannedMember): Promise<void> {
  const h = member.hexaco;
  await db.query(
    `INSERT INTO profiles (user_id, honesty, neuroticism, extraversion, agreeableness, conscientiousness, openness,
                           archetype, profile_picture, title, department, headline, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb)`,
    [
      userId,
      h.honesty,
      h.neuroticism,
      h.extraversion,
      h.agreeableness,
      h.conscientiousness,
      h.openness,
      member.archetype,
      member.profilePicture,
      member.title,
      member.department,
      member.headline,
      JSON.stringify(member.details),
    ],
  );
}

export interface PartnerRow {
  userId: string;
  connectionId: string;
  matchDateTime: Date;
}

/** The member's connections, most recent first. */
export async function partnersOf(db: Queryable, userId: string): Promise<PartnerRow[]> {
  const { rows } = await db.query<PartnerRow>(
    `SELECT CASE WHEN member1 = $1 THEN member2 ELSE member1 END::text AS "userId",
            id::text AS "connectionId", match_date_time AS "matchDateTime"
       FROM connections WHERE member1 = $1 OR member2 = $1
      ORDER BY match_date_time DESC, strength DESC, id`,
    [userId],
  );
  return rows;
}

export async function countConnections(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM connections');
  return Number(rows[0]?.count ?? 0);
}

/**
 * A chat between two members with its messages (`from` true: written by
 * `a`). `readByA`: whether `a` has read the last message.
 */
export async function insertChat(
  db: Queryable,
  a: string,
  b: string,
  messages: ReadonlyArray<{ fromA: boolean; content: string; at: Date }>,
  readByA: boolean,
): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO chats (member1, member2) VALUES (LEAST($1::uuid, $2::uuid), GREATEST($1::uuid, $2::uuid))
     RETURNING id::text AS id`,
    [a, b],
  );
  const chatId = rows[0]!.id;
  for (const message of messages) {
    await db.query(`INSERT INTO chat_messages (chat_id, sender_id, content, created_at) VALUES ($1, $2, $3, $4)`, [
      chatId,
      message.fromA ? a : b,
      message.content,
      message.at,
    ]);
  }
  // b has read everything; a has read everything, or (readByA false) not b's messages after a's last one.
  const { rows: ids } = await db.query<{ last: number; lastByA: number }>(
    `SELECT max(id)::int AS last, COALESCE(max(id) FILTER (WHERE sender_id = $2::uuid), 0)::int AS "lastByA"
       FROM chat_messages WHERE chat_id = $1`,
    [chatId, a],
  );
  const last = ids[0]?.last ?? 0;
  const readUpToA = readByA ? last : (ids[0]?.lastByA ?? 0);
  await db.query(
    `UPDATE chats SET
        read_up_to_member1 = CASE WHEN member1 = $2::uuid THEN $3::bigint ELSE $4::bigint END,
        read_up_to_member2 = CASE WHEN member2 = $2::uuid THEN $3::bigint ELSE $4::bigint END
      WHERE id = $1`,
    [chatId, a, readUpToA, last],
  );
}
