/**
 * An in-memory fixture database for MSW: members with profiles, organisations
 * and connections, with the same visibility rules as the server (a member
 * reads their own profile in full; a colleague's or a connection's without
 * their connections and with only shared organisations). Stories and tests
 * that change data call `reset()` first, so every run starts from the fixtures.
 */
import {
  MEMBER_INTERESTS_MAX,
  PICTURE_PATH,
  PRESET_AVATAR_URLS,
  PROFILE_LIST_FIELDS,
  PROFILE_NUMBER_FIELDS,
  PROFILE_TEXT_FIELDS,
  COMMUNITY_NOT_OPEN,
  type Organization,
  type UserProfile,
} from '@kindred/contracts/api/profile';
import type { ConnectionRecord, OrgMember } from '@kindred/contracts/api/connections';
import type { ProfileDetailsEdit } from '@kindred/contracts/api/profile-edit';
import { archetypeDisplayName, toArchetypeId } from '@kindred/contracts/domain/archetypes';
import { connectionStrength, rawHexacoToScores } from '@kindred/contracts/domain/hexaco';
import {
  FIXTURE_CONNECTIONS,
  FIXTURE_MEMBERS,
  FIXTURE_ORGANIZATIONS,
  type FixtureConnection,
  type FixtureMember,
  type FixtureOrganization,
} from './fixtures.ts';

/** An error the handlers turn into `{ error }` with this status, as the server does. */
export class MockApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'MockApiError';
    this.status = status;
  }
}

