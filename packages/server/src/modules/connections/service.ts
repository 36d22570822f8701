/**
 * Connections: the weekly matches of the caller (read, viewed, answered
 * together), the caller's best matches among colleagues, and an
 * organisation's directory. Who appears is profile's visibility rule.
 */
import { CONNECTIONS_LIMIT_MAX, MATCHES_LIMIT_MAX, TOP_CONNECTIONS } from '@kindred/contracts/api/profile';
import type { ConnectionRecord, OrgMember } from '@kindred/contracts/api/connections';
import type * as z from 'zod/mini';
import * as api from '@kindred/contracts/api/profile-calls';
import type { Db, Queryable } from '../../platform/db/types.ts';
import { forbidden, invalid, notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Progress } from '../../platform/progress.ts';
import { notYouMessage, requireSelfMemberId } from '../identity/index.ts';
import type { Caller } from '../identity/index.ts';
import { interestsOf, rawHexacoOf, toOrgMember, traitScoresOf } from '../profile/index.ts';
import type { ProfileRow, ProfileService } from '../profile/index.ts';
import { matchWeight } from './pairing.ts';
import * as repo from './repository.ts';
import type { ConnectionRow } from './repository.ts';

type Input<S extends z.core.$ZodType> = z.output<S>;

const MESSAGES = {
  connectionNotFound: 'Connection not found',
  notYourConnections: 'connectionIds may only name your own connections',
} as const;

/**
 * The directory answers at most this many members in one call: an organisation of 5,000 is listed whole, in one
 * statement and with no query per member. Matches are capped by MATCHES_LIMIT_MAX.
 */
export const ORG_MEMBERS_MAX = 5000;

/** How many colleagues matches rank at most (every member is needed to rank them); this bounds the work per call. */
const MATCH_CANDIDATES_MAX = 10_000;

/** The members and profiles connections are made of, and who may see whom: the profile module's. */
type ConnectionsProfiles = Pick<ProfileService, 'profileOf' | 'profilesOf' | 'membersOf' | 'directoryOrganizations'>;

export interface ConnectionsDeps {
  db: Db;
  profile: ConnectionsProfiles;
  /** Told after a connection's profile is marked viewed (achievements' profilesViewed). */
  progress: Pick<Progress, 'changed'>;
}

export function createConnectionsService({ db, profile, progress }: ConnectionsDeps) {
  return {
    connections: (caller: Caller, body: Input<typeof api.connectionsBodySchema>) => getConnections(db, profile, caller, body),
    /**
     * The caller's `limit` most recent connections, for other modules (home's feed, Link's facts): as `connections`
     * of the first `limit` of their ids, without mutual counts, and without reading the ids first.
     */
    recentMatches: async (caller: Caller, limit: number): Promise<ConnectionMatch[]> =>
      matchesOf(profile, caller, await repo.recentConnectionsOf(db, caller.userId, limit)),
    async markViewed(caller: Caller, body: Input<typeof api.viewedBodySchema>) {
      const answer = await markViewed(db, caller, body);
      await progress.changed(caller.userId);
      return answer;
    },
    saveAnswers: (caller: Caller, postType: string, body: Input<typeof api.connectionAnswersBodySchema>) =>
      saveAnswers(db, caller, postType, body),
    matches: (caller: Caller, body: Input<typeof api.matchesBodySchema>) => getMatches(db, profile, caller, body),
    directory: (caller: Caller, body: Input<typeof api.orgMembersBodySchema>) => getOrgMembers(db, profile, caller, body),
    /** The caller's weekly matching setting: paused or not. */
    matchingSettings: (caller: Caller) => matchingSettings(db, caller),
    /** Pauses or resumes the caller's weekly matches; the next weekly run reads it. */
    pauseMatching: (caller: Caller, body: Input<typeof api.pauseMatchingBodySchema>) => pauseMatching(db, caller, body.paused),
    /** How many of the member's connections they have viewed (achievements' profilesViewed). */
    viewedCount: (userId: string): Promise<number> => repo.viewedConnectionCount(db, userId),
    /** The pairs the weekly runs made in [from, to) (the introductions' due list). */
    pairsMatchedBetween: (from: Date, to: Date): Promise<repo.WeekPair[]> => repo.pairsMatchedBetween(db, from, to),
    /** One pair by its connection id (an introduction's). */
    pair: (connectionId: string): Promise<repo.WeekPair | undefined> => repo.findPair(db, connectionId),
  };
}

