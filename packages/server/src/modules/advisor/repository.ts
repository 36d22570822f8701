/** The advisor's SQL: `advisor_replies`, `advisor_feedback` and `advisor_sessions`. */
import type { AdvisorFeedbackValue, AdvisorModel, AdvisorProviderName, ChatMode } from '@kindred/contracts/api/advisor';
import type { Queryable } from '../../platform/db/types.ts';

export async function recordReply(
  db: Queryable,
  reply: { id: string; userId: string; chatMode: ChatMode; provider: AdvisorProviderName; model: AdvisorModel; createdAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO advisor_replies (id, user_id, chat_mode, provider, model, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [reply.id, reply.userId, reply.chatMode, reply.provider, reply.model, reply.createdAt],
  );
}

/**
 * Records (or changes) the member's feedback on one of their own replies; false when no reply of theirs has
 * that id (another member's reply is the same as none).
 */
export async function recordFeedback(
  db: Queryable,
  feedback: { replyId: string; userId: string; feedback: AdvisorFeedbackValue; currentPage: string | null; at: Date },
): Promise<boolean> {
  const { rows } = await db.query<{ replyId: string }>(
    `INSERT INTO advisor_feedback (reply_id, user_id, feedback, current_page, updated_at)
     SELECT r.id, r.user_id, $3, $4, $5 FROM advisor_replies r WHERE r.id = $1 AND r.user_id = $2
     ON CONFLICT (reply_id) DO UPDATE SET feedback = EXCLUDED.feedback, current_page = EXCLUDED.current_page, updated_at = EXCLUDED.updated_at
     RETURNING reply_id AS "replyId"`,
    [feedback.replyId, feedback.userId, feedback.feedback, feedback.currentPage, feedback.at],
  );
  return rows.length > 0;
}

/** Whether the member already opened the chat with this session id. */
export async function sessionRecorded(db: Queryable, userId: string, sessionId: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM advisor_sessions WHERE user_id = $1 AND session_id = $2`, [userId, sessionId]);
  return rows.length > 0;
}

/** Records that the member opened a chat; false when this session was recorded already (by a retry, or a request at the same time). */
export async function recordSession(db: Queryable, session: { userId: string; sessionId: string; openedAt: Date }): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO advisor_sessions (user_id, session_id, opened_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, session_id) DO NOTHING RETURNING 1`,
    [session.userId, session.sessionId, session.openedAt],
  );
  return rows.length > 0;
}

/** Chats the member opened and replies Link gave them (each reply answers one question the member sent). */
export async function usageOf(db: Queryable, userId: string): Promise<{ chatsOpened: number; messagesSent: number }> {
  const { rows } = await db.query<{ chatsOpened: number; messagesSent: number }>(
    `SELECT (SELECT count(*)::int FROM advisor_sessions WHERE user_id = $1) AS "chatsOpened",
            (SELECT count(*)::int FROM advisor_replies WHERE user_id = $1) AS "messagesSent"`,
    [userId],
  );
  return rows[0] ?? { chatsOpened: 0, messagesSent: 0 };
}
