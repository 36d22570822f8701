/**
 * The account module's SQL: everything that is one member's, read for their export and erased when they delete
 * their account. Like the seed, this module reads and writes other modules' tables, and for the same reason:
 * an erasure is one transaction over every table (half an erasure is worse than none), and an export is one
 * consistent read of them. No other module reads these tables through here.
 */
import type { Queryable, Transaction } from '../../platform/db/types.ts';

type Row = Record<string, unknown>;

interface AccountRow {
  memberId: string;
  email: string;
  givenName: string;
  familyName: string;
  phoneNumber: string | null;
  mfaRequired: boolean;
  createdAt: Date;
}

interface ExportRows {
  account: AccountRow;
  profile: Row | null;
  organizations: Row[];
  questionnaireAnswers: Row[];
  matches: Row[];
  conversations: Row[];
  bookings: Row[];
  awards: Row[];
  activities: Row[];
  supportTickets: Row[];
  sessions: Row[];
}

async function rows(db: Queryable, sql: string, params: readonly unknown[]): Promise<Row[]> {
  return (await db.query<Row>(sql, params)).rows;
}

/** Everything that is the member's, in one snapshot; undefined when there is no such live account. */
export async function exportRows(tx: Transaction, userId: string): Promise<ExportRows | undefined> {
  const { rows: accounts } = await tx.query<AccountRow>(
    `SELECT member_id AS "memberId", email, given_name AS "givenName", family_name AS "familyName",
            phone_number AS "phoneNumber", mfa_required AS "mfaRequired", created_at AS "createdAt"
       FROM users WHERE id = $1 AND deleted_at IS NULL`,
    [userId],
  );
  const account = accounts[0];
  if (!account) return undefined;
  const [profile] = await rows(
    tx,
    `SELECT honesty, neuroticism, extraversion, agreeableness, conscientiousness, openness, archetype,
            profile_picture AS "profilePicture", title, department, headline, details, updated_at AS "updatedAt"
       FROM profiles WHERE user_id = $1`,
    [userId],
  );
  const organizations = await rows(
    tx,
    `SELECT o.orgcode, o.name, m.role, m.joined_at AS "joinedAt"
       FROM memberships m JOIN organizations o ON o.orgcode = m.orgcode WHERE m.user_id = $1 ORDER BY m.joined_at, o.orgcode`,
    [userId],
  );
  // The personality questionnaire's answers (019_questionnaire.sql): item, 1-5 agreement, when.
  const questionnaireAnswers = await rows(
    tx,
    `SELECT item_id AS "itemId", answer, answered_at AS "answeredAt" FROM questionnaire_answers WHERE user_id = $1 ORDER BY item_id`,
    [userId],
  );
  const matches = await rows(
    tx,
    `SELECT c.id, o.member_id AS "memberId", trim(o.given_name || ' ' || o.family_name) AS name, c.orgcode, c.strength,
            c.match_date_time AS "matchedAt", c.answers
       FROM connections c JOIN users o ON o.id = CASE WHEN c.member1 = $1 THEN c.member2 ELSE c.member1 END
      WHERE c.member1 = $1 OR c.member2 = $1
      ORDER BY c.match_date_time DESC, c.id`,
    [userId],
  );
  const conversations = await rows(
    tx,
    `SELECT ch.id AS "chatId", o.member_id AS "withMemberId", trim(o.given_name || ' ' || o.family_name) AS "with",
            COALESCE((
              SELECT json_agg(json_build_object('from', CASE WHEN m.sender_id = $1 THEN 'you' ELSE trim(o.given_name || ' ' || o.family_name) END,
                                                'content', m.content, 'sentAt', m.created_at) ORDER BY m.id)
                FROM chat_messages m WHERE m.chat_id = ch.id
            ), '[]'::json) AS messages
       FROM chats ch JOIN users o ON o.id = CASE WHEN ch.member1 = $1 THEN ch.member2 ELSE ch.member1 END
      WHERE ch.member1 = $1 OR ch.member2 = $1
      ORDER BY ch.created_at, ch.id`,
    [userId],
  );
  const bookings = await rows(
    tx,
    `SELECT b.provider, b.event_id AS "eventId", CASE WHEN b.user_id = $1 THEN 'organiser' ELSE 'attendee' END AS "yourPart",
            b.event, b.created_at AS "bookedAt"
       FROM calendar_bookings b WHERE b.user_id = $1 OR b.attendee_id = $1 ORDER BY b.created_at`,
    [userId],
  );
  const awards = await rows(
    tx,
    `SELECT achievement_id AS "achievementId", points, earned_at AS "earnedAt" FROM achievement_awards WHERE user_id = $1 ORDER BY earned_at`,
    [userId],
  );
  const activities = await rows(
    tx,
    `SELECT activity_id AS "activityId", day::text AS day, completed_at AS "completedAt"
       FROM activity_completions WHERE user_id = $1 ORDER BY completed_at`,
    [userId],
  );
  const supportTickets = await rows(
    tx,
    `SELECT 'KIN-' || number AS number, issue_type AS "issueType", priority, subject, description, status, created_at AS "createdAt"
       FROM support_tickets WHERE user_id = $1 ORDER BY created_at`,
    [userId],
  );
  const sessions = await rows(
    tx,
    `SELECT user_agent AS "userAgent", ip_address AS "ipAddress", created_at AS "signedInAt", last_seen_at AS "lastActiveAt",
            revoked_at AS "signedOutAt"
       FROM sessions WHERE user_id = $1 ORDER BY created_at`,
    [userId],
  );
  return {
    account,
    profile: profile ?? null,
    organizations,
    questionnaireAnswers,
    matches,
    conversations,
    bookings,
    awards,
    activities,
    supportTickets,
    sessions,
  };
}

