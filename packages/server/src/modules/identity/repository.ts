/**
 * SQL of the identity domain: users, sessions, one-time codes, signing keys.
 * Every function runs on the Queryable it was created with, so the service
 * can run several of them in one transaction (`createIdentityRepository(tx)`).
 */
import type { Queryable } from '../../platform/db/types.ts';

export interface UserRecord {
  id: string;
  memberId: string;
  email: string;
  givenName: string;
  familyName: string;
  phoneNumber: string | null;
  passwordHash: string;
  mfaRequired: boolean;
  createdAt: Date;
}

export interface NewUser {
  /** Generated when absent. */
  memberId?: string;
  /** Lower-case. */
  email: string;
  givenName: string;
  familyName: string;
  phoneNumber?: string | null;
  passwordHash: string;
  mfaRequired?: boolean;
}

export interface SessionRecord {
  id: string;
  userId: string;
  refreshTokenHash: string;
  previousRefreshTokenHash: string | null;
  rotatedAt: Date | null;
  /** The client that spent the previous refresh token (see the identity service's clientKey). */
  rotatedBy: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** A session with the account fields a request needs (one query per authenticated request). */
export interface SessionWithUser extends SessionRecord {
  memberId: string;
  email: string;
}

export type CodePurpose = 'sign_in' | 'reset_password' | 'sign_up';

export interface CodeRecord {
  id: string;
  /** The account's (sign-in, reset); null for a sign-up code, which belongs to its request. */
  userId: string | null;
  signUpId: string | null;
  purpose: CodePurpose;
  codeHash: string;
  attempts: number;
  maxAttempts: number;
  expiresAt: Date;
  consumedAt: Date | null;
}

interface UserRow {
  id: string;
  member_id: string;
  email: string;
  given_name: string;
  family_name: string;
  phone_number: string | null;
  password_hash: string;
  mfa_required: boolean;
  created_at: Date;
}

interface SessionRow {
  id: string;
  user_id: string;
  refresh_token_hash: string;
  previous_refresh_token_hash: string | null;
  rotated_at: Date | null;
  rotated_by?: string | null;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

/** What a person typed to create an account, waiting for the code (migration 020). */
export interface SignUpRecord {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  passwordHash: string;
  /** The address had an account when asked: its code was never mailed, and it creates nothing. */
  existing: boolean;
  /** The account its confirmation created. */
  userId: string | null;
}

interface CodeRow {
  id: string;
  user_id: string | null;
  sign_up_id: string | null;
  purpose: CodePurpose;
  code_hash: string;
  attempts: number;
  max_attempts: number;
  expires_at: Date;
  consumed_at: Date | null;
}

const USER_COLUMNS =
  'id, member_id, email, given_name, family_name, phone_number, password_hash, mfa_required, created_at';
const SESSION_COLUMNS =
  'id, user_id, refresh_token_hash, previous_refresh_token_hash, rotated_at, rotated_by, created_at, last_seen_at, expires_at, revoked_at';
const CODE_COLUMNS = 'id, user_id, sign_up_id, purpose, code_hash, attempts, max_attempts, expires_at, consumed_at';

function toUser(row: UserRow): UserRecord {
  return {
    id: row.id,
    memberId: row.member_id,
    email: row.email,
    givenName: row.given_name,
    familyName: row.family_name,
    phoneNumber: row.phone_number,
    passwordHash: row.password_hash,
    mfaRequired: row.mfa_required,
    createdAt: row.created_at,
  };
}

function toSession(row: SessionRow): SessionRecord {
  return {
    id: row.id,
    userId: row.user_id,
    refreshTokenHash: row.refresh_token_hash,
    previousRefreshTokenHash: row.previous_refresh_token_hash,
    rotatedAt: row.rotated_at,
    rotatedBy: row.rotated_by ?? null,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
  };
}

function toCode(row: CodeRow): CodeRecord {
  return {
    id: row.id,
    userId: row.user_id,
    signUpId: row.sign_up_id,
    purpose: row.purpose,
    codeHash: row.code_hash,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    expiresAt: row.expires_at,
    consumedAt: row.consumed_at,
  };
}

export function createIdentityRepository(db: Queryable) {
  return {
    // -- users -------------------------------------------------------------

    async insertUser(user: NewUser): Promise<UserRecord> {
      const { rows } = await db.query<UserRow>(
        `INSERT INTO users (member_id, email, given_name, family_name, phone_number, password_hash, mfa_required)
         VALUES (COALESCE($1, gen_random_uuid()::text), $2, $3, $4, $5, $6, $7)
         RETURNING ${USER_COLUMNS}`,
        [
          user.memberId ?? null,
          user.email.toLowerCase(),
          user.givenName,
          user.familyName,
          user.phoneNumber ?? null,
          user.passwordHash,
          user.mfaRequired ?? true,
        ],
      );
      return toUser(rows[0]!);
    },

    /** Inserts the account unless its address has one already (then undefined): an account is made once. */
    async insertUserIfAbsent(user: NewUser): Promise<UserRecord | undefined> {
      const { rows } = await db.query<UserRow>(
        `INSERT INTO users (email, given_name, family_name, password_hash, mfa_required)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (email) DO NOTHING
         RETURNING ${USER_COLUMNS}`,
        [user.email.toLowerCase(), user.givenName, user.familyName, user.passwordHash, user.mfaRequired ?? true],
      );
      return rows[0] ? toUser(rows[0]) : undefined;
    },

    async findUserByEmail(email: string): Promise<UserRecord | undefined> {
      const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [
        email.toLowerCase(),
      ]);
      return rows[0] ? toUser(rows[0]) : undefined;
    },

    async findUserById(id: string): Promise<UserRecord | undefined> {
      const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
      return rows[0] ? toUser(rows[0]) : undefined;
    },

    async countUsers(): Promise<number> {
      const { rows } = await db.query<{ count: number }>('SELECT count(*) AS count FROM users');
      return Number(rows[0]?.count ?? 0);
    },

    async updatePassword(userId: string, passwordHash: string, now: Date): Promise<void> {
      await db.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [userId, passwordHash, now]);
    },