export type ConnectionsService = ReturnType<typeof createConnectionsService>;

function otherSide(connection: ConnectionRow, userId: string): { otherId: string; side: 'member1' | 'member2' } {
  return connection.member1 === userId
    ? { otherId: connection.member2, side: 'member1' }
    : { otherId: connection.member1, side: 'member2' };
}

/** A connection as other modules read it: who and how strong, without the mutual-connection count. */
export type ConnectionMatch = Omit<ConnectionRecord, 'connectionDetails'> & {
  connectionDetails: Omit<ConnectionRecord['connectionDetails'], 'mutualConnections'>;
};

function toConnectionRecord(connection: ConnectionRow, callerId: string, other: ProfileRow, mutualConnections: number): ConnectionRecord {
  const { connectionItems, connectionDetails } = toConnectionMatch(connection, callerId, other);
  const { interests, ...details } = connectionDetails;
  return { connectionItems, connectionDetails: { ...details, mutualConnections, interests } };
}

function toConnectionMatch(connection: ConnectionRow, callerId: string, other: ProfileRow): ConnectionMatch {
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
      interests: interestsOf(other),
    },
  };
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

/** The caller's connections among `connectionIds` (all of them the caller's, or 403), newest match first. */
async function connectionRows(db: Db, caller: Caller, connectionIds: readonly string[]): Promise<ConnectionRow[]> {
  const ids = [...new Set(connectionIds)];
  if (ids.some((id) => !isUuid(id))) throw forbidden(MESSAGES.notYourConnections);
  const rows = await repo.connectionsOfMember(db, caller.userId, ids);
  if (rows.length !== ids.length) throw forbidden(MESSAGES.notYourConnections);
  return rows;
}

async function getConnections(
  db: Db,
  profiles: ConnectionsProfiles,
  caller: Caller,
  body: Input<typeof api.connectionsBodySchema>,
): Promise<ConnectionRecord[]> {
  requireSelfMemberId(caller, body.memberId, 'memberId');
  const rows = await connectionRows(db, caller, body.connectionIds);
  const chosen = body.isTopConnections ? rows.slice(0, TOP_CONNECTIONS) : rows;
  const otherIds = chosen.map((row) => otherSide(row, caller.userId).otherId);
  // Mutual counts for every chosen connection in one statement, not one per connection.
  const [others, mutual] = await Promise.all([
    profiles.profilesOf(otherIds),
    repo.mutualConnectionCounts(db, caller.userId, otherIds),
  ]);
  const byId = new Map(others.map((row) => [row.userId, row]));
  return chosen.flatMap((row) => {
    const otherId = otherSide(row, caller.userId).otherId;
    const other = byId.get(otherId);
    return other ? [toConnectionRecord(row, caller.userId, other, mutual.get(otherId) ?? 0)] : [];
  });
}

/**
 * Connections read, with the other member of each (one statement for all of them), as getConnections without the
 * mutual counts (the costliest statement of a home feed, which shows none).
 */
async function matchesOf(profiles: ConnectionsProfiles, caller: Caller, rows: ConnectionRow[]): Promise<ConnectionMatch[]> {
  if (rows.length === 0) return [];
  const others = await profiles.profilesOf(rows.map((row) => otherSide(row, caller.userId).otherId));
  const byId = new Map(others.map((row) => [row.userId, row]));
  return rows.flatMap((row) => {
    const other = byId.get(otherSide(row, caller.userId).otherId);
    return other ? [toConnectionMatch(row, caller.userId, other)] : [];
  });
}

// --- the weekly matching setting

async function matchingSettings(db: Db, caller: Caller): Promise<z.output<typeof api.matchingSettingsResponseSchema>> {
  const paused = await repo.matchingPaused(db, caller.userId);
  if (paused === null) throw notFound('User profile not found');
  return { paused };
}

