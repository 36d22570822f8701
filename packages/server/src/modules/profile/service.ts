/**
 * The profile API's rules: who may read and change what, and how stored rows
 * become the answers of the contracts (packages/contracts/src/api/profile.ts).
 *
 * Scope (issue 3): a member reads and changes only their own data, their own
 * connections, and the members of organisations they belong to. Every id in a
 * request is checked against the caller:
 * - an id that designates the caller (memberId, id, sId, sEmail, email of
 *   dbedit/add-orgcode, who) must be the caller's: otherwise 403;
 * - an organisation code must be one of the caller's organisations: 403;
 * - a connection or chat id must be one of the caller's: otherwise 404, the
 *   same answer as for an id that does not exist (nothing leaks);
 * - another member (by e-mail or member id) must share an organisation or a
 *   connection with the caller: otherwise 404, as for an unknown member.
 */
import {
  ARCHETYPE_PROTOTYPES,
  archetypeDisplayName,
  toArchetypeId,
} from '@kindred/contracts/domain/archetypes';
import type { ArchetypeId } from '@kindred/contracts/domain/archetypes';
import {
  RAW_TRAIT_KEYS,
  TRAIT_KEYS,
  TRAIT_NAMES,
  connectionStrength,
  rawHexacoToScores,
  traitBand,
} from '@kindred/contracts/domain/hexaco';
import type { RawHexaco, TraitKey, TraitScores } from '@kindred/contracts/domain/hexaco';
import {
  CHAT_PAGE_SIZE,
  CONNECTIONS_LIMIT_MAX,
  MATCHES_LIMIT_MAX,
  MEMBER_INTERESTS_MAX,
  PICTURE_MAX_BYTES,
  PICTURE_PATH,
  PRESET_AVATAR_URLS,
  PROFILE_LIST_FIELDS,
  PROFILE_NUMBER_FIELDS,
  PROFILE_TEXT_FIELDS,
  TOP_CONNECTIONS,
  USER_ID_AND_EMAIL_REQUIRED,
} from '@kindred/contracts/api/profile';
import type {
  ChatMessage,
  ConnectionRecord,
  Organization,
  OrgMember,
  PictureContentType,
  PictureUploadResponse,
  ProfileDetailsEdit,
  UserProfile,
} from '@kindred/contracts/api/profile';
import type * as z from 'zod/mini';
import * as api from '@kindred/contracts/api/profile';
import { createReadCache } from '../../platform/db/read-cache.ts';
import type { Db, Queryable } from '../../platform/db/types.ts';
import { forbidden, idempotencyKeyReused, invalid, notFound, tooLarge, unsupportedType } from '../../platform/errors.ts';
import * as repo from './repository.ts';
import { directoryOrganizations, notAMemberMessage, sharedOrganizations, viewerOrganization, visibleMember } from './visibility.ts';
import type { ChatMessageRow, ChatRow, ConnectionRow, OrganizationRow, ProfileRow } from './repository.ts';

/** Who is calling (from the bearer token). */
export interface Caller {
  userId: string;
  memberId: string;
  email: string;
}

type Input<S extends z.core.$ZodType> = z.output<S>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

const MESSAGES = {
  notYou: (name: string) => `${name} must be your own (the signed-in member's)`,
  profileNotFound: 'User profile not found',
  memberNotFound: 'Member not found',
  connectionNotFound: 'Connection not found',
  chatNotFound: 'Chat not found',
  notYourConnections: 'connectionIds may only name your own connections',
} as const;

/** Directory pages are capped so one call stays small; matches are capped by MATCHES_LIMIT_MAX. */
export const ORG_MEMBERS_MAX = 1000;

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function requireSelfMemberId(caller: Caller, memberId: string, name: string): void {
  if (memberId !== caller.memberId) throw forbidden(MESSAGES.notYou(name));
}

function requireSelfEmail(caller: Caller, email: string, name: string): void {
  if (!sameEmail(email, caller.email)) throw forbidden(MESSAGES.notYou(name));
}