    // -- sessions ----------------------------------------------------------

    async insertSession(session: {
      userId: string;
      refreshTokenHash: string;
      now: Date;
      expiresAt: Date;
      userAgent: string | null;
      ipAddress: string | null;
    }): Promise<SessionRecord> {
      const { rows } = await db.query<SessionRow>(
        `INSERT INTO sessions (user_id, refresh_token_hash, created_at, last_seen_at, expires_at, user_agent, ip_address)
         VALUES ($1, $2, $3, $3, $4, $5, $6)
         RETURNING ${SESSION_COLUMNS}`,
        [
          session.userId,
          session.refreshTokenHash,
          session.now,
          session.expiresAt,
          session.userAgent?.slice(0, 512) ?? null,
          session.ipAddress,
        ],
      );
      return toSession(rows[0]!);
    },

    async findSessionWithUser(sessionId: string): Promise<SessionWithUser | undefined> {
      const { rows } = await db.query<SessionRow & { member_id: string; email: string }>(
        `SELECT s.id, s.user_id, s.refresh_token_hash, s.previous_refresh_token_hash, s.rotated_at, s.created_at,
                s.last_seen_at, s.expires_at, s.revoked_at, u.member_id, u.email
         FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.id = $1`,
        [sessionId],
      );
      const row = rows[0];
      return row ? { ...toSession(row), memberId: row.member_id, email: row.email } : undefined;
    },

    async findSessionByRefreshHash(hash: string): Promise<SessionRecord | undefined> {
      const { rows } = await db.query<SessionRow>(
        `SELECT ${SESSION_COLUMNS} FROM sessions WHERE refresh_token_hash = $1`,
        [hash],
      );
      return rows[0] ? toSession(rows[0]) : undefined;
    },

    async findSessionByPreviousRefreshHash(hash: string): Promise<SessionRecord | undefined> {
      const { rows } = await db.query<SessionRow>(
        `SELECT ${SESSION_COLUMNS} FROM sessions WHERE previous_refresh_token_hash = $1`,
        [hash],
      );
      return rows[0] ? toSession(rows[0]) : undefined;
    },

    /**
     * Replaces the refresh token, only if `currentHash` is still the current one (a concurrent refresh loses);
     * `client` is who spent it.
     */
    async rotateRefreshToken(sessionId: string, currentHash: string, nextHash: string, now: Date, client: string): Promise<boolean> {
      const { affectedRows } = await db.query(
        `UPDATE sessions
         SET refresh_token_hash = $3, previous_refresh_token_hash = $2, rotated_at = $4, last_seen_at = $4, rotated_by = $5
         WHERE id = $1 AND refresh_token_hash = $2 AND revoked_at IS NULL`,
        [sessionId, currentHash, nextHash, now, client],
      );
      return affectedRows === 1;
    },

    async touchSession(sessionId: string, now: Date): Promise<void> {
      await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1 AND last_seen_at < $2', [sessionId, now]);
    },

