/** Support tickets' SQL. */
import type { Queryable } from '../db/types.ts';

export interface NewTicket {
  userId: string;
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
}

export async function insertTicket(db: Queryable, ticket: NewTicket): Promise<StoredTicket> {
  const { rows } = await db.query<StoredTicket>(
    `INSERT INTO support_tickets (user_id, issue_type, priority, subject, description, user_email, user_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     RETURNING id::text AS id, number, created_at AS "createdAt"`,
    [ticket.userId, ticket.issueType, ticket.priority, ticket.subject, ticket.description, ticket.userEmail, ticket.userName],
  );
  const row = rows[0];
  if (!row) throw new Error('Ticket insert returned nothing');
  return { ...row, number: Number(row.number) };
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