// ---------------------------------------------------------------------------
// Mapping rows to answers

export function rawHexacoOf(row: ProfileRow): RawHexaco | null {
  if (row.honesty === null || row.honesty === undefined) return null;
  const raw = {} as RawHexaco;
  for (const key of RAW_TRAIT_KEYS) raw[key] = Number(row[key]);
  return raw;
}

export function traitScoresOf(row: ProfileRow): TraitScores | null {
  const raw = rawHexacoOf(row);
  return raw ? rawHexacoToScores(raw) : null;
}

export function toOrganization(row: OrganizationRow): Organization {
  return {
    orgcode: row.orgcode,
    orgname: row.name,
    name: row.name,
    description: row.description,
    archetype: row.archetype,
    showCommunityPage: row.showCommunityPage,
    isUsersOpen: row.isUsersOpen,
    IsUsersOpen: row.isUsersOpen,
  };
}

function profileFields(details: Record<string, unknown>) {
  const fields: Record<string, unknown> = {};
  for (const key of PROFILE_TEXT_FIELDS) {
    const value = details[key];
    fields[key] = typeof value === 'string' ? value : null;
  }
  for (const key of PROFILE_NUMBER_FIELDS) {
    const value = details[key];
    fields[key] = typeof value === 'number' ? value : null;
  }
  for (const key of PROFILE_LIST_FIELDS) {
    const value = details[key];
    fields[key] = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  }
  return fields as Pick<UserProfile, (typeof PROFILE_TEXT_FIELDS)[number] | (typeof PROFILE_NUMBER_FIELDS)[number] | (typeof PROFILE_LIST_FIELDS)[number]>;
}

export function toUserProfile(
  row: ProfileRow,
  organizations: readonly OrganizationRow[],
  connectionIds: readonly string[],
  isSelf: boolean,
): UserProfile {
  const fields = profileFields({
    ...row.details,
    title: row.title,
    department: row.department,
    headline: row.headline,
  });
  return {
    ...fields,
    id: row.memberId,
    user: { fname: row.givenName, lname: row.familyName, email: row.email, profilePicture: row.profilePicture },
    archetype: row.archetype,
    hexaco: rawHexacoOf(row),
    organizations: organizations.map((org) => ({ orgcode: org.orgcode, orgname: org.name, description: org.description })),
    orgcode: organizations.map((org) => org.orgcode),
    connectionIds: [...connectionIds],
    profilePicture: row.profilePicture,
    profilePictureUrl: row.profilePicture,
    rawData: {
      ...row.details,
      title: row.title,
      department: row.department,
      headline: row.headline,
      archetype: row.archetype,
      hexaco: rawHexacoOf(row),
    },
    isSelf,
  };
}

function otherSide(connection: ConnectionRow, userId: string): { otherId: string; side: 'member1' | 'member2' } {
  return connection.member1 === userId
    ? { otherId: connection.member2, side: 'member1' }
    : { otherId: connection.member1, side: 'member2' };
}

function toConnectionRecord(connection: ConnectionRow, callerId: string, other: ProfileRow): ConnectionRecord {
  const { side } = otherSide(connection, callerId);
  return {
    connectionItems: {
      id: connection.id,
      connectionStrength: connection.strength,
      matchDateTime: connection.matchDateTime.toISOString(),
      viewed: side === 'member1' ? connection.viewedByMember1 : connection.viewedByMember2,
      members: { member1: connection.member1MemberId, member2: connection.member2MemberId },
    },
    connectionDetails: {
      id: other.memberId,
      user: {
        fname: other.givenName,
        lname: other.familyName,
        profile_picture_url: other.profilePicture,
        email: other.email,
      },
      archetype: other.archetype,
      title: other.title,
      department: other.department,
      hexaco: rawHexacoOf(other),
    },
  };
}

function interestsOf(row: ProfileRow): string[] {
  const { interests, interests_choice: choices } = profileFields(row.details);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of [...interests, ...choices]) {
    const key = item.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
    if (out.length === MEMBER_INTERESTS_MAX) break;
  }
  return out;
}

