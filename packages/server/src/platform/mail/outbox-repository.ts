/** SQL of the mail outbox. */
import type { Queryable } from '../db/types.ts';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
  createdAt: Date;
}

export function createOutboxRepository(db: Queryable) {
  return {
    /** Stamped with the database's wall clock (not the rules' clock); `seq` keeps the order it was sent in. */
    async insert(message: { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> }): Promise<string> {
      const { rows } = await db.query<{ id: string }>(
        'INSERT INTO mail_outbox (to_address, subject, body_text, body_html, headers, created_at) VALUES ($1, $2, $3, $4, $5, clock_timestamp()) RETURNING id',
        [message.to, message.subject, message.text, message.html ?? null, message.headers ? JSON.stringify(message.headers) : null],
      );
      return rows[0]!.id;
    },

    /** Newest first (in the order sent, even within one clock tick); `to` compares case-insensitively. */
    async list(options: { to?: string; limit: number }): Promise<OutboxMessage[]> {
      const { rows } = await db.query<{ id: string; to_address: string; subject: string; body_text: string; body_html: string | null; headers: Record<string, string> | null; created_at: Date }>(
        `SELECT id, to_address, subject, body_text, body_html, headers, created_at FROM mail_outbox
         WHERE ($1::text IS NULL OR lower(to_address) = lower($1::text))
         ORDER BY seq DESC
         LIMIT $2`,
        [options.to ?? null, options.limit],
      );
      return rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.body_text,
        html: row.body_html,
        headers: row.headers ?? {},
        createdAt: row.created_at,
      }));
    },
  };
}
