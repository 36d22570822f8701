/**
 * SQL of the member's own account security (security.ts): the sessions they can see and end, and the e-mail code
 * at sign-in. Runs on the Queryable it was created with, like repository.ts.
 */
import type { Queryable } from '../../platform/db/types.ts';

interface LiveSessionRow {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

export function createSecurityRepository(db: Queryable) {
  return {
    /** The account's sessions not revoked, not past their lifetime and used since `idleSince`; last used first. */
    async liveSessions(userId: string, now: Date, idleSince: Date): Promise<LiveSessionRow[]> {
      const { rows } = await db.query<LiveSessionRow>(
        `SELECT id::text AS id, user_agent AS "userAgent", ip_address AS "ipAddress", created_at AS "createdAt",
                last_seen_at AS "lastSeenAt"
           FROM sessions
          WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 AND last_seen_at >= $3
          ORDER BY last_seen_at DESC, created_at DESC, id`,
        [userId, now, idleSince],
      );
      return rows;
    },

    /** Ends one of the account's sessions; false when it has no such live session. */
    async revokeOwnSession(userId: string, sessionId: string, now: Date): Promise<boolean> {
      const { affectedRows } = await db.query(
        'UPDATE sessions SET revoked_at = $3 WHERE id = $2 AND user_id = $1 AND revoked_at IS NULL',
        [userId, sessionId, now],
      );
      return affectedRows === 1;
    },

    /** Ends every session of the account but `keep`; how many ended. */
    async revokeOtherSessions(userId: string, keep: string, now: Date): Promise<number> {
      const { affectedRows } = await db.query(
        'UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL',
        [userId, keep, now],
      );
      return affectedRows;
    },

    async setMfaRequired(userId: string, required: boolean, now: Date): Promise<void> {
      await db.query('UPDATE users SET mfa_required = $2, updated_at = $3 WHERE id = $1', [userId, required, now]);
    },
  };
}