function toOrgMember(row: ProfileRow, callerScores: TraitScores | null, partners: Map<string, string>): OrgMember {
  const scores = traitScoresOf(row);
  const connectionId = partners.get(row.userId) ?? null;
  return {
    id: row.memberId,
    name: `${row.givenName} ${row.familyName}`.trim(),
    title: row.title,
    personaType: row.archetype ? archetypeName(row.archetype) : null,
    archetype: row.archetype,
    interests: interestsOf(row),
    email: row.email,
    avatarUrl: row.profilePicture,
    department: row.department,
    headline: row.headline,
    compatibilityScore: scores && callerScores ? connectionStrength(callerScores, scores) : null,
    hexacoScores: scores,
    isConnected: connectionId !== null,
    connectionId,
  };
}

function archetypeName(stored: string): string {
  const id = toArchetypeId(stored);
  return id ? archetypeDisplayName(id) : stored;
}

function toChatMessage(row: ChatMessageRow, callerId: string): ChatMessage {
  return {
    id: String(row.id),
    chatId: row.chatId,
    senderId: row.senderMemberId,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    isCurrentUser: row.senderId === callerId,
  };
}

// ---------------------------------------------------------------------------
// Lookups with the scope rules

/** The caller's own profile, the read the app makes most (every page load and focus): kept while nothing changes (read-cache.ts). */
const ownProfiles = createReadCache<UserProfile>();

async function ownProfile(db: Queryable, caller: Caller): Promise<UserProfile> {
  return ownProfiles.get(db, caller.userId, async () => {
    const found = await repo.findOwnProfile(db, caller.userId);
    if (!found) throw notFound(MESSAGES.profileNotFound);
    return toUserProfile(found.profile, found.organizations, found.connectionIds, true);
  });
}

async function callerConnection(
  db: Queryable,
  caller: Caller,
  connectionId: string,
  matchDateTime: string,
): Promise<ConnectionRow> {
  const connection = isUuid(connectionId) ? await repo.findConnection(db, connectionId) : undefined;
  if (!connection || (connection.member1 !== caller.userId && connection.member2 !== caller.userId)) {
    throw notFound(MESSAGES.connectionNotFound);
  }
  if (connection.matchDateTime.getTime() !== Date.parse(matchDateTime)) throw notFound(MESSAGES.connectionNotFound);
  return connection;
}

async function callerChat(db: Queryable, caller: Caller, chatId: string): Promise<ChatRow> {
  const chat = isUuid(chatId) ? await repo.findChat(db, chatId) : undefined;
  if (!chat || (chat.member1 !== caller.userId && chat.member2 !== caller.userId)) throw notFound(MESSAGES.chatNotFound);
  return chat;
}

// ---------------------------------------------------------------------------
// The calls

/** userSpecific: the caller's profile, or (by e-mail) a colleague's or a connection's. */
export async function getUserProfile(
  db: Db,
  caller: Caller,
  query: Input<typeof api.userSpecificQuerySchema>,
): Promise<UserProfile> {
  if (!query.memberId || !query.email) throw invalid(USER_ID_AND_EMAIL_REQUIRED);
  requireSelfMemberId(caller, query.memberId, 'memberId');
  if (sameEmail(query.email, caller.email)) return ownProfile(db, caller);

  const target = await visibleMember(db, caller, await repo.findMemberByEmail(db, query.email), MESSAGES.profileNotFound);
  const row = await repo.findProfile(db, target.userId);
  if (!row) throw notFound(MESSAGES.profileNotFound);
  // Another member's connections are theirs; of their organisations, only the shared ones are shown.
  return toUserProfile(
    row,
    await sharedOrganizations(db, caller, target.userId),
    [],
    false,
  );
}

