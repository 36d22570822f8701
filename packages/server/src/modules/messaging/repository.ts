/**
 * Messaging's SQL: chats between two members and their messages. Every function takes the connection or transaction to run on; no
 * rules live here (see service.ts).
 *
 * Inside the database every reference is users.id (uuid); answers speak of
 * users.member_id. Functions that take ids from a request expect them already
 * checked as uuids by the service (a malformed uuid would be a database
 * error, that is a 500).
 */
import type { Queryable } from '../../platform/db/types.ts';

export interface ChatRow {
  id: string;
  member1: string;
  member2: string;
  readUpToMember1: number;
  readUpToMember2: number;
  deliveredUpToMember1: number;
  deliveredUpToMember2: number;
}

export interface ChatMessageRow {
  id: number;
  chatId: string;
  senderId: string;
  senderMemberId: string;
  content: string;
  createdAt: Date;
}

// ---------------------------------------------------------------------------
// Chats

const CHAT_COLUMNS = `c.id::text AS id, c.member1::text AS member1, c.member2::text AS member2,
  c.read_up_to_member1::int8 AS "readUpToMember1", c.read_up_to_member2::int8 AS "readUpToMember2",
  c.delivered_up_to_member1::int8 AS "deliveredUpToMember1", c.delivered_up_to_member2::int8 AS "deliveredUpToMember2"`;

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

