/**
 * The normalized profile (docs/product.md#what-it-keeps "Normalized profile" and "Mapped
 * profile"): a member as the screens think of them, from the wire answer
 * (`Profile`) by one function, `toNormalizedProfile`. Names fall back to
 * 'User', the archetype to 'The Organizer', and the six traits are
 * percentages clamped to 0-100 and rounded (docs/product.md#validation), a
 * missing trait reading the default score. The details are grouped as the
 * dashboard and the insights accordion show them (Professional Snapshot,
 * Personal Information, Fun Facts, HEXACO stats).
 *
 * Where the questionnaire keeps both picked options (`*_choice`) and the
 * member's own words, the group lists both, picked options first, without
 * duplicates.
 */
import { DEFAULT_ARCHETYPE_ID, archetypeDisplayName, toArchetypeId, type ArchetypeId } from '@kindred/contracts/domain/archetypes';
import { rawHexacoToScores, type TraitScores } from '@kindred/contracts/domain/hexaco';
import type { Profile } from '../api/profile-schemas.ts';

export const CITY_NOT_SPECIFIED = 'Not Specified';

export interface Birthdate {
  day: number;
  month: number;
  year: number;
  /** Whole years on the reference day. */
  age: number;
}

export interface NormalizedProfile {
  id: string;
  /** The given name as entered (may be empty). */
  firstName: string;
  /** 'Maya Chen', or 'User' without a name. */
  fullName: string;
  email: string;
  pictureUrl: string | null;
  archetype: {
    /** The display name ('The Organizer'); 'The Organizer' when none is known. */
    name: string;
    /** The catalogue id when the archetype is one of the twelve; null for a name we do not know. */
    id: ArchetypeId | null;
    /** False when the profile names no archetype (the name is then the default). */
    given: boolean;
  };
  connectionCount: number;
  professionalSnapshot: {
    /** Education level(s) and the member's own description. */
    education: string[];
    educationDetail: string | null;
    universities: string[];
  };
  personalInformation: {
    city: string;
    interests: string[];
    /** Only when day, month and year are all present and form a real date (docs/product.md#validation). */
    birthdate: Birthdate | null;
  };
  funFacts: {
    favoriteThings: string[];
    favoriteArtists: string[];
    happyPlaces: string[];
    abilities: string[];
    peopleAdmire: string[];
    thingsAboutMe: string[];
    thingsFire: string[];
  };
  /** Six traits, 0-100. */
  hexacoStats: TraitScores;
  /** False until the questionnaire is done (the stats then hold the default score). */
  hasHexaco: boolean;
}

export const DEFAULT_FULL_NAME = 'User';
export const DEFAULT_ARCHETYPE_NAME = archetypeDisplayName(DEFAULT_ARCHETYPE_ID);

/** 'the organizer' → 'The Organizer'; an unknown name shows as it is; none → 'The Organizer'. */
export function archetypeName(value: string | null | undefined): { name: string; id: ArchetypeId | null } {
  const raw = value?.trim() ?? '';
  if (!raw) return { name: DEFAULT_ARCHETYPE_NAME, id: DEFAULT_ARCHETYPE_ID };
  const id = toArchetypeId(raw);
  return id ? { name: archetypeDisplayName(id), id } : { name: raw, id: null };
}

function fullName(first: string | null | undefined, last: string | null | undefined): string {
  const name = [first, last]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || DEFAULT_FULL_NAME;
}

/** Merges lists, keeping the first spelling of each entry (case-insensitive). */
export function mergeLists(...lists: ReadonlyArray<ReadonlyArray<string | null | undefined>>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const list of lists) {
    for (const item of list) {
      const value = item?.trim();
      if (!value) continue;
      const key = value.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(value);
    }
  }
  return out;
}

function isWholeNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/** Age in whole years on `today` (local calendar). */
function ageOn(birth: { day: number; month: number; year: number }, today: Date): number {
  let age = today.getFullYear() - birth.year;
  const beforeBirthday =
    today.getMonth() + 1 < birth.month || (today.getMonth() + 1 === birth.month && today.getDate() < birth.day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** A birthdate when day, month and year are all present, form a real date and lie in the past. */
export function readBirthdate(
  day: number | null | undefined,
  month: number | null | undefined,
  year: number | null | undefined,
  today: Date = new Date(),
): Birthdate | null {
  if (!isWholeNumber(day) || !isWholeNumber(month) || !isWholeNumber(year)) return null;
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  const age = ageOn({ day, month, year }, today);
  if (age < 0) return null;
  return { day, month, year, age };
}

export function toNormalizedProfile(profile: Profile, today: Date = new Date()): NormalizedProfile {
  const archetype = archetypeName(profile.archetype);
  const city = profile.city_current?.trim() || profile.city?.trim() || CITY_NOT_SPECIFIED;
  return {
    id: profile.id,
    firstName: profile.user.fname.trim(),
    fullName: fullName(profile.user.fname, profile.user.lname),
    email: profile.user.email,
    pictureUrl: profile.profilePictureUrl ?? profile.profilePicture ?? profile.user.profilePicture ?? null,
    archetype: { ...archetype, given: Boolean(profile.archetype?.trim()) },
    connectionCount: profile.connectionIds.length,
    professionalSnapshot: {
      education: mergeLists(profile.education_choice, [profile.education]),
      educationDetail: profile.education_detail?.trim() || null,
      universities: mergeLists(profile.university_choice, profile.universities),
    },
    personalInformation: {
      city,
      interests: mergeLists(profile.interests_choice, profile.interests),
      birthdate: readBirthdate(profile.dobday, profile.dobmonth, profile.dobyear, today),
    },
    funFacts: {
      favoriteThings: mergeLists(profile.favorite_things_choice, profile.favoriteThings),
      favoriteArtists: mergeLists(profile.music_preferences_choice, profile.favoriteArtists),
      happyPlaces: mergeLists(profile.happy_places_choice, profile.happyPlaces),
      abilities: mergeLists(profile.desired_abilities_choice),
      peopleAdmire: mergeLists(profile.admired_most_choice),
      thingsAboutMe: mergeLists(profile.must_know_facts_choice, profile.thingsAboutMe),
      thingsFire: mergeLists(profile.fire_rescue_choice),
    },
    hexacoStats: rawHexacoToScores(profile.hexaco ?? {}),
    hasHexaco: profile.hexaco !== null,
  };
}