export async function getConnections(
  db: Db,
  caller: Caller,
  body: Input<typeof api.connectionsBodySchema>,
): Promise<ConnectionRecord[]> {
  requireSelfMemberId(caller, body.memberId, 'memberId');
  const ids = [...new Set(body.connectionIds)];
  if (ids.some((id) => !isUuid(id))) throw forbidden(MESSAGES.notYourConnections);
  const rows = await repo.connectionsOfMember(db, caller.userId, ids);
  if (rows.length !== ids.length) throw forbidden(MESSAGES.notYourConnections);
  const chosen = body.isTopConnections ? rows.slice(0, TOP_CONNECTIONS) : rows;
  const others = await repo.findProfiles(
    db,
    chosen.map((row) => otherSide(row, caller.userId).otherId),
  );
  const byId = new Map(others.map((row) => [row.userId, row]));
  return chosen.flatMap((row) => {
    const other = byId.get(otherSide(row, caller.userId).otherId);
    return other ? [toConnectionRecord(row, caller.userId, other)] : [];
  });
}

export async function getOrganizations(
  db: Db,
  caller: Caller,
  body: Input<typeof api.orgsBodySchema>,
): Promise<Organization[]> {
  const mine = new Map((await repo.organizationsOf(db, caller.userId)).map((org) => [org.orgcode, org]));
  const codes = [...new Set(body.orgcodeList)];
  const result: Organization[] = [];
  for (const code of codes) {
    const org = mine.get(code);
    if (!org) throw forbidden(notAMemberMessage(code));
    result.push(toOrganization(org));
  }
  return result;
}

export async function getRecipient(
  db: Db,
  caller: Caller,
  body: Input<typeof api.recipientBodySchema>,
): Promise<z.output<typeof api.recipientResponseSchema>> {
  const target = await visibleMember(db, caller, await repo.findMemberByMemberId(db, body.memberId), MESSAGES.memberNotFound);
  const row = await repo.findProfile(db, target.userId);
  if (!row) throw notFound(MESSAGES.memberNotFound);
  const chat = target.userId === caller.userId ? undefined : await repo.findChatBetween(db, caller.userId, target.userId);
  return {
    id: row.memberId,
    user: { fname: row.givenName, lname: row.familyName, email: row.email, profilePicture: row.profilePicture },
    archetype: row.archetype,
    title: row.title,
    department: row.department,
    chatId: chat?.id ?? null,
  };
}

async function chatParticipants(db: Queryable, chat: ChatRow) {
  const rows = await repo.findProfiles(db, [chat.member1, chat.member2]);
  return [chat.member1, chat.member2].flatMap((id) => {
    const row = rows.find((candidate) => candidate.userId === id);
    return row
      ? [{ id: row.memberId, fname: row.givenName, lname: row.familyName, email: row.email, profilePicture: row.profilePicture }]
      : [];
  });
}

export async function getChat(
  db: Db,
  caller: Caller,
  body: Input<typeof api.chatBodySchema>,
): Promise<z.output<typeof api.chatResponseSchema>> {
  const chat = await callerChat(db, caller, body.chatId);
  const [participants, messages, unread] = await Promise.all([
    chatParticipants(db, chat),
    repo.chatMessages(db, chat.id, { afterId: null, limit: CHAT_PAGE_SIZE }),
    repo.unreadCount(db, chat, caller.userId),
  ]);
  return {
    chatId: chat.id,
    participants,
    messages: messages.map((row) => toChatMessage(row, caller.userId)),
    unreadCount: unread,
  };
}

export async function getLatestMessages(
  db: Db,
  caller: Caller,
  body: Input<typeof api.latestMessagesBodySchema>,
): Promise<z.output<typeof api.latestMessagesResponseSchema>> {
  requireSelfEmail(caller, body.sEmail, 'sEmail');
  const recipient = await visibleMember(db, caller, await repo.findMemberByEmail(db, body.rEmail), MESSAGES.memberNotFound);
  const chat = await repo.findChatBetween(db, caller.userId, recipient.userId);
  if (!chat) return { chatId: null, messages: [], marker: body.marker };
  const rows = await repo.chatMessages(db, chat.id, {
    afterId: body.marker === null ? null : Number(body.marker),
    limit: CHAT_PAGE_SIZE,
  });
  const last = rows[rows.length - 1];
  return {
    chatId: chat.id,
    messages: rows.map((row) => toChatMessage(row, caller.userId)),
    marker: last ? String(last.id) : body.marker,
  };
}

