/**
 * The profile's view model: what the home dashboard shows of the signed-in
 * member, from the normalized profile by one function, `toProfileView`. The
 * chain is wire answer (`Profile`) → `NormalizedProfile` → `ProfileView`.
 */
import type { TraitScores } from '@kindred/contracts/domain/hexaco';
import type { NormalizedProfile } from './normalized-profile.ts';

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
}

export function toProfileView(member: NormalizedProfile): ProfileView {
  return {
    firstName: member.firstName,
    archetypeName: member.archetype.given ? member.archetype.name : null,
    connectionCount: member.connectionCount,
    traits: member.hexacoStats,
    hasResults: member.hasHexaco,
    traitsArchetypeName: member.archetype.name,
  };
}