/** Messages others sent the member, in any of their chats, newest first (the home feed). */
export async function messagesReceived(db: Queryable, userId: string, limit: number): Promise<ChatMessageRow[]> {
  const { rows } = await db.query<ChatMessageRow>(
    // Each of the member's chats (by either side's index), its newest `limit` from others by the chat's own index,
    // then the newest `limit` of those: the work follows the member's chats, not the size of chat_messages.
    `SELECT ${MESSAGE_COLUMNS}
       FROM (SELECT id FROM chats WHERE member1 = $1 UNION ALL SELECT id FROM chats WHERE member2 = $1) c
       CROSS JOIN LATERAL (
         SELECT * FROM chat_messages
          WHERE chat_id = c.id AND sender_id <> $1
          ORDER BY created_at DESC, id DESC
          LIMIT $2
       ) m
       JOIN users u ON u.id = m.sender_id
      ORDER BY m.created_at DESC, m.id DESC
      LIMIT $2`,
    [userId, limit],
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

/**
 * Everything in the chat up to now counts as read by the member (and so as delivered to them). The marks only grow
 * (GREATEST), so a status never moves back.
 */
export async function markChatRead(db: Queryable, chat: ChatRow, readerId: string): Promise<void> {
  const side = chat.member1 === readerId ? 'member1' : 'member2';
  await db.query(
    `UPDATE chats SET read_up_to_${side} = GREATEST(read_up_to_${side}, m.last), delivered_up_to_${side} = GREATEST(delivered_up_to_${side}, m.last)
       FROM (SELECT COALESCE(max(id), 0) AS last FROM chat_messages WHERE chat_id = $1) m
      WHERE id = $1`,
    [chat.id],
  );
}

/** The member's client has fetched the chat's messages up to `upTo`: those are delivered to them. Only grows. */
export async function markChatDelivered(db: Queryable, chat: ChatRow, readerId: string, upTo: number): Promise<ChatRow> {
  const side = chat.member1 === readerId ? 'member1' : 'member2';
  const { rows } = await db.query<ChatRow>(
    `UPDATE chats c SET delivered_up_to_${side} = GREATEST(delivered_up_to_${side}, $2) WHERE c.id = $1 RETURNING ${CHAT_COLUMNS}`,
    [chat.id, upTo],
  );
  return rows[0] ?? chat;
}

// ---------------------------------------------------------------------------
// Conversations: the member's connections and chat partners

export interface ConversationRow {
  userId: string;
  memberId: string;
  email: string;
  givenName: string;
  familyName: string;
  profilePicture: string | null;
  archetype: string | null;
  title: string | null;
  department: string | null;
  isConnection: boolean;
  connectionStrength: number | null;
  matchDateTime: Date | null;
  relationship: 'mentor' | 'mentee' | null;
  chatId: string | null;
  lastContent: string | null;
  lastAt: Date | null;
  lastSenderId: string | null;
  unreadCount: number;
}

/**
 * Everyone the member can message from the conversation list: their connections (the connections table, read here
 * rather than through the connections module, since this is one query over both) and anyone they already have a
 * chat with, each with the last message and the member's unread count. Latest message first, then by name.
 */
export async function conversationsOf(db: Queryable, userId: string): Promise<ConversationRow[]> {
  const { rows } = await db.query<ConversationRow>(
    `WITH contacts AS (
        SELECT CASE WHEN member1 = $1 THEN member2 ELSE member1 END AS other_id, max(strength)::int AS strength, max(match_date_time) AS matched
          FROM connections WHERE member1 = $1 OR member2 = $1
         GROUP BY 1
      ),
      mine AS (
        SELECT id, CASE WHEN member1 = $1 THEN member2 ELSE member1 END AS other_id,
               CASE WHEN member1 = $1 THEN read_up_to_member1 ELSE read_up_to_member2 END AS read_up_to
          FROM chats WHERE member1 = $1 OR member2 = $1
      ),
      everyone AS (SELECT other_id FROM contacts UNION SELECT other_id FROM mine)
      SELECT u.id::text AS "userId", u.member_id AS "memberId", u.email, u.given_name AS "givenName", u.family_name AS "familyName",
             p.profile_picture AS "profilePicture", p.archetype, p.title, p.department,
             (k.other_id IS NOT NULL) AS "isConnection", k.strength AS "connectionStrength", k.matched AS "matchDateTime",
             r.relationship, ch.id::text AS "chatId",
             last.content AS "lastContent", last.created_at AS "lastAt", last.sender_id::text AS "lastSenderId",
             COALESCE((SELECT count(*)::int FROM chat_messages m WHERE m.chat_id = ch.id AND m.id > ch.read_up_to AND m.sender_id <> $1), 0) AS "unreadCount"
        FROM everyone e
        JOIN users u ON u.id = e.other_id
        LEFT JOIN profiles p ON p.user_id = u.id
        LEFT JOIN contacts k ON k.other_id = e.other_id
        LEFT JOIN mine ch ON ch.other_id = e.other_id
        LEFT JOIN member_relationships r ON r.owner_id = $1 AND r.other_id = e.other_id
        LEFT JOIN LATERAL (
          SELECT m.content, m.created_at, m.sender_id FROM chat_messages m WHERE m.chat_id = ch.id ORDER BY m.id DESC LIMIT 1
        ) last ON true
       ORDER BY last.created_at DESC NULLS LAST, u.given_name, u.family_name, u.member_id`,
    [userId],
  );
  return rows;
}

/** Whether the member deleted their account (022_account_deletion.sql): their chats stay, read-only. */
export async function isFormerMember(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ former: boolean }>(`SELECT deleted_at IS NOT NULL AS former FROM users WHERE id = $1`, [userId]);
  return rows[0]?.former === true;
}

/** Whether the two members are connected. */
export async function areConnected(db: Queryable, a: string, b: string): Promise<boolean> {
  const { rows } = await db.query<{ connected: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM connections WHERE member1 = LEAST($1::uuid, $2::uuid) AND member2 = GREATEST($1::uuid, $2::uuid)) AS connected`,
    [a, b],
  );
  return rows[0]?.connected ?? false;
}

/** What `ownerId` calls `otherId`; null removes it. */
export async function setRelationship(db: Queryable, ownerId: string, otherId: string, relationship: 'mentor' | 'mentee' | null): Promise<void> {
  if (relationship === null) {
    await db.query(`DELETE FROM member_relationships WHERE owner_id = $1 AND other_id = $2`, [ownerId, otherId]);
    return;
  }
  await db.query(
    `INSERT INTO member_relationships (owner_id, other_id, relationship) VALUES ($1, $2, $3)
     ON CONFLICT (owner_id, other_id) DO UPDATE SET relationship = EXCLUDED.relationship, updated_at = now()`,
    [ownerId, otherId, relationship],
  );
}
