/** Support tickets' SQL. */
import type { Queryable } from '../../platform/db/types.ts';

export interface NewTicket {
  userId: string;
  createdAt: Date;
  issueType: string;
  priority: string;
  subject: string;
  description: string;
  userEmail: string;
  userName: string;
}

export interface StoredTicket {
  id: string;
  number: number;
  createdAt: Date;
  /** True when the idempotency key was used before: nothing was written, this is the earlier ticket. */
  replayed: boolean;
  /** What the earlier ticket holds, for the caller to compare with a replay. */
  issueType: string;
  priority: string;
  subject: string;
  description: string;
  confirmationSent: boolean;
}

const TICKET_COLUMNS = `id::text AS id, number, created_at AS "createdAt", issue_type AS "issueType", priority, subject,
  description, confirmation_sent_at IS NOT NULL AS "confirmationSent"`;

/** Stores the ticket; with an idempotency key the member used before, answers the earlier ticket instead. */
export async function insertTicket(db: Queryable, ticket: NewTicket, idempotencyKey: string | null = null): Promise<StoredTicket> {
  const { rows } = await db.query<StoredTicket>(
    `INSERT INTO support_tickets (user_id, issue_type, priority, subject, description, user_email, user_name, idempotency_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
     RETURNING ${TICKET_COLUMNS}`,
    [ticket.userId, ticket.issueType, ticket.priority, ticket.subject, ticket.description, ticket.userEmail, ticket.userName, idempotencyKey, ticket.createdAt],
  );
  if (rows[0]) return { ...rows[0], number: Number(rows[0].number), replayed: false };
  const earlier = await db.query<StoredTicket>(
    `SELECT ${TICKET_COLUMNS} FROM support_tickets WHERE user_id = $1 AND idempotency_key = $2`,
    [ticket.userId, idempotencyKey],
  );
  if (!earlier.rows[0]) throw new Error('Ticket insert returned nothing');
  return { ...earlier.rows[0], number: Number(earlier.rows[0].number), replayed: true };
}

export interface NewAttachment {
  name: string;
  contentType: string;
  bytes: Uint8Array;
  /** Hex SHA-256 of `bytes`. */
  sha256: string;
}

export interface StoredAttachment {
  name: string;
  contentType: string;
  size: number;
  sha256: string;
}

/** Stores the ticket's attachments, in the order sent (inside the ticket's transaction). */
export async function insertAttachments(db: Queryable, ticketId: string, attachments: readonly NewAttachment[]): Promise<void> {
  for (const [position, attachment] of attachments.entries()) {
    await db.query(
      `INSERT INTO support_ticket_attachments (ticket_id, position, file_name, content_type, size_bytes, sha256, content)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [ticketId, position, attachment.name, attachment.contentType, attachment.bytes.byteLength, attachment.sha256, Buffer.from(attachment.bytes.buffer, attachment.bytes.byteOffset, attachment.bytes.byteLength)],
    );
  }
}

/**
 * The bytes of the member's attachments on tickets made after `since`, and when the oldest of those tickets was made;
 * a ticket with `exceptKey` as its Idempotency-Key is left out (the same ticket sent again is not counted against itself).
 */
export async function attachmentBytesSince(
  db: Queryable,
  userId: string,
  since: Date,
  exceptKey: string | null,
): Promise<{ bytes: number; oldest: Date | null }> {
  const { rows } = await db.query<{ bytes: string | number; oldest: Date | null }>(
    `SELECT coalesce(sum(a.size_bytes), 0)::float8 AS bytes, min(t.created_at) AS oldest
       FROM support_tickets t JOIN support_ticket_attachments a ON a.ticket_id = t.id
      WHERE t.user_id = $1 AND t.created_at > $2 AND ($3::text IS NULL OR t.idempotency_key IS DISTINCT FROM $3::text)`,
    [userId, since, exceptKey],
  );
  const row = rows[0];
  return { bytes: Number(row?.bytes ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

/**
 * Holds the member's attachments still until the transaction ends: tickets sent at once by one member are stored one
 * after the other, each counting the files of those before it against the daily total.
 */
export async function lockMemberAttachments(db: Queryable, userId: string): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`support-attachments:${userId}`]);
}

/** A ticket's attachments without their content, in the order sent. */
export async function listAttachments(db: Queryable, ticketId: string): Promise<StoredAttachment[]> {
  const { rows } = await db.query<StoredAttachment>(
    `SELECT file_name AS name, content_type AS "contentType", size_bytes AS size, sha256
       FROM support_ticket_attachments WHERE ticket_id = $1 ORDER BY position`,
    [ticketId],
  );
  return rows.map((row) => ({ ...row, size: Number(row.size) }));
}

/** Records which mails went out (null: not sent) and the last mail error, if any. */
export async function recordMailOutcome(
  db: Queryable,
  id: string,
  outcome: { confirmationSentAt: Date | null; noticeSentAt: Date | null; error: string | null },
): Promise<void> {
  await db.query(
    `UPDATE support_tickets
        SET confirmation_sent_at = COALESCE($2, confirmation_sent_at),
            notice_sent_at = COALESCE($3, notice_sent_at),
            mail_error = $4
      WHERE id = $1`,
    [id, outcome.confirmationSentAt, outcome.noticeSentAt, outcome.error],
  );
}