    async revokeSession(sessionId: string, now: Date): Promise<void> {
      await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, now]);
    },

    async revokeUserSessions(userId: string, now: Date): Promise<void> {
      await db.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [userId, now]);
    },

    // -- one-time codes ------------------------------------------------------

    /** Only the newest code of a purpose is valid: issuing one removes the user's other open codes (and old rows). */
    async deleteOpenCodes(userId: string, purpose: CodePurpose, now: Date): Promise<void> {
      await db.query(
        `DELETE FROM one_time_codes
         WHERE user_id = $1 AND (
           (purpose = $2 AND consumed_at IS NULL)
           OR expires_at < $3::timestamptz - interval '1 day'
         )`,
        [userId, purpose, now],
      );
    },

    async insertCode(code: {
      id: string;
      userId: string | null;
      signUpId?: string;
      purpose: CodePurpose;
      codeHash: string;
      challengeHash: string | null;
      maxAttempts: number;
      now: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.query(
        `INSERT INTO one_time_codes (id, user_id, sign_up_id, purpose, code_hash, challenge_hash, max_attempts, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [code.id, code.userId, code.signUpId ?? null, code.purpose, code.codeHash, code.challengeHash, code.maxAttempts, code.now, code.expiresAt],
      );
    },

    async findCodeByChallenge(challengeHash: string, purpose: 'sign_in' | 'sign_up' = 'sign_in'): Promise<CodeRecord | undefined> {
      const { rows } = await db.query<CodeRow>(
        `SELECT ${CODE_COLUMNS} FROM one_time_codes WHERE challenge_hash = $1 AND purpose = $2`,
        [challengeHash, purpose],
      );
      return rows[0] ? toCode(rows[0]) : undefined;
    },

    async findLatestCode(userId: string, purpose: CodePurpose): Promise<CodeRecord | undefined> {
      const { rows } = await db.query<CodeRow>(
        `SELECT ${CODE_COLUMNS} FROM one_time_codes
         WHERE user_id = $1 AND purpose = $2
         ORDER BY created_at DESC LIMIT 1`,
        [userId, purpose],
      );
      return rows[0] ? toCode(rows[0]) : undefined;
    },

    /**
     * Spends one try, atomically: false when the code is used up, consumed or
     * expired. Concurrent guesses cannot exceed the limit.
     */
    async claimCodeAttempt(codeId: string, now: Date): Promise<boolean> {
      const { affectedRows } = await db.query(
        `UPDATE one_time_codes SET attempts = attempts + 1
         WHERE id = $1 AND consumed_at IS NULL AND attempts < max_attempts AND expires_at > $2`,
        [codeId, now],
      );
      return affectedRows === 1;
    },

    /** Marks the code used; false if another request used it first (single use). */
    async consumeCode(codeId: string, now: Date): Promise<boolean> {
      const { affectedRows } = await db.query(
        'UPDATE one_time_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL',
        [codeId, now],
      );
      return affectedRows === 1;
    },

    // -- sign-up requests ------------------------------------------------------

    /**
     * A new request for the address: the address's earlier open requests (and their codes) go, so only the
     * newest code works; so do requests older than a day.
     */
    async insertSignUpRequest(request: Omit<SignUpRecord, 'id' | 'userId'> & { now: Date }): Promise<string> {
      await db.query(
        `DELETE FROM sign_up_requests
          WHERE (email = $1 AND user_id IS NULL) OR created_at < $2::timestamptz - interval '1 day'`,
        [request.email, request.now],
      );
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO sign_up_requests (email, given_name, family_name, password_hash, existing, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [request.email, request.givenName, request.familyName, request.passwordHash, request.existing, request.now],
      );
      return rows[0]!.id;
    },

    async findSignUpRequest(id: string): Promise<SignUpRecord | undefined> {
      const { rows } = await db.query<SignUpRecord>(
        `SELECT id, email, given_name AS "givenName", family_name AS "familyName", password_hash AS "passwordHash",
                existing, user_id AS "userId"
           FROM sign_up_requests WHERE id = $1`,
        [id],
      );
      return rows[0];
    },

    async markSignUpDone(id: string, userId: string): Promise<void> {
      await db.query('UPDATE sign_up_requests SET user_id = $2 WHERE id = $1', [id, userId]);
    },

    // -- signing keys ---------------------------------------------------------

    /**
     * The active signing key, created on first use. Two instances starting at
     * once take the same advisory lock, so only one key is ever generated.
     * Run inside a transaction (the lock is released at its end).
     */
    async getOrCreateSigningKey(generate: () => { kid: string; secret: string }): Promise<{ kid: string; secret: string }> {
      await db.query('SELECT pg_advisory_xact_lock($1)', [7_261_150_043]);
      const { rows } = await db.query<{ kid: string; secret: string }>(
        'SELECT kid, secret FROM signing_keys WHERE active ORDER BY created_at DESC LIMIT 1',
      );
      if (rows[0]) return rows[0];
      const key = generate();
      await db.query("INSERT INTO signing_keys (kid, algorithm, secret) VALUES ($1, 'HS256', $2)", [key.kid, key.secret]);
      return key;
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