/** As the server's directory entry: typed interests, then chosen ones, each once (any case), at most MEMBER_INTERESTS_MAX. */
function interestsOf(target: FixtureMember): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of [...(target.details.interests ?? []), ...(target.details.interests_choice ?? [])]) {
    if (seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    out.push(item);
  }
  return out.slice(0, MEMBER_INTERESTS_MAX);
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export interface MockDbSeed {
  members?: FixtureMember[];
  organizations?: FixtureOrganization[];
  connections?: FixtureConnection[];
  /** Members who paused their weekly matches (docs/decisions.md#matching); everyone else is matched. */
  matchingPaused?: readonly string[];
}

export function createMockDb(seed: MockDbSeed = {}) {
  const initial = {
    members: seed.members ?? FIXTURE_MEMBERS,
    organizations: seed.organizations ?? FIXTURE_ORGANIZATIONS,
    connections: seed.connections ?? FIXTURE_CONNECTIONS,
    matchingPaused: seed.matchingPaused ?? [],
  };
  let members: FixtureMember[] = [];
  let organizations: FixtureOrganization[] = [];
  let connections: FixtureConnection[] = [];
  /** Per member: whether they paused their weekly matches; absent is matched. */
  let matchingPaused: Record<string, boolean> = {};

  function reset(): void {
    members = structuredClone(initial.members);
    organizations = structuredClone(initial.organizations);
    connections = structuredClone(initial.connections);
    matchingPaused = Object.fromEntries(initial.matchingPaused.map((id) => [id, true]));
  }
  reset();

  function member(id: string): FixtureMember {
    const found = members.find((candidate) => candidate.id === id);
    if (!found) throw new MockApiError(404, 'User profile not found');
    return found;
  }

  function memberByEmail(email: string): FixtureMember | undefined {
    return members.find((candidate) => sameEmail(candidate.email, email));
  }

  function connectionIdsOf(memberId: string): string[] {
    return connections.filter((row) => row.member1 === memberId || row.member2 === memberId).map((row) => row.id);
  }

  function canSee(callerId: string, target: FixtureMember): boolean {
    if (target.id === callerId) return true;
    const caller = member(callerId);
    if (caller.orgcodes.some((code) => target.orgcodes.includes(code))) return true;
    return connections.some(
      (row) => (row.member1 === callerId && row.member2 === target.id) || (row.member2 === callerId && row.member1 === target.id),
    );
  }

  function organizationsOf(memberRow: FixtureMember): FixtureOrganization[] {
    return memberRow.orgcodes.flatMap((code) => organizations.filter((org) => org.orgcode === code));
  }

  /** The contract's UserProfile for `target`, as `callerId` may see it. */
  function toUserProfile(target: FixtureMember, callerId: string): UserProfile {
    const isSelf = target.id === callerId;
    const callerCodes = new Set(member(callerId).orgcodes);
    const orgs = organizationsOf(target).filter((org) => isSelf || callerCodes.has(org.orgcode));
    const fields: Record<string, unknown> = {};
    for (const key of PROFILE_TEXT_FIELDS) fields[key] = target.details[key] ?? null;
    for (const key of PROFILE_NUMBER_FIELDS) fields[key] = target.details[key] ?? null;
    for (const key of PROFILE_LIST_FIELDS) fields[key] = [...(target.details[key] ?? [])];
    return {
      ...(fields as Pick<UserProfile, (typeof PROFILE_TEXT_FIELDS)[number] | (typeof PROFILE_NUMBER_FIELDS)[number] | (typeof PROFILE_LIST_FIELDS)[number]>),
      id: target.id,
      user: { fname: target.fname, lname: target.lname, email: target.email, profilePicture: target.profilePicture },
      archetype: target.archetype,
      hexaco: target.hexaco ? { ...target.hexaco } : null,
      organizations: orgs.map((org) => ({ orgcode: org.orgcode, orgname: org.name, description: org.description })),
      orgcode: orgs.map((org) => org.orgcode),
      connectionIds: isSelf ? connectionIdsOf(target.id) : [],
      profilePicture: target.profilePicture,
      profilePictureUrl: target.profilePicture,
      rawData: { ...target.details, archetype: target.archetype, hexaco: target.hexaco },
      isSelf,
    };
  }

  function toOrganization(org: FixtureOrganization): Organization {
    return {
      orgcode: org.orgcode,
      orgname: org.name,
      name: org.name,
      description: org.description,
      archetype: org.archetype,
      showCommunityPage: org.showCommunityPage,
      isUsersOpen: org.isUsersOpen,
      IsUsersOpen: org.isUsersOpen,
    };
  }

  function requireSelf(callerId: string, id: string, name: string): FixtureMember {
    const caller = member(callerId);
    if (id !== caller.id) throw new MockApiError(403, `${name} must be your own (the signed-in member's)`);
    return caller;
  }

  return {
    reset,
    get members(): readonly FixtureMember[] {
      return members;
    },
    get organizations(): readonly FixtureOrganization[] {
      return organizations;
    },
    get connections(): readonly FixtureConnection[] {
      return connections;
    },
    member,
    memberByEmail,

    /** userSpecific: the caller's own profile, or a visible member's by e-mail. */
    userProfile(callerId: string, query: { memberId: string; email: string }): UserProfile {
      requireSelf(callerId, query.memberId, 'memberId');
      const target = memberByEmail(query.email);
      if (!target || !canSee(callerId, target)) throw new MockApiError(404, 'User profile not found');
      return toUserProfile(target, callerId);
    },

    /** orgs: details of the caller's own organisations. */
    organizationDetails(callerId: string, orgcodeList: readonly string[]): Organization[] {
      const caller = member(callerId);
      return [...new Set(orgcodeList)].map((code) => {
        const org = organizations.find((candidate) => candidate.orgcode === code);
        if (!org || !caller.orgcodes.includes(code)) throw new MockApiError(403, `You are not a member of organization ${code}`);
        return toOrganization(org);
      });
    },

    /** dbedit: the caller's own fields; a picture must be a preset or one of theirs. */
    editProfile(callerId: string, body: { id: string; email: string; details: ProfileDetailsEdit }): UserProfile {
      const caller = requireSelf(callerId, body.id, 'id');
      if (!sameEmail(body.email, caller.email)) throw new MockApiError(403, "email must be your own (the signed-in member's)");
      const { profilePicture, ...details } = body.details;
      if (typeof profilePicture === 'string') {
        const isPreset = (PRESET_AVATAR_URLS as readonly string[]).includes(profilePicture);
        if (!isPreset && !profilePicture.startsWith(`${PICTURE_PATH}/`)) {
          throw new MockApiError(400, 'profilePicture must be one of the preset avatars or a picture you uploaded');
        }
        caller.profilePicture = profilePicture;
      } else if (profilePicture === null) {
        caller.profilePicture = null;
      }
      for (const [key, value] of Object.entries(details)) {
        if (value === undefined) continue;
        const fieldKey = key as keyof FixtureMember['details'];
        if (value === null || value === '') delete caller.details[fieldKey];
        else (caller.details as Record<string, unknown>)[fieldKey] = value;
      }
      return toUserProfile(caller, callerId);
    },

    /** add-orgcode: join with an organisation's join code (or, already a member, its public code). */
    addOrgcode(callerId: string, body: { id: string; email: string; orgcode: string }) {
      const caller = requireSelf(callerId, body.id, 'id');
      if (!sameEmail(body.email, caller.email)) throw new MockApiError(403, "email must be your own (the signed-in member's)");
      const org = organizations.find(
        (candidate) =>
          candidate.joinCode === body.orgcode.toUpperCase() ||
          (candidate.orgcode === body.orgcode.toUpperCase() && caller.orgcodes.includes(candidate.orgcode)),
      );
      if (!org) throw new MockApiError(404, 'Organization not found');
      const joined = !caller.orgcodes.includes(org.orgcode);
      if (joined) caller.orgcodes.push(org.orgcode);
      const mine = organizationsOf(caller);
      return {
        orgcode: mine.map((row) => row.orgcode),
        organizations: mine.map((row) => ({ orgcode: row.orgcode, orgname: row.name, description: row.description })),
        joined,
      };
    },

    /** org-members: the directory of one of the caller's organisations, by name, the caller left out; only when its community is open. */
    orgMembers(callerId: string, orgcode: string): OrgMember[] {
      const caller = member(callerId);
      const org = organizations.find((candidate) => candidate.orgcode === orgcode);
      if (!org || !caller.orgcodes.includes(orgcode)) throw new MockApiError(403, `You are not a member of organization ${orgcode}`);
      if (!org.isUsersOpen) throw new MockApiError(403, COMMUNITY_NOT_OPEN);
      const callerScores = caller.hexaco ? rawHexacoToScores(caller.hexaco) : null;
      const partners = new Map(
        connections.flatMap((row) => (row.member1 === callerId ? [[row.member2, row.id] as const] : row.member2 === callerId ? [[row.member1, row.id] as const] : [])),
      );
      return members
        .filter((row) => row.id !== callerId && row.orgcodes.includes(orgcode))
        .sort((a, b) => `${a.fname} ${a.lname}`.localeCompare(`${b.fname} ${b.lname}`))
        .map((row) => {
          const scores = row.hexaco ? rawHexacoToScores(row.hexaco) : null;
          const archetype = row.archetype ? archetypeDisplayName(toArchetypeId(row.archetype) ?? 'the organizer') : null;
          return {
            id: row.id,
            name: `${row.fname} ${row.lname}`.trim(),
            title: (row.details.title as string | undefined) ?? null,
            personaType: archetype,
            archetype: row.archetype,
            interests: interestsOf(row),
            email: row.email,
            avatarUrl: row.profilePicture,
            department: (row.details.department as string | undefined) ?? null,
            headline: (row.details.headline as string | undefined) ?? null,
            compatibilityScore: scores && callerScores ? connectionStrength(callerScores, scores) : null,
            hexacoScores: scores,
            isConnected: partners.has(row.id),
            connectionId: partners.get(row.id) ?? null,
          };
        });
    },

    /** connections: the caller's connections among the ids asked, newest match first (another's ids: 403). */
    connectionRecords(callerId: string, body: { memberId: string; connectionIds: readonly string[] }): ConnectionRecord[] {
      requireSelf(callerId, body.memberId, 'memberId');
      const mine = connections.filter((row) => row.member1 === callerId || row.member2 === callerId);
      if (body.connectionIds.some((id) => !mine.some((row) => row.id === id))) {
        throw new MockApiError(403, 'connectionIds may only name your own connections');
      }
      const partnersOf = (id: string) =>
        new Set(connections.flatMap((row) => (row.member1 === id ? [row.member2] : row.member2 === id ? [row.member1] : [])));
      const callerPartners = partnersOf(callerId);
      return mine
        .filter((row) => body.connectionIds.includes(row.id))
        .sort((a, b) => b.matchDateTime.localeCompare(a.matchDateTime))
        .map((row) => {
          const other = member(row.member1 === callerId ? row.member2 : row.member1);
          return {
            connectionItems: {
              id: row.id,
              connectionStrength: row.connectionStrength,
              matchDateTime: row.matchDateTime,
              viewed: row.viewedBy.includes(callerId),
              members: { member1: row.member1, member2: row.member2 },
            },
            connectionDetails: {
              id: other.id,
              user: { fname: other.fname, lname: other.lname, profile_picture_url: other.profilePicture, email: other.email },
              archetype: other.archetype,
              title: (other.details.title as string | undefined) ?? null,
              department: (other.details.department as string | undefined) ?? null,
              hexaco: other.hexaco,
              // Members connected to both the caller and this colleague, neither of the two counted.
              mutualConnections: [...partnersOf(other.id)].filter((id) => id !== callerId && id !== other.id && callerPartners.has(id)).length,
              interests: interestsOf(other),
            },
          };
        });
    },

    /** viewed: the caller opened one of their connections. */
    markViewed(callerId: string, body: { id: string; matchDateTime: string }) {
      const row = connections.find((candidate) => candidate.id === body.id && (candidate.member1 === callerId || candidate.member2 === callerId));
      if (!row) throw new MockApiError(404, 'Connection not found');
      if (!row.viewedBy.includes(callerId)) row.viewedBy.push(callerId);
      return { id: row.id, matchDateTime: row.matchDateTime, viewed: true as const };
    },

    /** matching-settings: whether the caller paused their weekly matches; new members are matched. */
    matchingSettings(callerId: string): { paused: boolean } {
      member(callerId);
      return { paused: matchingPaused[callerId] === true };
    },

    /** pause-matching: the caller pauses (true) or resumes (false) their weekly matches. */
    pauseMatching(callerId: string, body: { paused: boolean }): { paused: boolean } {
      member(callerId);
      matchingPaused[callerId] = body.paused;
      return { paused: body.paused };
    },
  };
}

export type MockDb = ReturnType<typeof createMockDb>;

/** The database the default handlers use. */
export const mockDb: MockDb = createMockDb();

/**
 * The fixtures with these members' questionnaire not taken yet (no HEXACO scores, no archetype): a new member of an
 * open organisation, whose directory lists colleagues without their compatibility. Pass it to the handlers and to
 * `MockAppOptions.db`.
 */
export function createMockDbBeforeQuestionnaire(...memberIds: string[]): MockDb {
  return createMockDb({ members: FIXTURE_MEMBERS.map((member) => (memberIds.includes(member.id) ? { ...member, hexaco: null, archetype: null } : member)) });
}
