/**
 * How a member's stored rows become the answers of the contracts
 * (packages/contracts/src/api/profile.ts): a profile, a directory entry.
 * Pure functions; other modules use them through the profile module's index.
 */
import { archetypeShownName } from '@kindred/contracts/domain/archetypes';
import { RAW_TRAIT_KEYS, connectionStrength, rawHexacoToScores } from '@kindred/contracts/domain/hexaco';
import type { RawHexaco, TraitScores } from '@kindred/contracts/domain/hexaco';
import {
  MEMBER_INTERESTS_MAX,
  PROFILE_LIST_FIELDS,
  PROFILE_NUMBER_FIELDS,
  PROFILE_TEXT_FIELDS,
} from '@kindred/contracts/api/profile';
import type { UserProfile } from '@kindred/contracts/api/profile';
import type { OrgMember } from '@kindred/contracts/api/connections';
import type { OrganizationRow } from '../organizations/index.ts';
import type { ProfileRow } from './repository.ts';

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

/** The member's interests as answers list them: typed ones first, then chosen ones, each once (any case), at most MEMBER_INTERESTS_MAX. */
export function interestsOf(row: ProfileRow): string[] {
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

export function toOrgMember(row: ProfileRow, callerScores: TraitScores | null, partners: Map<string, string>): OrgMember {
  const scores = traitScoresOf(row);
  const connectionId = partners.get(row.userId) ?? null;
  return {
    id: row.memberId,
    name: `${row.givenName} ${row.familyName}`.trim(),
    title: row.title,
    personaType: row.archetype ? archetypeShownName(row.archetype) : null,
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

