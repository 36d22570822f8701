/**
 * The mapped profile (spec 001 §3 "Mapped profile"): what the screens show of
 * a member at a glance. Names fall back to 'User', the archetype to 'The
 * Organizer', and the six traits are percentages clamped to 0-100 and rounded
 * (001 §5), a missing trait reading the default score.
 */
import { DEFAULT_ARCHETYPE_ID, archetypeDisplayName, toArchetypeId, type ArchetypeId } from '@kindred/contracts/domain/archetypes';
import { rawHexacoToScores, type TraitScores } from '@kindred/contracts/domain/hexaco';
import type { Profile } from '../api/profile-schemas.ts';

export const DEFAULT_FULL_NAME = 'User';
export const DEFAULT_ARCHETYPE_NAME = archetypeDisplayName(DEFAULT_ARCHETYPE_ID);

export interface MappedProfile extends TraitScores {
  id: string;
  full_name: string;
  email: string;
  profile_picture_url: string | null;
  /** The display name ('The Organizer'). */
  archetype: string;
  primaryArchetype: string;
  /** The catalogue id when the archetype is one of the twelve; null for a name we do not know. */
  archetypeId: ArchetypeId | null;
  /** False until the member has done the questionnaire: the traits then hold the default score. */
  hasHexaco: boolean;
}

/** 'the organizer' → 'The Organizer'; an unknown name shows as it is; none → 'The Organizer'. */
export function archetypeName(value: string | null | undefined): { name: string; id: ArchetypeId | null } {
  const raw = value?.trim() ?? '';
  if (!raw) return { name: DEFAULT_ARCHETYPE_NAME, id: DEFAULT_ARCHETYPE_ID };
  const id = toArchetypeId(raw);
  return id ? { name: archetypeDisplayName(id), id } : { name: raw, id: null };
}

export function fullName(first: string | null | undefined, last: string | null | undefined): string {
  const name = [first, last]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || DEFAULT_FULL_NAME;
}

export function toMappedProfile(profile: Profile): MappedProfile {
  const archetype = archetypeName(profile.archetype);
  return {
    id: profile.id,
    full_name: fullName(profile.user.fname, profile.user.lname),
    email: profile.user.email,
    profile_picture_url: profile.profilePictureUrl ?? profile.profilePicture ?? profile.user.profilePicture ?? null,
    archetype: archetype.name,
    primaryArchetype: archetype.name,
    archetypeId: archetype.id,
    hasHexaco: profile.hexaco !== null,
    ...rawHexacoToScores(profile.hexaco ?? {}),
  };
}
