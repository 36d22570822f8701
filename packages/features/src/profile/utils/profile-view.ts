/**
 * The profile's view model: what the home dashboard shows of the signed-in
 * member, from the normalized profile by one function, `toProfileView`. The
 * chain is wire answer (`Profile`) → `NormalizedProfile` → `ProfileView`.
 */
import type { TraitScores } from '@kindred/contracts/domain/hexaco';
import { CITY_NOT_SPECIFIED, type NormalizedProfile } from './normalized-profile.ts';

export interface ProfileView {
  /** The given name, for a greeting; empty when the member has none. */
  firstName: string;
  /** The archetype's display name, or null when the profile names none. */
  archetypeName: string | null;
  connectionCount: number;
  /** Six traits, 0-100 (the default score until the questionnaire is done). */
  traits: TraitScores;
  /** False until the questionnaire is done. */
  hasResults: boolean;
  /** The archetype's name to show beside the traits (the default one when none is known). */
  traitsArchetypeName: string;
  /** How much of the profile is filled in: the nine items the connection card counts. */
  completeness: ProfileCompleteness;
}

/** The nine items the connection dashboard card counts (docs/product.md#constants-and-limits "Profile completeness"). */
const COMPLETENESS_ITEMS = ['name', 'photo', 'archetype', 'personality results', 'education', 'city', 'interests', 'birthday', 'fun facts'] as const;
type CompletenessItem = (typeof COMPLETENESS_ITEMS)[number];

export interface ProfileCompleteness {
  done: number;
  total: number;
  /** What is still missing, in the order above. */
  missing: CompletenessItem[];
}

function completenessOf(member: NormalizedProfile): ProfileCompleteness {
  const { professionalSnapshot: work, personalInformation: personal, funFacts } = member;
  const present: Record<CompletenessItem, boolean> = {
    name: member.firstName.trim().length > 0,
    photo: Boolean(member.pictureUrl),
    archetype: member.archetype.given,
    'personality results': member.hasHexaco,
    education: work.education.length > 0 || Boolean(work.educationDetail) || work.universities.length > 0,
    city: personal.city.trim().length > 0 && personal.city !== CITY_NOT_SPECIFIED,
    interests: personal.interests.length > 0,
    birthday: personal.birthdate !== null,
    'fun facts': Object.values(funFacts).some((list) => list.length > 0),
  };
  const missing = COMPLETENESS_ITEMS.filter((item) => !present[item]);
  return { done: COMPLETENESS_ITEMS.length - missing.length, total: COMPLETENESS_ITEMS.length, missing };
}

export function toProfileView(member: NormalizedProfile): ProfileView {
  return {
    firstName: member.firstName,
    archetypeName: member.archetype.given ? member.archetype.name : null,
    connectionCount: member.connectionCount,
    traits: member.hexacoStats,
    hasResults: member.hasHexaco,
    traitsArchetypeName: member.archetype.name,
    completeness: completenessOf(member),
  };
}