export async function getOrCreateChatId(
  db: Db,
  caller: Caller,
  body: Input<typeof api.chatIdBodySchema>,
): Promise<z.output<typeof api.chatIdResponseSchema>> {
  requireSelfMemberId(caller, body.sId, 'sId');
  if (body.rId === caller.memberId) throw invalid('You cannot start a chat with yourself');
  const recipient = await visibleMember(db, caller, await repo.findMemberByMemberId(db, body.rId), MESSAGES.memberNotFound);
  const { chat, created } = await repo.findOrCreateChat(db, caller.userId, recipient.userId);
  return { chatId: chat.id, created };
}

export async function sendMessage(
  db: Db,
  caller: Caller,
  body: Input<typeof api.sendMessageBodySchema>,
  idempotencyKey: string | null = null,
): Promise<ChatMessage> {
  const chat = await callerChat(db, caller, body.chatId);
  const row = await db.transaction(async (tx) => {
    const message = await repo.insertChatMessage(tx, chat.id, caller.userId, body.content, idempotencyKey);
    if (message.replayed) {
      // The same attempt again (its answer was lost): the message is there once; anything else reusing the key is a mistake.
      if (message.chatId !== chat.id || message.content !== body.content) throw idempotencyKeyReused();
      return message;
    }
    // Writing in a chat means having read it.
    await repo.markChatRead(tx, chat, caller.userId);
    return message;
  });
  return toChatMessage(row, caller.userId);
}

export async function resetUnread(
  db: Db,
  caller: Caller,
  body: Input<typeof api.messageResetBodySchema>,
): Promise<z.output<typeof api.messageResetResponseSchema>> {
  requireSelfMemberId(caller, body.id, 'id');
  const chat = await callerChat(db, caller, body.chatId);
  await repo.markChatRead(db, chat, caller.userId);
  return { chatId: chat.id, unreadCount: 0 };
}

// --- meeting content

/** One line of advice per trait and band, for meetings with someone of that persona. */
const MEETING_TIPS: Record<TraitKey, { high: string; low: string }> = {
  honestyHumility: {
    high: 'Be straightforward about what you need and why; fairness matters more to them than polish.',
    low: 'Make the stakes and the recognition visible; they engage when a win is theirs to share.',
  },
  emotionality: {
    high: 'Ask how people feel about the change, not only about the plan, and follow up afterwards.',
    low: 'Keep it practical and brief; they stay calm under pressure and prefer facts to reassurance.',
  },
  extraversion: {
    high: 'Give them room to think aloud, and a part of the meeting to lead.',
    low: 'Send the agenda ahead and leave quiet moments; they contribute best after reflecting.',
  },
  agreeablenessVsAnger: {
    high: 'Invite disagreement explicitly; they may hold back an objection to keep the peace.',
    low: 'Expect direct pushback and treat it as engagement; keep the debate on ideas, not people.',
  },
  conscientiousness: {
    high: 'Arrive with a clear agenda, the decisions to make and an owner for every next step.',
    low: 'Keep the process light: leave space for ideas and agree only the next step or two that matter.',
  },
  opennessToExperience: {
    high: 'Bring a new angle or an open question; exploring possibilities is where they shine.',
    low: 'Anchor new ideas in what already works, with concrete examples and a clear plan.',
  },
};

