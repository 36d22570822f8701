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

/** Messages others sent the member, in any of their chats, newest first (the home feed). */
export async function messagesReceived(db: Queryable, userId: string, limit: number): Promise<ChatMessageRow[]> {
  const { rows } = await db.query<ChatMessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM chats c
       JOIN chat_messages m ON m.chat_id = c.id
       JOIN users u ON u.id = m.sender_id
      WHERE (c.member1 = $1 OR c.member2 = $1) AND m.sender_id <> $1
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

/** Everything in the chat up to now counts as read by the member. */
export async function markChatRead(db: Queryable, chat: ChatRow, readerId: string): Promise<void> {
  const column = chat.member1 === readerId ? 'read_up_to_member1' : 'read_up_to_member2';
  await db.query(
    `UPDATE chats SET ${column} = GREATEST(${column}, COALESCE((SELECT max(id) FROM chat_messages WHERE chat_id = $1), 0))
      WHERE id = $1`,
    [chat.id],
  );
}