/**
 * The organisations the member alone administers while others are members: they must name another administrator
 * first. Locks those organisations' memberships, so two administrators deleting at once cannot both leave.
 */
export async function organizationsOnlyAdministeredBy(tx: Transaction, userId: string): Promise<Array<{ orgcode: string; name: string }>> {
  await tx.query(
    `SELECT 1 FROM memberships WHERE orgcode IN (SELECT orgcode FROM memberships WHERE user_id = $1 AND role = 'admin') FOR UPDATE`,
    [userId],
  );
  const { rows: found } = await tx.query<{ orgcode: string; name: string }>(
    `SELECT o.orgcode, o.name
       FROM memberships m JOIN organizations o ON o.orgcode = m.orgcode
      WHERE m.user_id = $1 AND m.role = 'admin'
        AND NOT EXISTS (SELECT 1 FROM memberships x WHERE x.orgcode = m.orgcode AND x.user_id <> $1 AND x.role = 'admin')
        AND EXISTS (SELECT 1 FROM memberships y WHERE y.orgcode = m.orgcode AND y.user_id <> $1)
      ORDER BY o.name, o.orgcode`,
    [userId],
  );
  return found;
}

/** The references to a member kept for the other person: their copy of each conversation. */
const KEPT = new Set(['chats.member1', 'chats.member2', 'chat_messages.sender_id']);
/** References whose rows go although the schema would only clear them: the member's own tickets name them. */
const DELETED_ALTHOUGH_SET_NULL = new Set(['support_tickets.user_id']);

interface Reference {
  table: string;
  column: string;
  /** pg_constraint.confdeltype: 'n' is ON DELETE SET NULL. */
  action: string;
}

/**
 * Every column that references users(id), read from the catalogue: a table added by any later migration is
 * erased with the rest, by what its own ON DELETE says (CASCADE: its rows go; SET NULL: the reference is cleared).
 */
async function referencesToUsers(tx: Transaction): Promise<Reference[]> {
  const { rows: found } = await tx.query<Reference>(
    `SELECT c.conrelid::regclass::text AS "table", quote_ident(a.attname) AS "column", c.confdeltype::text AS action
       FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
      WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass AND c.conrelid <> 'users'::regclass
      ORDER BY 1, 2`,
  );
  return found;
}

/**
 * Erases the member: every row that is theirs goes, references others keep to them are cleared, the chats whose
 * other member is gone too are deleted with their messages, and the users row becomes the tombstone
 * (022_account_deletion.sql). False when there was no live account.
 */
export async function eraseAccount(tx: Transaction, userId: string, formerMemberName: string, now: Date): Promise<boolean> {
  const { affectedRows } = await tx.query(
    `UPDATE users
        SET email = 'former-member-' || id::text || '@deleted.invalid', given_name = $2, family_name = '',
            phone_number = NULL, password_hash = '!', mfa_required = true, deleted_at = $3, updated_at = $3
      WHERE id = $1 AND deleted_at IS NULL`,
    [userId, formerMemberName, now],
  );
  if (affectedRows !== 1) return false;
  // Conversations nobody is left to read.
  await tx.query(
    `DELETE FROM chats c USING users o
      WHERE (c.member1 = $1 AND o.id = c.member2 OR c.member2 = $1 AND o.id = c.member1) AND o.deleted_at IS NOT NULL`,
    [userId],
  );
  for (const reference of await referencesToUsers(tx)) {
    const name = `${reference.table}.${reference.column}`;
    if (KEPT.has(name)) continue;
    if (reference.action === 'n' && !DELETED_ALTHOUGH_SET_NULL.has(name)) {
      await tx.query(`UPDATE ${reference.table} SET ${reference.column} = NULL WHERE ${reference.column} = $1`, [userId]);
    } else {
      await tx.query(`DELETE FROM ${reference.table} WHERE ${reference.column} = $1`, [userId]);
    }
  }
  return true;
}