export async function getMeetingContent(
  db: Db,
  caller: Caller,
  body: Input<typeof api.meetingContentBodySchema>,
): Promise<z.output<typeof api.meetingContentResponseSchema>> {
  const org = await viewerOrganization(db, caller, body.orgcode);
  const persona: ArchetypeId | undefined = toArchetypeId(body.persona);
  if (!persona) throw invalid(`Unknown persona: ${body.persona}`);
  const counts = await repo.archetypeCounts(db, org.orgcode, persona);
  const prototype = ARCHETYPE_PROTOTYPES[persona];
  const standout = TRAIT_KEYS.map((trait) => ({ trait, band: traitBand(prototype[trait]) }))
    .filter((entry) => entry.band !== 'medium')
    .sort((a, b) => Math.abs(prototype[b.trait] - 50) - Math.abs(prototype[a.trait] - 50));
  const name = archetypeDisplayName(persona);
  const notes = [
    counts.memberCount > 0
      ? `${counts.personaCount} of ${counts.memberCount} colleagues in ${org.name} are ${name} profiles.`
      : `Nobody in ${org.name} has completed a profile yet.`,
    ...standout.map(({ trait, band }) => {
      const tips = MEETING_TIPS[trait];
      return `${TRAIT_NAMES[trait]} (${band}): ${band === 'high' ? tips.high : tips.low}`;
    }),
  ];
  return {
    orgcode: org.orgcode,
    persona,
    personaName: name,
    memberCount: counts.memberCount,
    personaCount: counts.personaCount,
    standoutTraits: standout.map(({ trait, band }) => ({ trait, band })),
    meetingNotes: notes,
  };
}

// --- dbedit

const PICTURE_URL = new RegExp(`^${PICTURE_PATH}/([0-9a-f-]{36})$`, 'i');

async function checkProfilePicture(db: Queryable, caller: Caller, url: string): Promise<void> {
  if ((PRESET_AVATAR_URLS as readonly string[]).includes(url)) return;
  const match = PICTURE_URL.exec(url);
  const id = match?.[1];
  if (id && isUuid(id) && (await repo.pictureOwner(db, id)) === caller.userId) return;
  throw invalid('profilePicture must be one of the preset avatars or a picture you uploaded');
}

