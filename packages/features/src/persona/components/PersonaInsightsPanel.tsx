import type { TraitKey } from '@kindred/contracts/domain/hexaco';
import type { NormalizedProfile } from '@kindred/features/profile';
import { Card } from '@kindred/ui/Card';
import { ArchetypeCard } from './ArchetypeCard.tsx';
import * as styles from './Persona.css.ts';
import { PersonaTraits } from './PersonaTraits.tsx';
import { ProfileDetails } from './ProfileDetails.tsx';

export interface PersonaInsightsPanelProps {
  profile: NormalizedProfile;
  /** Offered in each trait's dialog: hands the trait to Link. */
  onAskLink?: (trait: TraitKey) => void;
  /** Offered on the archetype card: hands the archetype to Link. */
  onAskAboutArchetype?: () => void;
  /** Names the panel's landmark. Default 'Your persona'. */
  label?: string;
}

/**
 * Persona insights (docs/product.md#screens-and-routes "Part two's screens"): the member's six traits (each opens
 * its dialog), their archetype card with Show More and Show Less, and the side accordion of Professional Snapshot,
 * Personal Information and Fun Facts, all from the normalized profile. Before the questionnaire, the traits card
 * links to it and no archetype is shown; what the profile says still is.
 */
export function PersonaInsightsPanel({ profile, onAskLink, onAskAboutArchetype, label = 'Your persona' }: PersonaInsightsPanelProps) {
  return (
    <aside className={styles.panel} aria-label={label}>
      <PersonaTraits scores={profile.hexacoStats} hasResults={profile.hasHexaco} onAskLink={onAskLink} />
      {/* Without results or a named archetype, the default one would be made up: the traits card says why it is missing. */}
      {(profile.hasHexaco || profile.archetype.given) && (
        <ArchetypeCard name={profile.archetype.name} archetypeId={profile.archetype.id} onAskLink={onAskAboutArchetype} />
      )}
      <Card title="About you" titleLevel={2}>
        <ProfileDetails profile={profile} />
      </Card>
    </aside>
  );
}