async function pauseMatching(db: Db, caller: Caller, paused: boolean): Promise<z.output<typeof api.matchingSettingsResponseSchema>> {
  if (!(await repo.setMatchingPaused(db, caller.userId, paused))) throw notFound('User profile not found');
  return { paused };
}

// --- connections: viewed and answers

async function markViewed(
  db: Db,
  caller: Caller,
  body: Input<typeof api.viewedBodySchema>,
): Promise<z.output<typeof api.viewedResponseSchema>> {
  const connection = await callerConnection(db, caller, body.id, body.matchDateTime);
  await repo.markConnectionViewed(db, connection.id, otherSide(connection, caller.userId).side);
  return { id: connection.id, matchDateTime: connection.matchDateTime.toISOString(), viewed: true };
}

/** How much a connection's answers may hold: kinds (postType values), and per member and kind, fields and bytes. */
const ANSWER_LIMITS = { kindsPerConnection: 10, fieldsPerKind: api.ANSWER_FIELDS_MAX, bytesPerKind: 64 * 1024 } as const;

/**
 * Merges the caller's answers of one kind into the connection's, within ANSWER_LIMITS (checked on the
 * merged result, under the row's lock, so no sequence of calls grows it past them), and answers that
 * kind's answers (both members'), not the whole object.
 */
async function saveAnswers(
  db: Db,
  caller: Caller,
  postType: string,
  body: Input<typeof api.connectionAnswersBodySchema>,
): Promise<z.output<typeof api.connectionAnswersResponseSchema>> {
  const { connectionId, matchDateTime, who, ...fields } = body;
  const connection = await callerConnection(db, caller, connectionId, matchDateTime);
  const { side } = otherSide(connection, caller.userId);
  if (who !== caller.memberId && who !== side) throw forbidden(notYouMessage('who'));
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

// --- matches and the directory

/** The caller's best matches among colleagues in the organisation(s), best first (the weekly matching's weight). */
async function getMatches(
  db: Db,
  profiles: ConnectionsProfiles,
  caller: Caller,
  body: Input<typeof api.matchesBodySchema>,
): Promise<OrgMember[]> {
  requireSelfMemberId(caller, body.id, 'id');
  const orgcodes = await profiles.directoryOrganizations(caller, body.orgcode);
  const matchesLimit = body.matchesLimit ?? MATCHES_LIMIT_MAX;
  const connectionsLimit = body.connectionsLimit ?? CONNECTIONS_LIMIT_MAX;
  if (orgcodes.length === 0 || matchesLimit === 0) return [];
  const [self, members, partners] = await Promise.all([
    profiles.profileOf(caller.userId),
    profiles.membersOf(orgcodes, { limit: MATCH_CANDIDATES_MAX }),
    connectionsLimit > 0 ? repo.connectionPartners(db, caller.userId, connectionsLimit) : new Map<string, string>(),
  ]);
  const callerScores = self ? traitScoresOf(self) : null;
  // Ranked by the weekly matching's own weight: similarity, with its small bonus across departments.
  return members
    .filter((row) => row.userId !== caller.userId)
    .map((row) => ({ member: toOrgMember(row, callerScores, partners), weight: self ? (matchWeight(self, row) ?? -1) : -1 }))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, matchesLimit)
    .map(({ member }) => member);
}

/** The directory of one organisation, by name, without the caller; only when its community is open. */
async function getOrgMembers(
  db: Db,
  profiles: ConnectionsProfiles,
  caller: Caller,
  body: Input<typeof api.orgMembersBodySchema>,
): Promise<OrgMember[]> {
  const orgcodes = await profiles.directoryOrganizations(caller, body.orgcode);
  const [self, members, partners] = await Promise.all([
    profiles.profileOf(caller.userId),
    profiles.membersOf(orgcodes, { limit: ORG_MEMBERS_MAX + 1 }),
    repo.connectionPartners(db, caller.userId, CONNECTIONS_LIMIT_MAX),
  ]);
  const callerScores = self ? traitScoresOf(self) : null;
  return members
    .filter((row) => row.userId !== caller.userId)
    .slice(0, ORG_MEMBERS_MAX)
    .map((row) => toOrgMember(row, callerScores, partners));
}