function isCalendarDate(day: number, month: number, year: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export async function editProfile(
  db: Db,
  caller: Caller,
  body: Input<typeof api.dbeditBodySchema>,
): Promise<UserProfile> {
  requireSelfMemberId(caller, body.id, 'id');
  requireSelfEmail(caller, body.email, 'email');
  const details: ProfileDetailsEdit = body.details;
  // An empty string or null clears the picture; anything else must be a preset or the caller's own upload.
  if (details.profilePicture) await checkProfilePicture(db, caller, details.profilePicture);

  const current = await repo.findProfile(db, caller.userId);
  if (!current) throw notFound(MESSAGES.profileNotFound);
  const dob = {
    day: 'dobday' in details ? details.dobday : current.details.dobday,
    month: 'dobmonth' in details ? details.dobmonth : current.details.dobmonth,
    year: 'dobyear' in details ? details.dobyear : current.details.dobyear,
  };
  if (
    typeof dob.day === 'number' &&
    typeof dob.month === 'number' &&
    typeof dob.year === 'number' &&
    (!isCalendarDate(dob.day, dob.month, dob.year) || Date.UTC(dob.year, dob.month - 1, dob.day) > Date.now())
  ) {
    throw invalid('Invalid date of birth');
  }

  const columns: repo.ProfileColumnsPatch = {};
  const detailsSet: Record<string, unknown> = {};
  const detailsUnset: string[] = [];
  for (const [key, value] of Object.entries(details)) {
    if (value === undefined) continue;
    if (key === 'title' || key === 'department' || key === 'headline' || key === 'profilePicture') {
      columns[key] = value === '' ? null : (value as string | null);
    } else if (value === null || value === '') {
      detailsUnset.push(key);
    } else {
      detailsSet[key] = value;
    }
  }
  await repo.updateProfile(db, caller.userId, { columns, detailsSet, detailsUnset });
  return ownProfile(db, caller);
}

// --- connections: viewed and answers

export async function markViewed(
  db: Db,
  caller: Caller,
  body: Input<typeof api.viewedBodySchema>,
): Promise<z.output<typeof api.viewedResponseSchema>> {
  const connection = await callerConnection(db, caller, body.id, body.matchDateTime);
  await repo.markConnectionViewed(db, connection.id, otherSide(connection, caller.userId).side);
  return { id: connection.id, matchDateTime: connection.matchDateTime.toISOString(), viewed: true };
}

/** How much a connection's answers may hold: kinds (postType values), and per member and kind, fields and bytes. */
export const ANSWER_LIMITS = { kindsPerConnection: 10, fieldsPerKind: api.ANSWER_FIELDS_MAX, bytesPerKind: 64 * 1024 } as const;

/**
 * Merges the caller's answers of one kind into the connection's, within ANSWER_LIMITS (checked on the
 * merged result, under the row's lock, so no sequence of calls grows it past them), and answers that
 * kind's answers (both members'), not the whole object.
 */
export async function saveAnswers(
  db: Db,
  caller: Caller,
  postType: string,
  body: Input<typeof api.connectionAnswersBodySchema>,
): Promise<z.output<typeof api.connectionAnswersResponseSchema>> {
  const { connectionId, matchDateTime, who, ...fields } = body;
  const connection = await callerConnection(db, caller, connectionId, matchDateTime);
  const { side } = otherSide(connection, caller.userId);
  if (who !== caller.memberId && who !== side) throw forbidden(MESSAGES.notYou('who'));
  const answers = await db.transaction(async (tx) => {
    const current = await repo.lockConnectionAnswers(tx, connection.id);
    if (!Object.hasOwn(current, postType) && Object.keys(current).length >= ANSWER_LIMITS.kindsPerConnection) {
      throw invalid(`A connection holds at most ${ANSWER_LIMITS.kindsPerConnection} kinds of answers`);
    }
    const mine = { ...(Object.hasOwn(current, postType) ? current[postType]?.[caller.memberId] : undefined), ...fields };
    if (Object.keys(mine).length > ANSWER_LIMITS.fieldsPerKind) {
      throw invalid(`At most ${ANSWER_LIMITS.fieldsPerKind} answer fields of one kind`);
    }
    if (Buffer.byteLength(JSON.stringify(mine)) > ANSWER_LIMITS.bytesPerKind) {
      throw invalid(`Answers of one kind may take at most ${ANSWER_LIMITS.bytesPerKind / 1024} KB`);
    }
    return repo.saveConnectionAnswers(tx, connection.id, postType, caller.memberId, fields);
  });
  return {
    connectionId: connection.id,
    matchDateTime: connection.matchDateTime.toISOString(),
    postType,
    answers: { [postType]: answers[postType] ?? {} } as z.output<typeof api.connectionAnswersResponseSchema>['answers'],
  };
}

// --- organisations

export async function addOrgcode(
  db: Db,
  caller: Caller,
  body: Input<typeof api.addOrgcodeBodySchema>,
  join: (caller: Caller, code: string) => Promise<{ orgcode: string; joined: boolean }>,
): Promise<z.output<typeof api.addOrgcodeResponseSchema>> {
  requireSelfMemberId(caller, body.id, 'id');
  requireSelfEmail(caller, body.email, 'email');
  // Who may join is the organisations module's rule (invitation, allowed domain or join code).
  const { joined } = await join(caller, body.orgcode);
  const organizations = await repo.organizationsOf(db, caller.userId);
  return {
    orgcode: organizations.map((row) => row.orgcode),
    organizations: organizations.map((row) => ({ orgcode: row.orgcode, orgname: row.name, description: row.description })),
    joined,
  };
}

// --- matches and the directory

/** The caller's most similar colleagues in the organisation(s), strongest first. */
export async function getMatches(
  db: Db,
  caller: Caller,
  body: Input<typeof api.matchesBodySchema>,
): Promise<OrgMember[]> {
  requireSelfMemberId(caller, body.id, 'id');
  const orgcodes = await directoryOrganizations(db, caller, body.orgcode);
  const matchesLimit = body.matchesLimit ?? MATCHES_LIMIT_MAX;
  const connectionsLimit = body.connectionsLimit ?? CONNECTIONS_LIMIT_MAX;
  if (orgcodes.length === 0 || matchesLimit === 0) return [];
  const [self, members, partners] = await Promise.all([
    repo.findProfile(db, caller.userId),
    // Every member is needed to rank them; the directory cap bounds the work per call.
    repo.membersOf(db, orgcodes, { limit: ORG_MEMBERS_MAX * 10 }),
    connectionsLimit > 0 ? repo.connectionPartners(db, caller.userId, connectionsLimit) : new Map<string, string>(),
  ]);
  const callerScores = self ? traitScoresOf(self) : null;
  return members
    .filter((row) => row.userId !== caller.userId)
    .map((row) => toOrgMember(row, callerScores, partners))
    .sort((a, b) => (b.compatibilityScore ?? -1) - (a.compatibilityScore ?? -1))
    .slice(0, matchesLimit);
}

/** The directory of one organisation, by name, without the caller; only when its community is open. */
export async function getOrgMembers(
  db: Db,
  caller: Caller,
  body: Input<typeof api.orgMembersBodySchema>,
): Promise<OrgMember[]> {
  const orgcodes = await directoryOrganizations(db, caller, body.orgcode);
  const [self, members, partners] = await Promise.all([
    repo.findProfile(db, caller.userId),
    repo.membersOf(db, orgcodes, { limit: ORG_MEMBERS_MAX + 1 }),
    repo.connectionPartners(db, caller.userId, CONNECTIONS_LIMIT_MAX),
  ]);
  const callerScores = self ? traitScoresOf(self) : null;
  return members
    .filter((row) => row.userId !== caller.userId)
    .slice(0, ORG_MEMBERS_MAX)
    .map((row) => toOrgMember(row, callerScores, partners));
}

// --- pictures

/**
 * The image type the bytes themselves declare (their magic number), or
 * undefined. The upload's Content-Type header is a claim; this is the check.
 * SVG is not accepted: it can carry script.
 */
export function detectImageType(bytes: Uint8Array): PictureContentType | undefined {
  const starts = (signature: readonly number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || starts([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}

export const PICTURE_TYPE_MESSAGE = 'Only PNG, JPEG, GIF or WebP images are accepted';
export const PICTURE_SIZE_MESSAGE = `Pictures must be at most ${PICTURE_MAX_BYTES / (1024 * 1024)} MB`;

export function pictureUrl(id: string): string {
  return `${PICTURE_PATH}/${id}`;
}

/**
 * Stores an uploaded picture and makes it the caller's profile picture (the
 * previous upload is removed). `declaredType` is the upload's Content-Type:
 * when it names an image type, it must agree with the bytes.
 */
export async function uploadPicture(
  db: Db,
  caller: Caller,
  bytes: Uint8Array,
  declaredType: string | undefined,
): Promise<PictureUploadResponse> {
  if (bytes.byteLength === 0) throw invalid('Missing required parameter: picture');
  if (bytes.byteLength > PICTURE_MAX_BYTES) throw tooLarge(PICTURE_SIZE_MESSAGE);
  const detected = detectImageType(bytes);
  if (!detected) throw unsupportedType(PICTURE_TYPE_MESSAGE);
  const declared = declaredType?.split(';')[0]?.trim().toLowerCase();
  if (declared?.startsWith('image/') && declared !== detected && !(declared === 'image/jpg' && detected === 'image/jpeg')) {
    throw unsupportedType(`The file is ${detected}, not ${declared}`);
  }
  const id = await db.transaction(async (tx) => {
    const pictureId = await repo.insertPicture(tx, { ownerId: caller.userId, contentType: detected, data: bytes });
    await repo.setProfilePicture(tx, caller.userId, pictureUrl(pictureId));
    await repo.deletePicturesExcept(tx, caller.userId, pictureId);
    return pictureId;
  });
  const url = pictureUrl(id);
  return { id, url, contentType: detected, size: bytes.byteLength, profilePicture: url };
}

/** A stored picture by id (the id is the capability: unguessable, and changed on every upload). */
export async function getPicture(db: Db, id: string): Promise<repo.PictureRow> {
  const picture = isUuid(id) ? await repo.findPicture(db, id) : undefined;
  if (!picture) throw notFound('Picture not found');
  return picture;
}
