/**
 * Fixtures of the profile API tests: organisations, members with profiles,
 * connections and chats, written straight to the database (tests arrange
 * data; only the code under test goes through HTTP).
 */
import type { RawHexaco } from '@kindred/contracts/domain/hexaco';
import { connectionStrength, rawHexacoToScores } from '@kindred/contracts/domain/hexaco';
import { assignArchetype } from '@kindred/contracts/domain/archetypes';
import type { Queryable } from '../src/platform/db/types.ts';
import type { TestServer, TestUser } from './harness.ts';

let orgCounter = 0;

export async function addOrg(
  db: Queryable,
  options: { orgcode?: string; name?: string; isUsersOpen?: boolean; showCommunityPage?: boolean } = {},
): Promise<string> {
  orgCounter += 1;
  const orgcode = options.orgcode ?? `ORG-${process.pid}-${orgCounter}-${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  await db.query(
    `INSERT INTO organizations (orgcode, name, description, show_community_page, is_users_open)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      orgcode,
      options.name ?? `Organisation ${orgCounter}`,
      `Description of ${orgcode}`,
      options.showCommunityPage ?? true,
      options.isUsersOpen ?? true,
    ],
  );
  return orgcode;
}

/** The organisation's current join code (what its administrators share). */
export async function joinCodeOf(db: Queryable, orgcode: string): Promise<string> {
  const { rows } = await db.query<{ joinCode: string }>(`SELECT join_code AS "joinCode" FROM organizations WHERE orgcode = $1`, [
    orgcode,
  ]);
  return rows[0]!.joinCode;
}

export interface Member extends TestUser {
  userId: string;
  memberId: string;
  email: string;
  token: string;
  hexaco: RawHexaco | null;
}

const SAMPLE_HEXACO: RawHexaco = {
  honesty: 20,
  neuroticism: 12,
  extraversion: 18,
  agreeableness: 21,
  conscientiousness: 25,
  openness: 15,
};

export async function addMember(
  t: TestServer,
  options: {
    orgcodes?: string[];
    hexaco?: RawHexaco | null;
    givenName?: string;
    familyName?: string;
    title?: string;
    department?: string;
    details?: Record<string, unknown>;
    /** Organisations (of `orgcodes`) the member administers. */
    adminOf?: string[];
    email?: string;
  } = {},
): Promise<Member> {
  const created = await t.createUser({
    ...(options.givenName ? { givenName: options.givenName } : {}),
    ...(options.familyName ? { familyName: options.familyName } : {}),
    ...(options.email ? { email: options.email } : {}),
  });
  const hexaco = options.hexaco === undefined ? SAMPLE_HEXACO : options.hexaco;
  await t.db.query(
    `INSERT INTO profiles (user_id, honesty, neuroticism, extraversion, agreeableness, conscientiousness, openness,
                           archetype, title, department, headline, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb)`,
    [
      created.user.id,
      hexaco?.honesty ?? null,
      hexaco?.neuroticism ?? null,
      hexaco?.extraversion ?? null,
      hexaco?.agreeableness ?? null,
      hexaco?.conscientiousness ?? null,
      hexaco?.openness ?? null,
      hexaco ? assignArchetype(rawHexacoToScores(hexaco)) : null,
      options.title ?? 'Engineer',
      options.department ?? 'Engineering',
      'Likes tests',
      JSON.stringify(options.details ?? { interests: ['Chess', 'Running'], city: 'Lisbon' }),
    ],
  );
  for (const orgcode of options.orgcodes ?? []) {
    const role = options.adminOf?.includes(orgcode) ? 'admin' : 'member';
    await t.db.query(`INSERT INTO memberships (orgcode, user_id, role) VALUES ($1, $2, $3)`, [orgcode, created.user.id, role]);
  }
  return {
    ...created,
    userId: created.user.id,
    memberId: created.user.memberId,
    email: created.user.email,
    token: created.tokens.idToken,
    hexaco,
  };
}

export interface Connection {
  id: string;
  matchDateTime: string;
  strength: number;
}

export async function connect(
  db: Queryable,
  a: Member,
  b: Member,
  options: { matchDateTime?: Date; viewed?: boolean } = {},
): Promise<Connection> {
  const strength =
    a.hexaco && b.hexaco ? connectionStrength(rawHexacoToScores(a.hexaco), rawHexacoToScores(b.hexaco)) : 50;
  const when = options.matchDateTime ?? new Date('2026-11-16T00:00:00.000Z');
  const [m1, m2] = a.userId < b.userId ? [a.userId, b.userId] : [b.userId, a.userId];
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO connections (member1, member2, strength, match_date_time, viewed_by_member1, viewed_by_member2)
     VALUES ($1, $2, $3, $4, $5, $5) RETURNING id::text AS id`,
    [m1, m2, strength, when, options.viewed ?? false],
  );
  return { id: rows[0]!.id, matchDateTime: when.toISOString(), strength };
}

export async function chatBetween(db: Queryable, a: Member, b: Member, messages: Array<[from: Member, text: string]>) {
  const [m1, m2] = a.userId < b.userId ? [a.userId, b.userId] : [b.userId, a.userId];
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO chats (member1, member2) VALUES ($1, $2) RETURNING id::text AS id`,
    [m1, m2],
  );
  const chatId = rows[0]!.id;
  for (const [from, text] of messages) {
    await db.query(`INSERT INTO chat_messages (chat_id, sender_id, content) VALUES ($1, $2, $3)`, [
      chatId,
      from.userId,
      text,
    ]);
  }
  return chatId;
}

/** Minimal valid images: the first bytes each format must start with, plus padding. */
export const IMAGES = {
  png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]),
  jpeg: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 3]),
  gif: new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0]),
  webp: new Uint8Array([0x52, 0x49, 0x46, 0x46, 20, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20, 1, 2]),
};

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
